package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServiceException;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@link MoneyMovements} against the sandbox: record, send, settle, and resume what a call left open. */
@ExtendWith({PostgresExtension.class, SandboxExtension.class})
class MoneyMovementsTest {
  private final Sandbox sandbox;

  MoneyMovementsTest(Sandbox sandbox) {
    this.sandbox = sandbox;
  }

  @AfterEach
  void faultsOff() {
    sandbox.faults().clear();
  }

  @Test
  void aRefund_isRecordedPendingWithItsExactBytesBeforeItIsSent_thenApplied(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    CreateRefundRequest request = shop.refund("order-1-r1", "10.00");
    byte[] body = shop.plugin.refunds().prepare(request, RequestOptions.defaults()).body();

    Refund refund = shop.movements.refund(request);

    assertThat(shop.recordedAtSend).containsExactly("PENDING " + body.length);
    Movement movement = shop.movements.find(refund.idempotencyKey()).orElseThrow();
    assertThat(movement.state()).isEqualTo(MovementState.APPLIED);
    assertThat(movement.resultId()).isEqualTo(refund.refundId());
    assertThat(movement.attempts()).isEqualTo(1);
    assertThat(movement.request().body()).isEqualTo(body);
    assertThat(movement.request().operation()).isEqualTo("refunds.create");
    assertThat(shop.refunded()).isEqualByComparingTo("10.00");
  }

  @Test
  void aPayout_isRecordedThenApplied_withItsTransactionId(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);

    PayoutInitiation payout = shop.movements.payout(shop.payout("po-1"));

