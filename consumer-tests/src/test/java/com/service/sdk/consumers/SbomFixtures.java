package com.service.sdk.consumers;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/** SbomIT's fixtures: a copy of sdk-core's build output, and a jar with a library added to it. */
final class SbomFixtures {
  private SbomFixtures() {}

  /** sdk-core's jar, SBOM, compiled classes and dependency-reduced pom, copied into {@code fixture}. */
  static Path copyOfSdkCore(Path fixture, String version) throws IOException {
    Path from = Poms.ROOT.resolve("sdk-core");
    try (Stream<Path> files = Files.walk(from.resolve("target/classes"))) {
      for (Path file : files.toList()) {
        Path to = fixture.resolve("target/classes").resolve(from.resolve("target/classes").relativize(file).toString());
        if (Files.isDirectory(file)) {
          Files.createDirectories(to);
        } else {
          Files.copy(file, to);
        }
      }
    }
    for (String file : List.of("target/sdk-core-" + version + ".jar", "target/sdk-core-" + version + "-cyclonedx.json",
        "dependency-reduced-pom.xml")) {
      Files.copy(from.resolve(file), fixture.resolve(file));
    }
    return fixture;
  }

  /** Adds every class of {@code library} under {@code from} to {@code jar}, moved to {@code to}. */
  static void addRelocated(Path jar, Path library, String from, String to) throws IOException {
    Path copy = jar.resolveSibling("fixture.jar");
    try (JarFile in = new JarFile(jar.toFile()); JarFile extra = new JarFile(library.toFile());
        OutputStream file = Files.newOutputStream(copy); JarOutputStream out = new JarOutputStream(file)) {
      for (JarEntry entry : (Iterable<JarEntry>) in.stream()::iterator) {
        out.putNextEntry(new JarEntry(entry.getName()));
        in.getInputStream(entry).transferTo(out);
      }
      for (JarEntry entry : (Iterable<JarEntry>) extra.stream()::iterator) {
        if (entry.getName().startsWith(from) && entry.getName().endsWith(".class")) {
          out.putNextEntry(new JarEntry(to + entry.getName().substring(from.length())));
          extra.getInputStream(entry).transferTo(out);
        }
      }
    }
    Files.move(copy, jar, StandardCopyOption.REPLACE_EXISTING);
  }
}
