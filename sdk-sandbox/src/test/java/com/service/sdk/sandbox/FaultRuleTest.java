package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class FaultRuleTest {
  @Test
  void next_firesExactlyNTimes() {
    FaultRule rule = FaultRule.on(SandboxOperation.BALANCE).next(2).status(500);
    assertThat(rule.fires()).isTrue();
    assertThat(rule.fires()).isTrue();
    assertThat(rule.fires()).isFalse();
  }

  @Test
  void withoutTrigger_firesEveryTime() {
    FaultRule rule = FaultRule.on(SandboxOperation.BALANCE).dropAfterCommit();
    for (int i = 0; i < 5; i++) {
      assertThat(rule.fires()).isTrue();
    }
  }

  @Test
  void builder_refusesNonsense() {
    assertThatThrownBy(() -> FaultRule.on(SandboxOperation.BALANCE).status(404)).hasMessageContaining("429 or 5xx");
    assertThatThrownBy(() -> FaultRule.on(SandboxOperation.BALANCE).next(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> FaultRule.on(SandboxOperation.BALANCE).probability(1.5, 1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> FaultRule.on(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void rateLimited_roundsRetryAfterUpToWholeSeconds() {
    FaultRule rule = FaultRule.on(SandboxOperation.CREATE_REFUND).rateLimited(Duration.ofMillis(1200));
    assertThat(rule.status()).isEqualTo(429);
    assertThat(rule.retryAfterSeconds()).isEqualTo(2);
    assertThat(rule.toString()).contains("CREATE_REFUND").contains("429");
  }
}
