package com.service.sdk.payouts.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class InitiatePayoutRequestTest {

  private static InitiatePayoutRequest.Builder minimal() {
    return InitiatePayoutRequest.builder().payeeId("payee-1").amount("1250.75").externalRef("po_7781");
  }

  @Test
  void build_withoutARequiredField_namesIt() {
    assertThatThrownBy(() -> minimal().payeeId(null).build())
        .isInstanceOf(NullPointerException.class).hasMessageContaining("payeeId");
    assertThatThrownBy(() -> minimal().externalRef(null).build())
        .isInstanceOf(NullPointerException.class).hasMessageContaining("externalRef");
    assertThatThrownBy(() -> InitiatePayoutRequest.builder().payeeId("p").externalRef("r").build())
        .isInstanceOf(NullPointerException.class).hasMessageContaining("amount");
    assertThatThrownBy(() -> minimal().externalRef(" ").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("externalRef");
  }

  @Test
  void amount_isCheckedAndKeptExact() {
    assertThat(minimal().amount(new BigDecimal("1E+3")).build().amount()).isEqualByComparingTo("1000");
    assertThat(minimal().build().amount()).isEqualTo(new BigDecimal("1250.75"));
    assertThatThrownBy(() -> minimal().amount(new BigDecimal("-5")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("amount");
    assertThatThrownBy(() -> minimal().amount("1.00001"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("amount");
  }

  @Test
  void toBuilder_copiesEveryValue_andNotesAreCopied() {
    Map<String, Object> notes = new HashMap<>(Map.of("note", "x"));
    InitiatePayoutRequest request = minimal().method(PayoutMethod.NEFT).purpose("salary").currency("INR")
        .customNotes(notes).build();
    notes.put("later", "y");

    assertThat(request.customNotes()).containsOnlyKeys("note");
    assertThat(request.toBuilder().build()).usingRecursiveComparison().isEqualTo(request);
    assertThatThrownBy(() -> request.toBuilder().method(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("method == null"); // setters refuse null at once; leave a field unset by not calling it
  }

  @Test
  void toString_namesTheReferenceAndAmount() {
    assertThat(minimal().method(PayoutMethod.UPI).build().toString())
        .contains("po_7781", "1250.75", "UPI", "payee-1");
  }

  @Test
  void amountOutOfBounds_isRefusedAtOnce_namingTheField() {
    assertThatThrownBy(() -> minimal().amount(new BigDecimal("1e10000000")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("amount must be below 10^14");
  }
}
