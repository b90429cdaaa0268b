package com.service.sdk.payouts.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class CreateLinkRequestTest {

  private static CreateLinkRequest.Builder minimal() {
    return CreateLinkRequest.builder().title("Invoice 42").amount("499.50").externalId("inv_42")
        .customer("Asha Rao", "asha@example.com", "9800000000");
  }

  @Test
  void build_keepsEveryValue_andToBuilderCopiesThem() {
    CreateLinkRequest request = minimal().dialCode("+91").description("March").usageLimit(2).minLimit("1.00")
        .maxLimit("1000.00").currency("INR").expiryDays(7).notifyUrl("https://shop.example/notify")
        .tags(Map.of("k", "v")).build();

    CreateLinkRequest copy = request.toBuilder().title("Invoice 43").build();

    assertThat(request.amount()).isEqualTo(new BigDecimal("499.50"));
    assertThat(request.maxLimit()).isEqualTo(new BigDecimal("1000.00"));
    assertThat(copy.title()).isEqualTo("Invoice 43");
    assertThat(request.title()).isEqualTo("Invoice 42");
    assertThat(copy).usingRecursiveComparison().ignoringFields("title").isEqualTo(request);
  }

  @Test
  void build_withoutARequiredField_namesIt() {
    assertThatThrownBy(() -> CreateLinkRequest.builder().amount("1").externalId("x").customer("a", "b", "c").build())
        .isInstanceOf(NullPointerException.class).hasMessageContaining("title");
    assertThatThrownBy(() -> minimal().externalId(null).build())
        .isInstanceOf(NullPointerException.class).hasMessageContaining("externalId");
    assertThatThrownBy(() -> CreateLinkRequest.builder().title("t").externalId("x").customer("a", "b", "c").build())
        .isInstanceOf(NullPointerException.class).hasMessageContaining("amount");
    assertThatThrownBy(() -> minimal().customer("a", null, "c").build())
        .isInstanceOf(NullPointerException.class).hasMessageContaining("emailAddress");
  }

  @Test
  void build_withABlankField_namesIt() {
    assertThatThrownBy(() -> minimal().customer("a", "b", " ").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("phoneNumber");
    assertThatThrownBy(() -> minimal().currency("").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("currency");
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "-1", "4.99E2", "1.23456", "abc", ""})
  void amount_thatIsNotAPositivePlainDecimal_isRejected(String amount) {
    assertThatThrownBy(() -> minimal().amount(amount))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("amount");
  }

  @Test
  void limits_andCounts_areChecked() {
    assertThatThrownBy(() -> minimal().usageLimit(0).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("usageLimit must be at least 1");
    assertThatThrownBy(() -> minimal().expiryDays(0).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("expiryDays must be at least 1");
    assertThatThrownBy(() -> minimal().minLimit("10").maxLimit("9.99").build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("minLimit 10.00")
        .hasMessageContaining("maxLimit 9.99");
    assertThatThrownBy(() -> minimal().maxLimit(BigDecimal.ZERO))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxLimit");
    assertThat(minimal().minLimit("5").maxLimit("5.00").build().minLimit()).isEqualTo(new BigDecimal("5.00"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"/notify", "shop.example/notify", "ftp://shop.example/notify", "https://", "http:// x"})
  void notifyUrl_thatIsNotAnAbsoluteHttpUrl_isRejected(String url) {
    assertThatThrownBy(() -> minimal().notifyUrl(url).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("notifyUrl");
  }

  @Test
  void tags_areCopied_andCannotChange() {
    Map<String, String> tags = new HashMap<>(Map.of("k", "v"));
    CreateLinkRequest request = minimal().tags(tags).build();

    tags.put("later", "x");

    assertThat(request.tags()).containsExactly(Map.entry("k", "v"));
    assertThatThrownBy(() -> request.tags().put("x", "y")).isInstanceOf(UnsupportedOperationException.class);
    UnaryOperator<Map<String, Object>> withNull = m -> {
      m.put("bad", null);
      return m;
    };
    assertThatThrownBy(() -> minimal().tags(withNull.apply(new HashMap<>())).build())
        .isInstanceOf(NullPointerException.class).hasMessageContaining("tags");
  }

  @Test
  void toString_masksTheCustomer() {
    String text = minimal().build().toString();

    assertThat(text).contains("Invoice 42", "499.50", "inv_42")
        .doesNotContain("Asha", "asha@example.com", "9800000000");
  }

  @Test
  void amountsOutOfBounds_areRefusedAtOnce_namingTheField() {
    assertThatThrownBy(() -> minimal().maxLimit(new BigDecimal("1e10000000")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("maxLimit must be below 10^14");
    assertThatThrownBy(() -> minimal().minLimit("9".repeat(1_000_000)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("minLimit must be a decimal of at most 32");
    assertThatThrownBy(() -> minimal().amount(new BigDecimal("100000000000000")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("amount must be below 10^14");
  }
}
