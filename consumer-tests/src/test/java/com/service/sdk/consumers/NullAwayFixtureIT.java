package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The SDK's build refuses code that NullAway refuses: the invoker built {@code src/it/nullaway-violation}
 * (the SDK's parent pom, a module descriptor, a {@code @NullMarked} package that returns
 * {@code LedgerTransaction.failureReason()} as non-null text), expected the build to fail, and this
 * checks that it failed for that line, in NullAway's words. Runs after the invoker (the pom orders
 * the two plugins so).
 */
class NullAwayFixtureIT {
  private static final Path LOG = Path.of("target/it/nullaway-violation/build.log");

  @Test
  void aNullableAnswerFieldReturnedAsNonNull_failsTheBuild_withNullAwaysMessage() throws IOException {
    Assumptions.assumeTrue(Files.exists(LOG), "the invoker did not build nullaway-violation here (-Dinvoker.test"
        + " or -Dinvoker.skip): nothing to check");
    String log = Files.readString(LOG);

    assertThat(log).contains("COMPILATION ERROR", "BUILD FAILURE");
    assertThat(log).containsPattern("FailureNotes\\.java:\\[18,\\d+\\] \\[NullAway\\] returning @Nullable expression"
        + " from method with @NonNull return type");
    assertThat(log).as("NullAway is the only reason").doesNotContainPattern("\\[ERROR\\] /.*\\.java:\\[(?!18,)");
  }
}
