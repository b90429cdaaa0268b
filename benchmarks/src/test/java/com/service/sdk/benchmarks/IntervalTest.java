package com.service.sdk.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class IntervalTest {

  @Test
  void of_givesTheMeanAndTheStudentTHalfWidth() {
    Interval interval = Interval.of(1.10, 1.20, 1.30, 1.40, 1.50);

    // s = 0.1581, t(0.975, 4) = 2.776: 2.776 * 0.1581 / sqrt(5) = 0.1963
    assertThat(interval.mean()).isCloseTo(1.30, within(1e-9));
    assertThat(interval.halfWidth()).isCloseTo(0.1963, within(1e-4));
    assertThat(interval.lowest()).isEqualTo(1.10);
    assertThat(interval.highest()).isEqualTo(1.50);
    assertThat(interval.rounds()).isEqualTo(5);
    assertThat(interval).hasToString("1.30 ± 0.20 (1.10-1.50)");
  }

  @Test
  void of_oneRound_hasNoWidth() {
    assertThat(Interval.of(1.07)).isEqualTo(new Interval(1.07, 0, 1.07, 1.07, 1));
  }

  @Test
  void of_noRound_isRefused() {
    assertThatThrownBy(Interval::of).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no rounds");
  }

  @Test
  void t975_followsTheTableThenStaysAtItsLastValue() {
    assertThat(Interval.t975(1)).isEqualTo(12.706);
    assertThat(Interval.t975(4)).isEqualTo(2.776);
    assertThat(Interval.t975(9)).isEqualTo(2.262);
    assertThat(Interval.t975(30)).isEqualTo(2.042);
    assertThat(Interval.t975(200)).isEqualTo(2.042);
  }
}
