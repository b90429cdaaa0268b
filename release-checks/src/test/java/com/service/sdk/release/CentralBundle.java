package com.service.sdk.release;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.jar.JarInputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * A Maven Central bundle (the zip the Central Portal takes: files in the Maven repository layout)
 * and what Central, or the SDK's own promises, would refuse in it. Central's rules: every pom has
 * a name, and (its own or from a parent in the bundle) a description, url, licence, developer and
 * scm; a jar comes with its sources and javadoc jars; every file has its signature ({@code .asc})
 * and its md5 and sha1 checksums, which match; nothing is a SNAPSHOT, and no pom names a SNAPSHOT.
 * Ours: every artifact has its CycloneDX SBOM; every main jar a module name (a descriptor or
 * {@code Automatic-Module-Name}); every jar but the sources and javadoc carries META-INF/LICENSE,
 * and META-INF/NOTICE when its SBOM lists libraries inside it; every pom fixes the build's timestamp
 * ({@code project.build.outputTimestamp}, what makes the plugins write the same bytes twice), and
 * the repository carries the proof that they do, {@code .ci/reproducible}.
 */
final class CentralBundle {
  private static final Set<String> SIDE_FILES = Set.of(".asc", ".md5", ".sha1", ".sha256", ".sha512");
  private static final Pattern PROPERTY = Pattern.compile("\\$\\{([^}]+)}");
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Path in the bundle to content. */
  private final Map<String, byte[]> files;

  private CentralBundle(Map<String, byte[]> files) {
    this.files = files;
  }

