package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Operations 1 and 2: hosted payments, created to paid, expiry, and the plugin family's strict wire form. */
class PaymentsTest extends SandboxWireTest {

  @Test
  void create_returnsFieldsWithFourDecimalAmountAndCheckoutUrl() {
    SandboxMerchant m = sandbox.createMerchant();
    WireResponse r = wire.plugin(m).post("/payments/create", Fixtures.paymentBody(m.merchantId(), "499.00"));
    assertThat(r.status()).as(r.body()).isEqualTo(200);
    JsonNode p = r.json();
    assertThat(p.get("payment_id").asText()).startsWith("pay_");
    assertThat(p.get("status").asText()).isEqualTo("created");
    assertThat(p.get("amount").asText()).isEqualTo("499.0000");
    assertThat(p.get("currency").asText()).isEqualTo("INR");
    assertThat(p.get("checkout_url").asText())
        .isEqualTo(sandbox.checkoutBaseUrl() + "/payments/" + p.get("payment_id").asText());
  }

  @Test
  void status_beforeAndAfterPaying_carriesTransactionAndProviderReferenceOncePaid() {
    SandboxMerchant m = sandbox.createMerchant();
    String id = Fixtures.createPayment(wire, m, "250.50");
    JsonNode before = wire.plugin(m).get("/payments/" + id + "/status").json();
    assertThat(before.get("status").asText()).isEqualTo("created");
    assertThat(before.get("transaction_id").isNull()).isTrue();
    assertThat(before.get("provider_reference").isNull()).isTrue();
    SandboxPayment paid = sandbox.payPayment(id);
    JsonNode after = wire.plugin(m).get("/payments/" + id + "/status").json();
    assertThat(after.get("status").asText()).isEqualTo("paid");
    assertThat(after.get("transaction_id").asText()).isEqualTo(paid.transactionId()).isNotEmpty();
    assertThat(after.get("provider_reference").asText()).isEqualTo(paid.providerReference()).isNotEmpty();
    assertThat(after.get("amount").asText()).isEqualTo("250.5000");
    assertThat(after.get("order_id").asText()).isEqualTo(before.get("order_id").asText());
  }

  @Test
  void payingTwice_is409() {
    SandboxMerchant m = sandbox.createMerchant();
    String id = Fixtures.paidPayment(sandbox, wire, m, "10.00");
    assertThatThrownBy(() -> sandbox.payPayment(id)).isInstanceOf(SandboxException.class)
        .hasMessageContaining("is paid").extracting(e -> ((SandboxException) e).status()).isEqualTo(409);
  }

