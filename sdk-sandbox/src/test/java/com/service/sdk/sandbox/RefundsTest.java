package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Operation 4: refunds only on paid payments, never above the captured amount, idempotent per merchant and key. */
class RefundsTest extends SandboxWireTest {

  private WireResponse refund(SandboxMerchant m, String key, String paymentId, String amount) {
    return wire.plugin(m).idempotencyKey(key).post("/refunds/create", Fixtures.refundBody(m.merchantId(), paymentId, amount));
  }

  @Test
  void refund_ofPaidPayment_returnsSpecFields() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "499.00");
    String body = "{\"merchant_id\":\"" + m.merchantId() + "\",\"payment_id\":\"" + paymentId
        + "\",\"amount\":\"100.25\",\"reason\":\"déjà vu — duplicate order\",\"merchant_refund_id\":\"mr_1\"}";
    WireResponse r = wire.plugin(m).idempotencyKey(Fixtures.key()).post("/refunds/create", body);
    assertThat(r.status()).as(r.body()).isEqualTo(200);
    JsonNode refund = r.json();
    assertThat(refund.get("refund_id").asText()).startsWith("rfnd_");
    assertThat(refund.get("payment_id").asText()).isEqualTo(paymentId);
    assertThat(refund.get("status").asText()).isEqualTo("completed");
    assertThat(refund.get("amount").asText()).isEqualTo("100.2500");
    assertThat(refund.get("currency").asText()).isEqualTo("INR");
    assertThat(refund.get("provider_reference").asText()).isNotEmpty();
    assertThat(refund.get("merchant_refund_id").asText()).isEqualTo("mr_1");
  }

  @Test
  void refund_ofUnpaidPayment_is409() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.createPayment(wire, m, "100.00");
    WireResponse r = refund(m, Fixtures.key(), paymentId, "10.00");
    assertThat(r.status()).isEqualTo(409);
    assertThat(r.message()).contains("only to a paid payment");
  }

  @Test
  void sumOfRefunds_neverExceedsCapturedAmount() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "499.00");
    assertThat(refund(m, Fixtures.key(), paymentId, "300.00").status()).isEqualTo(200);
    WireResponse over = refund(m, Fixtures.key(), paymentId, "200.00");
    assertThat(over.status()).isEqualTo(422);
    assertThat(over.message()).contains("exceeds the refundable amount 199.0000");
    assertThat(refund(m, Fixtures.key(), paymentId, "199.00").status()).isEqualTo(200);
    assertThat(refund(m, Fixtures.key(), paymentId, "0.01").status()).isEqualTo(422);
  }

  @Test
  void idempotencyKey_missingOrShorterThan16_is400_namingTheRule() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "50.00");
    WireResponse missing = wire.plugin(m).post("/refunds/create", Fixtures.refundBody(m.merchantId(), paymentId, "1.00"));
    assertThat(missing.status()).isEqualTo(400);
    assertThat(missing.message()).contains("Idempotency-Key").contains("16");
    WireResponse shortKey = refund(m, "fifteen-chars-x", paymentId, "1.00");
    assertThat(shortKey.status()).isEqualTo(400);
    assertThat(shortKey.message()).contains("at least 16 characters");
    assertThat(refund(m, "sixteen-chars-xx", paymentId, "1.00").status()).isEqualTo(200);
  }

  @Test
  void replay_withSameKey_returnsOriginalAndCreatesNothing() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "100.00");
    String key = Fixtures.key();
    WireResponse first = refund(m, key, paymentId, "40.00");
    WireResponse replay = refund(m, key, paymentId, "40.00");
    assertThat(replay.status()).isEqualTo(first.status()).isEqualTo(200);
    assertThat(replay.json().get("refund_id")).isEqualTo(first.json().get("refund_id"));
    assertThat(sandbox.ledger(m).balance().collectionBalance()).isEqualByComparingTo("60.00");
    assertThat(refund(m, Fixtures.key(), paymentId, "60.00").status()).as("only 40 was refunded").isEqualTo(200);
  }

  @Test
  void sameKey_withDifferentBody_is422() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "100.00");
    String key = Fixtures.key();
    assertThat(refund(m, key, paymentId, "40.00").status()).isEqualTo(200);
    WireResponse changed = refund(m, key, paymentId, "41.00");
    assertThat(changed.status()).isEqualTo(422);
    assertThat(changed.message()).contains("different request body");
  }

  @Test
  void sameKey_byAnotherMerchant_isIndependent() {
    SandboxMerchant a = sandbox.createMerchant();
    SandboxMerchant b = sandbox.createMerchant();
    String key = Fixtures.key();
    WireResponse ra = refund(a, key, Fixtures.paidPayment(sandbox, wire, a, "10.00"), "5.00");
    WireResponse rb = refund(b, key, Fixtures.paidPayment(sandbox, wire, b, "10.00"), "5.00");
    assertThat(ra.status()).isEqualTo(200);
    assertThat(rb.status()).isEqualTo(200);
    assertThat(rb.json().get("refund_id")).isNotEqualTo(ra.json().get("refund_id"));
  }

  @Test
  void fiftyConcurrentRequests_withOneKey_createExactlyOneRefund() throws Exception {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "100.00");
    String key = Fixtures.key();
    CountDownLatch go = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(50);
    try {
      List<Future<WireResponse>> answers = new ArrayList<>();
      for (int i = 0; i < 50; i++) {
        Callable<WireResponse> call = () -> {
          go.await();
          return refund(m, key, paymentId, "30.00");
        };
        answers.add(pool.submit(call));
      }
      go.countDown();
      List<WireResponse> responses = new ArrayList<>();
      for (Future<WireResponse> answer : answers) {
        responses.add(answer.get());
      }
      assertThat(responses).allSatisfy(r -> assertThat(r.status()).as(r.body()).isEqualTo(200));
      Set<String> ids = responses.stream().map(r -> r.json().get("refund_id").asText()).collect(Collectors.toSet());
      assertThat(ids).hasSize(1);
      assertThat(sandbox.ledger(m).balance().collectionBalance()).isEqualByComparingTo(new BigDecimal("70.00"));
    } finally {
      pool.shutdownNow();
    }
  }
}
