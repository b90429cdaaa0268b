package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Operations 12 to 14: payouts, their idempotency and uniqueness rules, settlement and ledger records. */
class PayoutsTest {
  private static final String INITIATE = "/api/v1/payouts/external/initiate";
  private static final String MILLIS = "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z";
  private static Sandbox sandbox;
  private static WireClient wire;

  @BeforeAll
  static void start() {
    sandbox = Sandbox.start();
    wire = new WireClient(sandbox);
  }

  @AfterAll
  static void stop() {
    sandbox.close();
  }

  private static WireResponse initiate(SandboxMerchant m, String key, String body) {
    return wire.hmac(m).idempotencyKey(key).post(INITIATE, body);
  }

  @Test
  void initiate_returnsProcessingTransaction() {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    WireResponse r = initiate(m, Fixtures.key(), Fixtures.payoutBody(payee, "1250.75", "po_1", "IMPS"));
    assertThat(r.status()).as(r.body()).isEqualTo(200);
    assertThat(r.json().get("success").asBoolean()).isTrue();
    assertThat(r.data().get("status").asText()).isEqualTo("processing");
    assertThat(r.data().get("message").asText()).isNotEmpty();
    assertThat(r.data().get("transaction_id").asText()).isNotEmpty();
  }

  @Test
  void amountAsString_is400() {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    assertThat(initiate(m, Fixtures.key(), Fixtures.payoutBody(payee, "\"10.00\"", "po_s", "IMPS")).status()).isEqualTo(400);
  }

