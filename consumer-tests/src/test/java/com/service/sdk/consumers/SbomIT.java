package com.service.sdk.consumers;

import static com.service.sdk.consumers.Poms.children;
import static com.service.sdk.consumers.Poms.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/**
 * Every published module's SBOM ({@code target/<artifactId>-<version>-cyclonedx.json}, written by
 * cyclonedx-maven-plugin and tools/ShadedSbom.java) against what the module really ships:
 *
 * <ul>
 *   <li>its dependencies are the ones its published pom declares (sdk-core's dependency-reduced
 *       pom, which leaves out what it relocates);
 *   <li>every class of each of its jars is the module's own or belongs to a library the SBOM lists
 *       inside that jar, at the place that library's relocations put it (read from the original
 *       jar in the local repository), and every class of a listed library is there: a library
 *       added to a jar without its entry fails, and so does an entry at a version the jar does
 *       not hold;
 *   <li>every relocation of the module's shade configuration is declared by an entry, and every
 *       declared one is in the configuration.
 * </ul>
 *
 * <p>An integration test (failsafe, in {@code verify}): it reads what {@code package} made.
 */
class SbomIT {
  private static final String VERSION = System.getProperty("sdk.version");
  private static final Path REPOSITORY = Path.of(System.getProperty("local.repository"));
  private static final String RELOCATION = "com.service.sdk:shade:relocation";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final boolean OFFLINE = "offline=true".equals(System.getProperty("build.mode"));

  /**
   * cyclonedx-maven-plugin's makeBom requires online mode: an offline build makes no SBOM, and
   * the tests that read the build's own SBOMs skip, saying so. An online build (the first run of
   * .ci/run, the release command) makes and checks them.
   */
  @BeforeAll
  static void sbomsNeedAnOnlineBuild() {
    if (OFFLINE) {
      System.out.println("*** SKIPPED SbomIT on the build's SBOMs: Maven ran offline, and cyclonedx-maven-plugin"
          + " makes no SBOM offline (its makeBom requires online mode). Build online to check them.");
    }
  }

  @Test
  void everyPublishedModulesSbom_listsWhatItsJarsHoldAndWhatItsPomDeclares() throws IOException {
    assumeFalse(OFFLINE, "Maven ran offline: no SBOMs to check");
    List<String> problems = new ArrayList<>();
    List<String> checked = new ArrayList<>();
    for (Poms.Module module : Poms.published()) {
      Path bom = module.dir().resolve("target").resolve(module.artifactId() + "-" + VERSION + "-cyclonedx.json");
      if (module.effective() == null || !Files.isRegularFile(bom)) {
        problems.add(module.artifactId() + ": no " + bom.getFileName() + " (build the reactor through package)");
        continue;
      }
      checked.add(module.artifactId());
      problems.addAll(problems(module.effective(), module.dir(), JSON.readTree(bom.toFile())));
    }

    assertThat(problems).isEmpty();
    assertThat(checked).contains("service-sdk-parent", "sdk-bom", "sdk-core", "sdk-sandbox");
  }

  @Test
  void sdkCoresSbom_namesOkHttpOkioAndKotlinInsideItsJar_asRelocated() throws IOException {
    assumeFalse(OFFLINE, "Maven ran offline: no SBOMs to check");
    JsonNode bom = JSON.readTree(Poms.ROOT.resolve("sdk-core/target/sdk-core-" + VERSION + "-cyclonedx.json").toFile());

    List<String> inside = new ArrayList<>();
    bom.path("metadata").path("component").path("components").forEach(c -> inside.add(c.path("purl").asText()));
    assertThat(inside)
        .containsExactlyInAnyOrder("pkg:maven/com.squareup.okhttp3/okhttp-jvm@5.5.1?type=jar",
            "pkg:maven/com.squareup.okio/okio-jvm@3.18.2?type=jar",
            "pkg:maven/org.jetbrains.kotlin/kotlin-stdlib@2.1.21?type=jar");
    assertThat(bom.path("components").findValuesAsText("name")).doesNotContain("okhttp-jvm", "okio-jvm",
        "kotlin-stdlib", "annotations");
  }

  @Test
  void aJarHoldingARelocatedLibraryThatTheSbomDoesNotList_isRefused(@TempDir Path fixture) throws IOException {
    assumeFalse(OFFLINE, "Maven ran offline: no SBOMs to check");
    Path module = copyOfSdkCore(fixture);
    Path jar = module.resolve("target/sdk-core-" + VERSION + ".jar");
    addRelocated(jar, REPOSITORY.resolve("org/slf4j/slf4j-api/2.0.20/slf4j-api-2.0.20.jar"), "org/slf4j/",
        "com/service/sdk/core/internal/shaded/org/slf4j/");

    assertThat(problems(effective("sdk-core"), module, sbom(module, "sdk-core")))
        .singleElement().asString().startsWith("sdk-core-" + VERSION + ".jar: classes of no SBOM entry: "
            + "com/service/sdk/core/internal/shaded/org/slf4j (");
  }

