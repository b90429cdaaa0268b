package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class FaultRuleTest {
  @Test
  void next_firesExactlyNTimes() {
    FaultRule rule = FaultRule.on(SandboxOperation.BALANCE).next(2).status(500);
    assertThat(rule.fires("key-1")).isTrue();
    assertThat(rule.fires("key-1")).isTrue();
    assertThat(rule.fires("key-1")).isFalse();
  }

  @Test
  void withoutTrigger_firesEveryTime() {
    FaultRule rule = FaultRule.on(SandboxOperation.BALANCE).dropAfterCommit();
    for (int i = 0; i < 5; i++) {
      assertThat(rule.fires("key-1")).isTrue();
    }
  }

  @Test
  void probabilityPerRequest_givesEachRequestAndRetryTheSameDraw_inWhateverOrderTheyArrive() {
    FaultRule inOrder = FaultRule.on(SandboxOperation.CREATE_REFUND).probabilityPerRequest(0.5, 7).status(503);
    FaultRule reversed = FaultRule.on(SandboxOperation.CREATE_REFUND).probabilityPerRequest(0.5, 7).status(503);
    Map<String, List<Boolean>> first = new TreeMap<>();
    Map<String, List<Boolean>> second = new TreeMap<>();
    for (int attempt = 0; attempt < 3; attempt++) {
      for (int i = 0; i < 40; i++) {
        first.computeIfAbsent("key-" + i, k -> new ArrayList<>()).add(inOrder.fires("key-" + i));
      }
      for (int i = 39; i >= 0; i--) {
        second.computeIfAbsent("key-" + i, k -> new ArrayList<>()).add(reversed.fires("key-" + i));
      }
    }
    assertThat(second).isEqualTo(first);
    assertThat(inOrder.fired()).isBetween(30, 90);
    assertThat(first.values()).as("a retry draws anew").anyMatch(draws -> draws.contains(true) && draws.contains(false));
    FaultRule otherSeed = FaultRule.on(SandboxOperation.CREATE_REFUND).probabilityPerRequest(0.5, 8).status(503);
    Map<String, Boolean> otherDraws = new TreeMap<>();
    Map<String, Boolean> firstDraws = new TreeMap<>();
    for (int i = 0; i < 40; i++) {
      otherDraws.put("key-" + i, otherSeed.fires("key-" + i));
      firstDraws.put("key-" + i, first.get("key-" + i).get(0));
    }
    assertThat(otherDraws).as("another seed, other draws").isNotEqualTo(firstDraws);
    assertThat(inOrder.toString()).contains("probability 0.5 per request seed 7");
  }

  @Test
  void builder_refusesNonsense() {
    assertThatThrownBy(() -> FaultRule.on(SandboxOperation.BALANCE).status(302)).hasMessageContaining("429, 5xx or a refusal");
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
