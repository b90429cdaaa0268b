package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.charset.StandardCharsets;
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
 * published pom and module descriptor; every jar's manifest naming what it is, and its licence;
 * every published module's nullness, declared on each of its packages.
 */
class PublishedJarsIT {
  private static final Path ROOT = Path.of("..");
  private static final String VERSION = System.getProperty("sdk.version");
  private static final String SHADED = "com/service/sdk/core/internal/shaded/";
  /** The published jars: each module's main jar, and the sandbox's runnable one. */
  private static final List<Path> JARS = List.of(jar("sdk-core", ""), jar("sdk-plugin", ""), jar("sdk-payouts", ""),
      jar("sdk-sandbox", ""), jar("sdk-sandbox", "-standalone"), jar("sdk-kotlin", ""));

  /** The published modules with code: each declares its nullness with JSpecify. */
  private static final List<String> NULL_MARKED = List.of("sdk-core", "sdk-plugin", "sdk-payouts", "sdk-sandbox",
      "sdk-jdbc", "sdk-micrometer", "sdk-opentelemetry", "sdk-spring-boot-autoconfigure");
  /** How a class file names the annotation it carries. */
  private static final String NULL_MARKED_DESCRIPTOR = "Lorg/jspecify/annotations/NullMarked;";

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

  /**
   * Every file but a class is one of the SDK's own: OkHttp's public suffix list (MPL-2.0, read
   * only for cookies with a domain and {@code HttpUrl.topPrivateDomain()}, neither of which the
   * SDK uses) is left out, so that the NOTICE's "each under the Apache License" stays true; a
   * data file a new OkHttp, okio or Kotlin brings fails here until its licence is looked at.
   */
  @Test
  void sdkCore_carriesNoFileButClassesBeyondItsOwn_notOkHttpsPublicSuffixList() throws IOException {
    Set<String> files = new TreeSet<>();
    try (JarFile jar = new JarFile(JARS.get(0).toFile())) {
      for (JarEntry entry : (Iterable<JarEntry>) jar.stream()::iterator) {
        if (!entry.isDirectory() && !entry.getName().endsWith(".class")) {
          files.add(entry.getName());
        }
      }
    }

    assertThat(files).containsExactlyInAnyOrder("META-INF/MANIFEST.MF", "META-INF/LICENSE", "META-INF/NOTICE",
        "META-INF/maven/com.service.sdk/sdk-core/pom.xml", "META-INF/maven/com.service.sdk/sdk-core/pom.properties",
        "com/service/sdk/core/internal/sdk.properties");
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
    expected.add("java.logging"); // the relocated OkHttp reads it, as its own descriptor says
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

    // JSpecify stays a dependency: four annotations the application's compiler reads, never relocated.
    assertThat(runtime).containsExactlyInAnyOrder("org.jspecify:jspecify", "com.fasterxml.jackson.core:jackson-core",
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

  /**
   * Every package of every published module is {@code @NullMarked} (what Kotlin and NullAway read
   * to see non-null types rather than platform types), and every descriptor makes JSpecify
   * readable to the module's readers at compile time without needing it at run time.
   */
  @Test
  void everyPublishedModule_declaresItsNullness_onEveryPackage() throws IOException {
    List<String> problems = new ArrayList<>();
    for (String module : NULL_MARKED) {
      Path path = jar(module, "");
      try (JarFile jar = new JarFile(path.toFile())) {
        Set<String> packages = new TreeSet<>();
        for (JarEntry entry : (Iterable<JarEntry>) jar.stream()::iterator) {
          String name = entry.getName();
          if (name.endsWith(".class") && name.contains("/") && !name.startsWith(SHADED)
              && !name.startsWith("META-INF/")) {
            packages.add(name.substring(0, name.lastIndexOf('/')));
          }
        }
        for (String pkg : packages) {
          JarEntry info = jar.getJarEntry(pkg + "/package-info.class");
          if (info == null || !new String(jar.getInputStream(info).readAllBytes(), StandardCharsets.ISO_8859_1)
              .contains(NULL_MARKED_DESCRIPTOR)) {
            problems.add(module + ": package " + pkg.replace('/', '.') + " is not @NullMarked");
          }
        }
        ModuleDescriptor descriptor = descriptor(jar.getInputStream(jar.getEntry("module-info.class")));
        boolean staticTransitive = descriptor.requires().stream().anyMatch(r -> r.name().equals("org.jspecify")
            && r.modifiers().containsAll(Set.of(ModuleDescriptor.Requires.Modifier.STATIC,
                ModuleDescriptor.Requires.Modifier.TRANSITIVE)));
        if (!staticTransitive) {
          problems.add(module + ": its descriptor does not say requires static transitive org.jspecify");
        }
        if (packages.isEmpty()) {
          problems.add(module + ": no classes in " + path.getFileName());
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
