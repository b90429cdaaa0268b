package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** One merchant gets 404 for another merchant's payment, refund target, payee or transaction. */
class IsolationTest {
  private static Sandbox sandbox;
  private static WireClient wire;
  private static SandboxMerchant owner;
  private static SandboxMerchant intruder;

  @BeforeAll
  static void start() {
    sandbox = Sandbox.start();
    wire = new WireClient(sandbox);
    owner = sandbox.createMerchant();
    intruder = sandbox.createMerchant();
  }

  @AfterAll
  static void stop() {
    sandbox.close();
  }

  @Test
  void anotherMerchantsPayment_is404_forStatusAndRefund() {
    String paymentId = Fixtures.paidPayment(sandbox, wire, owner, "100.00");
    assertThat(wire.plugin(intruder).get("/payments/" + paymentId + "/status").status()).isEqualTo(404);
    WireResponse refund = wire.plugin(intruder).idempotencyKey(Fixtures.key())
        .post("/refunds/create", Fixtures.refundBody(intruder.merchantId(), paymentId, "1.00"));
    assertThat(refund.status()).isEqualTo(404);
    assertThat(refund.json().get("error").asText()).isEqualTo("not_found");
  }

  @Test
  void anotherMerchantsPayee_is404_andNotListed() {
    String payee = Fixtures.bankVerifiedPayee(wire, owner);
    assertThat(wire.hmac(intruder).post("/api/v1/payees/external/" + payee + "/verify/bank", "{}").status()).isEqualTo(404);
    assertThat(wire.hmac(intruder).post("/api/v1/payees/external/" + payee + "/verify/vpa", "{}").status()).isEqualTo(404);
    WireResponse payout = wire.hmac(intruder).idempotencyKey(Fixtures.key())
        .post("/api/v1/payouts/external/initiate", Fixtures.payoutBody(payee, "1.00", "po_steal", "IMPS"));
    assertThat(payout.status()).isEqualTo(404);
    assertThat(wire.hmac(intruder).get("/api/v1/payees/external/list").body()).doesNotContain(payee);
  }

  @Test
  void anotherMerchantsTransaction_is404_inBothStatusOperations() {
    String txn = Fixtures.payout(wire, owner, Fixtures.bankVerifiedPayee(wire, owner), "1.00");
    WireResponse payout = wire.hmac(intruder).get("/api/v1/payouts/external/status/" + txn);
    assertThat(payout.status()).isEqualTo(404);
    assertThat(payout.json().get("success").asBoolean()).isFalse();
    assertThat(wire.hmac(intruder).get("/api/v1/transactions/external/status/" + txn).status()).isEqualTo(404);
  }
}
