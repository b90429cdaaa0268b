package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServiceException;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A movement's state comes from everything its row knew, not from the last call alone (issue
 * 28): once a send may have taken effect, a refusal (401 while the secret rotates, 422 about the
 * request, a refusal by a second sender whose lease overlapped) leaves it {@code UNKNOWN}, and
 * only the service's answer for the key settles it; every send is counted, whoever made it.
 */
@ExtendWith({PostgresExtension.class, SandboxExtension.class})
class MovementVerdictTest {
  private final Sandbox sandbox;

  MovementVerdictTest(Sandbox sandbox) {
    this.sandbox = sandbox;
  }

  @AfterEach
  void faultsOff() {
    sandbox.faults().clear();
  }

  private static IdempotencyKey lost(Shop shop, MoneyMovements movements) {
    shop.sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).dropAfterCommit());
    ServiceException lost = catchThrowableOfType(ServiceException.class,
        () -> movements.refund(shop.refund("order-1-r1", "10.00")));
    assertThat(lost.outcome()).isEqualTo(Outcome.UNKNOWN);
    return lost.idempotencyKey().orElseThrow();
  }

  @Test
  void aLostRefund_resentWhileTheSecretRotates_isRefused401_andStaysUnknown_untilTheNewSecretFindsTheOriginal(
      Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    IdempotencyKey key = lost(shop, shop.movements);
    SandboxMerchant rotated = shop.rotate();

    ResumeSummary refused = shop.movements.resume();

    Movement afterRefusal = shop.movements.find(key).orElseThrow();
    assertThat(refused).isEqualTo(new ResumeSummary(1, 0, 0, 1));
    assertThat(afterRefusal.state()).as("money may have moved: a 401 says nothing about it").isEqualTo(MovementState.UNKNOWN);
    assertThat(afterRefusal.attempts()).isEqualTo(2);
    assertThat(afterRefusal.lastError()).startsWith(Settlement.REFUSED_AFTER_A_SEND).contains("401");
    assertThat(shop.refunded()).isEqualByComparingTo("10.00");

    shop.learn(rotated);
    assertThat(shop.movements.resume()).isEqualTo(new ResumeSummary(1, 1, 0, 0));
    assertThat(shop.movements.find(key).orElseThrow().state()).isEqualTo(MovementState.APPLIED);
    assertThat(shop.refunded()).as("the original, once").isEqualByComparingTo("10.00");
  }

  @Test
  void aFirstSendRefused401_isNotApplied_forNothingCanHaveMoved_andResumeLeavesItAlone(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    shop.rotate();

    ServiceException refused = catchThrowableOfType(ServiceException.class,
        () -> shop.movements.refund(shop.refund("order-1-r1", "10.00")));

    assertThat(shop.movements.find(refused.idempotencyKey().orElseThrow()).orElseThrow().state())
        .isEqualTo(MovementState.NOT_APPLIED);
    assertThat(shop.movements.resume()).isEqualTo(new ResumeSummary(0, 0, 0, 0));
    assertThat(shop.refunded()).isEqualByComparingTo("0");
  }

  @Test
  void a422AfterAPossibleSend_staysUnknown_andIsSentAgainOnlyAfterALongerWait(Postgres postgres) throws Exception {
    Shop shop = new Shop(sandbox, postgres);
    MoneyMovements movements = shop.movements(Duration.ofMinutes(1), Duration.ofMillis(200));
    IdempotencyKey key = lost(shop, movements);
    Thread.sleep(250);
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).status(422));

    assertThat(movements.resume()).isEqualTo(new ResumeSummary(1, 0, 0, 1));
    assertThat(movements.resume()).as("not due yet: no tight loop").isEqualTo(new ResumeSummary(0, 0, 0, 0));

    Movement refused = movements.find(key).orElseThrow();
    assertThat(refused.state()).isEqualTo(MovementState.UNKNOWN);
    assertThat(refused.lastError()).startsWith(Settlement.REFUSED_AFTER_A_SEND).contains("422");
    long waitMillis = Long.parseLong(postgres.column("SELECT (extract(epoch FROM due_at - updated_at) * 1000)::bigint"
        + " FROM " + shop.tables.movement()).get(0));
    assertThat(waitMillis).as("the retry delay doubled with the second call").isBetween(390L, 410L);
    Thread.sleep(450);
    assertThat(movements.resume()).isEqualTo(new ResumeSummary(1, 1, 0, 0));
    assertThat(shop.refunded()).isEqualByComparingTo("10.00");
  }

  @Test
  void overlappingSenders_theSecondsRefusal_neverFinalisesTheFirstsLostAnswer_andBothSendsCount(Postgres postgres)
      throws Exception {
    Shop shop = new Shop(sandbox, postgres, Duration.ofMillis(400));
    MoneyMovements first = shop.movements(Duration.ofMillis(200), Duration.ofMillis(1));
    MoneyMovements second = shop.movements(Duration.ofMinutes(1), Duration.ofMillis(1));
    FaultRule held = FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).delay(Duration.ofMillis(900));
    sandbox.faults().add(held);

    CompletableFuture<Outcome> waiting = CompletableFuture.supplyAsync(() -> catchThrowableOfType(
        ServiceException.class, () -> first.refund(shop.refund("order-1-r1", "10.00"))).outcome());
    awaitFired(held);
    Thread.sleep(250); // the first sender's lease ran out; it still waits for its answer
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).status(422));
    ResumeSummary resumed = second.resume();
    Outcome firstOutcome = waiting.get(10, TimeUnit.SECONDS);

    IdempotencyKey key = shop.plugin.refunds().prepare(shop.refund("order-1-r1", "10.00"),
        RequestOptions.defaults()).idempotencyKey();
    Movement both = second.find(key).orElseThrow();
    assertThat(resumed).isEqualTo(new ResumeSummary(1, 0, 0, 1));
    assertThat(firstOutcome).isEqualTo(Outcome.UNKNOWN);
    assertThat(both.state()).isEqualTo(MovementState.UNKNOWN);
    assertThat(both.attempts()).as("the first sender's call and the second's").isEqualTo(2);
    assertThat(second.resume()).isEqualTo(new ResumeSummary(1, 1, 0, 0));
    assertThat(shop.refunded()).isEqualByComparingTo("10.00");
  }

  @Test
  void aSecondSenderOfAnAppliedMovement_isCountedToo(Postgres postgres) throws Exception {
    Shop shop = new Shop(sandbox, postgres);
    MoneyMovements first = shop.movements(Duration.ofMillis(200), Duration.ofMillis(1));
    MoneyMovements second = shop.movements(Duration.ofMinutes(1), Duration.ofMillis(1));
    FaultRule held = FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).delay(Duration.ofMillis(700));
    sandbox.faults().add(held);

    CompletableFuture<String> slow = CompletableFuture.supplyAsync(() -> first.payout(shop.payout("po-1")).transactionId());
    awaitFired(held);
    Thread.sleep(250);
    ResumeSummary resumed = second.resume();
    String transactionId = slow.get(10, TimeUnit.SECONDS);

    Movement both = first.find(IdempotencyKey.derive("payout", "po-1")).orElseThrow();
    assertThat(resumed).as("the service answered the second sender with the original").isEqualTo(
        new ResumeSummary(1, 1, 0, 0));
    assertThat(both.state()).isEqualTo(MovementState.APPLIED);
    assertThat(both.resultId()).isEqualTo(transactionId);
    assertThat(both.attempts()).isEqualTo(2);
    assertThat(shop.payoutsMade("po-1")).isOne();
  }

  @Test
  void aNotAppliedMovementSentAgain_isPendingWhileItIsSent(Postgres postgres) {
    Shop shop = new Shop(sandbox, postgres);
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).status(422));
    ServiceException refused = catchThrowableOfType(ServiceException.class,
        () -> shop.movements.refund(shop.refund("order-1-r1", "10.00")));
    IdempotencyKey key = refused.idempotencyKey().orElseThrow();
    assertThat(shop.movements.find(key).orElseThrow().state()).isEqualTo(MovementState.NOT_APPLIED);

    shop.movements.refund(shop.refund("order-1-r1", "10.00"));

    assertThat(shop.recordedAtSend).hasSize(2);
    assertThat(shop.recordedAtSend.get(1)).as("a send in flight is never recorded as final").startsWith("PENDING ");
    assertThat(shop.movements.find(key).orElseThrow().state()).isEqualTo(MovementState.APPLIED);
  }

  private static void awaitFired(FaultRule rule) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (rule.fired() == 0) {
      assertThat(System.nanoTime()).as("the held request reached the sandbox").isLessThan(deadline);
      Thread.sleep(2);
    }
  }
}
