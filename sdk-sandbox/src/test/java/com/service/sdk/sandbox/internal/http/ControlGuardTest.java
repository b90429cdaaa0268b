package com.service.sdk.sandbox.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The host part of a Host header, as the control guard compares it. */
class ControlGuardTest {
  @Test
  void hostName_dropsPortAndBrackets_andLowercases() {
    assertThat(ControlGuard.hostName("127.0.0.1:8080")).isEqualTo("127.0.0.1");
    assertThat(ControlGuard.hostName("LocalHost")).isEqualTo("localhost");
    assertThat(ControlGuard.hostName("[::1]:8080")).isEqualTo("::1");
    assertThat(ControlGuard.hostName("[::1")).isNull();
    assertThat(ControlGuard.hostName(" ")).isNull();
    assertThat(ControlGuard.hostName(null)).isNull();
  }

  @Test
  void aTokenMatchesOnlyItself() {
    ControlGuard guard = new ControlGuard("token-0123456789abcdef");
    assertThat(guard.matches("token-0123456789abcdef")).isTrue();
    assertThat(guard.matches("token-0123456789abcdeX")).isFalse();
    assertThat(guard.matches(null)).isFalse();
    assertThat(new ControlGuard(null).matches("anything")).isFalse();
  }
}
