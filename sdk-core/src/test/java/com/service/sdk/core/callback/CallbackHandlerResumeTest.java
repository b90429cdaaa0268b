package com.service.sdk.core.callback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.CallbackResponse.Result;
import com.service.sdk.core.callback.PaymentStatuses.Payment;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Callbacks may never come again: {@link CallbackHandler#resume()} finishes from the kept notice
 * what a crash or a failed action left, and {@link CallbackHandler#reconcile} finds what was
 * never delivered at all, each confirmed by the status call and run once.
 */
class CallbackHandlerResumeTest {
  private static final Duration LEASE = Duration.ofMinutes(10);

  private final PaymentStatuses service = new PaymentStatuses();
  private final List<Payment> handled = new CopyOnWriteArrayList<>();
  private final AtomicLong now = new AtomicLong();
  private final InMemoryDeliveryStore store = new InMemoryDeliveryStore(100, now::get);
  private final CallbackHandler<Payment> handler = CallbackHandler.<Payment>builder(service::confirm,
      p -> "payment " + p.id() + " " + p.state()).store(store).lease(LEASE).action(handled::add).build();

  @AfterEach
  void close() {
    handler.close();
  }

  private static CallbackNotice payment(String id) {
    return CallbackNotice.of(CallbackNotice.Kind.PAYMENT, id);
  }

  private void leasePasses() {
    now.addAndGet(LEASE.toNanos());
  }

  @Test
  void aClaimWhoseProcessDied_isFinishedByResume_onceItsLeaseRanOut_fromItsNotice_withoutARedelivery() {
    store.claim("payment pay_1 paid", "a process that died mid-action", LEASE, payment("pay_1"));

    List<CallbackResponse> tooEarly = handler.resume();
    leasePasses();
    List<CallbackResponse> finished = handler.resume();
    List<CallbackResponse> again = handler.resume();

    assertThat(tooEarly).as("its lease still runs").isEmpty();
    assertThat(finished).singleElement().satisfies(r -> {
      assertThat(r.result()).isEqualTo(Result.HANDLED);
      assertThat(r.message()).isEqualTo("handled payment pay_1 paid");
    });
    assertThat(handled).containsExactly(new Payment("pay_1", "paid"));
    assertThat(service.calls()).as("confirmed again by the status call").hasValue(1);
    assertThat(again).isEmpty();
    assertThat(store.claim("payment pay_1 paid", "a redelivery", LEASE, payment("pay_1"))).isEqualTo(
        DeliveryStore.Claim.DONE);
  }

  @Test
  void anActionThatThrew_keepsItsNotice_andResumeRunsItAgain_untilItSucceeds() {
    AtomicInteger runs = new AtomicInteger();
    try (CallbackHandler<Payment> flaky = CallbackHandler.<Payment>builder(service::confirm, Payment::id).store(store)
        .lease(LEASE).action(p -> {
          if (runs.incrementAndGet() < 3) {
            throw new IllegalStateException("the warehouse is down");
          }
          handled.add(p);
        }).build()) {
      assertThat(flaky.reconcile(payment("pay_1")).result()).isEqualTo(Result.FAILED);
      assertThat(flaky.resume()).singleElement().satisfies(r -> assertThat(r.result()).isEqualTo(Result.FAILED));
      assertThat(flaky.resume()).singleElement().satisfies(r -> assertThat(r.result()).isEqualTo(Result.HANDLED));
      assertThat(flaky.resume()).isEmpty();
    }
    assertThat(handled).containsExactly(new Payment("pay_1", "paid"));
  }

  @Test
  void aResourceThatMovedOn_isHandledInTheStateItIsInNow_andTheOldClaimIsFinished() {
    store.claim("payment pay_1 paid", "died", LEASE, payment("pay_1"));
    service.set("pay_1", "refunded");
    leasePasses();

    List<CallbackResponse> finished = handler.resume();

    assertThat(finished).singleElement().satisfies(r -> assertThat(r.message()).isEqualTo(
        "handled payment pay_1 refunded"));
    assertThat(handled).containsExactly(new Payment("pay_1", "refunded"));
    assertThat(store.takeLapsed("anyone", LEASE, 10)).as("nothing left to finish").isEmpty();
  }

  @Test
  void whatCannotBeConfirmedNow_isGivenBack_forALaterResume() {
    store.claim("payment pay_3 paid", "died", LEASE, payment("pay_3"));
    leasePasses();

    List<CallbackResponse> failed = handler.resume();
    service.set("pay_3", "paid");
    List<CallbackResponse> later = handler.resume();

    assertThat(failed).singleElement().satisfies(r -> assertThat(r.result()).isEqualTo(Result.UNCONFIRMED));
    assertThat(later).singleElement().satisfies(r -> assertThat(r.result()).isEqualTo(Result.HANDLED));
    assertThat(handled).containsExactly(new Payment("pay_3", "paid"));
  }

  @Test
  void aHandlerOfAnotherKind_givesBackWhatIsNotItsOwn_toTheHandlerItBelongsTo() {
    CallbackNotice payout = CallbackNotice.of(CallbackNotice.Kind.PAYOUT, "txn_1");
    store.claim("payout txn_1 COMPLETED", "died", LEASE, payout);
    leasePasses();
    List<String> payouts = new CopyOnWriteArrayList<>();

    List<CallbackResponse> notMine = handler.resume();
    try (CallbackHandler<String> payoutHandler = CallbackHandler.<String>builder(
            n -> n.requireId(CallbackNotice.Kind.PAYOUT), id -> "payout " + id + " COMPLETED")
        .store(store).lease(LEASE).action(payouts::add).build()) {
      assertThat(payoutHandler.resume()).singleElement().satisfies(r -> assertThat(r.result())
          .isEqualTo(Result.HANDLED));
    }

    assertThat(notMine).singleElement().satisfies(r -> assertThat(r.result()).isEqualTo(Result.UNREADABLE));
    assertThat(handled).isEmpty();
    assertThat(payouts).containsExactly("txn_1");
  }

  /**
   * Each action runs well within the lease, but a resume() that took a whole batch of lapsed
   * claims at once under one lease reaches the last of them after that lease ran out: another
   * instance's resume() takes it over meanwhile, and both ran its action.
   */
  @Test
  void aBatchOfLapsedClaims_eachWithinTheLease_isNeverRunTwice_byAnotherInstanceResumingMeanwhile() {
    service.set("pay_3", "paid");
    for (String id : List.of("pay_1", "pay_2", "pay_3")) {
      store.claim("payment " + id + " paid", "a process that died mid-action", LEASE, payment(id));
    }
    leasePasses();
    List<String> runs = new CopyOnWriteArrayList<>();
    AtomicInteger instanceA = new AtomicInteger();
    try (CallbackHandler<Payment> other = CallbackHandler.<Payment>builder(service::confirm,
            p -> "payment " + p.id() + " " + p.state()).store(store).lease(LEASE).action(p -> runs.add("B " + p.id()))
        .build();
        CallbackHandler<Payment> first = CallbackHandler.<Payment>builder(service::confirm,
            p -> "payment " + p.id() + " " + p.state()).store(store).lease(LEASE).action(p -> {
              runs.add("A " + p.id());
              now.addAndGet(LEASE.toNanos() * 6 / 10); // the action takes 60% of the lease
              if (instanceA.incrementAndGet() == 2) {
                other.resume(); // another instance's scheduler, while this one works on
              }
            }).build()) {
      first.resume();
    }

    assertThat(runs).as("each paid order fulfilled once").hasSize(3)
        .extracting(r -> r.substring(2)).containsExactlyInAnyOrder("pay_1", "pay_2", "pay_3");
  }

  @Test
  void aClaimWhoseActionKeepsFailing_isTriedOncePerResume_andDoesNotHoldUpTheOthers() {
    store.claim("payment pay_1 paid", "died", LEASE, payment("pay_1"));
    store.claim("payment pay_2 paid", "died", LEASE, payment("pay_2"));
    leasePasses();
    try (CallbackHandler<Payment> failingOnPay1 = CallbackHandler.<Payment>builder(service::confirm,
            p -> "payment " + p.id() + " " + p.state()).store(store).lease(LEASE).action(p -> {
              if (p.id().equals("pay_1")) {
                throw new IllegalStateException("the warehouse is down for pay_1");
              }
              handled.add(p);
            }).build()) {
      assertThat(failingOnPay1.resume()).extracting(CallbackResponse::result)
          .containsExactly(Result.FAILED, Result.HANDLED);
      assertThat(failingOnPay1.resume()).extracting(CallbackResponse::result).containsExactly(Result.FAILED);
    }
    assertThat(handled).containsExactly(new Payment("pay_2", "paid"));
    assertThat(service.calls()).as("pay_1 confirmed once per resume, pay_2 once").hasValue(3);
  }

  @Test
  void reconcile_findsWhatWasNeverDelivered_andRunsTheActionOncePerConfirmedState() {
    service.set("pay_2", "created");

    CallbackResponse paid = handler.reconcile(payment("pay_1"));
    CallbackResponse paidAgain = handler.reconcile(payment("pay_1"));
    CallbackResponse created = handler.reconcile(payment("pay_2"));
    CallbackResponse createdAgain = handler.reconcile(payment("pay_2"));
    service.set("pay_2", "paid");
    CallbackResponse paidLater = handler.reconcile(payment("pay_2"));
    CallbackResponse unknown = handler.reconcile(payment("pay_9"));

    assertThat(List.of(paid, paidAgain, created, createdAgain, paidLater, unknown)).extracting(CallbackResponse::result)
        .containsExactly(Result.HANDLED, Result.DUPLICATE, Result.HANDLED, Result.DUPLICATE, Result.HANDLED,
            Result.UNCONFIRMED);
    assertThat(handled).containsExactly(new Payment("pay_1", "paid"), new Payment("pay_2", "created"),
        new Payment("pay_2", "paid"));
    assertThatThrownBy(() -> handler.reconcile(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("notice == null");
  }
}
