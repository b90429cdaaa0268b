package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final SbomCheck CHECK = new SbomCheck(VERSION, REPOSITORY);
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
      problems.addAll(CHECK.problems(module.effective(), module.dir(), JSON.readTree(bom.toFile())));
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
    Path module = SbomFixtures.copyOfSdkCore(fixture, VERSION);
    Path jar = module.resolve("target/sdk-core-" + VERSION + ".jar");
    SbomFixtures.addRelocated(jar, REPOSITORY.resolve("org/slf4j/slf4j-api/2.0.20/slf4j-api-2.0.20.jar"), "org/slf4j/",
        "com/service/sdk/core/internal/shaded/org/slf4j/");

    assertThat(CHECK.problems(effective("sdk-core"), module, sbom(module, "sdk-core")))
        .singleElement().asString().startsWith("sdk-core-" + VERSION + ".jar: classes of no SBOM entry: "
            + "com/service/sdk/core/internal/shaded/org/slf4j (");
  }

  @Test
  void aShadeConfigurationRelocatingALibraryThatTheSbomDoesNotList_isRefused(@TempDir Path fixture) throws IOException {
    assumeFalse(OFFLINE, "Maven ran offline: no SBOMs to check");
    Path module = SbomFixtures.copyOfSdkCore(fixture, VERSION);
    String pom = Files.readString(Poms.ROOT.resolve("sdk-core/target/effective-pom.xml"))
        .replace("<include>com.squareup.okhttp3:okhttp-jvm</include>",
            "<include>com.squareup.okhttp3:okhttp-jvm</include><include>org.slf4j:slf4j-api</include>")
        .replace("<relocations>", "<relocations><relocation><pattern>org.slf4j</pattern>"
            + "<shadedPattern>com.service.sdk.core.internal.shaded.org.slf4j</shadedPattern></relocation>");

    assertThat(CHECK.problems(Poms.effectiveProject(Poms.parse(pom), "sdk-core"), module, sbom(module, "sdk-core")))
        .containsExactly(
            "sdk-core-" + VERSION + ".jar: the shade configuration includes org.slf4j:slf4j-api, which no SBOM entry is",
            "sdk-core-" + VERSION + ".jar: the shade configuration relocates org.slf4j ->"
                + " com.service.sdk.core.internal.shaded.org.slf4j, which no SBOM entry declares");
  }

  @Test
  void anSbomEntryAtAVersionTheJarDoesNotHold_orWithoutItsLicence_isRefused(@TempDir Path fixture) throws IOException {
    assumeFalse(OFFLINE, "Maven ran offline: no SBOMs to check");
    Path module = SbomFixtures.copyOfSdkCore(fixture, VERSION);
    JsonNode bom = sbom(module, "sdk-core");
    for (JsonNode inside : bom.path("metadata").path("component").path("components")) {
      if (inside.path("name").asText().equals("okio-jvm")) {
        ((ObjectNode) inside).put("version", "3.0.0").remove("licenses");
      }
    }

    assertThat(CHECK.problems(effective("sdk-core"), module, bom)).satisfiesExactly(
        p -> assertThat(p).isEqualTo("sdk-core-" + VERSION + ".jar: okio-jvm 3.0.0 has no licence"),
        p -> assertThat(p).isEqualTo("sdk-core-" + VERSION + ".jar: okio-jvm 3.0.0 is listed, but not in the local"
            + " repository to compare"),
        p -> assertThat(p).startsWith("sdk-core-" + VERSION + ".jar: classes of no SBOM entry: "
            + "com/service/sdk/core/internal/shaded/okio ("));
  }

  private static Element effective(String artifactId) throws IOException {
    return Poms.effectiveProject(Poms.parse(Files.readString(Poms.ROOT.resolve(artifactId + "/target/effective-pom.xml"))),
        artifactId);
  }

  private static JsonNode sbom(Path module, String artifactId) throws IOException {
    return JSON.readTree(module.resolve("target/" + artifactId + "-" + VERSION + "-cyclonedx.json").toFile());
  }
}
