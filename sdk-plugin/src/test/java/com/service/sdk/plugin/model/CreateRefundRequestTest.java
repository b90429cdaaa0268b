package com.service.sdk.plugin.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CreateRefundRequestTest {

  private static CreateRefundRequest.Builder complete() {
    return CreateRefundRequest.builder().merchantId("m_1").paymentId("pay_1").amount("100.00");
  }

  @Test
  void build_withoutRequiredFields_namesTheFirstMissing() {
    assertThatThrownBy(() -> CreateRefundRequest.builder().build()).hasMessage("merchantId is required");
    assertThatThrownBy(() -> CreateRefundRequest.builder().merchantId("m_1").build())
        .isInstanceOf(NullPointerException.class)
        .hasMessage("paymentId is required");
    assertThatThrownBy(() -> CreateRefundRequest.builder().merchantId("m_1").paymentId("pay_1").build())
        .hasMessage("amount is required");
  }

  @Test
  void build_withOnlyRequiredFields_leavesOptionalFieldsUnset() {
    CreateRefundRequest request = complete().build();

    assertThat(request.currency()).isNull();
    assertThat(request.reason()).isNull();
    assertThat(request.merchantRefundId()).isNull();
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "-100.00", "1,000.00", "100.00001", "NaN"})
  void amount_rejectsTextThatIsNotAPositiveDecimal(String amount) {
    assertThatThrownBy(() -> complete().amount(amount))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("amount");
  }

  @Test
  void amount_acceptsBigDecimal_keepingItsScale() {
    assertThat(complete().amount(new BigDecimal("100.50")).build().amount()).isEqualTo(new BigDecimal("100.50"));
  }

  @Test
  void textFields_rejectBlankOrNull_namingTheField() {
    assertThatThrownBy(() -> complete().paymentId(" ")).hasMessageContaining("paymentId");
    assertThatThrownBy(() -> complete().merchantRefundId("")).hasMessageContaining("merchantRefundId");
    assertThatThrownBy(() -> complete().reason(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("reason");
  }

  @Test
  void toBuilder_copiesEveryField_andLeavesTheOriginalAlone() {
    CreateRefundRequest original = complete().currency("INR").reason("damaged").merchantRefundId("rf_1").build();

    CreateRefundRequest copy = original.toBuilder().build();
    CreateRefundRequest changed = original.toBuilder().merchantRefundId("rf_2").build();

    assertThat(copy).usingRecursiveComparison().isEqualTo(original);
    assertThat(changed.merchantRefundId()).isEqualTo("rf_2");
    assertThat(original.merchantRefundId()).isEqualTo("rf_1");
  }

  @Test
  void toString_namesTheFields() {
    assertThat(complete().merchantRefundId("rf_1").build().toString())
        .isEqualTo("CreateRefundRequest{merchantId=m_1, paymentId=pay_1, amount=100.00, currency=null,"
            + " reason=null, merchantRefundId=rf_1}");
  }

  @Test
  void amountOutOfBounds_isRefusedAtOnce_namingTheField() {
    assertThatThrownBy(() -> complete().amount(new BigDecimal("1e10000000")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("amount must be below 10^14");
    assertThatThrownBy(() -> complete().amount("1" + "0".repeat(40)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("amount must be a decimal of at most 32");
  }
}