  @Test
  void aShadeConfigurationRelocatingALibraryThatTheSbomDoesNotList_isRefused(@TempDir Path fixture) throws IOException {
    assumeFalse(OFFLINE, "Maven ran offline: no SBOMs to check");
    Path module = copyOfSdkCore(fixture);
    String pom = Files.readString(Poms.ROOT.resolve("sdk-core/target/effective-pom.xml"))
        .replace("<include>com.squareup.okhttp3:okhttp-jvm</include>",
            "<include>com.squareup.okhttp3:okhttp-jvm</include><include>org.slf4j:slf4j-api</include>")
        .replace("<relocations>", "<relocations><relocation><pattern>org.slf4j</pattern>"
            + "<shadedPattern>com.service.sdk.core.internal.shaded.org.slf4j</shadedPattern></relocation>");

    assertThat(problems(Poms.effectiveProject(Poms.parse(pom), "sdk-core"), module, sbom(module, "sdk-core")))
        .containsExactly(
            "sdk-core-" + VERSION + ".jar: the shade configuration includes org.slf4j:slf4j-api, which no SBOM entry is",
            "sdk-core-" + VERSION + ".jar: the shade configuration relocates org.slf4j ->"
                + " com.service.sdk.core.internal.shaded.org.slf4j, which no SBOM entry declares");
  }

  @Test
  void anSbomEntryAtAVersionTheJarDoesNotHold_orWithoutItsLicence_isRefused(@TempDir Path fixture) throws IOException {
    assumeFalse(OFFLINE, "Maven ran offline: no SBOMs to check");
    Path module = copyOfSdkCore(fixture);
    JsonNode bom = sbom(module, "sdk-core");
    for (JsonNode inside : bom.path("metadata").path("component").path("components")) {
      if (inside.path("name").asText().equals("okio-jvm")) {
        ((ObjectNode) inside).put("version", "3.0.0").remove("licenses");
      }
    }

    assertThat(problems(effective("sdk-core"), module, bom)).satisfiesExactly(
        p -> assertThat(p).isEqualTo("sdk-core-" + VERSION + ".jar: okio-jvm 3.0.0 has no licence"),
        p -> assertThat(p).isEqualTo("sdk-core-" + VERSION + ".jar: okio-jvm 3.0.0 is listed, but not in the local"
            + " repository to compare"),
        p -> assertThat(p).startsWith("sdk-core-" + VERSION + ".jar: classes of no SBOM entry: "
            + "com/service/sdk/core/internal/shaded/okio ("));
  }

  /** What the SBOM of one module says wrong or leaves out. */
  static List<String> problems(Element project, Path module, JsonNode bom) throws IOException {
    String artifactId = text(project, "artifactId");
    String packaging = text(project, "packaging").isEmpty() ? "jar" : text(project, "packaging");
    JsonNode main = bom.path("metadata").path("component");
    List<String> problems = new ArrayList<>();
    String purl = "pkg:maven/" + text(project, "groupId") + "/" + artifactId + "@" + VERSION + "?type=" + packaging;
    if (!main.path("purl").asText().equals(purl)) {
      problems.add(artifactId + ": the SBOM describes " + main.path("purl").asText() + ", not " + purl);
    }
    problems.addAll(dependencyProblems(project, module, bom));
    if (!packaging.equals("jar")) {
      return problems;
    }
    Map<String, Element> shadeByJar = new TreeMap<>();
    for (Element plugin : children(project, "build", "plugins", "plugin")) {
      if (text(plugin, "artifactId").equals("maven-shade-plugin")) {
        for (Element execution : children(plugin, "executions", "execution")) {
          boolean attached = text(execution, "configuration", "shadedArtifactAttached").equals("true");
          String classifier = attached ? "-" + text(execution, "configuration", "shadedClassifierName") : "";
          shadeByJar.put(artifactId + "-" + VERSION + classifier + ".jar", execution);
        }
      }
    }
    try (Stream<Path> files = Files.list(module.resolve("target"))) {
      for (Path jar : files.filter(f -> isShippedJar(f, artifactId)).sorted().toList()) {
        String name = jar.getFileName().toString();
        String classifier = name.substring((artifactId + "-" + VERSION).length(), name.length() - 4);
        // An attached jar without an entry of its own (sdk-jdbc's tests jar) may hold the module's classes only.
        JsonNode component = classifier.isEmpty() ? main : componentByPurl(bom,
            purl.replace("?type=jar", "?classifier=" + classifier.substring(1) + "&type=jar"));
        problems.addAll(contentProblems(jar, module.resolve("target"), component, shadeByJar.get(name)));
      }
    }
    return problems;
  }

