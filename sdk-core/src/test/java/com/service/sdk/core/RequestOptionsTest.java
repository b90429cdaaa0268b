package com.service.sdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;

class RequestOptionsTest {

  @Test
  void timeout_longerThan24Days_isRefusedAtTheSetter_namingIt() {
    RequestOptions.Builder builder = RequestOptions.builder();

    assertThatThrownBy(() -> builder.timeout(Duration.ofSeconds(Long.MAX_VALUE)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("timeout must be at most 24 days (PT576H), was PT2562047788015215H30M7S");
    assertThatThrownBy(() -> builder.timeout(ChronoUnit.FOREVER.getDuration()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("timeout must be at most 24 days");
    assertThat(builder.timeout(Duration.ofDays(24)).build().timeout()).contains(Duration.ofDays(24));
  }

  @Test
  void timeout_mustBePositive() {
    assertThatThrownBy(() -> RequestOptions.builder().timeout(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout must be positive, was PT0S");
    assertThatThrownBy(() -> RequestOptions.builder().timeout(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("timeout == null");
  }
}
