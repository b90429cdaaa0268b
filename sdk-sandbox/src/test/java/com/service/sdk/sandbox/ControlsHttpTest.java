package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** The /_sandbox/... HTTP controls mirror the Java controls. */
class ControlsHttpTest extends SandboxWireTest {

  private SandboxMerchant merchantOverHttp(String body) {
    WireResponse created = wire.anonymous().post("/_sandbox/merchants", body);
    assertThat(created.status()).as(created.body()).isEqualTo(200);
    JsonNode data = created.data();
    return new SandboxMerchant(data.get("merchant_id").asText(), data.get("api_key_id").asText(), data.get("api_secret").asText());
  }

  @Test
  void merchants_payments_links_andLedgerOverHttp() {
    SandboxMerchant m = merchantOverHttp("{\"wallet_balance\":100.00,\"payout_deposit_balance\":0}");
    assertThat(wire.plugin(m).get("/payments/balance").json().get("available_balance").decimalValue())
        .isEqualByComparingTo("100");
    String paymentId = Fixtures.createPayment(wire, m, "10.00");
    WireResponse paid = wire.anonymous().post("/_sandbox/payments/" + paymentId + "/pay", "");
    assertThat(paid.data().get("status").asText()).isEqualTo("paid");
    assertThat(paid.data().get("transaction_id").asText()).isNotEmpty();
    assertThat(wire.anonymous().post("/_sandbox/payments/" + paymentId + "/pay", "").status()).isEqualTo(409);

    String shortId = Fixtures.createLink(wire, m, "10", ",\"max_limit\":20");
    WireResponse linkPaid = wire.anonymous().post("/_sandbox/links/" + shortId + "/pay", "{\"amount\":15.5}");
    assertThat(linkPaid.status()).as(linkPaid.body()).isEqualTo(200);
    assertThat(linkPaid.data().get("amount").decimalValue()).isEqualByComparingTo("15.5");

    JsonNode ledger = wire.anonymous().get("/_sandbox/merchants/" + m.merchantId() + "/ledger").data();
    assertThat(ledger.get("balance").get("collection_balance").decimalValue()).isEqualByComparingTo("25.5");
    assertThat(ledger.get("payouts")).isEmpty();
  }

  @Test
  void payoutsCompleteAndFailOverHttp() {
    SandboxMerchant m = merchantOverHttp("");
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    String done = Fixtures.payout(wire, m, payee, "10.00");
    String failed = Fixtures.payout(wire, m, payee, "10.00");
    assertThat(wire.anonymous().post("/_sandbox/payouts/" + done + "/complete", "").data().get("status").asText())
        .isEqualTo("COMPLETED");
    assertThat(wire.anonymous().post("/_sandbox/payouts/" + failed + "/fail", "{}").status()).isEqualTo(400);
    WireResponse fail = wire.anonymous().post("/_sandbox/payouts/" + failed + "/fail", "{\"failure_reason\":\"beneficiary bank offline\"}");
    assertThat(fail.data().get("status").asText()).isEqualTo("FAILED");
    assertThat(fail.data().get("failure_reason").asText()).isEqualTo("beneficiary bank offline");
    assertThat(wire.anonymous().post("/_sandbox/payouts/" + done + "/complete", "").status()).isEqualTo(409);
    assertThat(wire.anonymous().post("/_sandbox/payouts/nope/complete", "").status()).isEqualTo(404);
  }

  @Test
  void merchantOptionsOverHttp_areApplied() {
    SandboxMerchant m = merchantOverHttp("{\"provider_assigned\":false,\"approved_source_ips\":[\"10.0.0.1\"]}");
    assertThat(wire.plugin(m).get("/payments/balance").status()).isEqualTo(403);
    assertThat(wire.hmac(m).post("/api/v1/collections/intents/api", Fixtures.linkBody("10", "")).status()).isEqualTo(400);
    assertThat(wire.anonymous().post("/_sandbox/merchants", "{\"approved_source_ips\":[\"example.com\"]}").status())
        .isEqualTo(400);
  }
}
