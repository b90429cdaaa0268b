package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Operations 5, 6 and 7: payment links, usage, expiry, limits, the provider rule and the public views. */
class LinksTest extends SandboxWireTest {
  private static final String CREATE = "/api/v1/collections/intents/api";

  @Test
  void create_returnsLinkDataWithDefaults() {
    SandboxMerchant m = sandbox.createMerchant();
    WireResponse r = wire.hmac(m).post(CREATE, Fixtures.linkBody("499.5", ""));
    assertThat(r.status()).as(r.body()).isEqualTo(200);
    assertThat(r.json().get("success").asBoolean()).isTrue();
    JsonNode link = r.data();
    String shortId = link.get("short_id").asText();
    assertThat(shortId).matches("[a-z0-9]{10}");
    assertThat(link.get("id").asText()).matches("[0-9a-f-]{36}");
    assertThat(link.get("checkout_url").asText()).isEqualTo(sandbox.checkoutBaseUrl() + "/" + shortId);
    assertThat(link.get("fixed_amount").asText()).isEqualTo("499.5000");
    assertThat(link.get("min_limit").asText()).isEqualTo("1.0000");
    assertThat(link.get("max_limit").isNull()).isTrue();
    assertThat(link.get("usage_limit").asInt()).isEqualTo(1);
    assertThat(link.get("current_usage_count").asInt()).isZero();
    assertThat(link.get("status").asText()).isEqualTo("active");
    assertThat(link.get("is_active").asBoolean()).isTrue();
    assertThat(link.get("currency").asText()).isEqualTo("INR");
    Instant expires = Instant.parse(link.get("expires_at").asText());
    assertThat(Duration.between(Instant.now(), expires)).isBetween(Duration.ofDays(7).minusMinutes(1), Duration.ofDays(7));
  }