  static CentralBundle read(byte[] zip) throws IOException {
    Map<String, byte[]> files = new TreeMap<>();
    try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
      for (ZipEntry entry; (entry = in.getNextEntry()) != null; ) {
        if (!entry.isDirectory()) {
          files.put(entry.getName(), in.readAllBytes());
        }
      }
    }
    return new CentralBundle(files);
  }

  /** The artifacts' directories ({@code group/path/artifactId/version/}) to the names of their files. */
  Map<String, Set<String>> artifacts() {
    Map<String, Set<String>> artifacts = new TreeMap<>();
    for (String path : files.keySet()) {
      int slash = path.lastIndexOf('/');
      artifacts.computeIfAbsent(path.substring(0, slash + 1), d -> new TreeSet<>()).add(path.substring(slash + 1));
    }
    return artifacts;
  }

  /** Everything in the bundle of the repository at {@code root} that Central, or our promises, would refuse. */
  List<String> problems(Path root) throws IOException {
    List<String> problems = new ArrayList<>();
    if (files.isEmpty()) {
      return List.of("the bundle is empty");
    }
    if (!Files.isRegularFile(root.resolve(".ci/reproducible"))) {
      problems.add("the repository has no .ci/reproducible to prove the jars reproducible");
    }
    for (Map.Entry<String, Set<String>> artifact : artifacts().entrySet()) {
      problems.addAll(problems(artifact.getKey(), artifact.getValue()));
    }
    return problems;
  }

  private List<String> problems(String dir, Set<String> names) throws IOException {
    String[] parts = dir.split("/");
    if (parts.length < 3) {
      return List.of(dir + ": not in the layout group/artifactId/version/");
    }
    String artifactId = parts[parts.length - 2];
    String version = parts[parts.length - 1];
    String base = artifactId + "-" + version;
    List<String> problems = new ArrayList<>();
    for (String name : names) {
      if (!name.startsWith(base)) {
        problems.add(dir + name + ": not a file of " + base);
      } else if (SIDE_FILES.stream().noneMatch(name::endsWith)) {
        problems.addAll(sideFileProblems(dir, name));
      }
    }
    if (!names.contains(base + ".pom")) {
      problems.add(base + ": no " + base + ".pom");
      return problems;
    }
    Element pom = pom(dir + base + ".pom");
    problems.addAll(pomProblems(base, pom));
    String packaging = text(pom, "packaging").isEmpty() ? "jar" : text(pom, "packaging");
    if (packaging.equals("jar")) {
      for (String jar : List.of(base + ".jar", base + "-sources.jar", base + "-javadoc.jar")) {
        if (!names.contains(jar)) {
          problems.add(base + ": no " + jar);
        }
      }
    }
    String sbom = base + "-cyclonedx.json";
    if (!names.contains(sbom)) {
      problems.add(base + ": no SBOM (" + sbom + ")");
      return problems;
    }
    JsonNode bom = JSON.readTree(files.get(dir + sbom));
    String purl = "pkg:maven/" + String.join(".", List.of(parts).subList(0, parts.length - 2)) + "/" + artifactId + "@"
        + version + "?type=" + packaging;
    if (!bom.path("metadata").path("component").path("purl").asText().equals(purl)) {
      problems.add(base + ": the SBOM describes " + bom.path("metadata").path("component").path("purl").asText()
          + ", not " + purl);
    }
    for (String name : names) {
      if (name.endsWith(".jar")) {
        problems.addAll(jarProblems(dir, base, name, bom));
      }
    }
    return problems;
  }

  /** A file's signature and checksums: present, an armored signature, and digests that match. */
  private List<String> sideFileProblems(String dir, String name) {
    List<String> problems = new ArrayList<>();
    byte[] signature = files.get(dir + name + ".asc");
    if (signature == null) {
      problems.add(name + ": no signature (" + name + ".asc)");
    } else if (!new String(signature, StandardCharsets.US_ASCII).startsWith("-----BEGIN PGP SIGNATURE-----")) {
      problems.add(name + ".asc: not an ASCII-armored PGP signature");
    }
    for (String algorithm : List.of("md5", "sha1")) {
      byte[] checksum = files.get(dir + name + "." + algorithm);
      if (checksum == null) {
        problems.add(name + ": no " + algorithm + " checksum (" + name + "." + algorithm + ")");
      } else if (!new String(checksum, StandardCharsets.US_ASCII).trim().split("\\s+")[0]
          .equalsIgnoreCase(digest(algorithm, files.get(dir + name)))) {
        problems.add(name + "." + algorithm + ": does not match the file");
      }
    }
    return problems;
  }

  /** Central's metadata, own or inherited from a parent in the bundle, and no SNAPSHOT anywhere. */
  private List<String> pomProblems(String base, Element pom) {
    List<String> problems = new ArrayList<>();
    List<Element> chain = new ArrayList<>(List.of(pom));
    for (Element parent = child(pom, "parent"); parent != null; ) {
      String path = text(parent, "groupId").replace('.', '/') + "/" + text(parent, "artifactId") + "/"
          + text(parent, "version") + "/" + text(parent, "artifactId") + "-" + text(parent, "version") + ".pom";
      if (!files.containsKey(path)) {
        problems.add(base + ": its parent " + path + " is not in the bundle");
        break;
      }
      Element parentPom = pom(path);
      chain.add(parentPom);
      parent = child(parentPom, "parent");
    }
    if (text(pom, "name").isEmpty()) {
      problems.add(base + ": the pom has no name");
    }
    for (String field : List.of("description", "url", "licenses/license/name", "licenses/license/url",
        "developers/developer/name", "scm/url", "scm/connection")) {
      if (chain.stream().allMatch(p -> text(p, field.split("/")).isEmpty())) {
        problems.add(base + ": the pom has no " + field);
      }
    }
    Map<String, String> properties = properties(chain);
    if (!properties.containsKey("project.build.outputTimestamp")) {
      problems.add(base + ": no project.build.outputTimestamp, own or inherited: its build is not reproducible");
    }
    String version = inherited(chain, "version");
    if (version.endsWith("-SNAPSHOT")) {
      problems.add(base + ": version " + version + " is a SNAPSHOT");
    }
    for (String section : List.of("dependencies", "dependencyManagement")) {
      Element dependencies = section.equals("dependencies") ? child(pom, "dependencies")
          : child(child(pom, "dependencyManagement"), "dependencies");
      for (Element dependency : children(dependencies, "dependency")) {
        String dependencyVersion = interpolate(text(dependency, "version"), properties);
        if (dependencyVersion.contains("SNAPSHOT")) {
          problems.add(base + ": depends on a SNAPSHOT, " + text(dependency, "groupId") + ":"
              + text(dependency, "artifactId") + ":" + dependencyVersion);
        }
      }
    }
    return problems;
  }

  /** A jar's module name, licence and notices. */
  private List<String> jarProblems(String dir, String base, String name, JsonNode bom) throws IOException {
    List<String> problems = new ArrayList<>();
    Set<String> entries = new TreeSet<>();
    Manifest manifest;
    try (JarInputStream jar = new JarInputStream(new ByteArrayInputStream(files.get(dir + name)))) {
      manifest = jar.getManifest();
      for (ZipEntry entry; (entry = jar.getNextEntry()) != null; ) {
        entries.add(entry.getName());
      }
    }
    if (name.endsWith("-sources.jar") || name.endsWith("-javadoc.jar")) {
      return problems;
    }
    if (name.equals(base + ".jar") && entries.stream().noneMatch(e -> e.matches("(META-INF/versions/\\d+/)?module-info\\.class"))
        && (manifest == null || manifest.getMainAttributes().getValue("Automatic-Module-Name") == null)) {
      problems.add(name + ": neither a module descriptor nor an Automatic-Module-Name");
    }
    if (!entries.contains("META-INF/LICENSE")) {
      problems.add(name + ": no META-INF/LICENSE");
    }
    // The jars the SBOM describes: the main one, and one attached with libraries inside (the
    // standalone sandbox); not an attached jar of the module's own classes (sdk-jdbc's tests jar).
    String classifier = name.substring(base.length(), name.length() - ".jar".length());
    JsonNode component = classifier.isEmpty() ? bom.path("metadata").path("component") : null;
    for (JsonNode candidate : bom.path("components")) {
      if (candidate.path("purl").asText().contains("classifier=" + classifier.replaceFirst("^-", "") + "&")) {
        component = candidate;
      }
    }
    if (component == null) {
      return problems;
    }
    if (!component.path("components").isEmpty() && !entries.contains("META-INF/NOTICE")) {
      problems.add(name + ": its SBOM lists " + component.path("components").size()
          + " libraries inside it, but it has no META-INF/NOTICE");
    }
    return problems;
  }

  private Element pom(String path) {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    try {
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return factory.newDocumentBuilder().parse(new ByteArrayInputStream(files.get(path))).getDocumentElement();
    } catch (Exception e) {
      throw new IllegalStateException(path + " is not a readable pom: " + e.getMessage(), e);
    }
  }

  /** The properties a pom's ${...} can name: its chain's (a child's win) and its version. */
  private static Map<String, String> properties(List<Element> chain) {
    Map<String, String> properties = new LinkedHashMap<>();
    for (int i = chain.size() - 1; i >= 0; i--) {
      for (Element property : children(child(chain.get(i), "properties"), null)) {
        properties.put(property.getTagName(), property.getTextContent().trim());
      }
    }
    properties.put("project.version", inherited(chain, "version"));
    properties.put("project.parent.version", text(chain.get(0), "parent", "version"));
    return properties;
  }

  private static String inherited(List<Element> chain, String field) {
    String own = text(chain.get(0), field);
    return own.isEmpty() ? text(chain.get(0), "parent", field) : own;
  }

  private static String interpolate(String value, Map<String, String> properties) {
    for (int round = 0; round < 10 && value.contains("${"); round++) {
      Matcher property = PROPERTY.matcher(value);
      StringBuilder out = new StringBuilder();
      while (property.find()) {
        property.appendReplacement(out, Matcher.quoteReplacement(
            properties.getOrDefault(property.group(1), property.group())));
      }
      value = property.appendTail(out).toString();
    }
    return value;
  }

  private static String digest(String algorithm, byte[] content) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm.equals("sha1") ? "SHA-1" : "MD5")
          .digest(content));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  static String text(Element parent, String... path) {
    Element element = parent;
    for (String name : path) {
      element = child(element, name);
    }
    return element == null ? "" : element.getTextContent().trim();
  }

  /** The child elements of {@code parent} named {@code name} (every child element for null). */
  private static List<Element> children(Element parent, String name) {
    List<Element> found = new ArrayList<>();
    for (Node node = parent == null ? null : parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element e && (name == null || e.getTagName().equals(name))) {
        found.add(e);
      }
    }
    return found;
  }

  private static Element child(Element parent, String name) {
    List<Element> found = children(parent, name);
    return found.isEmpty() ? null : found.get(0);
  }
}