  /** The module's direct dependencies in the SBOM are the ones its published pom declares. */
  private static List<String> dependencyProblems(Element project, Path module, JsonNode bom) {
    boolean reduced = text(project, "packaging").isEmpty() && children(project, "build", "plugins", "plugin").stream()
        .filter(p -> text(p, "artifactId").equals("maven-shade-plugin"))
        .flatMap(p -> children(p, "executions", "execution").stream())
        .anyMatch(e -> !text(e, "configuration", "shadedArtifactAttached").equals("true")
            && !text(e, "configuration", "createDependencyReducedPom").equals("false"));
    Element published = project;
    if (reduced) {
      try {
        published = Poms.parse(Files.readString(module.resolve("dependency-reduced-pom.xml")));
      } catch (IOException e) {
        return List.of(text(project, "artifactId") + ": shades its jar but has no dependency-reduced-pom.xml");
      }
    }
    Set<String> declared = new TreeSet<>();
    for (Element dependency : children(published, "dependencies", "dependency")) {
      if (!Set.of("test", "provided", "system").contains(text(dependency, "scope"))) {
        declared.add(text(dependency, "groupId") + "/" + text(dependency, "artifactId") + "@"
            + text(dependency, "version"));
      }
    }
    String root = bom.path("metadata").path("component").path("bom-ref").asText();
    Set<String> listed = new TreeSet<>();
    for (JsonNode entry : bom.path("dependencies")) {
      if (entry.path("ref").asText().equals(root)) {
        entry.path("dependsOn").forEach(ref -> listed.add(ref.asText().replaceFirst("^pkg:maven/", "")
            .replaceFirst("\\?.*$", "")));
      }
    }
    List<String> problems = new ArrayList<>();
    if (!listed.equals(declared)) {
      problems.add(text(project, "artifactId") + ": the SBOM's dependencies " + listed
          + " are not the published pom's " + declared);
    }
    for (JsonNode component : bom.path("components")) {
      if (component.path("licenses").isEmpty()) {
        problems.add(text(project, "artifactId") + ": " + component.path("purl").asText() + " has no licence");
      }
    }
    return problems;
  }

  /**
   * The classes of one jar against its SBOM entry: each is the module's own, or belongs to a
   * library listed inside the jar, where that library's declared relocations put it.
   */
  private static List<String> contentProblems(Path jar, Path target, JsonNode component, Element shade)
      throws IOException {
    String name = jar.getFileName().toString();
    List<String> problems = new ArrayList<>();
    if (component == null && shade != null) {
      return List.of(name + ": shaded, but no SBOM entry for this jar");
    }
    Set<String> foreign = classes(jar);
    foreign.removeAll(ownClasses(target.resolve("classes")));
    foreign.removeAll(ownClasses(target.resolve("test-classes")));
    Set<String> declaredRelocations = new HashSet<>();
    Set<String> listed = new HashSet<>();
    for (JsonNode library : component == null ? List.<JsonNode>of() : component.path("components")) {
      String label = library.path("name").asText() + " " + library.path("version").asText();
      listed.add(library.path("group").asText() + ":" + library.path("name").asText());
      if (library.path("licenses").isEmpty()) {
        problems.add(name + ": " + label + " has no licence");
      }
      Map<String, String> relocations = new TreeMap<>();
      for (JsonNode property : library.path("properties")) {
        if (property.path("name").asText().equals(RELOCATION)) {
          String[] pair = property.path("value").asText().split(" -> ");
          relocations.put(pair[0].replace('.', '/') + "/", pair[1].replace('.', '/') + "/");
          declaredRelocations.add(property.path("value").asText());
        }
      }
      Path original = REPOSITORY.resolve(library.path("group").asText().replace('.', '/'))
          .resolve(library.path("name").asText()).resolve(library.path("version").asText())
          .resolve(library.path("name").asText() + "-" + library.path("version").asText() + ".jar");
      if (!Files.isRegularFile(original)) {
        problems.add(name + ": " + label + " is listed, but not in the local repository to compare");
        continue;
      }
      Set<String> expected = classes(original).stream().map(c -> relocate(c, relocations)).collect(Collectors.toSet());
      Set<String> missing = new TreeSet<>(expected);
      missing.removeAll(foreign);
      if (!missing.isEmpty()) {
        problems.add(name + ": " + label + " is listed, but " + missing.size() + " of its classes are not inside, such as "
            + missing.iterator().next());
      }
      foreign.removeAll(expected);
    }
    if (!foreign.isEmpty()) {
      problems.add(name + ": classes of no SBOM entry: " + foreign.stream()
          .collect(Collectors.groupingBy(c -> c.substring(0, c.lastIndexOf('/')), TreeMap::new, Collectors.counting()))
          .entrySet().stream().map(e -> e.getKey() + " (" + e.getValue() + " classes)").collect(Collectors.joining(", ")));
    }
    if (shade != null) {
      for (String include : texts(shade, "configuration", "artifactSet", "includes", "include")) {
        if (!listed.contains(include)) {
          problems.add(name + ": the shade configuration includes " + include + ", which no SBOM entry is");
        }
      }
      Set<String> configured = new TreeSet<>();
      for (Element relocation : children(shade, "configuration", "relocations", "relocation")) {
        configured.add(text(relocation, "pattern") + " -> " + text(relocation, "shadedPattern"));
      }
      for (String relocation : configured) {
        if (!declaredRelocations.contains(relocation)) {
          problems.add(name + ": the shade configuration relocates " + relocation + ", which no SBOM entry declares");
        }
      }
      declaredRelocations.removeAll(configured);
      for (String relocation : declaredRelocations) {
        problems.add(name + ": the SBOM declares relocation " + relocation + ", which the shade configuration lacks");
      }
    }
    return problems;
  }

