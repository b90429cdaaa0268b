package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Maven Central's rules for a published artifact, checked on what a consumer's Maven sees: the
 * effective pom of the parent and of every module (written to {@code target/effective-pom.xml}
 * in {@code package}), except the modules whose pom sets {@code maven.deploy.skip}. A jar module
 * must also have built its sources and javadoc jars. Every plugin must have a pinned version.
 * An integration test (failsafe, in {@code verify}), as it reads what {@code package} made.
 */
class CentralMetadataIT {
  private static final Path ROOT = Path.of("..");

  @Test
  void everyPublishedPom_hasWhatCentralRequires_andEveryJarItsSourcesAndJavadoc() throws Exception {
    List<Path> modules = new ArrayList<>(List.of(ROOT));
    for (Element module : children(parse(Files.readString(ROOT.resolve("pom.xml"))).getDocumentElement(), "modules",
        "module")) {
      modules.add(ROOT.resolve(module.getTextContent().trim()));
    }
    List<String> problems = new ArrayList<>();
    List<String> published = new ArrayList<>();
    for (Path module : modules) {
      Element raw = parse(Files.readString(module.resolve("pom.xml"))).getDocumentElement();
      if ("true".equals(text(raw, "properties", "maven.deploy.skip"))) {
        continue; // not published (examples, consumer-tests)
      }
      String artifactId = text(raw, "artifactId");
      Path effective = module.resolve("target/effective-pom.xml");
      if (!Files.isRegularFile(effective)) {
        problems.add(effective.normalize() + " is missing: build the reactor through package first");
        continue;
      }
      Element project = effectiveProject(parse(Files.readString(effective)).getDocumentElement(), artifactId);
      published.add(artifactId);
      if ("true".equals(text(project, "properties", "maven.deploy.skip"))) {
        problems.add(artifactId + ": deploys nothing (maven.deploy.skip inherited)");
      }
      problems.addAll(problems(project, module.resolve("target")));
    }

    assertThat(published).contains("service-sdk-parent", "sdk-bom", "sdk-core", "sdk-plugin", "sdk-payouts",
        "sdk-sandbox", "sdk-jdbc", "sdk-micrometer", "sdk-opentelemetry", "sdk-spring-boot-autoconfigure",
        "sdk-spring-boot-starter", "sdk-spring-boot-test").doesNotContain("examples", "examples-spring-boot", "spring-boot-tests",
        "spring-boot-4-tests", "consumer-tests");
    assertThat(problems).isEmpty();
  }

  @Test
  void aPomWithoutLicenceScmOrDevelopers_isReportedFieldByField() throws Exception {
    Element project = parse("""
        <project><groupId>g</groupId><artifactId>a</artifactId><version>1</version><packaging>pom</packaging>
        <name>A</name><description>d</description><url>https://example.test</url>
        <licenses><license><name>Apache-2.0</name></license></licenses>
        <build><plugins><plugin><artifactId>maven-javadoc-plugin</artifactId></plugin></plugins></build>
        </project>""").getDocumentElement();

    assertThat(problems(project, Path.of("no-such-target"))).containsExactly(
        "a: a license without a url",
        "a: no developers/developer with a name or id",
        "a: no scm/url",
        "a: no scm/connection",
        "a: plugin maven-javadoc-plugin has no pinned version");
  }

  @Test
  void aJarWithoutItsSourcesAndJavadocJars_isReported() throws Exception {
    Element project = parse("""
        <project><groupId>g</groupId><artifactId>a</artifactId><version>1</version>
        <name>A</name><description>d</description><url>https://example.test</url>
        <licenses><license><name>Apache-2.0</name><url>https://www.apache.org/licenses/LICENSE-2.0.txt</url></license></licenses>
        <developers><developer><name>N</name></developer></developers>
        <scm><url>https://example.test/a</url><connection>scm:git:https://example.test/a.git</connection></scm>
        </project>""").getDocumentElement();

    assertThat(problems(project, Path.of("no-such-target"))).containsExactly(
        "a: no a-1.jar in no-such-target", "a: no a-1-sources.jar in no-such-target",
        "a: no a-1-javadoc.jar in no-such-target");
  }

  /**
   * The effective pom of {@code artifactId}: the file's only project or, when Maven built it as
   * the reactor's first project and wrote every project's into it, the one of that name.
   */
  private static Element effectiveProject(Element root, String artifactId) {
    if (root.getTagName().equals("project")) {
      return root;
    }
    return children(root, "project").stream().filter(p -> text(p, "artifactId").equals(artifactId)).findFirst()
        .orElseThrow(() -> new AssertionError("no effective pom of " + artifactId));
  }

  /** What Central would refuse in one effective pom, and the jars missing beside a jar module's. */
  static List<String> problems(Element project, Path target) {
    String artifactId = text(project, "artifactId");
    List<String> problems = new ArrayList<>();
    for (String field : List.of("groupId", "artifactId", "version", "name", "description", "url")) {
      if (text(project, field).isEmpty()) {
        problems.add(artifactId + ": no " + field);
      }
    }
    List<Element> licenses = children(project, "licenses", "license");
    if (licenses.isEmpty()) {
      problems.add(artifactId + ": no licenses/license");
    }
    for (Element license : licenses) {
      if (text(license, "name").isEmpty()) {
        problems.add(artifactId + ": a license without a name");
      }
      if (text(license, "url").isEmpty()) {
        problems.add(artifactId + ": a license without a url");
      }
    }
    if (children(project, "developers", "developer").stream()
        .allMatch(d -> text(d, "name").isEmpty() && text(d, "id").isEmpty())) {
      problems.add(artifactId + ": no developers/developer with a name or id");
    }
    for (String field : List.of("url", "connection")) {
      if (text(project, "scm", field).isEmpty()) {
        problems.add(artifactId + ": no scm/" + field);
      }
    }
    for (Element plugin : children(project, "build", "plugins", "plugin")) {
      if (text(plugin, "version").isEmpty()) {
        problems.add(artifactId + ": plugin " + text(plugin, "artifactId") + " has no pinned version");
      }
    }
    String packaging = text(project, "packaging");
    if (packaging.isEmpty() || packaging.equals("jar")) {
      String base = artifactId + "-" + text(project, "version");
      for (String jar : List.of(base + ".jar", base + "-sources.jar", base + "-javadoc.jar")) {
        if (!Files.isRegularFile(target.resolve(jar))) {
          problems.add(artifactId + ": no " + jar + " in " + target);
        }
      }
    }
    return problems;
  }

  /** The trimmed text of the element at {@code path} below {@code parent}, or "" when there is none. */
  private static String text(Element parent, String... path) {
    Element element = parent;
    for (String name : path) {
      element = child(element, name);
      if (element == null) {
        return "";
      }
    }
    return element.getTextContent().trim();
  }

  /** The elements named by the last step of {@code path}, below the one the other steps lead to. */
  private static List<Element> children(Element parent, String... path) {
    Element element = parent;
    for (int i = 0; i < path.length - 1 && element != null; i++) {
      element = child(element, path[i]);
    }
    List<Element> found = new ArrayList<>();
    if (element != null) {
      NodeList nodes = element.getChildNodes();
      for (int i = 0; i < nodes.getLength(); i++) {
        if (nodes.item(i) instanceof Element e && e.getTagName().equals(path[path.length - 1])) {
          found.add(e);
        }
      }
    }
    return found;
  }

  private static Element child(Element parent, String name) {
    for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
      if (node instanceof Element e && e.getTagName().equals(name)) {
        return e;
      }
    }
    return null;
  }

  private static Document parse(String xml) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    try {
      return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