  @Test
  void amountAsString_is400() {
    WireResponse r = wire.hmac(sandbox.createMerchant()).post(CREATE, Fixtures.linkBody("\"499.50\"", ""));
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.message()).contains("amount must be a JSON number");
  }

  @Test
  void numbersWithAnExponent_are400_namingTheFieldAndTheRule() {
    SandboxMerchant m = sandbox.createMerchant();
    WireResponse amount = wire.hmac(m).post(CREATE, Fixtures.linkBody("4.99E2", ""));
    assertThat(amount.status()).isEqualTo(400);
    assertThat(amount.message()).contains("amount is written with an exponent (4.99E2)").contains("plain notation");
    WireResponse nested = wire.hmac(m).post(CREATE, Fixtures.linkBody("499.00", ",\"tags\":{\"batch\":1e3}"));
    assertThat(nested.status()).isEqualTo(400);
    assertThat(nested.message()).contains("tags.batch is written with an exponent");
    assertThat(wire.hmac(m).post(CREATE, Fixtures.linkBody("499.00", ",\"tags\":{\"batch\":1000}")).status())
        .isEqualTo(200);
  }

  @Test
  void merchantWithoutProviderAssignment_is400_perSpecSection7() {
    SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().providerAssigned(false).build());
    WireResponse r = wire.hmac(m).post(CREATE, Fixtures.linkBody("100", ""));
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.message()).contains("provider merchant id is not assigned");
  }

  @Test
  void minAndMaxLimits_areEnforced() {
    SandboxMerchant m = sandbox.createMerchant();
    assertThat(wire.hmac(m).post(CREATE, Fixtures.linkBody("0.50", "")).message()).contains("below min_limit");
    assertThat(wire.hmac(m).post(CREATE, Fixtures.linkBody("600", ",\"max_limit\":500")).message()).contains("above max_limit");
    assertThat(wire.hmac(m).post(CREATE, Fixtures.linkBody("100", ",\"min_limit\":200,\"max_limit\":150")).status()).isEqualTo(400);
    String shortId = Fixtures.createLink(wire, m, "100", ",\"min_limit\":50,\"max_limit\":150,\"usage_limit\":5");
    assertThatThrownBy(() -> sandbox.payLink(shortId, new BigDecimal("151.00")))
        .isInstanceOf(SandboxException.class).hasMessageContaining("outside the link's limits");
    assertThat(sandbox.payLink(shortId, new BigDecimal("150.00")).amount()).isEqualByComparingTo("150");
  }

  @Test
  void usageIsCounted_andLinkTurnsInactiveAtUsageLimit() {
    SandboxMerchant m = sandbox.createMerchant();
    String shortId = Fixtures.createLink(wire, m, "100", ",\"usage_limit\":2");
    assertThat(sandbox.payLink(shortId, new BigDecimal("100.00")).active()).isTrue();
    SandboxLinkPayment second = sandbox.payLink(shortId, new BigDecimal("100.00"));
    assertThat(second.currentUsageCount()).isEqualTo(2);
    assertThat(second.active()).isFalse();
    JsonNode status = wire.anonymous().get("/api/v1/collections/intents/" + shortId + "/status").data();
    assertThat(status.get("current_usage_count").asInt()).isEqualTo(2);
    assertThat(status.get("usage_limit").asInt()).isEqualTo(2);
    assertThat(status.get("is_active").asBoolean()).isFalse();
    assertThatThrownBy(() -> sandbox.payLink(shortId)).hasMessageContaining("accepts no payment");
    assertThat(sandbox.ledger(m).balance().collectionBalance()).isEqualByComparingTo("200");
  }

  @Test
  void linkExpiresAfterExpiryDays() {
    MutableClock clock = new MutableClock(Instant.now());
    try (Sandbox timed = Sandbox.start(SandboxOptions.builder().clock(clock).build())) {
      WireClient timedWire = new WireClient(timed, clock);
      SandboxMerchant m = timed.createMerchant();
      String shortId = Fixtures.createLink(timedWire, m, "100", ",\"expiry_days\":2");
      clock.advance(Duration.ofDays(2));
      JsonNode details = timedWire.anonymous().get("/api/v1/collections/checkout/" + shortId).data();
      assertThat(details.get("status").asText()).isEqualTo("expired");
      JsonNode status = timedWire.anonymous().get("/api/v1/collections/intents/" + shortId + "/status").data();
      assertThat(status.get("is_active").asBoolean()).isFalse();
      assertThatThrownBy(() -> timed.payLink(shortId)).hasMessageContaining("expired");
    }
  }

  @Test
  void publicStatus_isSuccessAfterPayment_andExposesOnlySpecFields() {
    SandboxMerchant m = sandbox.createMerchant();
    String shortId = Fixtures.createLink(wire, m, "100", "");
    JsonNode before = wire.anonymous().get("/api/v1/collections/intents/" + shortId + "/status").data();
    assertThat(before.get("status").asText()).isNotEqualTo("SUCCESS");
    SandboxLinkPayment paid = sandbox.payLink(shortId, new BigDecimal("100"));
    WireResponse r = wire.anonymous().get("/api/v1/collections/intents/" + shortId + "/status");
    assertThat(r.json().get("success").asBoolean()).isTrue();
    JsonNode status = r.data();
    assertThat(status.properties()).extracting(Map.Entry::getKey)
        .containsExactly("status", "short_id", "transaction_id", "current_usage_count", "usage_limit", "is_active");
    assertThat(status.get("status").asText()).isEqualTo("SUCCESS");
    assertThat(status.get("transaction_id").asText()).isEqualTo(paid.transactionId());
  }

  @Test
  void checkoutDetails_exposeOnlySpecFields() {
    SandboxMerchant m = sandbox.createMerchant();
    String shortId = Fixtures.createLink(wire, m, "100", ",\"description\":\"secret internal note\"");
    WireResponse r = wire.anonymous().get("/api/v1/collections/checkout/" + shortId);
    assertThat(r.status()).isEqualTo(200);
    assertThat(r.data().properties()).extracting(Map.Entry::getKey)
        .containsExactly("id", "short_id", "title", "fixed_amount", "currency", "status");
    assertThat(r.body()).doesNotContain("secret internal note").doesNotContain(m.merchantId());
    assertThat(wire.anonymous().get("/api/v1/collections/checkout/unknown").status()).isEqualTo(404);
  }

  @Test
  void links_listsAMerchantsLinksWithTheirExternalIds_andNoOtherMerchants() {
    SandboxMerchant m = sandbox.createMerchant();
    SandboxMerchant other = sandbox.createMerchant();
    String shortId = wire.hmac(m).post(CREATE, Fixtures.linkBody("499.5", "")).data().get("short_id").asText();
    wire.hmac(other).post(CREATE, Fixtures.linkBody("10", ""));

    assertThat(sandbox.links(m.merchantId())).containsExactly(
        new SandboxLink(shortId, "inv_42", "Invoice 42", new BigDecimal("499.5000"), "INR", "active", 0));
  }
}