  private static List<String> texts(Element parent, String... path) {
    return children(parent, path).stream().map(e -> e.getTextContent().trim()).toList();
  }

  private static String relocate(String path, Map<String, String> relocations) {
    for (Map.Entry<String, String> relocation : relocations.entrySet()) {
      if (path.startsWith(relocation.getKey())) {
        return relocation.getValue() + path.substring(relocation.getKey().length());
      }
    }
    return path;
  }

  /** A jar's classes by name, a multi-release jar's versioned ones under their plain name. */
  private static Set<String> classes(Path jar) throws IOException {
    try (JarFile file = new JarFile(jar.toFile())) {
      return file.stream().map(JarEntry::getName).filter(n -> n.endsWith(".class") && !n.endsWith("module-info.class"))
          .map(n -> n.replaceFirst("^META-INF/versions/\\d+/", "")).collect(Collectors.toCollection(HashSet::new));
    }
  }

  private static Set<String> ownClasses(Path classes) throws IOException {
    if (!Files.isDirectory(classes)) {
      return Set.of();
    }
    try (Stream<Path> files = Files.walk(classes)) {
      return files.filter(f -> f.toString().endsWith(".class"))
          .map(f -> classes.relativize(f).toString().replace('\\', '/')).collect(Collectors.toSet());
    }
  }

  private static boolean isShippedJar(Path file, String artifactId) {
    String name = file.getFileName().toString();
    return name.startsWith(artifactId + "-" + VERSION) && name.endsWith(".jar")
        && !name.endsWith("-sources.jar") && !name.endsWith("-javadoc.jar");
  }

  private static JsonNode componentByPurl(JsonNode bom, String purl) {
    for (JsonNode component : bom.path("components")) {
      if (component.path("purl").asText().equals(purl)) {
        return component;
      }
    }
    return null;
  }

  private static Element effective(String artifactId) throws IOException {
    return Poms.effectiveProject(Poms.parse(Files.readString(Poms.ROOT.resolve(artifactId + "/target/effective-pom.xml"))),
        artifactId);
  }

  private static JsonNode sbom(Path module, String artifactId) throws IOException {
    return JSON.readTree(module.resolve("target/" + artifactId + "-" + VERSION + "-cyclonedx.json").toFile());
  }

  /** sdk-core's jar, SBOM, compiled classes and dependency-reduced pom, copied into {@code fixture}. */
  private static Path copyOfSdkCore(Path fixture) throws IOException {
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
    for (String file : List.of("target/sdk-core-" + VERSION + ".jar", "target/sdk-core-" + VERSION + "-cyclonedx.json",
        "dependency-reduced-pom.xml")) {
      Files.copy(from.resolve(file), fixture.resolve(file));
    }
    return fixture;
  }

  /** Adds every class of {@code library} under {@code from} to {@code jar}, moved to {@code to}. */
  private static void addRelocated(Path jar, Path library, String from, String to) throws IOException {
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
