package com.service.sdk.consumers;

import static com.service.sdk.consumers.Poms.children;
import static com.service.sdk.consumers.Poms.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * Maven Central's rules for a published artifact, checked on what a consumer's Maven sees: the
 * effective pom of the parent and of every module (written to {@code target/effective-pom.xml}
 * in {@code package}), except the modules whose pom sets {@code maven.deploy.skip}. A jar module
 * must also have built its sources and javadoc jars. Every plugin must have a pinned version.
 * An integration test (failsafe, in {@code verify}), as it reads what {@code package} made.
 */
class CentralMetadataIT {
  @Test
  void everyPublishedPom_hasWhatCentralRequires_andEveryJarItsSourcesAndJavadoc() throws Exception {
    List<String> problems = new ArrayList<>();
    List<String> published = new ArrayList<>();
    for (Poms.Module module : Poms.published()) {
      if (module.effective() == null) {
        problems.add(module.dir().resolve("target/effective-pom.xml").normalize()
            + " is missing: build the reactor through package first");
        continue;
      }
      published.add(module.artifactId());
      if ("true".equals(text(module.effective(), "properties", "maven.deploy.skip"))) {
        problems.add(module.artifactId() + ": deploys nothing (maven.deploy.skip inherited)");
      }
      problems.addAll(problems(module.effective(), module.dir().resolve("target")));
    }

    assertThat(published).contains("service-sdk-parent", "sdk-bom", "sdk-core", "sdk-plugin", "sdk-payouts",
        "sdk-sandbox", "sdk-jdbc", "sdk-micrometer", "sdk-opentelemetry", "sdk-spring-boot-autoconfigure",
        "sdk-spring-boot-starter", "sdk-spring-boot-test").doesNotContain("examples", "examples-spring-boot", "spring-boot-tests",
        "spring-boot-4-tests", "consumer-tests");
    assertThat(problems).isEmpty();
  }

  @Test
  void aPomWithoutLicenceScmOrDevelopers_isReportedFieldByField() throws Exception {
    Element project = Poms.parse("""
        <project><groupId>g</groupId><artifactId>a</artifactId><version>1</version><packaging>pom</packaging>
        <name>A</name><description>d</description><url>https://example.test</url>
        <licenses><license><name>Apache-2.0</name></license></licenses>
        <build><plugins><plugin><artifactId>maven-javadoc-plugin</artifactId></plugin></plugins></build>
        </project>""");

    assertThat(problems(project, Path.of("no-such-target"))).containsExactly(
        "a: a license without a url",
        "a: no developers/developer with a name or id",
        "a: no scm/url",
        "a: no scm/connection",
        "a: plugin maven-javadoc-plugin has no pinned version");
  }

  @Test
  void aJarWithoutItsSourcesAndJavadocJars_isReported() throws Exception {
    Element project = Poms.parse("""
        <project><groupId>g</groupId><artifactId>a</artifactId><version>1</version>
        <name>A</name><description>d</description><url>https://example.test</url>
        <licenses><license><name>Apache-2.0</name><url>https://www.apache.org/licenses/LICENSE-2.0.txt</url></license></licenses>
        <developers><developer><name>N</name></developer></developers>
        <scm><url>https://example.test/a</url><connection>scm:git:https://example.test/a.git</connection></scm>
        </project>""");

    assertThat(problems(project, Path.of("no-such-target"))).containsExactly(
        "a: no a-1.jar in no-such-target", "a: no a-1-sources.jar in no-such-target",
        "a: no a-1-javadoc.jar in no-such-target");
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
}
