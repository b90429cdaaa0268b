package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Callbacks on payment paid, link paid and payout completed or failed: shape, destination, retries, records. */
class CallbacksTest {
  private static final Duration WAIT = Duration.ofSeconds(5);
  private static final Duration BACKOFF = Duration.ofMillis(40);
  private static Sandbox sandbox;
  private static WireClient wire;
  private static RecordingReceiver receiver;

  @BeforeAll
  static void start() {
    sandbox = Sandbox.start(SandboxOptions.builder().callbackBackoff(BACKOFF).callbackMaxAttempts(3).build());
    wire = new WireClient(sandbox);
    receiver = new RecordingReceiver(0);
  }

  @AfterAll
  static void stop() {
    sandbox.close();
    receiver.close();
  }

  private static JsonNode json(String payload) throws IOException {
    return new ObjectMapper().readTree(payload);
  }

  @Test
  void paymentPaid_isPostedToCallbackUrl_withEventIdsStatusAndAmount() throws IOException {
    SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().notifyUrl(receiver.url("/default")).build());
    String url = receiver.url("/payment-cb");
    String body = Fixtures.paymentBody(m.merchantId(), "499.00").replace("{\"merchant_id\"", "{\"callback_url\":\"" + url + "\",\"merchant_id\"");
    String paymentId = wire.plugin(m).post("/payments/create", body).json().get("payment_id").asText();
    SandboxPayment paid = sandbox.payPayment(paymentId);
    CallbackDelivery delivery = sandbox.callbacks().await(WAIT, d -> d.delivered() && d.payload().contains(paymentId));
    assertThat(delivery.event()).isEqualTo("payment.paid");
    assertThat(delivery.url()).isEqualTo(url);
    JsonNode payload = json(delivery.payload());
    assertThat(payload.get("event").asText()).isEqualTo("payment.paid");
    assertThat(payload.get("event_id").asText()).isEqualTo(delivery.id());
    assertThat(payload.get("payment_id").asText()).isEqualTo(paymentId);
    assertThat(payload.get("transaction_id").asText()).isEqualTo(paid.transactionId());
    assertThat(payload.get("status").asText()).isEqualTo("paid");
    assertThat(payload.get("amount").asText()).isEqualTo("499.0000");
    assertThat(receiver.bodies()).contains(delivery.payload());
  }

  @Test
  void linkPaid_goesToNotifyUrl_andPayoutEvents_goToMerchantDefault() throws IOException {
    SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().notifyUrl(receiver.url("/merchant")).build());
    String shortId = Fixtures.createLink(wire, m, "100", ",\"notify_url\":\"" + receiver.url("/link") + "\"");
    SandboxLinkPayment paid = sandbox.payLink(shortId, new BigDecimal("100"));
    CallbackDelivery link = sandbox.callbacks().await(WAIT, d -> d.delivered() && d.payload().contains(shortId));
    assertThat(link.event()).isEqualTo("link.paid");
    assertThat(link.url()).isEqualTo(receiver.url("/link"));
    assertThat(json(link.payload()).get("transaction_id").asText()).isEqualTo(paid.transactionId());
    assertThat(json(link.payload()).get("status").asText()).isEqualTo("SUCCESS");

    String payee = Fixtures.bankVerifiedPayee(wire, m);
    String done = Fixtures.payout(wire, m, payee, "10.00");
    String failed = Fixtures.payout(wire, m, payee, "10.00");
    sandbox.completePayout(done);
    sandbox.failPayout(failed, "account closed");
    CallbackDelivery completed = sandbox.callbacks().await(WAIT, d -> d.delivered() && d.payload().contains(done));
    assertThat(completed.event()).isEqualTo("payout.completed");
    assertThat(completed.url()).isEqualTo(receiver.url("/merchant"));
    CallbackDelivery fail = sandbox.callbacks().await(WAIT, d -> d.delivered() && d.payload().contains(failed));
    assertThat(fail.event()).isEqualTo("payout.failed");
    assertThat(json(fail.payload()).get("failure_reason").asText()).isEqualTo("account closed");
    assertThat(json(fail.payload()).get("status").asText()).isEqualTo("FAILED");
  }

  @Test
  void failedAttempts_areRetriedWithBackoff_andEveryAttemptIsRecorded() {
    try (RecordingReceiver flaky = new RecordingReceiver(2)) {
      SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().notifyUrl(flaky.url("/flaky")).build());
      String paymentId = Fixtures.paidPayment(sandbox, wire, m, "5.00");
      CallbackDelivery d = sandbox.callbacks().await(WAIT, x -> x.finished() && x.payload().contains(paymentId));
      assertThat(d.delivered()).isTrue();
      assertThat(d.attempts()).extracting(CallbackAttempt::statusCode).containsExactly(500, 500, 204);
      Duration firstGap = Duration.between(d.attempts().get(0).attemptedAt(), d.attempts().get(1).attemptedAt());
      Duration secondGap = Duration.between(d.attempts().get(1).attemptedAt(), d.attempts().get(2).attemptedAt());
      assertThat(firstGap).as("backoff before attempt 2").isGreaterThanOrEqualTo(BACKOFF);
      assertThat(secondGap).as("doubled backoff before attempt 3").isGreaterThanOrEqualTo(BACKOFF.multipliedBy(2));
      assertThat(flaky.bodies()).hasSize(3);
    }
  }

  @Test
  void receiverThatNeverFinishesItsAnswer_timesOut_andDoesNotHoldUpOtherMerchantsCallbacks() {
    Duration timeout = Duration.ofMillis(800);
    try (Sandbox own = Sandbox.start(SandboxOptions.builder().callbackTimeout(timeout).callbackMaxAttempts(1).build());
        StallingReceiver stalling = new StallingReceiver()) {
      WireClient ownWire = new WireClient(own);
      SandboxMerchant slow = own.createMerchant(MerchantOptions.builder().notifyUrl(stalling.url("/slow")).build());
      for (int i = 0; i < 4; i++) {
        Fixtures.paidPayment(own, ownWire, slow, "5.00");
      }
      long start = System.nanoTime();
      while (stalling.received() < 4 && System.nanoTime() - start < WAIT.toNanos()) {
        Thread.onSpinWait();
      }
      assertThat(stalling.received()).as("all four attempts are under way").isEqualTo(4);
      SandboxMerchant good = own.createMerchant(MerchantOptions.builder().notifyUrl(receiver.url("/good")).build());
      long paidAt = System.nanoTime();
      String paymentId = Fixtures.paidPayment(own, ownWire, good, "5.00");
      own.callbacks().await(WAIT, d -> d.delivered() && d.payload().contains(paymentId));
      assertThat(Duration.ofNanos(System.nanoTime() - paidAt)).as("not queued behind the stalled receiver")
          .isLessThan(timeout.dividedBy(2));
      CallbackDelivery stalled = own.callbacks().await(WAIT, d -> d.finished() && d.url().endsWith("/slow"));
      assertThat(stalled.delivered()).isFalse();
      assertThat(stalled.attempts()).singleElement()
          .satisfies(a -> assertThat(a.error()).contains("no complete answer within callbackTimeout"));
    }
  }

  @Test
  void callbacksBeyondMaxPending_areRecordedAsFailedWithoutBeingSent() {
    try (Sandbox own = Sandbox.start(SandboxOptions.builder().callbackTimeout(Duration.ofSeconds(3))
            .callbackMaxAttempts(1).callbackMaxPending(2).build());
        StallingReceiver stalling = new StallingReceiver()) {
      WireClient ownWire = new WireClient(own);
      SandboxMerchant m = own.createMerchant(MerchantOptions.builder().notifyUrl(stalling.url("/slow")).build());
      Fixtures.paidPayment(own, ownWire, m, "5.00");
      Fixtures.paidPayment(own, ownWire, m, "5.00");
      String third = Fixtures.paidPayment(own, ownWire, m, "5.00");
      CallbackDelivery dropped = own.callbacks().await(Duration.ofMillis(500), d -> d.payload().contains(third));
      assertThat(dropped.finished()).isTrue();
      assertThat(dropped.delivered()).isFalse();
      assertThat(dropped.attempts()).singleElement().satisfies(a -> {
        assertThat(a.statusCode()).isZero();
        assertThat(a.error()).contains("callbackMaxPending");
      });
      assertThat(own.callbacks().deliveries()).filteredOn(d -> !d.finished()).hasSize(2);
    }
  }

  @Test
  void unreachableDestination_givesUpAfterMaxAttempts() {
    SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().notifyUrl("http://127.0.0.1:1/nowhere").build());
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "5.00");
    CallbackDelivery d = sandbox.callbacks().await(WAIT, x -> x.finished() && x.payload().contains(paymentId));
    assertThat(d.delivered()).isFalse();
    assertThat(d.attempts()).hasSize(3).allSatisfy(a -> {
      assertThat(a.statusCode()).isZero();
      assertThat(a.error()).isNotEmpty();
    });
  }

  @Test
  void await_throwsWhenNothingMatches_andHttpListsDeliveries() {
    assertThatThrownBy(() -> sandbox.callbacks().await(Duration.ofMillis(50), d -> d.event().equals("never")))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("no callback matched");
    SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().notifyUrl(receiver.url("/list")).build());
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "5.00");
    sandbox.callbacks().await(WAIT, d -> d.delivered() && d.payload().contains(paymentId));
    WireResponse listed = wire.anonymous().get("/_sandbox/callbacks");
    assertThat(listed.status()).isEqualTo(200);
    assertThat(listed.body()).contains(paymentId).contains("\"attempts\"").contains("\"status_code\":204");
  }

  @Test
  void switchedOff_callbacksAreRecordedUnsent_andSwitchedOnAgain_furtherOnesGoOut() {
    try (Sandbox own = Sandbox.start(SandboxOptions.builder().callbackBackoff(BACKOFF).build())) {
      WireClient ownWire = new WireClient(own);
      SandboxMerchant m = own.createMerchant(MerchantOptions.builder().notifyUrl(receiver.url("/off")).build());

      own.callbacks().off();
      String silent = Fixtures.paidPayment(own, ownWire, m, "5.00");
      CallbackDelivery unsent = own.callbacks().await(WAIT, d -> d.finished() && d.payload().contains(silent));
      own.callbacks().redeliver(unsent.id());
      assertThat(ownWire.anonymous().post("/_sandbox/callbacks/on", "").status()).isEqualTo(200);
      String heard = Fixtures.paidPayment(own, ownWire, m, "5.00");
      own.callbacks().await(WAIT, d -> d.delivered() && d.payload().contains(heard));
      assertThat(ownWire.anonymous().post("/_sandbox/callbacks/off", "").status()).isEqualTo(200);
      String silentAgain = Fixtures.paidPayment(own, ownWire, m, "5.00");

      assertThat(unsent.delivered()).isFalse();
      assertThat(unsent.attempts()).singleElement().satisfies(a -> {
        assertThat(a.statusCode()).isZero();
        assertThat(a.error()).isEqualTo("not sent: callbacks are switched off");
      });
      assertThat(own.callbacks().deliveries()).filteredOn(d -> d.payload().contains(silent))
          .as("the first and its redelivery, neither sent").hasSize(2).noneMatch(CallbackDelivery::delivered);
      assertThat(own.callbacks().deliveries()).filteredOn(d -> d.payload().contains(silentAgain))
          .singleElement().satisfies(d -> assertThat(d.delivered()).isFalse());
      assertThat(receiver.bodies()).noneMatch(b -> b.contains(silent) || b.contains(silentAgain))
          .anyMatch(b -> b.contains(heard));
    }
  }

  @Test
  void noDestination_sendsNothing() {
    SandboxMerchant m = sandbox.createMerchant();
    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "5.00");
    assertThat(sandbox.callbacks().deliveries()).noneMatch(d -> d.payload().contains(paymentId));
  }
}