  @Test
  void amountWithAnExponent_is400_andCreatesNothing() {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    WireResponse r = initiate(m, Fixtures.key(), Fixtures.payoutBody(payee, "1e1", "po_exp", "IMPS"));
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.message()).contains("amount is written with an exponent (1e1)");
    assertThat(sandbox.payouts(m.merchantId())).isEmpty();
  }

  @Test
  void idempotencyKey_isRequired_andReplayReturnsOriginalWithoutNewPayout() {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    String body = Fixtures.payoutBody(payee, "10.00", "po_idem", "IMPS");
    assertThat(wire.hmac(m).post(INITIATE, body).message()).contains("Idempotency-Key");
    assertThat(initiate(m, "short-key", body).status()).isEqualTo(400);
    String key = Fixtures.key();
    WireResponse first = initiate(m, key, body);
    WireResponse replay = initiate(m, key, body);
    assertThat(replay.status()).isEqualTo(200);
    assertThat(replay.data().get("transaction_id")).isEqualTo(first.data().get("transaction_id"));
    assertThat(sandbox.payouts(m.merchantId())).hasSize(1);
    WireResponse otherBody = initiate(m, key, Fixtures.payoutBody(payee, "11.00", "po_idem", "IMPS"));
    assertThat(otherBody.status()).isEqualTo(422);
  }

  @Test
  void externalRef_isUniquePerMerchant() {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    assertThat(initiate(m, Fixtures.key(), Fixtures.payoutBody(payee, "10.00", "po_dup", "IMPS")).status()).isEqualTo(200);
    WireResponse dup = initiate(m, Fixtures.key(), Fixtures.payoutBody(payee, "10.00", "po_dup", "NEFT"));
    assertThat(dup.status()).isEqualTo(409);
    assertThat(dup.message()).contains("external_ref po_dup");
    SandboxMerchant other = sandbox.createMerchant();
    String otherPayee = Fixtures.bankVerifiedPayee(wire, other);
    assertThat(initiate(other, Fixtures.key(), Fixtures.payoutBody(otherPayee, "10.00", "po_dup", "IMPS")).status()).isEqualTo(200);
  }

  @Test
  void payee_mustBeVerifiedByTheMethodMatchingThePayoutMethod() {
    SandboxMerchant m = sandbox.createMerchant();
    String bankVerified = Fixtures.bankVerifiedPayee(wire, m);
    WireResponse upi = initiate(m, Fixtures.key(), Fixtures.payoutBody(bankVerified, "10.00", "po_upi", "UPI"));
    assertThat(upi.status()).isEqualTo(422);
    assertThat(upi.message()).contains("UPI verification");
    for (String method : new String[] {"IMPS", "NEFT", "RTGS"}) {
      assertThat(initiate(m, Fixtures.key(), Fixtures.payoutBody(bankVerified, "10.00", "po_" + method, method)).status())
          .isEqualTo(200);
    }
    wire.hmac(m).post("/api/v1/payees/external/" + bankVerified + "/verify/vpa", "{}");
    assertThat(initiate(m, Fixtures.key(), Fixtures.payoutBody(bankVerified, "10.00", "po_upi", "UPI")).status()).isEqualTo(200);
    String unverified = wire.hmac(m).post("/api/v1/payees/external/create", Fixtures.bankPayeeBody("99988877766"))
        .data().get("id").asText();
    WireResponse imps = initiate(m, Fixtures.key(), Fixtures.payoutBody(unverified, "10.00", "po_unv", "IMPS"));
    assertThat(imps.status()).isEqualTo(422);
    assertThat(imps.message()).contains("bank verification");
    assertThat(initiate(m, Fixtures.key(), Fixtures.payoutBody(bankVerified, "10.00", "po_x", "SWIFT")).status()).isEqualTo(400);
  }

  @Test
  void completed_ledgerRecordHasGrossFeesNetCategoryAndMillisecondTimes_internalRefOnlyInOp14() {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    String txn = Fixtures.payout(wire, m, payee, "1000.00");
    JsonNode processing = wire.hmac(m).get("/api/v1/payouts/external/status/" + txn).data();
    assertThat(processing.get("status").asText()).isEqualTo("processing");
    sandbox.completePayout(txn);
    JsonNode payout = wire.hmac(m).get("/api/v1/payouts/external/status/" + txn).data();
    assertThat(payout.properties()).extracting(Map.Entry::getKey).containsExactly("id", "external_ref", "gateway_ref",
        "amount_gross", "amount_fees", "amount_net", "currency", "category", "method", "status", "payee_id",
        "payee_name", "failure_reason", "created_at", "updated_at");
    assertThat(payout.get("id").asText()).isEqualTo(txn);
    assertThat(payout.get("status").asText()).isEqualTo("COMPLETED");
    assertThat(payout.get("category").asText()).isEqualTo("DISBURSEMENT");
    assertThat(payout.get("amount_gross").asText()).isEqualTo("1005.0000");
    assertThat(payout.get("amount_fees").asText()).isEqualTo("5.0000");
    assertThat(payout.get("amount_net").asText()).isEqualTo("1000.0000");
    assertThat(payout.get("method").asText()).isEqualTo("IMPS");
    assertThat(payout.get("payee_name").asText()).isEqualTo("Ravi Kumar");
    assertThat(payout.get("gateway_ref").asText()).isNotEmpty();
    assertThat(payout.get("failure_reason").isNull()).isTrue();
    assertThat(payout.get("created_at").asText()).matches(MILLIS);
    assertThat(payout.get("updated_at").asText()).matches(MILLIS);
    JsonNode transaction = wire.hmac(m).get("/api/v1/transactions/external/status/" + txn).data();
    assertThat(transaction.get("internal_ref").asText()).isNotEmpty();
    assertThat(transaction.get("status")).isEqualTo(payout.get("status"));
  }

  @Test
  void failed_reportsFailureReason() {
    SandboxMerchant m = sandbox.createMerchant();
    String txn = Fixtures.payout(wire, m, Fixtures.bankVerifiedPayee(wire, m), "10.00");
    sandbox.failPayout(txn, "beneficiary bank offline");
    JsonNode payout = wire.hmac(m).get("/api/v1/transactions/external/status/" + txn).data();
    assertThat(payout.get("status").asText()).isEqualTo("FAILED");
    assertThat(payout.get("failure_reason").asText()).isEqualTo("beneficiary bank offline");
    assertThat(sandbox.ledger(m).payouts()).singleElement()
        .satisfies(p -> assertThat(p.status()).isEqualTo("FAILED"));
  }

  @Test
  void queryOnOperationWithoutQueryParameters_is400() {
    SandboxMerchant m = sandbox.createMerchant();
    String txn = Fixtures.payout(wire, m, Fixtures.bankVerifiedPayee(wire, m), "10.00");
    WireResponse r = wire.hmac(m).get("/api/v1/payouts/external/status/" + txn + "?verbose=true");
    assertThat(r.status()).isEqualTo(400);
    assertThat(r.message()).contains("PAYOUT_STATUS takes no query parameters");
  }

  @Test
  void autoSettleOption_completesPayouts() {
    try (Sandbox auto = Sandbox.start(SandboxOptions.builder().autoSettlePayouts(true).build())) {
      WireClient autoWire = new WireClient(auto);
      SandboxMerchant m = auto.createMerchant();
      String txn = Fixtures.payout(autoWire, m, Fixtures.bankVerifiedPayee(autoWire, m), "10.00");
      assertThat(autoWire.hmac(m).get("/api/v1/payouts/external/status/" + txn).data().get("status").asText())
          .isEqualTo("COMPLETED");
    }
  }
}
