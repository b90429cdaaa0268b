package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Fault injection: statuses, rate limits, delays and dropped answers, none of which corrupts state. */
class FaultsTest extends SandboxWireTest {
  private static final String INITIATE = "/api/v1/payouts/external/initiate";

  @BeforeEach
  void clearFaults() {
    sandbox.faults().clear();
  }

  @Test
  void nextStatus_answersThatStatusWithoutEffect_thenServesNormally() {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    FaultRule rule = FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).status(503);
    sandbox.faults().add(rule);
    String key = Fixtures.key();
    String body = Fixtures.payoutBody(payee, "10.00", "po_f1", "IMPS");
    assertThat(rule.fired()).isZero();
    WireResponse faulted = wire.hmac(m).idempotencyKey(key).post(INITIATE, body);
    assertThat(faulted.status()).isEqualTo(503);
    assertThat(rule.fired()).isEqualTo(1);
    assertThat(faulted.json().get("success").asBoolean()).isFalse();
    assertThat(sandbox.payouts(m.merchantId())).isEmpty();
    assertThat(wire.hmac(m).idempotencyKey(key).post(INITIATE, body).status()).isEqualTo(200);
    assertThat(sandbox.payouts(m.merchantId())).hasSize(1);
    assertThat(rule.fired()).as("a next(1) rule fires once").isEqualTo(1);
    assertThat(rule).hasToString("INITIATE_PAYOUT, next 1: status 503 (fired 1)");
  }

  @Test
  void rateLimited_answers429WithRetryAfter_inThePluginErrorShape() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "10.00");
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).rateLimited(Duration.ofSeconds(2)));
    WireResponse limited = wire.plugin(m).idempotencyKey(Fixtures.key())
        .post("/refunds/create", Fixtures.refundBody(m.merchantId(), paymentId, "1.00"));
    assertThat(limited.status()).isEqualTo(429);
    assertThat(limited.header("Retry-After")).isEqualTo("2");
    assertThat(limited.json().get("error").asText()).isEqualTo("rate_limited");
  }

  @Test
  void delay_holdsTheAnswerPastTheClientTimeout_thenStopsAfterN() throws IOException {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.createPayment(wire, m, "10.00");
    sandbox.faults().add(FaultRule.on(SandboxOperation.PAYMENT_STATUS).next(1).delay(Duration.ofMillis(1500)));
    WireClient.Request slow = wire.plugin(m).timeout(Duration.ofMillis(300));
    assertThatThrownBy(() -> slow.sendOrThrow("GET", "/payments/" + paymentId + "/status", ""))
        .isInstanceOf(HttpTimeoutException.class);
    WireResponse next = wire.plugin(m).timeout(Duration.ofMillis(1000)).sendOrThrow("GET", "/payments/" + paymentId + "/status", "");
    assertThat(next.status()).isEqualTo(200);
  }

  @Test
  void delayedAnswers_doNotHoldRequestThreads_soOtherOperationsAnswerAtOnce() throws Exception {
    try (Sandbox small = Sandbox.start(SandboxOptions.builder().threads(2).build())) {
      WireClient smallWire = new WireClient(small);
      SandboxMerchant m = small.createMerchant();
      String paymentId = Fixtures.createPayment(smallWire, m, "10.00");
      small.faults().add(FaultRule.on(SandboxOperation.PAYMENT_STATUS).delay(Duration.ofSeconds(3)));
      List<Thread> clients = new ArrayList<>();
      for (int i = 0; i < 6; i++) {
        WireClient.Request slow = smallWire.plugin(m).timeout(Duration.ofMillis(200));
        Thread client = new Thread(() -> assertThatThrownBy(() -> slow.sendOrThrow("GET", "/payments/" + paymentId + "/status", ""))
            .isInstanceOf(HttpTimeoutException.class));
        client.start();
        clients.add(client);
      }
      for (Thread client : clients) {
        client.join();
      }
      long start = System.nanoTime();
      assertThat(smallWire.plugin(m).timeout(Duration.ofSeconds(5)).get("/payments/balance").status()).isEqualTo(200);
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(500));
    }
  }

  @Test
  void dropAfterCommit_clientSeesIoError_andTheEffectExistsExactlyOnce() throws IOException {
    SandboxMerchant m = sandbox.createMerchant();
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    sandbox.faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).dropAfterCommit());
    String key = Fixtures.key();
    String body = Fixtures.payoutBody(payee, "10.00", "po_drop", "IMPS");
    WireClient.Request first = wire.hmac(m).idempotencyKey(key);
    assertThatThrownBy(() -> first.sendOrThrow("POST", INITIATE, body))
        .isInstanceOf(IOException.class).isNotInstanceOf(HttpTimeoutException.class);
    assertThat(sandbox.payouts(m.merchantId())).as("committed before the drop").hasSize(1);
    WireResponse retry = wire.hmac(m).idempotencyKey(key).sendOrThrow("POST", INITIATE, body);
    assertThat(retry.status()).isEqualTo(200);
    assertThat(retry.data().get("transaction_id").asText()).isEqualTo(sandbox.payouts(m.merchantId()).get(0).id());
    assertThat(sandbox.payouts(m.merchantId())).hasSize(1);
  }

  @Test
  void seededProbability_isReproducible() {
    List<Integer> first = statusesWithSeed(7L);
    assertThat(first).contains(500).contains(200);
    assertThat(statusesWithSeed(7L)).isEqualTo(first);
    assertThat(statusesWithSeed(8L)).isNotEqualTo(first);
  }

  private List<Integer> statusesWithSeed(long seed) {
    sandbox.faults().clear();
    sandbox.faults().add(FaultRule.on(SandboxOperation.BALANCE).probability(0.3, seed).status(500));
    SandboxMerchant m = sandbox.createMerchant();
    List<Integer> statuses = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      statuses.add(wire.plugin(m).get("/payments/balance").status());
    }
    return statuses;
  }

  @Test
  void rulesOnOtherOperations_doNotFire() {
    SandboxMerchant m = sandbox.createMerchant();
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_LINK).status(500));
    assertThat(wire.plugin(m).get("/payments/balance").status()).isEqualTo(200);
    assertThat(wire.hmac(m).post("/api/v1/collections/intents/api", Fixtures.linkBody("10", "")).status()).isEqualTo(500);
  }

  @Test
  void faultsOverHttp_canBeAddedListedAndCleared() {
    SandboxMerchant m = sandbox.createMerchant();
    WireResponse added = wire.anonymous().post("/_sandbox/faults", "{\"operation\":\"BALANCE\",\"next\":1,\"status\":502}");
    assertThat(added.status()).as(added.body()).isEqualTo(200);
    assertThat(added.data().get(0).asText()).contains("BALANCE").contains("502");
    assertThat(wire.plugin(m).get("/payments/balance").status()).isEqualTo(502);
    assertThat(wire.plugin(m).get("/payments/balance").status()).isEqualTo(200);
    wire.anonymous().post("/_sandbox/faults", "{\"operation\":\"BALANCE\",\"retry_after_seconds\":3}");
    assertThat(wire.plugin(m).get("/payments/balance").header("Retry-After")).isEqualTo("3");
    assertThat(wire.anonymous().send("DELETE", "/_sandbox/faults", "").data()).isEmpty();
    assertThat(wire.plugin(m).get("/payments/balance").status()).isEqualTo(200);
    assertThat(wire.anonymous().post("/_sandbox/faults", "{\"operation\":\"NOPE\",\"status\":500}").status()).isEqualTo(400);
    assertThat(wire.anonymous().post("/_sandbox/faults", "{\"operation\":\"BALANCE\",\"status\":418}").status()).isEqualTo(400);
    wire.anonymous().post("/_sandbox/faults", "{\"operation\":\"BALANCE\",\"next\":1,\"status\":403}");
    assertThat(wire.plugin(m).get("/payments/balance").status()).as("a refusal over HTTP too").isEqualTo(403);
    assertThat(wire.anonymous().send("DELETE", "/_sandbox/faults", "").data()).isEmpty();
  }
}
