package com.service.sdk.release;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * A small bundle Central would take: a parent pom with every field Central asks for, and a jar
 * module under it with its sources, javadoc, SBOM, an attached jar of its own classes (as
 * sdk-jdbc's tests jar), signatures and checksums. Each change a test
 * makes breaks one thing.
 */
final class BundleFixture {
  static final String PARENT = "com/example/parent/1.0/";
  static final String LIB = "com/example/lib/1.0/";
  private static final long TIME = 1_700_000_000_000L;

  private final Map<String, byte[]> files = new TreeMap<>();

  BundleFixture() {
    put(PARENT + "parent-1.0.pom", """
        <project><modelVersion>4.0.0</modelVersion><groupId>com.example</groupId><artifactId>parent</artifactId>
        <version>1.0</version><packaging>pom</packaging><name>Parent</name><description>d</description>
        <url>https://example.test</url>
        <licenses><license><name>Apache-2.0</name><url>https://www.apache.org/licenses/LICENSE-2.0.txt</url></license></licenses>
        <developers><developer><name>Maintainers</name></developer></developers>
        <scm><url>https://example.test/repo</url><connection>scm:git:https://example.test/repo.git</connection></scm>
        <properties><project.build.outputTimestamp>2026-11-24T00:00:00Z</project.build.outputTimestamp>
        <dep.version>2.0</dep.version></properties>
        </project>""");
    put(PARENT + "parent-1.0-cyclonedx.json", sbom("parent", "pom", ""));
    put(LIB + "lib-1.0.pom", """
        <project><modelVersion>4.0.0</modelVersion>
        <parent><groupId>com.example</groupId><artifactId>parent</artifactId><version>1.0</version></parent>
        <artifactId>lib</artifactId><name>Lib</name>
        <dependencies><dependency><groupId>org.example</groupId><artifactId>y</artifactId>
        <version>${dep.version}</version></dependency></dependencies>
        </project>""");
    put(LIB + "lib-1.0-cyclonedx.json", sbom("lib", "jar",
        "\"components\": [{\"name\": \"inside\", \"purl\": \"pkg:maven/org.example/inside@3.0?type=jar\"}]"));
    jar(LIB + "lib-1.0.jar", "Automatic-Module-Name", true, true);
    put(LIB + "lib-1.0-sources.jar", jarBytes(null, Map.of("lib/A.java", "")));
    put(LIB + "lib-1.0-javadoc.jar", jarBytes(null, Map.of("index.html", "")));
    attach(LIB + "lib-1.0-tests.jar", true);
  }

  CentralBundle bundle() throws IOException {
    ByteArrayOutputStream zip = new ByteArrayOutputStream();
    try (ZipOutputStream out = new ZipOutputStream(zip)) {
      for (Map.Entry<String, byte[]> file : files.entrySet()) {
        out.putNextEntry(new ZipEntry(file.getKey()));
        out.write(file.getValue());
      }
    }
    return CentralBundle.read(zip.toByteArray());
  }

  /** Replaces {@code from} with {@code to} in a text file, signed and summed again. */
  BundleFixture edit(String path, String from, String to) {
    String text = new String(files.get(path), StandardCharsets.UTF_8);
    if (!text.contains(from)) {
      throw new IllegalArgumentException(path + " has no " + from);
    }
    put(path, text.replace(from, to));
    return this;
  }

  /** A file and its signature and checksums. */
  void remove(String path) {
    for (String suffix : new String[] {"", ".asc", ".md5", ".sha1"}) {
      files.remove(path + suffix);
    }
  }

  /** One file alone (a signature, a checksum). */
  void removeOnly(String path) {
    files.remove(path);
  }

  void replaceOnly(String path, String content) {
    files.put(path, content.getBytes(StandardCharsets.UTF_8));
  }

  /** The main jar: its manifest names {@code nameAttribute}, and it carries LICENSE and NOTICE or not. */
  void jar(String path, String nameAttribute, boolean licence, boolean notice) {
    Map<String, String> entries = new TreeMap<>(Map.of("lib/A.class", "class"));
    if (licence) {
      entries.put("META-INF/LICENSE", "Apache License");
    }
    if (notice) {
      entries.put("META-INF/NOTICE", "inside 3.0");
    }
    put(path, jarBytes(nameAttribute, entries));
  }

  /** A jar attached beside the main one, of the module's own classes, with META-INF/LICENSE or not. */
  void attach(String path, boolean licence) {
    put(path, jarBytes(null, licence ? Map.of("lib/ATest.class", "class", "META-INF/LICENSE", "Apache License")
        : Map.of("lib/ATest.class", "class")));
  }

  private void put(String path, String text) {
    put(path, text.getBytes(StandardCharsets.UTF_8));
  }

  private void put(String path, byte[] content) {
    files.put(path, content);
    files.put(path + ".asc", "-----BEGIN PGP SIGNATURE-----\n\niQ==\n-----END PGP SIGNATURE-----\n"
        .getBytes(StandardCharsets.US_ASCII));
    files.put(path + ".md5", hex("MD5", content).getBytes(StandardCharsets.US_ASCII));
    files.put(path + ".sha1", hex("SHA-1", content).getBytes(StandardCharsets.US_ASCII));
  }

  private static byte[] jarBytes(String nameAttribute, Map<String, String> entries) {
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    if (nameAttribute != null) {
      manifest.getMainAttributes().putValue(nameAttribute, "com.example.lib");
    }
    ByteArrayOutputStream jar = new ByteArrayOutputStream();
    try (JarOutputStream out = new JarOutputStream(jar)) {
      JarEntry manifestEntry = new JarEntry("META-INF/MANIFEST.MF");
      manifestEntry.setTime(TIME);
      out.putNextEntry(manifestEntry);
      manifest.write(out);
      for (Map.Entry<String, String> entry : entries.entrySet()) {
        JarEntry jarEntry = new JarEntry(entry.getKey());
        jarEntry.setTime(TIME);
        out.putNextEntry(jarEntry);
        out.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return jar.toByteArray();
  }

  private static String sbom(String artifactId, String type, String inside) {
    return """
        {"bomFormat": "CycloneDX", "specVersion": "1.6", "metadata": {"component":
        {"name": "%s", "purl": "pkg:maven/com.example/%s@1.0?type=%s"%s}}}"""
        .formatted(artifactId, artifactId, type, inside.isEmpty() ? "" : ", " + inside);
  }

  private static String hex(String algorithm, byte[] content) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(content));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
