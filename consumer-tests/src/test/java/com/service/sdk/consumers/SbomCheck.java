package com.service.sdk.consumers;

import static com.service.sdk.consumers.Poms.children;
import static com.service.sdk.consumers.Poms.text;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.w3c.dom.Element;

/**
 * What SbomIT holds one module's SBOM to: the dependencies its published pom declares, the
 * classes of each of its jars (the module's own, or a listed library's where its declared
 * relocations put it, read from the original jar in {@code repository}), and its shade
 * configuration's includes and relocations.
 */
final class SbomCheck {
  private static final String RELOCATION = "com.service.sdk:shade:relocation";

  private final String version;
  private final Path repository;

  SbomCheck(String version, Path repository) {
    this.version = version;
    this.repository = repository;
  }

  /** What the SBOM of one module says wrong or leaves out. */
  List<String> problems(Element project, Path module, JsonNode bom) throws IOException {
    String artifactId = text(project, "artifactId");
    String packaging = text(project, "packaging").isEmpty() ? "jar" : text(project, "packaging");
    JsonNode main = bom.path("metadata").path("component");
    List<String> problems = new ArrayList<>();
    String purl = "pkg:maven/" + text(project, "groupId") + "/" + artifactId + "@" + version + "?type=" + packaging;
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
          shadeByJar.put(artifactId + "-" + version + classifier + ".jar", execution);
        }
      }
    }
    try (Stream<Path> files = Files.list(module.resolve("target"))) {
      for (Path jar : files.filter(f -> isShippedJar(f, artifactId)).sorted().toList()) {
        String name = jar.getFileName().toString();
        String classifier = name.substring((artifactId + "-" + version).length(), name.length() - 4);
        // An attached jar without an entry of its own (sdk-jdbc's tests jar) may hold the module's classes only.
        JsonNode component = classifier.isEmpty() ? main : componentByPurl(bom,
            purl.replace("?type=jar", "?classifier=" + classifier.substring(1) + "&type=jar"));
        problems.addAll(contentProblems(jar, module.resolve("target"), component, shadeByJar.get(name)));
      }
    }
    return problems;
  }

  /** The module's direct dependencies in the SBOM are the ones its published pom declares. */
  private List<String> dependencyProblems(Element project, Path module, JsonNode bom) {
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
  private List<String> contentProblems(Path jar, Path target, JsonNode component, Element shade)
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
      Path original = repository.resolve(library.path("group").asText().replace('.', '/'))
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
        // A raw-string relocation rewrites text inside the classes (sdk-core's thread names),
        // not a library's packages: it moves no class, so no SBOM entry declares it.
        if (!"true".equals(text(relocation, "rawString"))) {
          configured.add(text(relocation, "pattern") + " -> " + text(relocation, "shadedPattern"));
        }
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

  private boolean isShippedJar(Path file, String artifactId) {
    String name = file.getFileName().toString();
    return name.startsWith(artifactId + "-" + version) && name.endsWith(".jar")
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
}
