import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Rewrites the SBOM that cyclonedx-maven-plugin made of one module so that it says what the
 * module's jars contain, not only what its build resolved. The plugin lists the module's compile
 * and runtime dependencies; it knows nothing of maven-shade-plugin. For every shade execution of
 * the module's effective pom this program:
 *
 * <ul>
 *   <li>finds the libraries the execution puts inside a jar (its artifactSet matched against the
 *       SBOM's components, as the shade plugin matches the module's artifacts);
 *   <li>nests each one under the component of that jar ({@code components} of the jar's component:
 *       CycloneDX's way to say "included in this artifact"): under {@code metadata.component} when
 *       the shaded jar replaces the main one (sdk-core), under a top-level component of its own,
 *       with the classifier in its package URL, when it is attached beside it (the standalone
 *       sandbox);
 *   <li>keeps each library's own package URL, name, version and licence (a scanner matches
 *       vulnerabilities on them: relocated OkHttp 5.5.1 is still OkHttp 5.5.1) and, when the
 *       execution relocated its classes, says so twice: a {@code pedigree} whose ancestor is the
 *       original artifact (with its hashes; the relocated bytes no longer match them, so the
 *       nested component has none) and whose notes say what moved where, and one property
 *       {@code com.service.sdk:shade:relocation} per relocation ("okhttp3 -&gt;
 *       com.service.sdk.core.internal.shaded.okhttp3"), which consumer-tests' SbomIT compares
 *       with the jar and with the shade configuration;
 *   <li>when the shaded jar replaces the main one (and its dependency-reduced pom is published),
 *       takes the bundled libraries out of the module's dependencies, with whatever only they
 *       brought in (kotlin-stdlib's org.jetbrains:annotations).
 * </ul>
 *
 * <p>For every module it also marks as {@code optional} a component that only optional
 * dependencies lead to (the plugin marks the optional dependency itself, not what it brings),
 * since a merchant's build does not resolve them.
 *
 * <p>Run by the parent pom in {@code package}, after the plugin, as a single-file program with
 * Jackson on its class path:
 * {@code java -cp <jackson> tools/ShadedSbom.java <bom.json> <effective-pom.xml> <artifactId> <local repository>
 * offline=<true|false>}. cyclonedx-maven-plugin makes no SBOM when Maven runs offline; then, and only then,
 * a missing SBOM is not an error.
 */
public final class ShadedSbom {
  static final String RELOCATION = "com.service.sdk:shade:relocation";

  private final ObjectNode bom;
  private final Path repository;

  private ShadedSbom(ObjectNode bom, Path repository) {
    this.bom = bom;
    this.repository = repository;
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 5) {
      throw new IllegalArgumentException(
          "usage: ShadedSbom <bom.json> <effective-pom.xml> <artifactId> <local repository> offline=<true|false>");
    }
    Path file = Path.of(args[0]);
    if (!Files.isRegularFile(file) && args[4].equals("offline=true")) {
      System.out.println("ShadedSbom: no " + file.getFileName() + ": cyclonedx-maven-plugin makes none when Maven"
          + " runs offline (its makeBom requires online mode); an online build makes and checks it");
      return;
    }
    ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ShadedSbom sbom = new ShadedSbom((ObjectNode) json.readTree(file.toFile()), Path.of(args[3]));
    for (Element execution : shadeExecutions(effectiveProject(Path.of(args[1]), args[2]))) {
      sbom.bundle(execution);
    }
    sbom.markOptional();
    json.writeValue(file.toFile(), sbom.bom);
  }

  /** Moves what one shade execution puts in a jar under that jar's component. */
  private void bundle(Element execution) throws IOException {
    Element configuration = child(execution, "configuration");
    List<String> includes = texts(configuration, "artifactSet", "includes", "include");
    List<String> excludes = texts(configuration, "artifactSet", "excludes", "exclude");
    Map<String, String> relocations = new LinkedHashMap<>();
    for (Element relocation : children(configuration, "relocations", "relocation")) {
      relocations.put(text(relocation, "pattern"), text(relocation, "shadedPattern"));
    }
    boolean attached = "true".equals(text(configuration, "shadedArtifactAttached"));
    ObjectNode main = (ObjectNode) bom.path("metadata").path("component");
    ObjectNode jar = attached ? attachedJar(main, text(configuration, "shadedClassifierName")) : main;
    String jarName = main.path("name").asText() + (attached ? "-" + text(configuration, "shadedClassifierName") : "");

    List<JsonNode> libraries = new ArrayList<>();
    bom.path("components").forEach(libraries::add);
    List<String> bundled = new ArrayList<>();
    for (JsonNode component : libraries) {
      if (component == jar) {
        continue;
      }
      String id = component.path("group").asText() + ":" + component.path("name").asText();
      if ((includes.isEmpty() || matchesAny(includes, id)) && !matchesAny(excludes, id)) {
        jar.withArray("components").add(nested((ObjectNode) component, relocations, jarName));
        bundled.add(component.path("bom-ref").asText());
      }
    }
    if (!attached) {
      dropFromDependencies(main.path("bom-ref").asText(), new HashSet<>(bundled));
    }
  }

  /** The top-level component of a jar attached with a classifier, made on first use. */
  private ObjectNode attachedJar(ObjectNode main, String classifier) {
    String purl = main.path("purl").asText().replace("?type=jar", "?classifier=" + classifier + "&type=jar");
    for (JsonNode component : bom.path("components")) {
      if (component.path("bom-ref").asText().equals(purl)) {
        return (ObjectNode) component;
      }
    }
    ObjectNode jar = bom.objectNode();
    jar.put("type", "library").put("bom-ref", purl).put("group", main.path("group").asText())
        .put("name", main.path("name").asText()).put("version", main.path("version").asText())
        .put("description", "The " + classifier + " jar of " + main.path("name").asText()
            + ": its classes with the libraries listed under components inside.")
        .put("scope", "optional");
    jar.set("licenses", main.path("licenses").deepCopy());
    jar.put("purl", purl);
    ((ArrayNode) bom.path("components")).add(jar);
    ((ArrayNode) bom.path("dependencies")).addObject().put("ref", purl).putArray("dependsOn");
    return jar;
  }

  /** A library as it is inside the jar: relocated ones carry their pedigree and relocations. */
  private ObjectNode nested(ObjectNode library, Map<String, String> relocations, String jarName) throws IOException {
    ObjectNode inside = library.deepCopy();
    // Unique in the document: the same library may also be a dependency of the module itself.
    inside.put("bom-ref", library.path("bom-ref").asText() + "#inside=" + jarName);
    inside.put("scope", "required");
    List<String> applied = new ArrayList<>();
    Set<String> packages = packages(library);
    for (Map.Entry<String, String> relocation : relocations.entrySet()) {
      String prefix = relocation.getKey().replace('.', '/') + "/";
      if (packages.stream().anyMatch(p -> (p + "/").startsWith(prefix))) {
        applied.add(relocation.getKey() + " -> " + relocation.getValue());
      }
    }
    if (applied.isEmpty()) {
      return inside; // copied as it is: the original's hashes still describe its classes
    }
    inside.remove("hashes");
    ObjectNode ancestor = bom.objectNode();
    for (String field : List.of("type", "group", "name", "version", "hashes", "purl")) {
      if (library.has(field)) {
        ancestor.set(field, library.get(field).deepCopy());
      }
    }
    ObjectNode pedigree = inside.putObject("pedigree");
    pedigree.putArray("ancestors").add(ancestor);
    pedigree.put("notes", "Relocated by maven-shade-plugin into the " + jarName + " jar (" + String.join("; ", applied)
        + "): the same classes under other package names, so they cannot clash with an application's own copy.");
    ArrayNode properties = inside.withArray("properties");
    for (String relocation : applied) {
      properties.addObject().put("name", RELOCATION).put("value", relocation);
    }
    return inside;
  }

  /** The packages of a component's original jar in the local repository. */
  private Set<String> packages(JsonNode component) throws IOException {
    Path jar = repository.resolve(component.path("group").asText().replace('.', File.separatorChar))
        .resolve(component.path("name").asText()).resolve(component.path("version").asText())
        .resolve(component.path("name").asText() + "-" + component.path("version").asText() + ".jar");
    if (!Files.isRegularFile(jar)) {
      throw new IllegalStateException("the shaded jar holds " + component.path("purl").asText()
          + ", but its jar is not at " + jar + " to tell which relocations apply to it");
    }
    Set<String> packages = new HashSet<>();
    try (JarFile file = new JarFile(jar.toFile())) {
      file.stream().map(e -> e.getName()).filter(n -> n.endsWith(".class") && n.contains("/"))
          .map(n -> n.substring(0, n.lastIndexOf('/'))).forEach(packages::add);
    }
    return packages;
  }

  /**
   * Takes the bundled libraries out of the root's dependencies, then every component and
   * dependency entry that the root no longer reaches.
   */
  private void dropFromDependencies(String root, Set<String> bundled) {
    Map<String, ObjectNode> entries = dependencyEntries();
    ArrayNode rootDependsOn = (ArrayNode) entries.get(root).path("dependsOn");
    for (int i = rootDependsOn.size() - 1; i >= 0; i--) {
      if (bundled.contains(rootDependsOn.get(i).asText())) {
        rootDependsOn.remove(i);
      }
    }
    Set<String> reached = reachable(root, entries, ref -> true);
    ArrayNode components = (ArrayNode) bom.path("components");
    for (int i = components.size() - 1; i >= 0; i--) {
      String ref = components.get(i).path("bom-ref").asText();
      if (!reached.contains(ref) && entries.containsKey(ref) && !ref.contains("classifier=")) {
        components.remove(i);
      }
    }
    ArrayNode dependencies = (ArrayNode) bom.path("dependencies");
    for (int i = dependencies.size() - 1; i >= 0; i--) {
      String ref = dependencies.get(i).path("ref").asText();
      if (!reached.contains(ref) && !ref.contains("classifier=")) {
        dependencies.remove(i);
      }
    }
  }

  /** Components reached from the root only through optional ones become optional too. */
  private void markOptional() {
    Map<String, ObjectNode> byRef = new HashMap<>();
    for (JsonNode component : bom.path("components")) {
      byRef.put(component.path("bom-ref").asText(), (ObjectNode) component);
    }
    String root = bom.path("metadata").path("component").path("bom-ref").asText();
    Set<String> required = reachable(root, dependencyEntries(),
        ref -> byRef.containsKey(ref) && !"optional".equals(byRef.get(ref).path("scope").asText()));
    for (Map.Entry<String, ObjectNode> component : byRef.entrySet()) {
      if (!required.contains(component.getKey()) && !component.getKey().contains("classifier=")) {
        component.getValue().put("scope", "optional");
      }
    }
  }

  private Map<String, ObjectNode> dependencyEntries() {
    Map<String, ObjectNode> entries = new HashMap<>();
    for (JsonNode entry : bom.path("dependencies")) {
      entries.put(entry.path("ref").asText(), (ObjectNode) entry);
    }
    return entries;
  }

  /** The refs reached from {@code root} through dependsOn edges whose target passes {@code follow}. */
  private static Set<String> reachable(String root, Map<String, ObjectNode> entries,
      Predicate<String> follow) {
    Set<String> reached = new HashSet<>(Set.of(root));
    Deque<String> queue = new ArrayDeque<>(List.of(root));
    while (!queue.isEmpty()) {
      ObjectNode entry = entries.get(queue.pop());
      for (JsonNode next : entry == null ? List.<JsonNode>of() : entry.path("dependsOn")) {
        if (follow.test(next.asText()) && reached.add(next.asText())) {
          queue.add(next.asText());
        }
      }
    }
    return reached;
  }

  /** Shade's artifact patterns: groupId:artifactId, each part a glob with {@code *}. */
  static boolean matchesAny(List<String> patterns, String groupAndArtifact) {
    String[] id = groupAndArtifact.split(":");
    for (String pattern : patterns) {
      String[] parts = pattern.split(":");
      if (glob(parts[0]).matcher(id[0]).matches() && (parts.length < 2 || glob(parts[1]).matcher(id[1]).matches())) {
        return true;
      }
    }
    return false;
  }

  private static Pattern glob(String glob) {
    return Pattern.compile(Pattern.quote(glob).replace("*", "\\E.*\\Q"));
  }

  /** The shade executions of the module's effective pom (a reactor's file holds every module's). */
  private static List<Element> shadeExecutions(Element project) {
    List<Element> executions = new ArrayList<>();
    for (Element plugin : children(project, "build", "plugins", "plugin")) {
      if (text(plugin, "artifactId").equals("maven-shade-plugin")) {
        executions.addAll(children(plugin, "executions", "execution"));
      }
    }
    return executions;
  }

  private static Element effectiveProject(Path pom, String artifactId) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    Element root = factory.newDocumentBuilder().parse(pom.toFile()).getDocumentElement();
    if (root.getTagName().equals("project")) {
      return root;
    }
    return children(root, "project").stream().filter(p -> text(p, "artifactId").equals(artifactId)).findFirst()
        .orElseThrow(() -> new IllegalStateException("no project " + artifactId + " in " + pom));
  }

  private static List<String> texts(Element parent, String... path) {
    return children(parent, path).stream().map(e -> e.getTextContent().trim()).toList();
  }

  private static String text(Element parent, String name) {
    Element child = child(parent, name);
    return child == null ? "" : child.getTextContent().trim();
  }

  private static List<Element> children(Element parent, String... path) {
    Element element = parent;
    for (int i = 0; i < path.length - 1 && element != null; i++) {
      element = child(element, path[i]);
    }
    List<Element> found = new ArrayList<>();
    for (Node node = element == null ? null : element.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element e && e.getTagName().equals(path[path.length - 1])) {
        found.add(e);
      }
    }
    return found;
  }

  private static Element child(Element parent, String name) {
    for (Node node = parent == null ? null : parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element e && e.getTagName().equals(name)) {
        return e;
      }
    }
    return null;
  }
}