    assertThat(shop.recordedAtSend).hasSize(1).allSatisfy(row -> assertThat(row).startsWith("PENDING "));
    Movement movement = shop.movements.find(payout.idempotencyKey()).orElseThrow();
    assertThat(movement.state()).isEqualTo(MovementState.APPLIED);
    assertThat(movement.resultId()).isEqualTo(payout.transactionId());
    assertThat(shop.payoutsMade("po-1")).isOne();
  }

  @Test
  void aLostAnswer_isRecordedUnknown_andResumeFindsTheOriginalWithTheSameKeyAndBytes(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).dropAfterCommit());
    sandbox.faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).truncateAfterCommit());

    ServiceException refundLost = catchThrowableOfType(ServiceException.class,
        () -> shop.movements.refund(shop.refund("order-1-r1", "10.00")));
    ServiceException payoutLost = catchThrowableOfType(ServiceException.class,
        () -> shop.movements.payout(shop.payout("po-1")));

    assertThat(List.of(refundLost.outcome(), payoutLost.outcome())).containsOnly(Outcome.UNKNOWN);
    IdempotencyKey refundKey = refundLost.idempotencyKey().orElseThrow();
    IdempotencyKey payoutKey = payoutLost.idempotencyKey().orElseThrow();
    assertThat(shop.movements.find(refundKey).orElseThrow().state()).isEqualTo(MovementState.UNKNOWN);
    assertThat(shop.movements.find(payoutKey).orElseThrow().lastError()).startsWith("outcome UNKNOWN, ResponseDecodingException: ");

    ResumeSummary summary = shop.movements.resume();

    assertThat(summary).isEqualTo(new ResumeSummary(2, 2, 0, 0));
    assertThat(shop.movements.find(refundKey).orElseThrow().state()).isEqualTo(MovementState.APPLIED);
    assertThat(shop.movements.find(payoutKey).orElseThrow().attempts()).isEqualTo(2);
    assertThat(shop.refunded()).as("the refund exists once").isEqualByComparingTo("10.00");
    assertThat(shop.payoutsMade("po-1")).isOne();
    assertThat(shop.movements.resume()).as("nothing left").isEqualTo(new ResumeSummary(0, 0, 0, 0));
  }

  @Test
  void a5xx_isUnknown_a429_isPending_bothSentAgainByResume_aDefinitiveRefusal_isFinal(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).status(503));
    sandbox.faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).status(429));
    String unverified = shop.payouts.payees().create(CreatePayeeRequest.builder().legalName("Not Verified")
        .bankAccount("50100099999999", "HDFC0001234").build()).id();

    ServiceException failed = catchThrowableOfType(ServiceException.class,
        () -> shop.movements.refund(shop.refund("order-1-r1", "10.00")));
    ServiceException limited = catchThrowableOfType(ServiceException.class,
        () -> shop.movements.payout(shop.payout("po-1")));
    ServiceException refused = catchThrowableOfType(ServiceException.class, () -> shop.movements.payout(
        InitiatePayoutRequest.builder().payeeId(unverified).amount("5.00").externalRef("po-unverified").build()));

    assertThat(shop.movements.find(failed.idempotencyKey().orElseThrow()).orElseThrow().state())
        .as("a server error can come after the refund was made").isEqualTo(MovementState.UNKNOWN);
    assertThat(shop.movements.find(limited.idempotencyKey().orElseThrow()).orElseThrow().state())
        .as("a 429 moved nothing").isEqualTo(MovementState.PENDING);
    assertThat(refused.outcome()).isEqualTo(Outcome.NOT_APPLIED);
    Movement payout = shop.movements.find(refused.idempotencyKey().orElseThrow()).orElseThrow();
    assertThat(payout.state()).isEqualTo(MovementState.NOT_APPLIED);
    assertThat(payout.lastError()).contains("422");
    assertThat(shop.movements.resume()).as("the 503 and the 429 are sent again, the 422 is not")
        .isEqualTo(new ResumeSummary(2, 2, 0, 0));
    assertThat(shop.refunded()).isEqualByComparingTo("10.00");
    assertThat(shop.payoutsMade("po-1")).isOne();
    assertThat(shop.payoutsMade("po-unverified")).isZero();
  }

  @Test
  void resume_waitsForTheRetryDelay_onTheDatabasesClock(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    MoneyMovements patient = shop.movements(Duration.ofMinutes(1), Duration.ofHours(1));
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).status(503));
    catchThrowableOfType(ServiceException.class, () -> patient.refund(shop.refund("order-1-r1", "10.00")));

    assertThat(patient.resume()).isEqualTo(new ResumeSummary(0, 0, 0, 0));
    postgres.execute("UPDATE " + shop.tables.movement() + " SET due_at = now() - interval '1 second'");
    assertThat(patient.resume()).isEqualTo(new ResumeSummary(1, 1, 0, 0));
  }

  @Test
  void theSameRequestAgain_getsTheOriginal_andAnotherRequestUnderTheSameKey_isRefusedUnsent(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    Refund first = shop.movements.refund(shop.refund("order-1-r1", "10.00"));

    Refund again = shop.movements.refund(shop.refund("order-1-r1", "10.00"));
    assertThatThrownBy(() -> shop.movements.refund(shop.refund("order-1-r1", "20.00")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("idempotency key " + first.idempotencyKey() + " was recorded for another request"
            + " (refunds.create, ")
        .hasMessageEndingWith("a key stands for one request, so use a new reference for a new refund or payout");

    assertThat(again.refundId()).isEqualTo(first.refundId());
    assertThat(shop.refunded()).isEqualByComparingTo("10.00");
    assertThat(shop.recordedAtSend).hasSize(2);
  }

  @Test
  void aMovementAnotherInstanceIsSending_isNotSentTwice(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    CreateRefundRequest request = shop.refund("order-1-r1", "10.00");
    IdempotencyKey key = shop.plugin.refunds().prepare(request, RequestOptions.defaults()).idempotencyKey();
    MovementLedger elsewhere = new MovementLedger(postgres.admin(), shop.tables.movement(), "default");
    elsewhere.record(shop.plugin.refunds().prepare(request, RequestOptions.defaults()), "another-instance", 60_000);

    assertThatThrownBy(() -> shop.movements.refund(request))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("refunds.create " + key + " is PENDING and being sent by another instance, whose lease"
            + " runs until ")
        .hasMessageEndingWith("(the database's clock); read it with find(..), or let resume() finish it");
    assertThat(shop.movements.resume()).as("its lease still runs").isEqualTo(new ResumeSummary(0, 0, 0, 0));
    assertThat(shop.refunded()).isEqualByComparingTo("0");
  }

  @Test
  void twoAccounts_shareATable_andResumeSendsEachAccountsMovementsWithItsOwnClient(Postgres postgres) {
    Shop a = new Shop(sandbox, postgres);
    Shop b = new Shop(sandbox, postgres);
    MoneyMovements forA = MoneyMovements.builder(postgres.admin()).account(a.merchant.merchantId()).payouts(a.payouts)
        .table(a.tables.movement()).retryDelay(Duration.ofMillis(1)).build();
    MoneyMovements forB = MoneyMovements.builder(postgres.admin()).account(b.merchant.merchantId()).payouts(b.payouts)
        .table(a.tables.movement()).retryDelay(Duration.ofMillis(1)).build();
    sandbox.faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(2).dropAfterCommit());

    ServiceException lostA = catchThrowableOfType(ServiceException.class, () -> forA.payout(a.payout("po-1")));
    ServiceException lostB = catchThrowableOfType(ServiceException.class, () -> forB.payout(b.payout("po-1")));

    assertThat(lostA.idempotencyKey()).as("one reference, one key, two accounts").isEqualTo(lostB.idempotencyKey());
    assertThat(forA.resume()).isEqualTo(new ResumeSummary(1, 1, 0, 0));
    assertThat(forB.find(lostB.idempotencyKey().orElseThrow()).orElseThrow().state()).isEqualTo(MovementState.UNKNOWN);
    assertThat(forB.resume()).isEqualTo(new ResumeSummary(1, 1, 0, 0));
    assertThat(a.payoutsMade("po-1")).isOne();
    assertThat(b.payoutsMade("po-1")).isOne();
    assertThatThrownBy(() -> MoneyMovements.builder(postgres.admin()).account(" "))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("account must be 1 to 200 characters and not blank, was \" \"");
  }

  @Test
  void builder_andCalls_refuseWhatCannotWork_namingIt(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    MoneyMovements payoutsOnly = MoneyMovements.builder(postgres.admin()).payouts(shop.payouts)
        .table(shop.tables.movement()).build();

    assertThatThrownBy(() -> payoutsOnly.refund(shop.refund("order-1-r1", "10.00")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("this MoneyMovements sends no refunds: give it a client with refunds(PluginClient)");
    assertThatThrownBy(() -> MoneyMovements.builder(postgres.admin()).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("MoneyMovements needs a client: refunds(PluginClient), payouts(MerchantClient) or both");
    assertThatThrownBy(() -> shop.movements.refund(CreateRefundRequest.builder().merchantId("m").paymentId("p")
        .amount("1.00").build())).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("merchantRefundId");
    assertThat(postgres.column("SELECT count(*) FROM " + shop.tables.movement())).containsExactly("0");
  }

  /** A lease or retry delay the builder takes is one the record can use, as the delivery store's is. */
  @Test
  void aHugeOrSubMillisecondLeaseOrRetryDelay_isTakenAsTheDeliveryStoreTakesIt(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    MoneyMovements huge = MoneyMovements.builder(postgres.admin()).payouts(shop.payouts)
        .lease(Duration.ofSeconds(Long.MAX_VALUE)).retryDelay(Duration.ofSeconds(Long.MAX_VALUE)).build();
    MoneyMovements tiny = MoneyMovements.builder(postgres.admin()).payouts(shop.payouts)
        .lease(Duration.ofNanos(1)).build();

    assertThat(huge.toString()).contains("lease=" + Duration.ofDays(365_000));
    assertThat(tiny.toString()).as("never a lease of 0 ms, which any instance could take at once")
        .contains("lease=PT0.001S");
  }
}
