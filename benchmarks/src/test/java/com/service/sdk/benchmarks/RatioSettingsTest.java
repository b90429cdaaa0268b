package com.service.sdk.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class RatioSettingsTest {

  @Test
  void parse_withoutOptions_givesTheDefaultTable_inSixtyFourForks() {
    RatioSettings settings = RatioSettings.parse();

    assertThat(settings.rounds()).isEqualTo(4);
    assertThat(settings.threads()).containsExactly(1, 8);
    assertThat(settings.ops()).containsExactly("hmacGet", "pluginGet", "refundPost", "payoutPost");
    assertThat(settings.adapters()).as("the adapters are for the longer run").isEmpty();
    assertThat(settings.benchmark()).isEqualTo("InMemoryCalls");
    assertThat(settings.warmup()).as("the JIT compiles for seconds after 50,000 calls").isEqualTo(10);
    assertThat(settings.iterations()).isEqualTo(3);
    assertThat(settings.forks()).as("about 18 seconds each: the default run stays within about twenty minutes")
        .isEqualTo(64);
  }

  @Test
  void forks_countTheAdapters_atTheirThreadCountsOnly() {
    RatioSettings settings = RatioSettings.parse("--rounds", "10", "--adapters", "micrometer,otel");

    assertThat(settings.adaptersAt(1)).isTrue();
    assertThat(settings.adaptersAt(8)).isFalse();
    assertThat(settings.forks()).isEqualTo(10 * (4 * 4 + 4 * 2));
  }

  @Test
  void parse_takesWhatIsGiven_andAnEmptyAdapterListMeansNone() {
    RatioSettings settings = RatioSettings.parse("--rounds", "9", "--threads", "8", "--ops", "pluginGet",
        "--adapters", "");

    assertThat(settings.rounds()).isEqualTo(9);
    assertThat(settings.threads()).containsExactly(8);
    assertThat(settings.ops()).isEqualTo(List.of("pluginGet"));
    assertThat(settings.adapters()).isEmpty();
  }

  @Test
  void parse_refusesWhatItDoesNotKnow() {
    assertThatThrownBy(() -> RatioSettings.parse("--round", "9")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("--round");
    assertThatThrownBy(() -> RatioSettings.parse("--ops", "pluginPost")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unknown operation pluginPost");
    assertThatThrownBy(() -> RatioSettings.parse("--rounds")).isInstanceOf(IllegalArgumentException.class);
  }
}
