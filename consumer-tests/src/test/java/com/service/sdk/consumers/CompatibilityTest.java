package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The compatibility rule on fixtures: two versions of a small API, each compiled by javac into
 * a jar, compared by japicmp as CompatibilityIT compares the SDK's jars with the last release's.
 */
class CompatibilityTest {
  private static final String RELEASED = """
      package com.example.pay;
      public class Refunds {
        public String refund(String paymentId) { return paymentId; }
        public String status(String refundId) { return refundId; }
      }""";
  private static final String INTERNAL = """
      package com.example.pay.internal;
      public class Wire { public void send(byte[] body) {} }""";
  /** What a shaded library looks like inside a jar: public classes under an internal package. */
  private static final String RELOCATED = """
      package com.example.pay.internal.shaded.okhttp3;
      public class Call { public void execute() {} public void enqueue() {} }""";
  private static final String CHANGELOG = """
      # Changelog

      ## [Unreleased]

      ### Added

      - Something new.

      ## [0.1.0] - 2026-11-27
      """;
  private static final String BREAKING_CHANGELOG = CHANGELOG.replace("- Something new.", """
      - Something new.

      ### Changed

      - **Breaking:** `Refunds.status(String)` is gone: read the refund's status from
        `Refunds.refund(String)`'s answer.""");

  @TempDir
  Path dir;

  @Test
  void removingAPublicMethod_breaks_andIsRefusedOnAPatchVersion_andWithoutTheChangelogSayingSo() throws IOException {
    List<Compatibility.Break> breaks = breaks(RELEASED.replace(
        "  public String status(String refundId) { return refundId; }\n", ""));

    assertThat(breaks).singleElement().hasToString("com.example.pay.Refunds: METHOD_REMOVED status(..)");
    assertThat(Compatibility.refusals("0.1.0", "0.1.1-SNAPSHOT", breaks, CHANGELOG)).containsExactly(
        "1 public type(s) break callers of 0.1.0: [com.example.pay.Refunds: METHOD_REMOVED status(..)]; 0.1.1-SNAPSHOT"
            + " does not say so: while the major version is 0, a breaking change needs a higher minor version (0.2.0)",
        "1 public type(s) break callers of 0.1.0: [com.example.pay.Refunds: METHOD_REMOVED status(..)]; CHANGELOG.md's"
            + " Unreleased has no **Breaking:** entry: say in one what breaks and what to do");
    assertThat(Compatibility.refusals("0.1.0", "0.2.0-SNAPSHOT", breaks, CHANGELOG)).singleElement().asString()
        .endsWith("CHANGELOG.md's Unreleased has no **Breaking:** entry: say in one what breaks and what to do");
    assertThat(Compatibility.refusals("0.1.0", "0.1.1-SNAPSHOT", breaks, BREAKING_CHANGELOG)).singleElement()
        .asString().endsWith("a breaking change needs a higher minor version (0.2.0)");
  }

  @Test
  void aBreakingChange_isAccepted_whenTheMinorVersionRisesAndTheChangelogNamesIt() throws IOException {
    List<Compatibility.Break> breaks = breaks(RELEASED.replace("String paymentId)", "long paymentId)")
        .replace("return paymentId;", "return \"\" + paymentId;"));

    assertThat(breaks).singleElement().asString().startsWith("com.example.pay.Refunds: METHOD_REMOVED refund(..)");
    assertThat(Compatibility.refusals("0.1.0", "0.2.0-SNAPSHOT", breaks, BREAKING_CHANGELOG)).isEmpty();
    assertThat(Compatibility.refusals("1.4.2", "1.5.0-SNAPSHOT", breaks, BREAKING_CHANGELOG)).singleElement().asString()
        .endsWith("a breaking change needs a higher major version (2.0.0)");
    assertThat(Compatibility.refusals("1.4.2", "2.0.0-SNAPSHOT", breaks, BREAKING_CHANGELOG)).isEmpty();
  }

  @Test
  void addingAMethod_orChangingAnInternalPackage_breaksNothing() throws IOException {
    List<Compatibility.Break> breaks = breaks(
        RELEASED.replace("public class Refunds {", "public class Refunds {\n  public void cancel(String id) {}"),
        INTERNAL.replace("byte[] body", "String body"));

    assertThat(breaks).isEmpty();
    assertThat(Compatibility.refusals("0.1.0", "0.1.1-SNAPSHOT", breaks, CHANGELOG)).isEmpty();
  }

