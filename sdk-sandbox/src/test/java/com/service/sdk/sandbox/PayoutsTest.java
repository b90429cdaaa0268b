package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Operations 12 to 14: payouts, their idempotency and uniqueness rules, settlement and ledger records. */
class PayoutsTest extends SandboxWireTest {
  private static final String INITIATE = "/api/v1/payouts/external/initiate";
  private static final String MILLIS = "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z";

  private WireResponse initiate(SandboxMerchant m, String key, String body) {
    return wire.hmac(m).idempotencyKey(key).post(INITIATE, body);
  }

  @Test
  void theTransactionStatusOperations_answerForACollectionToo_asCategoryCollection() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "499.00");
    String transactionId = sandbox.payments(m.merchantId()).stream().filter(p -> p.paymentId().equals(paymentId))
        .findFirst().orElseThrow().transactionId();

    WireResponse payoutStatus = wire.hmac(m).get("/api/v1/payouts/external/status/" + transactionId);
    WireResponse ledgerStatus = wire.hmac(m).get("/api/v1/transactions/external/status/" + transactionId);
    WireResponse othersView = wire.hmac(sandbox.createMerchant()).get("/api/v1/payouts/external/status/" + transactionId);

    assertThat(payoutStatus.status()).as(payoutStatus.body()).isEqualTo(200);
    JsonNode data = payoutStatus.data();
    assertThat(data.get("id").asText()).isEqualTo(transactionId);
    assertThat(data.get("category").asText()).isEqualTo("COLLECTION");
    assertThat(data.get("status").asText()).isEqualTo("COMPLETED");
    assertThat(data.get("amount_gross").asText()).isEqualTo("499.0000");
    assertThat(data.get("amount_net").asText()).isEqualTo("499.0000");
    assertThat(data.get("created_at").asText()).matches(MILLIS);
    assertThat(data.has("internal_ref")).isFalse();
    assertThat(ledgerStatus.data().get("internal_ref").asText()).isEqualTo("INT-" + transactionId);
    assertThat(othersView.status()).as("another merchant's collection").isEqualTo(404);
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
  void sameKey_byAnotherMerchant_isIndependent() {
    SandboxMerchant a = sandbox.createMerchant();
    SandboxMerchant b = sandbox.createMerchant();
    String key = Fixtures.key();
    WireResponse ra = initiate(a, key, Fixtures.payoutBody(Fixtures.bankVerifiedPayee(wire, a), "10.00", "po_k", "IMPS"));
    WireResponse rb = initiate(b, key, Fixtures.payoutBody(Fixtures.bankVerifiedPayee(wire, b), "10.00", "po_k", "IMPS"));
    assertThat(ra.status()).as(ra.body()).isEqualTo(200);
    assertThat(rb.status()).as(rb.body()).isEqualTo(200);
    assertThat(rb.data().get("transaction_id")).isNotEqualTo(ra.data().get("transaction_id"));
    assertThat(sandbox.payouts(a.merchantId())).singleElement()
        .satisfies(p -> assertThat(p.id()).isEqualTo(ra.data().get("transaction_id").asText()));
    assertThat(sandbox.payouts(b.merchantId())).singleElement()
        .satisfies(p -> assertThat(p.id()).isEqualTo(rb.data().get("transaction_id").asText()));
  }

  @Test
  void fiftyConcurrentRequests_withOneKey_createExactlyOnePayout() throws Exception {
    SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder()
        .walletBalance(BigDecimal.ZERO).payoutDepositBalance(new BigDecimal("1000.00")).build());
    String body = Fixtures.payoutBody(Fixtures.bankVerifiedPayee(wire, m), "100.00", "po_race", "IMPS");
    String key = Fixtures.key();
    CountDownLatch go = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(50);
    try {
      List<Future<WireResponse>> answers = new ArrayList<>();
      for (int i = 0; i < 50; i++) {
        Callable<WireResponse> call = () -> {
          go.await();
          return initiate(m, key, body);
        };
        answers.add(pool.submit(call));
      }
      go.countDown();
      Set<String> ids = new HashSet<>();
      for (Future<WireResponse> answer : answers) {
        WireResponse r = answer.get();
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        ids.add(r.data().get("transaction_id").asText());
      }
      assertThat(ids).hasSize(1);
      assertThat(sandbox.payouts(m.merchantId())).singleElement()
          .satisfies(p -> assertThat(p.id()).isEqualTo(ids.iterator().next()));
      assertThat(sandbox.ledger(m).balance().payoutDepositBalance()).as("held once: 100 + fee 5")
          .isEqualByComparingTo("895.00");
    } finally {
      pool.shutdownNow();
    }
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
    WireResponse vpaVerified = wire.hmac(m).post("/api/v1/payees/external/" + bankVerified + "/verify/vpa", "{}");
    assertThat(vpaVerified.status()).as(vpaVerified.body()).isEqualTo(200);
    assertThat(vpaVerified.data().get("status").asText()).isEqualTo("verified");
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
