package com.service.sdk.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Central bundle check: on the bundle that release/bundle wrote, when {@code -Dcentral.bundle}
 * names it (release/bundle and CI's .ci/release do), and in every build on fixtures: a small
 * bundle that passes, and one change to it for each thing Central or our promises refuse.
 */
class CentralBundleTest {
  private static final String BUNDLE = System.getProperty("central.bundle", "");

  @TempDir
  Path dir;

  @Test
  void theReleaseBundle_hasWhatCentralAndWePromise_forEveryPublishedModule() throws IOException {
    if (BUNDLE.isBlank()) {
      System.out.println("*** CentralBundleTest checked its fixtures only: no bundle given. release/bundle"
          + " (and .ci/release, in CI) check the real one with -Dcentral.bundle=<zip>.");
    }
    assumeFalse(BUNDLE.isBlank(), "no -Dcentral.bundle");
    CentralBundle bundle = CentralBundle.read(Files.readAllBytes(Path.of(BUNDLE)));

    assertThat(bundle.problems(Path.of(".."))).isEmpty();
    List<String> artifacts = bundle.artifacts().keySet().stream().map(d -> d.split("/")[d.split("/").length - 2]).toList();
    assertThat(artifacts).containsExactlyInAnyOrderElementsOf(publishedModules());
  }

  @Test
  void theFixtureBundle_isAccepted() throws IOException {
    assertThat(new BundleFixture().bundle().problems(repository(true))).isEmpty();
  }

  @Test
  void aRepositoryWithoutItsReproducibilityProof_isRefused() throws IOException {
    assertThat(new BundleFixture().bundle().problems(repository(false)))
        .containsExactly("the repository has no .ci/reproducible to prove the jars reproducible");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusals")
  void aBundleCentralOrWeWouldRefuse_isRefused(String what, Consumer<BundleFixture> change, String problem)
      throws IOException {
    BundleFixture fixture = new BundleFixture();
    change.accept(fixture);

    assertThat(fixture.bundle().problems(repository(true))).as(what).contains(problem);
  }

  /** A repository root, with or without .ci/reproducible. */
  private Path repository(boolean reproducible) throws IOException {
    Path root = Files.createDirectories(dir.resolve("repository-" + reproducible + "/.ci")).getParent();
    if (reproducible) {
      Files.writeString(root.resolve(".ci/reproducible"), "#!/usr/bin/env bash\n");
    }
    return root;
  }

  static Stream<Arguments> refusals() {
    String pom = BundleFixture.LIB + "lib-1.0.pom";
    String parent = BundleFixture.PARENT + "parent-1.0.pom";
    String jar = BundleFixture.LIB + "lib-1.0.jar";
    return Stream.of(
        refusal("a pom without a name", f -> f.edit(pom, "<name>Lib</name>", ""), "lib-1.0: the pom has no name"),
        refusal("no description, own or inherited", f -> f.edit(parent, "<description>d</description>", ""),
            "lib-1.0: the pom has no description"),
        refusal("no url", f -> f.edit(parent, "<url>https://example.test</url>", ""), "lib-1.0: the pom has no url"),
        refusal("no licence", f -> f.edit(parent, "<licenses>", "<x>").edit(parent, "</licenses>", "</x>"),
            "lib-1.0: the pom has no licenses/license/name"),
        refusal("no scm", f -> f.edit(parent, "<scm>", "<x>").edit(parent, "</scm>", "</x>"),
            "lib-1.0: the pom has no scm/url"),
        refusal("no developers", f -> f.edit(parent, "<developers>", "<x>").edit(parent, "</developers>", "</x>"),
            "lib-1.0: the pom has no developers/developer/name"),
        refusal("a parent that is not in the bundle", f -> f.remove(parent),
            "lib-1.0: its parent com/example/parent/1.0/parent-1.0.pom is not in the bundle"),
        refusal("no sources jar", f -> f.remove(BundleFixture.LIB + "lib-1.0-sources.jar"), "lib-1.0: no lib-1.0-sources.jar"),
        refusal("no javadoc jar", f -> f.remove(BundleFixture.LIB + "lib-1.0-javadoc.jar"), "lib-1.0: no lib-1.0-javadoc.jar"),
        refusal("no signature", f -> f.removeOnly(jar + ".asc"), "lib-1.0.jar: no signature (lib-1.0.jar.asc)"),
        refusal("a signature that is not one", f -> f.replaceOnly(jar + ".asc", "signed"),
            "lib-1.0.jar.asc: not an ASCII-armored PGP signature"),
        refusal("no md5", f -> f.removeOnly(pom + ".md5"), "lib-1.0.pom: no md5 checksum (lib-1.0.pom.md5)"),
        refusal("no sha1", f -> f.removeOnly(pom + ".sha1"), "lib-1.0.pom: no sha1 checksum (lib-1.0.pom.sha1)"),
        refusal("a checksum of other bytes", f -> f.replaceOnly(jar + ".md5", "0123456789abcdef0123456789abcdef"),
            "lib-1.0.jar.md5: does not match the file"),
        refusal("a SNAPSHOT dependency, through a property", f -> f.edit(parent, "<dep.version>2.0<", "<dep.version>2.1-SNAPSHOT<"),
            "lib-1.0: depends on a SNAPSHOT, org.example:y:2.1-SNAPSHOT"),
        refusal("a SNAPSHOT version", f -> f.edit(pom, "<version>1.0</version></parent>",
            "<version>1.0</version></parent><version>1.0-SNAPSHOT</version>"), "lib-1.0: version 1.0-SNAPSHOT is a SNAPSHOT"),
        refusal("no SBOM", f -> f.remove(BundleFixture.LIB + "lib-1.0-cyclonedx.json"),
            "lib-1.0: no SBOM (lib-1.0-cyclonedx.json)"),
        refusal("an SBOM of another artifact", f -> f.edit(BundleFixture.LIB + "lib-1.0-cyclonedx.json", "lib@1.0", "lib@0.9"),
            "lib-1.0: the SBOM describes pkg:maven/com.example/lib@0.9?type=jar, not pkg:maven/com.example/lib@1.0?type=jar"),
        refusal("a jar without a module name", f -> f.jar(jar, "Implementation-Title", true, true),
            "lib-1.0.jar: neither a module descriptor nor an Automatic-Module-Name"),
        refusal("a jar without its licence", f -> f.jar(jar, "Automatic-Module-Name", false, true),
            "lib-1.0.jar: no META-INF/LICENSE"),
        refusal("an attached jar of the module's own classes without its licence (sdk-jdbc's tests jar)",
            f -> f.attach(BundleFixture.LIB + "lib-1.0-tests.jar", false),
            "lib-1.0-tests.jar: no META-INF/LICENSE"),
        refusal("a jar with libraries inside but no notice", f -> f.jar(jar, "Automatic-Module-Name", true, false),
            "lib-1.0.jar: its SBOM lists 1 libraries inside it, but it has no META-INF/NOTICE"),
        refusal("a build without a fixed timestamp", f -> f.edit(parent,
            "<project.build.outputTimestamp>2026-11-24T00:00:00Z</project.build.outputTimestamp>", ""), "lib-1.0: no project.build.outputTimestamp, own or inherited:"
            + " its build is not reproducible"));
  }

  private static Arguments refusal(String what, Consumer<BundleFixture> change, String problem) {
    return Arguments.of(what, change, problem);
  }

  /** The reactor's modules that publish (their pom does not set maven.deploy.skip), and the parent. */
  private static List<String> publishedModules() throws IOException {
    Path root = Path.of("..");
    List<String> published = new ArrayList<>(List.of(artifactId(Files.readString(root.resolve("pom.xml")))));
    Matcher module = Pattern.compile("<module>([^<]+)</module>").matcher(Files.readString(root.resolve("pom.xml")));
    while (module.find()) {
      String pom = Files.readString(root.resolve(module.group(1)).resolve("pom.xml"));
      if (!pom.contains("<maven.deploy.skip>true</maven.deploy.skip>")) {
        published.add(artifactId(pom));
      }
    }
    return published;
  }

  /** The project's own artifactId: the first one after its parent, if it has one. */
  private static String artifactId(String pom) {
    String own = pom.contains("</parent>") ? pom.substring(pom.indexOf("</parent>")) : pom;
    Matcher artifactId = Pattern.compile("<artifactId>([^<]+)</artifactId>").matcher(own);
    artifactId.find();
    return artifactId.group(1);
  }
}
