package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The dashboard at /_sandbox/ over plain HTTP: what it lists, its buttons' targets, its token cookie. */
class DashboardTest {
  @Test
  void listsEveryKindOfResource_withButtonsForTheirNextStep() {
    try (Sandbox sandbox = Sandbox.start(); RecordingReceiver receiver = new RecordingReceiver(0)) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().notifyUrl(receiver.url("/cb")).build());
      String open = Fixtures.createPayment(wire, m, "1234.5");
      String paid = Fixtures.paidPayment(sandbox, wire, m, "20.00");
      String refund = wire.plugin(m).idempotencyKey(Fixtures.key())
          .post("/refunds/create", Fixtures.refundBody(m.merchantId(), paid, "5.00")).json().get("refund_id").asText();
      String link = Fixtures.createLink(wire, m, "150", "");
      String payee = Fixtures.bankVerifiedPayee(wire, m);
      String payout = Fixtures.payout(wire, m, payee, "10.00");
      CallbackDelivery callback = sandbox.callbacks().await(Duration.ofSeconds(5), CallbackDelivery::delivered);

      WireResponse page = wire.anonymous().get("/_sandbox/");
      assertThat(page.status()).isEqualTo(200);
      assertThat(page.header("Content-Type")).startsWith("text/html");
      assertThat(page.body())
          .contains(m.merchantId(), m.apiKeyId()).doesNotContain(m.apiSecret())
          .contains("data-id=\"" + open + "\"", "1,234.50 INR", "data-post=\"/_sandbox/payments/" + open + "/pay\"",
              "data-post=\"/_sandbox/payments/" + open + "/fail\"")
          .doesNotContain("/_sandbox/payments/" + paid + "/pay")
          .contains(refund, "payment " + paid)
          .contains("data-post=\"/_sandbox/links/" + link + "/pay\"")
          .contains(payee, "bank verified")
          .contains("data-post=\"/_sandbox/payouts/" + payout + "/complete\"", "/_sandbox/payouts/" + payout + "/fail")
          .contains(callback.id(), "payment.paid", "HTTP 204",
              "data-post=\"/_sandbox/callbacks/" + callback.id() + "/redeliver\"")
          .contains("CREATE_PAYMENT", "INITIATE_PAYOUT")
          .doesNotContain("src=\"http", "href=\"http");
      assertThat(wire.anonymous().get("/_sandbox").header("Location")).isEqualTo("/_sandbox/");
    }
  }

  @Test
  void redeliver_sendsTheSameEventAgain() {
    try (Sandbox sandbox = Sandbox.start(); RecordingReceiver receiver = new RecordingReceiver(0)) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().notifyUrl(receiver.url("/cb")).build());
      Fixtures.paidPayment(sandbox, wire, m, "20.00");
      CallbackDelivery first = sandbox.callbacks().await(Duration.ofSeconds(5), CallbackDelivery::delivered);
      WireResponse again = wire.anonymous().post("/_sandbox/callbacks/" + first.id() + "/redeliver", "");
      assertThat(again.status()).as(again.body()).isEqualTo(200);
      sandbox.callbacks().await(Duration.ofSeconds(5), d -> sandbox.callbacks().deliveries().stream()
          .filter(delivery -> delivery.delivered() && delivery.id().equals(first.id())).count() == 2);
      assertThat(receiver.bodies()).hasSize(2);
      assertThat(receiver.bodies().get(1)).isEqualTo(receiver.bodies().get(0));
      assertThat(wire.anonymous().post("/_sandbox/callbacks/evt_unknown/redeliver", "").status()).isEqualTo(404);
    }
  }

  @Test
  void tokenInTheAddress_becomesACookie_onlyWhenItIsTheToken() {
    String token = "dashboard-token-0123456789";
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.builder().controlToken(token).build())) {
      WireClient wire = new WireClient(sandbox);
      assertThat(wire.anonymous().get("/_sandbox/").status()).isEqualTo(401);
      WireResponse admitted = wire.anonymous().get("/_sandbox/?token=" + token);
      assertThat(admitted.status()).isEqualTo(303);
      assertThat(admitted.header("Location")).isEqualTo("/_sandbox/");
      assertThat(admitted.header("Set-Cookie")).startsWith("sandbox_control_token=" + token + ";")
          .contains("HttpOnly", "SameSite=Strict", "Path=/_sandbox");
      assertThat(wire.anonymous().header("Cookie", "sandbox_control_token=" + token).get("/_sandbox/").status())
          .isEqualTo(200);
      WireResponse bogus = wire.anonymous().header("X-Sandbox-Control-Token", token).get("/_sandbox/?token=bogus-token-000000");
      assertThat(bogus.status()).isEqualTo(303);
      assertThat(bogus.header("Set-Cookie")).isNull();
    }
  }

  @Test
  void checkoutPage_showsTheAmountAsAPersonReadsIt() {
    try (Sandbox sandbox = Sandbox.start()) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant();
      String id = Fixtures.createPayment(wire, m, "0.5");
      String page = wire.anonymous().get("/checkout/payments/" + id).body();
      assertThat(page).contains("<title>Pay 0.50 INR</title>", "id=\"amount\">0.50 INR<", "id=\"pay\"", "id=\"fail\"");
      String link = Fixtures.createLink(wire, m, "1000000", "");
      assertThat(wire.anonymous().get("/checkout/" + link).body()).contains("id=\"amount\">1,000,000.00 INR<");
    }
  }
}
