package com.service.sdk.plugin.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PaymentStateTest {

  @Test
  void of_returnsTheConstantsForKnownValues() {
    assertThat(PaymentState.of("created")).isSameAs(PaymentState.CREATED);
    assertThat(PaymentState.of("paid")).isSameAs(PaymentState.PAID);
    assertThat(PaymentState.PAID.isKnown()).isTrue();
  }

  @Test
  void of_keepsAnUnknownValue() {
    PaymentState refunded = PaymentState.of("refunded");

    assertThat(refunded.value()).isEqualTo("refunded");
    assertThat(refunded.isKnown()).isFalse();
    assertThat(refunded).isEqualTo(PaymentState.of("refunded")).isNotEqualTo(PaymentState.PAID);
    assertThat(PaymentState.of("PAID")).isNotEqualTo(PaymentState.PAID);
  }

  @Test
  void of_rejectsNull() {
    assertThatThrownBy(() -> PaymentState.of(null)).isInstanceOf(NullPointerException.class);
  }
}
