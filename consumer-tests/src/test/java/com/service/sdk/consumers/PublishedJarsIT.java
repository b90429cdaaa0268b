package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * What the published jars carry, read from the jars {@code package} made (an integration test,
 * in {@code verify}): sdk-core's OkHttp, okio and Kotlin relocated inside it and absent from its
 * published pom and module descriptor; every jar's manifest naming what it is, and its licence.
 */
class PublishedJarsIT {
  private static final Path ROOT = Path.of("..");
  private static final String VERSION = System.getProperty("sdk.version");
  private static final String SHADED = "com/service/sdk/core/internal/shaded/";
  /** The published jars: each module's main jar, and the sandbox's runnable one. */
  private static final List<Path> JARS = List.of(jar("sdk-core", ""), jar("sdk-plugin", ""), jar("sdk-payouts", ""),
      jar("sdk-sandbox", ""), jar("sdk-sandbox", "-standalone"), jar("sdk-kotlin", ""));

  private static Path jar(String module, String classifier) {
    return ROOT.resolve(module).resolve("target").resolve(module + "-" + VERSION + classifier + ".jar");
  }

  @Test
  void sdkCore_carriesOkHttpOkioAndKotlinRelocated_andNoneOfTheirOriginalPackages() throws IOException {
    Set<String> roots = new TreeSet<>();
    try (JarFile jar = new JarFile(JARS.get(0).toFile())) {
      for (JarEntry entry : (Iterable<JarEntry>) jar.stream()::iterator) {
        String name = entry.getName();
        roots.add(name.contains("/") ? name.substring(0, name.indexOf('/')) : name);
      }
      assertThat(jar.getEntry(SHADED + "okhttp3/OkHttpClient.class")).isNotNull();
      assertThat(jar.getEntry(SHADED + "okio/Okio.class")).isNotNull();
      assertThat(jar.getEntry(SHADED + "kotlin/Unit.class")).isNotNull();
    }
    assertThat(roots).containsExactlyInAnyOrder("META-INF", "com", "module-info.class");
  }

  @Test
  void sdkCore_publishedDescriptor_isTheCompiledOne_readingWhatOkHttpReadInsteadOfOkHttp() throws IOException {
    ModuleDescriptor compiled = descriptor(Files.newInputStream(
        ROOT.resolve("sdk-core/target/classes/module-info.class")));
    ModuleDescriptor published;
    try (JarFile jar = new JarFile(JARS.get(0).toFile())) {
      published = descriptor(jar.getInputStream(jar.getEntry("module-info.class")));
    }

    assertThat(published.name()).isEqualTo(compiled.name());
    Set<String> expected = requires(compiled).stream().filter(r -> !r.startsWith("okhttp3"))
        .collect(Collectors.toCollection(TreeSet::new));
    expected.add("java.logging"); // OkHttp's own descriptor requires it
    assertThat(requires(published)).isEqualTo(expected);
    assertThat(published.exports()).isEqualTo(compiled.exports());
    assertThat(published.opens()).isEqualTo(compiled.opens());
  }

  @Test
  void sdkCore_publishedPom_listsNoRelocatedLibrary() throws Exception {
    Path pom = ROOT.resolve("consumer-tests/target/it-repo/com/service/sdk/sdk-core").resolve(VERSION)
        .resolve("sdk-core-" + VERSION + ".pom");
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    Element project = factory.newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
    List<String> runtime = new ArrayList<>();
    for (Node node = project.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element dependencies && dependencies.getTagName().equals("dependencies")) {
        NodeList each = dependencies.getElementsByTagName("dependency");
        for (int i = 0; i < each.getLength(); i++) {
          Element dependency = (Element) each.item(i);
          if (!"test".equals(text(dependency, "scope"))) {
            runtime.add(text(dependency, "groupId") + ":" + text(dependency, "artifactId"));
          }
        }
      }
    }

    assertThat(runtime).containsExactlyInAnyOrder("com.fasterxml.jackson.core:jackson-core",
        "com.fasterxml.jackson.core:jackson-annotations", "com.fasterxml.jackson.core:jackson-databind",
        "com.fasterxml.jackson.datatype:jackson-datatype-jsr310", "org.slf4j:slf4j-api");
  }

  private static String text(Element parent, String child) {
    NodeList found = parent.getElementsByTagName(child);
    return found.getLength() == 0 ? "" : found.item(0).getTextContent().trim();
  }

  @Test
  void everyPublishedJar_namesItsTitleVersionAndVendor_andCarriesTheLicence() throws IOException {
    String licence = Files.readString(ROOT.resolve("LICENSE"));
    List<String> problems = new ArrayList<>();
    for (Path path : JARS) {
      try (JarFile jar = new JarFile(path.toFile())) {
        Attributes main = jar.getManifest().getMainAttributes();
        for (String name : List.of("Implementation-Title", "Implementation-Version", "Implementation-Vendor")) {
          if (main.getValue(name) == null || main.getValue(name).isBlank()) {
            problems.add(path.getFileName() + ": no " + name);
          }
        }
        if (!VERSION.equals(main.getValue("Implementation-Version"))) {
          problems.add(path.getFileName() + ": Implementation-Version " + main.getValue("Implementation-Version"));
        }
        JarEntry entry = jar.getJarEntry("META-INF/LICENSE");
        if (entry == null || !new String(jar.getInputStream(entry).readAllBytes()).equals(licence)) {
          problems.add(path.getFileName() + ": META-INF/LICENSE is not the project's LICENSE");
        }
      }
    }
    for (Path bundling : List.of(JARS.get(0), JARS.get(4))) { // third-party code inside: its notices
      try (JarFile jar = new JarFile(bundling.toFile())) {
        if (jar.getJarEntry("META-INF/NOTICE") == null) {
          problems.add(bundling.getFileName() + ": no META-INF/NOTICE for the libraries it bundles");
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  private static ModuleDescriptor descriptor(InputStream in) throws IOException {
    try (in) {
      return ModuleDescriptor.read(in);
    }
  }

  private static Set<String> requires(ModuleDescriptor descriptor) {
    return descriptor.requires().stream().map(ModuleDescriptor.Requires::name)
        .collect(Collectors.toCollection(TreeSet::new));
  }
}
