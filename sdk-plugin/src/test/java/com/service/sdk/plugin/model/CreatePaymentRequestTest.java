package com.service.sdk.plugin.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class CreatePaymentRequestTest {

  private static CreatePaymentRequest.Builder complete() {
    return CreatePaymentRequest.builder().merchantId("m_1").orderId("ord_1001").amount("499.00")
        .customer("Asha Rao", "asha@example.com", "9800000000");
  }

  static Stream<Arguments> missingRequiredFields() {
    return Stream.of(
        Arguments.of("merchantId", (UnaryOperator<CreatePaymentRequest.Builder>) b -> b
            .orderId("o").amount("1").customer("A", "a@x.test", "1")),
        Arguments.of("orderId", (UnaryOperator<CreatePaymentRequest.Builder>) b -> b
            .merchantId("m").amount("1").customer("A", "a@x.test", "1")),
        Arguments.of("amount", (UnaryOperator<CreatePaymentRequest.Builder>) b -> b
            .merchantId("m").orderId("o").customer("A", "a@x.test", "1")),
        Arguments.of("customer", (UnaryOperator<CreatePaymentRequest.Builder>) b -> b
            .merchantId("m").orderId("o").amount("1")));
  }

  @ParameterizedTest
  @MethodSource("missingRequiredFields")
  void build_withoutRequiredField_namesIt(String field, UnaryOperator<CreatePaymentRequest.Builder> setOthers) {
    assertThatThrownBy(() -> setOthers.apply(CreatePaymentRequest.builder()).build())
        .isInstanceOf(NullPointerException.class)
        .hasMessage(field + " is required");
  }

  @Test
  void build_withOnlyRequiredFields_leavesOptionalFieldsUnset() {
    CreatePaymentRequest request = complete().build();

    assertThat(request.currency()).isNull();
    assertThat(request.returnUrl()).isNull();
    assertThat(request.callbackUrl()).isNull();
    assertThat(request.expiresInMinutes()).isNull();
    assertThat(request.metadata()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "0.00", "-1", "1e3", "abc", "4.99.0", "1.23456", " 499.00", ""})
  void amount_rejectsTextThatIsNotAPositiveDecimal(String amount) {
    assertThatThrownBy(() -> complete().amount(amount))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("amount");
  }

  @Test
  void amount_takesOneCanonicalFormPerValue() {
    assertThat(complete().amount("499.00").build().amount()).isEqualTo(new BigDecimal("499.00"));
    assertThat(complete().amount("499").build().amount()).isEqualTo(new BigDecimal("499.00"));
    assertThat(complete().amount(new BigDecimal("10.5")).build().amount()).isEqualTo(new BigDecimal("10.50"));
    assertThat(complete().amount("1.00000").build().amount()).isEqualTo(new BigDecimal("1.00"));
    assertThat(complete().amount("0.1235").build().amount()).isEqualTo(new BigDecimal("0.1235"));
  }

  @Test
  void amount_rejectsZeroOrNegativeBigDecimal() {
    assertThatThrownBy(() -> complete().amount(BigDecimal.ZERO)).hasMessageContaining("amount");
    assertThatThrownBy(() -> complete().amount(new BigDecimal("-5"))).hasMessageContaining("amount");
    assertThatThrownBy(() -> complete().amount((BigDecimal) null)).isInstanceOf(NullPointerException.class);
  }

  @ParameterizedTest
  @ValueSource(strings = {"ftp://shop.example/cb", "/cb", "shop.example/cb", "https://", "mailto:a@shop.example",
      "https://shop example/cb", " "})
  void urls_mustBeAbsoluteHttp(String url) {
    assertThatThrownBy(() -> complete().returnUrl(url))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("returnUrl");
    assertThatThrownBy(() -> complete().callbackUrl(url))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("callbackUrl");
  }

  @Test
  void urls_acceptHttpAndHttps() {
    CreatePaymentRequest request = complete().returnUrl("http://localhost:8080/done?o=1")
        .callbackUrl("https://shop.example/cb").build();

    assertThat(request.returnUrl()).isEqualTo("http://localhost:8080/done?o=1");
    assertThat(request.callbackUrl()).isEqualTo("https://shop.example/cb");
  }

  @Test
  void expiresInMinutes_mustBeAtLeastOne() {
    assertThatThrownBy(() -> complete().expiresInMinutes(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("expiresInMinutes");
    assertThat(complete().expiresInMinutes(1).build().expiresInMinutes()).isEqualTo(1);
  }

  @Test
  void textFields_rejectBlank_namingTheField() {
    assertThatThrownBy(() -> complete().merchantId(" ")).hasMessageContaining("merchantId");
    assertThatThrownBy(() -> complete().orderId("")).hasMessageContaining("orderId");
    assertThatThrownBy(() -> complete().currency(" ")).hasMessageContaining("currency");
    assertThatThrownBy(() -> complete().customer("Asha", " ", "98")).hasMessageContaining("customer.email");
  }

  @Test
  void metadata_isCopiedAndUnmodifiable() {
    Map<String, Object> source = new HashMap<>();
    source.put("cart", "c_9");
    source.put("items", List.of(Map.of("sku", "s_1", "qty", 2)));
    CreatePaymentRequest request = complete().metadata(source).build();

    source.put("cart", "changed");

    assertThat(request.metadata()).containsEntry("cart", "c_9");
    assertThatThrownBy(() -> request.metadata().put("x", "y")).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void metadata_rejectsValuesThatAreNotJson_namingTheEntry() {
    assertThatThrownBy(() -> complete().metadata(Map.of("cart", Map.of("when", new Object()))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("metadata.cart.when");
    Map<String, Object> withNull = new HashMap<>();
    withNull.put("cart", null);
    assertThatThrownBy(() -> complete().metadata(withNull))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("metadata.cart");
  }

  @Test
  void toBuilder_copiesEveryField_andLeavesTheOriginalAlone() {
    CreatePaymentRequest original = complete().currency("INR").returnUrl("https://shop.example/done")
        .callbackUrl("https://shop.example/cb").expiresInMinutes(30).metadata(Map.of("cart", "c_9")).build();

    CreatePaymentRequest copy = original.toBuilder().build();
    CreatePaymentRequest changed = original.toBuilder().amount("10.00").build();

    assertThat(copy).usingRecursiveComparison().isEqualTo(original);
    assertThat(changed.amount()).isEqualTo(new BigDecimal("10.00"));
    assertThat(original.amount()).isEqualTo(new BigDecimal("499.00"));
  }

  @Test
  void toString_masksTheCustomersPersonalData() {
    String text = complete().metadata(Map.of("cart", "c_9")).build().toString();

    assertThat(text).doesNotContain("asha@example.com", "9800000000", "Asha Rao", "c_9")
        .contains("ord_1001", "499.00", "name=<redacted>", "metadataKeys=[cart]");
  }

  @Test
  void amountOutOfBounds_isRefusedAtOnce_namingTheField() {
    assertThatThrownBy(() -> complete().amount(new BigDecimal("1e10000000")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("amount must be below 10^14");
  }
}