  @Test
  void aRelocatedLibraryUnderAnInternalPackage_changing_breaksNothing() throws IOException {
    // Upgrading the OkHttp relocated under sdk-core's internal package changes its public classes:
    // they are not the SDK's API (PublicApiIT lists no package under .internal).
    Path released = jar("released", RELEASED, INTERNAL, RELOCATED);
    Path current = jar("current", RELEASED, INTERNAL, RELOCATED.replace(" public void enqueue() {}", ""));

    assertThat(Compatibility.breaks(released, current)).isEmpty();
  }

  @Test
  void aPackageTheModuleDoesNotExport_changing_breaksNothing_butNoLongerExportingOne_breaks() throws IOException {
    String wire = """
        package com.example.pay.wire;
        public class Frames { public void write(byte[] frame) {} }""";
    String exportsBoth = "module com.example.pay { exports com.example.pay; exports com.example.pay.wire; }";
    String exportsApi = "module com.example.pay { exports com.example.pay; }";
    Path released = jar("released", exportsApi, RELEASED, INTERNAL, wire);

    assertThat(Compatibility.breaks(released, jar("current", exportsApi, RELEASED, INTERNAL,
        wire.replace("byte[] frame", "String frame")))).isEmpty();
    assertThat(Compatibility.breaks(jar("released-exporting", exportsBoth, RELEASED, INTERNAL, wire),
        jar("current-not-exporting", exportsApi, RELEASED, INTERNAL, wire)))
        .singleElement().hasToString("com.example.pay.wire: the package is no longer exported");
  }

  @Test
  void aReleaseBuild_readsTheBreakingEntriesOfItsOwnSection_whichReleaseCutMadeOfUnreleased() throws IOException {
    List<Compatibility.Break> breaks = breaks(RELEASED.replace(
        "  public String status(String refundId) { return refundId; }\n", ""));
    String cut = BREAKING_CHANGELOG.replace("## [Unreleased]\n", "## [Unreleased]\n\n## [0.2.0] - 2026-12-01\n");

    assertThat(Compatibility.refusals("0.1.0", "0.2.0", breaks, cut)).isEmpty();
    assertThat(Compatibility.refusals("0.1.0", "0.2.0-SNAPSHOT", breaks, cut)).singleElement().asString()
        .endsWith("CHANGELOG.md's Unreleased has no **Breaking:** entry: say in one what breaks and what to do");
  }

  @Test
  void releases_recordsVersionsAndFullCommitIds_theLastOneCounts(@TempDir Path dir) throws IOException {
    Path releases = dir.resolve("RELEASES");
    Files.writeString(releases, "# version commit\n");
    assertThat(Compatibility.lastRelease(releases)).isEmpty();

    Files.writeString(releases, "# version commit\n0.1.0 " + "a".repeat(40) + "\n0.2.0 " + "b".repeat(40) + "\n");
    assertThat(Compatibility.lastRelease(releases)).contains(new Compatibility.Release("0.2.0", "b".repeat(40)));

    Files.writeString(releases, "0.3.0 abc123\n");
    assertThatThrownBy(() -> Compatibility.lastRelease(releases)).hasMessageEndingWith(
        "\"0.3.0 abc123\" is not \"<version> <full commit id>\"");
  }

  private List<Compatibility.Break> breaks(String current) throws IOException {
    return breaks(current, INTERNAL);
  }

  private List<Compatibility.Break> breaks(String current, String currentInternal) throws IOException {
    return Compatibility.breaks(jar("released", RELEASED, INTERNAL), jar("current", current, currentInternal));
  }

  /** The classes compiled by javac into {@code name}.jar. */
  private Path jar(String name, String... sources) throws IOException {
    Path sourceDir = Files.createDirectories(dir.resolve(name + "-src"));
    Path classes = Files.createDirectories(dir.resolve(name + "-classes"));
    List<String> arguments = new ArrayList<>(List.of("--release", "17", "-d", classes.toString()));
    for (int i = 0; i < sources.length; i++) {
      String type = sources[i].startsWith("module ") ? "module-info"
          : sources[i].replaceFirst("(?s).*?public (class|interface|record) (\\w+).*", "$2");
      Path file = Files.createDirectories(sourceDir.resolve(String.valueOf(i))).resolve(type + ".java");
      arguments.add(Files.writeString(file, sources[i]).toString());
    }
    int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, arguments.toArray(String[]::new));
    assertThat(status).as("javac on the %s fixture", name).isZero();
    Path jar = dir.resolve(name + ".jar");
    try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
        Stream<Path> compiled = Files.walk(classes)) {
      for (Path path : compiled.filter(Files::isRegularFile).toList()) {
        out.putNextEntry(new ZipEntry(classes.relativize(path).toString().replace('\\', '/')));
        Files.copy(path, out);
      }
    }
    return jar;
  }
}
