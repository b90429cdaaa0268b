package com.service.sdk.plugin.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RefundStateTest {

  @Test
  void of_returnsTheConstantForCompleted() {
    assertThat(RefundState.of("completed")).isSameAs(RefundState.COMPLETED);
    assertThat(RefundState.COMPLETED.isKnown()).isTrue();
  }

  @Test
  void of_keepsAnUnknownValue() {
    RefundState pending = RefundState.of("pending");

    assertThat(pending.value()).isEqualTo("pending");
    assertThat(pending.isKnown()).isFalse();
    assertThat(pending).isEqualTo(RefundState.of("pending")).isNotEqualTo(RefundState.COMPLETED);
  }

  @Test
  void of_rejectsNull() {
    assertThatThrownBy(() -> RefundState.of(null)).isInstanceOf(NullPointerException.class);
  }
}
