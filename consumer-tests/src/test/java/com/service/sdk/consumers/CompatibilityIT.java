package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The public API of every published jar against the last release RELEASES records, rebuilt from
 * its commit by .ci/baseline into the directory {@code -Dcompat.baseline} names (.ci/run does
 * both): a change that breaks callers fails unless the version and the CHANGELOG say so
 * ({@link Compatibility}). Until a release is recorded there is nothing to compare, and it says
 * so. Without a baseline a plain build skips it, saying how to run it; {@code
 * -Dcompat.required=true} (.ci/run) makes that a failure. The {@code api/} listings
 * (PublicApiIT) stay the review aid: they show every change, compatible or not.
 *
 * <p>An integration test (failsafe, in {@code verify}): it reads the packaged jars.
 */
class CompatibilityIT {
  private static final String VERSION = System.getProperty("sdk.version");
  private static final String BASELINE = System.getProperty("compat.baseline", "");

  @Test
  void thePublicApi_keepsTheLastReleases_unlessTheVersionAndTheChangelogSayItBreaks() throws IOException {
    Optional<Compatibility.Release> last = Compatibility.lastRelease(Poms.ROOT.resolve("RELEASES"));
    if (last.isEmpty()) {
      System.out.println("CompatibilityIT: RELEASES records no release yet, so there is no API to stay compatible"
          + " with; the check starts with the first release");
      return;
    }
    Compatibility.Release release = last.get();
    if (BASELINE.isBlank()) {
      String how = "no baseline to compare " + VERSION + " with " + release.version() + ": run `bash .ci/baseline"
          + " <dir>` and pass -Dcompat.baseline=<dir> (.ci/run does)";
      if (Boolean.getBoolean("compat.required")) {
        fail("CompatibilityIT is required here (-Dcompat.required=true), but there is " + how);
      }
      System.out.println("*** SKIPPED CompatibilityIT: " + how);
      assumeFalse(true, how);
    }
    Path baseline = Path.of(BASELINE);
    assertThat(Files.readString(baseline.resolve("version")).trim())
        .as("the baseline in %s is of the last release", baseline).isEqualTo(release.version());

    List<Compatibility.Break> breaks = new ArrayList<>();
    List<String> compared = new ArrayList<>();
    List<String> published = new ArrayList<>();
    List<String> unbuilt = new ArrayList<>();
    for (Poms.Module module : Poms.published()) {
      published.add(module.artifactId());
      Path released = baseline.resolve(module.artifactId() + ".jar");
      Path current = module.dir().resolve("target").resolve(module.artifactId() + "-" + VERSION + ".jar");
      if (Files.isRegularFile(released) && !Files.isRegularFile(current)) {
        unbuilt.add(module.artifactId());
      } else if (Files.isRegularFile(released)) {
        breaks.addAll(Compatibility.breaks(released, current));
        compared.add(module.artifactId());
      } else if (Files.isRegularFile(current)) {
        System.out.println("CompatibilityIT: " + module.artifactId() + " is new since " + release.version());
      }
    }
    try (Stream<Path> jars = Files.list(baseline)) {
      for (Path jar : jars.filter(j -> j.toString().endsWith(".jar")).toList()) {
        String artifactId = jar.getFileName().toString().replaceFirst("\\.jar$", "");
        if (!published.contains(artifactId)) {
          breaks.add(new Compatibility.Break(artifactId, List.of("the module is no longer published")));
        }
      }
    }

    assertThat(unbuilt).as("published modules released in %s but not packaged by this build (build the whole reactor)",
        release.version()).isEmpty();
    assertThat(compared).as("the published jars compared with %s", release.version()).contains("sdk-core", "sdk-plugin");
    assertThat(Compatibility.refusals(release.version(), VERSION, breaks,
        Files.readString(Poms.ROOT.resolve("CHANGELOG.md")))).isEmpty();
  }
}
