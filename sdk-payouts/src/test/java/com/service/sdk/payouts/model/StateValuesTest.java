package com.service.sdk.payouts.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.OpenValue;
import com.service.sdk.core.internal.Json;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every open state value: constants with their wire text, unknown text kept, JSON both ways. */
final class StateValuesTest {

  static Stream<Arguments> constants() {
    return Stream.of(
        Arguments.of(PayoutMethod.IMPS, "IMPS", fn(PayoutMethod::of)),
        Arguments.of(PayoutMethod.NEFT, "NEFT", fn(PayoutMethod::of)),
        Arguments.of(PayoutMethod.RTGS, "RTGS", fn(PayoutMethod::of)),
        Arguments.of(PayoutMethod.UPI, "UPI", fn(PayoutMethod::of)),
        Arguments.of(TransactionState.PROCESSING, "processing", fn(TransactionState::of)),
        Arguments.of(TransactionState.COMPLETED, "COMPLETED", fn(TransactionState::of)),
        Arguments.of(TransactionState.FAILED, "FAILED", fn(TransactionState::of)),
        Arguments.of(TransactionCategory.DISBURSEMENT, "DISBURSEMENT", fn(TransactionCategory::of)),
        Arguments.of(LinkState.ACTIVE, "active", fn(LinkState::of)),
        Arguments.of(LinkPaymentState.SUCCESS, "SUCCESS", fn(LinkPaymentState::of)),
        Arguments.of(PayeeState.ACTIVE, "active", fn(PayeeState::of)),
        Arguments.of(ComplianceState.PENDING, "pending", fn(ComplianceState::of)),
        Arguments.of(ComplianceState.VERIFIED, "verified", fn(ComplianceState::of)),
        Arguments.of(VerificationState.VERIFIED, "verified", fn(VerificationState::of)));
  }

  private static Function<String, OpenValue> fn(Function<String, ? extends OpenValue> of) {
    return of::apply;
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("constants")
  void of_returnsTheConstantForItsWireText(OpenValue constant, String text, Function<String, OpenValue> of)
      throws Exception {
    assertThat(of.apply(text)).isSameAs(constant);
    assertThat(constant.isKnown()).isTrue();
    assertThat(constant.value()).isEqualTo(text);
    assertThat(Json.mapper().readValue("\"" + text + "\"", constant.getClass())).isSameAs(constant);
    assertThat(Json.mapper().writeValueAsString(constant)).isEqualTo("\"" + text + "\"");
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("constants")
  void of_keepsTextItDoesNotKnow_exactlyAsSent(OpenValue constant, String text, Function<String, OpenValue> of) {
    OpenValue other = of.apply(text.toLowerCase().equals(text) ? text.toUpperCase() : text.toLowerCase());

    assertThat(other.isKnown()).isFalse();
    assertThat(other).isNotEqualTo(constant).isEqualTo(of.apply(other.value()));
    assertThat(other.getClass()).isEqualTo(constant.getClass());
  }

  @Test
  void of_rejectsNull() {
    assertThatThrownBy(() -> PayoutMethod.of(null)).isInstanceOf(NullPointerException.class);
  }
}