  @Test
  void amountAsJsonNumber_is400() {
    SandboxMerchant m = sandbox.createMerchant();
    String body = Fixtures.paymentBody(m.merchantId(), "499.00").replace("\"499.00\"", "499.00");
    WireResponse r = wire.plugin(m).post("/payments/create", body);
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.json().get("error").asText()).isEqualTo("invalid_request");
    assertThat(r.message()).contains("amount must be a decimal JSON string");
  }

  @Test
  void merchantIdOfAnotherMerchant_is403() {
    SandboxMerchant m = sandbox.createMerchant();
    SandboxMerchant other = sandbox.createMerchant();
    WireResponse r = wire.plugin(m).post("/payments/create", Fixtures.paymentBody(other.merchantId(), "5.00"));
    assertThat(r.status()).isEqualTo(403);
  }

  @Test
  void missingOrUnknownFields_are400_namingTheField() {
    SandboxMerchant m = sandbox.createMerchant();
    String noPhone = Fixtures.paymentBody(m.merchantId(), "5.00").replace(",\"phone\":\"9800000000\"", "");
    assertThat(wire.plugin(m).post("/payments/create", noPhone).message()).contains("customer.phone");
    String extra = Fixtures.paymentBody(m.merchantId(), "5.00").replace("{\"merchant_id\"", "{\"amout\":\"1\",\"merchant_id\"");
    assertThat(wire.plugin(m).post("/payments/create", extra).message()).contains("unknown field amout");
    assertThat(wire.plugin(m).post("/payments/create", "{\"merchant_id\":").status()).isEqualTo(400);
  }

  @Test
  void postWithoutJsonContentType_is415() {
    SandboxMerchant m = sandbox.createMerchant();
    WireResponse r = wire.plugin(m).contentType("text/plain").post("/payments/create", Fixtures.paymentBody(m.merchantId(), "5.00"));
    assertThat(r.status()).isEqualTo(415);
    assertThat(wire.plugin(m).contentType("application/json; charset=utf-8")
        .post("/payments/create", Fixtures.paymentBody(m.merchantId(), "5.00")).status()).isEqualTo(200);
  }

  @Test
  void bodyLargerThanLimit_is413() {
    SandboxMerchant m = sandbox.createMerchant();
    String huge = "{\"merchant_id\":\"" + "x".repeat(1024 * 1024) + "\"}";
    assertThat(wire.plugin(m).post("/payments/create", huge).status()).isEqualTo(413);
  }

  @Test
  void queryStringOnPluginOperation_is400() {
    SandboxMerchant m = sandbox.createMerchant();
    String id = Fixtures.createPayment(wire, m, "5.00");
    assertThat(wire.plugin(m).get("/payments/" + id + "/status?verbose=1").status()).isEqualTo(400);
  }

  @Test
  void unknownPathOrMethod_is404Or405() {
    SandboxMerchant m = sandbox.createMerchant();
    assertThat(wire.plugin(m).get("/payments/nope").status()).isEqualTo(404);
    assertThat(wire.plugin(m).get("/payments/create").status()).isEqualTo(405);
  }

  @Test
  void expiry_isHonoured() {
    MutableClock clock = new MutableClock(Instant.now());
    try (Sandbox timed = Sandbox.start(SandboxOptions.builder().clock(clock).build())) {
      WireClient timedWire = new WireClient(timed, clock);
      SandboxMerchant m = timed.createMerchant();
      String body = Fixtures.paymentBody(m.merchantId(), "5.00").replace("{\"merchant_id\"", "{\"expires_in_minutes\":10,\"merchant_id\"");
      String id = timedWire.plugin(m).post("/payments/create", body).json().get("payment_id").asText();
      clock.advance(Duration.ofMinutes(10));
      assertThat(timedWire.plugin(m).get("/payments/" + id + "/status").json().get("status").asText()).isEqualTo("expired");
      assertThatThrownBy(() -> timed.payPayment(id)).hasMessageContaining("expired");
      String defaultExpiry = Fixtures.createPayment(timedWire, m, "5.00");
      clock.advance(Duration.ofMinutes(1439));
      assertThat(timed.payPayment(defaultExpiry).status()).as("default 1440 minutes").isEqualTo("paid");
    }
  }

  @Test
  void autoPayOption_paysEveryPaymentAtCreation() {
    try (Sandbox auto = Sandbox.start(SandboxOptions.builder().autoPayPayments(true).build())) {
      WireClient autoWire = new WireClient(auto);
      SandboxMerchant m = auto.createMerchant();
      String id = Fixtures.createPayment(autoWire, m, "5.00");
      assertThat(autoWire.plugin(m).get("/payments/" + id + "/status").json().get("status").asText()).isEqualTo("paid");
    }
  }

  @Test
  void payments_listsAMerchantsPaymentsWithTheirOrderIds_andNoOtherMerchants() {
    SandboxMerchant m = sandbox.createMerchant();
    SandboxMerchant other = sandbox.createMerchant();
    String paymentId = Fixtures.createPayment(wire, m, "499.00");
    Fixtures.createPayment(wire, other, "10.00");

    assertThat(sandbox.payments(m.merchantId())).singleElement().satisfies(p -> {
      assertThat(p.paymentId()).isEqualTo(paymentId);
      assertThat(p.orderId()).startsWith("ord_");
      assertThat(p.status()).isEqualTo("created");
    });
  }
}
