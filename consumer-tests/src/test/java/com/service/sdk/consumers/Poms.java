package com.service.sdk.consumers;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** Reading the reactor's poms: which modules are published, and their effective poms. */
final class Poms {
  static final Path ROOT = Path.of("..");

  private Poms() {}

  /** A published module: its directory, artifactId and effective pom (null until built). */
  record Module(Path dir, String artifactId, Element effective) {}

  /**
   * The root and every module of the reactor whose pom does not set {@code maven.deploy.skip}:
   * read from the root pom, so that a module added there is checked without naming it here.
   */
  static List<Module> published() throws IOException {
    List<Path> dirs = new ArrayList<>(List.of(ROOT));
    for (Element module : children(parse(Files.readString(ROOT.resolve("pom.xml"))), "modules", "module")) {
      dirs.add(ROOT.resolve(module.getTextContent().trim()));
    }
    List<Module> published = new ArrayList<>();
    for (Path dir : dirs) {
      Element raw = parse(Files.readString(dir.resolve("pom.xml")));
      if ("true".equals(text(raw, "properties", "maven.deploy.skip"))) {
        continue; // not published (examples, tests)
      }
      String artifactId = text(raw, "artifactId");
      Path effective = dir.resolve("target/effective-pom.xml");
      published.add(new Module(dir, artifactId,
          Files.isRegularFile(effective) ? effectiveProject(parse(Files.readString(effective)), artifactId) : null));
    }
    return published;
  }

  /**
   * The effective pom of {@code artifactId}: the file's only project or, when Maven built it as
   * the reactor's first project and wrote every project's into it, the one of that name.
   */
  static Element effectiveProject(Element root, String artifactId) {
    if (root.getTagName().equals("project")) {
      return root;
    }
    return children(root, "project").stream().filter(p -> text(p, "artifactId").equals(artifactId)).findFirst()
        .orElseThrow(() -> new AssertionError("no effective pom of " + artifactId));
  }

  /** The trimmed text of the element at {@code path} below {@code parent}, or "" when there is none. */
  static String text(Element parent, String... path) {
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
  static List<Element> children(Element parent, String... path) {
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

  /** The document element of {@code xml}, parsed without DTDs. */
  static Element parse(String xml) {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    try {
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)))
          .getDocumentElement();
    } catch (Exception e) {
      throw new IllegalStateException("cannot parse the pom: " + e.getMessage(), e);
    }
  }
}
