package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Hosted checkout pages, driven over HTTP as a browser would (GET the page, POST a button's form). */
class HostedPagesTest extends SandboxWireTest {

  private String path(String url) {
    return url.substring(sandbox.baseUrl().length());
  }

  @Test
  void paymentPage_showsAmountAndButtons_andPayButtonPaysThePayment() {
    SandboxMerchant m = sandbox.createMerchant();
    WireResponse created = wire.plugin(m).post("/payments/create", Fixtures.paymentBody(m.merchantId(), "1499.5"));
    String checkout = path(created.json().get("checkout_url").asText());
    String paymentId = created.json().get("payment_id").asText();
    WireResponse page = wire.anonymous().get(checkout);
    assertThat(page.status()).isEqualTo(200);
    assertThat(page.header("Content-Type")).startsWith("text/html");
    assertThat(page.body()).contains("<title>Pay 1,499.50 INR</title>").contains(">1,499.50 INR<")
        .contains("action=\"" + checkout + "/pay\"").contains(">Pay<").contains(">Fail<");
    WireResponse paid = wire.anonymous().contentType("application/x-www-form-urlencoded").post(checkout + "/pay", "");
    assertThat(paid.status()).isEqualTo(200);
    assertThat(paid.body()).contains("Payment successful");
    assertThat(wire.plugin(m).get("/payments/" + paymentId + "/status").json().get("status").asText()).isEqualTo("paid");
    assertThat(wire.anonymous().get(checkout).body()).doesNotContain(">Pay<");
    assertThat(wire.anonymous().post(checkout + "/pay", "").status()).isEqualTo(409);
  }

  @Test
  void paymentPage_failButtonFailsThePayment() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.createPayment(wire, m, "20.00");
    WireResponse failed = wire.anonymous().post("/checkout/payments/" + paymentId + "/fail", "");
    assertThat(failed.body()).contains("Payment failed");
    assertThat(wire.plugin(m).get("/payments/" + paymentId + "/status").json().get("status").asText()).isEqualTo("failed");
  }

  @Test
  void linkPage_atCheckoutBaseSlashShortId_paysTheFixedAmount_andEscapesTitle() {
    SandboxMerchant m = sandbox.createMerchant();
    String body = Fixtures.linkBody("150", "").replace("Invoice 42", "<script>x</script> Invoice");
    String shortId = wire.hmac(m).post("/api/v1/collections/intents/api", body).data().get("short_id").asText();
    WireResponse page = wire.anonymous().get(path(sandbox.checkoutBaseUrl() + "/" + shortId));
    assertThat(page.status()).isEqualTo(200);
    assertThat(page.body()).contains("&lt;script&gt;x&lt;/script&gt; Invoice").doesNotContain("<script>")
        .contains(">150.00 INR<").contains(">Pay<").contains(">Fail<");
    assertThat(wire.anonymous().post("/checkout/" + shortId + "/fail", "").body()).contains("Payment failed");
    assertThat(wire.anonymous().post("/checkout/" + shortId + "/pay", "").body()).contains("Payment successful");
    var status = wire.anonymous().get("/api/v1/collections/intents/" + shortId + "/status").data();
    assertThat(status.get("status").asText()).isEqualTo("SUCCESS");
    assertThat(status.get("current_usage_count").asInt()).isEqualTo(1);
  }

  @Test
  void unknownPage_is404Html() {
    WireResponse page = wire.anonymous().get("/checkout/payments/pay_unknown");
    assertThat(page.status()).isEqualTo(404);
    assertThat(page.header("Content-Type")).startsWith("text/html");
  }
}
