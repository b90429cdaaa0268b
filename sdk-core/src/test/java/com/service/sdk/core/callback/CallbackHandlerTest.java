package com.service.sdk.core.callback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.CallbackResponse.Result;
import com.service.sdk.core.callback.PaymentStatuses.Payment;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CallbackHandlerTest {
  /** What the claims here were confirmed from: any notice does, for the store. */
  private static final CallbackNotice NOTICE = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1");
  /** The service's truth, which a callback's body can only point at. */
  private final PaymentStatuses service = new PaymentStatuses();
  private final List<Payment> handled = new CopyOnWriteArrayList<>();
  private final List<CallbackHandler<?>> handlers = new ArrayList<>();
  /** Workers already running, so that work starts well within a short timeout even on a busy machine. */
  private final ThreadPoolExecutor warm = new ThreadPoolExecutor(2, 2, 1, TimeUnit.MINUTES, new LinkedBlockingQueue<>());

  CallbackHandlerTest() {
    warm.prestartAllCoreThreads();
  }

  @AfterEach
  void closeHandlers() {
    handlers.forEach(CallbackHandler::close);
    warm.shutdownNow();
  }

  private CallbackHandler.Builder<Payment> builder() {
    return CallbackHandler.<Payment>builder(service::confirm, p -> p.id() + " " + p.state()).action(handled::add);
  }

  private <R> CallbackHandler<R> track(CallbackHandler<R> handler) {
    handlers.add(handler);
    return handler;
  }

  private static byte[] paid(String paymentId, String eventId) {
    return ("{\"event_id\":\"" + eventId + "\",\"event\":\"payment.paid\",\"payment_id\":\"" + paymentId
        + "\",\"status\":\"paid\",\"amount\":\"1.00\"}").getBytes(StandardCharsets.UTF_8);
  }

  private static CallbackResponse deliver(CallbackHandler<?> handler, byte[] body) {
    return handler.handle(body, Map.of("Content-Type", List.of("application/json")));
  }

  @Test
  void aDelivery_isConfirmed_andTheActionGetsTheConfirmedResource_then200() {
    CallbackHandler<Payment> handler = track(builder().build());

    CallbackResponse response = deliver(handler, paid("pay_1", "evt_1"));

    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.result()).isEqualTo(Result.HANDLED);
    assertThat(response.acknowledged()).isTrue();
    assertThat(response.message()).isEqualTo("handled pay_1 paid");
    assertThat(handled).containsExactly(new Payment("pay_1", "paid"));
    assertThat(service.calls()).hasValue(1);
  }

  @Test
  void duplicates_evenUnderNewEventIds_runTheActionOnce_andAreAcknowledged() {
    CallbackHandler<Payment> handler = track(builder().build());

    CallbackResponse first = deliver(handler, paid("pay_1", "evt_1"));
    CallbackResponse again = deliver(handler, paid("pay_1", "evt_1"));
    CallbackResponse resent = deliver(handler, paid("pay_1", "evt_2"));

    assertThat(List.of(first.result(), again.result(), resent.result()))
        .containsExactly(Result.HANDLED, Result.DUPLICATE, Result.DUPLICATE);
    assertThat(again.statusCode()).isEqualTo(200);
    assertThat(handled).containsExactly(new Payment("pay_1", "paid"));
  }

  @Test
  void outOfOrderDeliveries_runTheActionOncePerConfirmedState() {
    service.set("pay_1", "created");
    CallbackHandler<Payment> handler = track(builder().build());
    byte[] created = "{\"event\":\"payment.created\",\"payment_id\":\"pay_1\"}".getBytes(StandardCharsets.UTF_8);

    deliver(handler, created);
    service.set("pay_1", "paid");
    deliver(handler, paid("pay_1", "evt_2"));
    deliver(handler, created); // a late "created": confirming shows it is paid, already handled
    service.set("pay_1", "refunded");
    deliver(handler, paid("pay_1", "evt_2")); // an old "paid": confirming shows the new state
    deliver(handler, created);

    assertThat(handled).containsExactly(
        new Payment("pay_1", "created"), new Payment("pay_1", "paid"), new Payment("pay_1", "refunded"));
  }

  @Test
  void concurrentDeliveriesOfOneEvent_runTheActionOnce_theOthersAreAskedToComeBack_thenAcknowledged()
      throws Exception {
    CountDownLatch othersAnswered = new CountDownLatch(1);
    AtomicInteger runs = new AtomicInteger();
    CallbackHandler<Payment> handler = track(builder().maxConcurrent(16).timeout(Duration.ofSeconds(10))
        .action(p -> {
          runs.incrementAndGet();
          assertThat(othersAnswered.await(10, TimeUnit.SECONDS)).isTrue();
        }).build());
    ExecutorService senders = Executors.newFixedThreadPool(12);
    try {
      CountDownLatch start = new CountDownLatch(1);
      List<Future<CallbackResponse>> answers = new ArrayList<>();
      for (int i = 0; i < 12; i++) {
        byte[] body = paid("pay_1", "evt_" + i);
        answers.add(senders.submit(() -> {
          start.await();
          return deliver(handler, body);
        }));
      }
      start.countDown();
      waitUntil(() -> answers.stream().filter(Future::isDone).count() == 11);
      othersAnswered.countDown();
      List<Result> results = new ArrayList<>();
      for (Future<CallbackResponse> answer : answers) {
        results.add(answer.get(10, TimeUnit.SECONDS).result());
      }

      assertThat(results).containsOnlyOnce(Result.HANDLED)
          .filteredOn(r -> r != Result.HANDLED).containsOnly(Result.IN_PROGRESS);
      assertThat(deliver(handler, paid("pay_1", "evt_0")).result()).isEqualTo(Result.DUPLICATE);
      assertThat(runs).hasValue(1);
    } finally {
      senders.shutdownNow();
    }
  }

  @Test
  void anActionThatThrows_isAnswered500_andTheRedeliveryRunsItAgain_thenExactlyOneSuccess() {
    AtomicInteger attempts = new AtomicInteger();
    List<Payment> succeeded = new CopyOnWriteArrayList<>();
    IllegalStateException databaseDown = new IllegalStateException("database down");
    CallbackHandler<Payment> handler = track(builder().action(p -> {
      if (attempts.incrementAndGet() == 1) {
        throw databaseDown;
      }
      succeeded.add(p);
    }).build());

    CallbackResponse failed = deliver(handler, paid("pay_1", "evt_1"));
    CallbackResponse retried = deliver(handler, paid("pay_1", "evt_1"));
    CallbackResponse duplicate = deliver(handler, paid("pay_1", "evt_1"));

    assertThat(failed.statusCode()).isEqualTo(500);
    assertThat(failed.result()).isEqualTo(Result.FAILED);
    assertThat(failed.failure()).isSameAs(databaseDown);
    assertThat(failed.message()).doesNotContain("database down");
    assertThat(retried.result()).isEqualTo(Result.HANDLED);
    assertThat(duplicate.result()).isEqualTo(Result.DUPLICATE);
    assertThat(attempts).hasValue(2);
    assertThat(succeeded).containsExactly(new Payment("pay_1", "paid"));
  }

  @Test
  void aSlowAction_isAnswered503AtTheTimeout_keepsRunning_andIsNotRunAgainAfterItSucceeds() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch finished = new CountDownLatch(1);
    AtomicInteger runs = new AtomicInteger();
    CallbackHandler<Payment> handler = track(builder().executor(warm).timeout(Duration.ofMillis(250)).action(p -> {
      runs.incrementAndGet();
      release.await();
      finished.countDown();
    }).build());

    long started = System.nanoTime();
    CallbackResponse timedOut = deliver(handler, paid("pay_1", "evt_1"));
    long waitedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
    CallbackResponse whileRunning = deliver(handler, paid("pay_1", "evt_1"));
    release.countDown();
    assertThat(finished.await(5, TimeUnit.SECONDS)).isTrue();
    waitUntil(() -> deliver(handler, paid("pay_1", "evt_1")).result() == Result.DUPLICATE);

    assertThat(timedOut.statusCode()).isEqualTo(503);
    assertThat(timedOut.result()).isEqualTo(Result.TIMED_OUT);
    assertThat(waitedMillis).isBetween(240L, 3_000L);
    assertThat(whileRunning.result()).isEqualTo(Result.IN_PROGRESS);
    assertThat(runs).hasValue(1);
  }

  @Test
  void aSlowActionThatThrowsAfterTheTimeout_isReleased_soTheRedeliveryRunsIt() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger runs = new AtomicInteger();
    List<Payment> succeeded = new CopyOnWriteArrayList<>();
    CallbackHandler<Payment> handler = track(builder().executor(warm).timeout(Duration.ofMillis(250)).action(p -> {
      if (runs.incrementAndGet() == 1) {
        release.await();
        throw new IllegalStateException("failed late");
      }
      succeeded.add(p);
    }).build());

    assertThat(deliver(handler, paid("pay_1", "evt_1")).result()).isEqualTo(Result.TIMED_OUT);
    release.countDown();
    waitUntil(() -> deliver(handler, paid("pay_1", "evt_1")).result() == Result.HANDLED);

    assertThat(deliver(handler, paid("pay_1", "evt_1")).result()).isEqualTo(Result.DUPLICATE);
    assertThat(runs).hasValue(2);
    assertThat(succeeded).containsExactly(new Payment("pay_1", "paid"));
  }

  @Test
  void workThatHadNotStartedByTheTimeout_isCancelled_andRunsOnRedelivery() throws Exception {
    ExecutorService single = Executors.newSingleThreadExecutor();
    try {
      CountDownLatch busy = new CountDownLatch(1);
      CountDownLatch release = new CountDownLatch(1);
      single.execute(() -> {
        busy.countDown();
        awaitQuietly(release);
      });
      assertThat(busy.await(10, TimeUnit.SECONDS)).isTrue();
      CallbackHandler<Payment> handler = track(builder().executor(single).timeout(Duration.ofMillis(100)).build());

      CallbackResponse queued = deliver(handler, paid("pay_1", "evt_1"));
      release.countDown();
      single.submit(() -> { }).get(10, TimeUnit.SECONDS); // everything queued before it has run or been skipped

      assertThat(queued.result()).isEqualTo(Result.TIMED_OUT);
      assertThat(service.calls()).hasValue(0);
      assertThat(handled).isEmpty();
      assertThat(deliver(handler, paid("pay_1", "evt_1")).result()).isEqualTo(Result.HANDLED);
    } finally {
      single.shutdownNow();
    }
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void aLeaseLeftByADeadProcess_keepsDeliveriesOutUntilItEnds_thenTheActionRunsOnce() {
    AtomicLong now = new AtomicLong();
    InMemoryDeliveryStore store = new InMemoryDeliveryStore(100, now::get);
    store.claim("pay_1 paid", "a process that crashed", Duration.ofMinutes(10), NOTICE);
    CallbackHandler<Payment> handler = track(builder().store(store).lease(Duration.ofMinutes(10)).build());

    CallbackResponse beforeLeaseEnds = deliver(handler, paid("pay_1", "evt_1"));
    now.addAndGet(Duration.ofMinutes(10).toNanos());
    CallbackResponse afterLeaseEnds = deliver(handler, paid("pay_1", "evt_1"));
    CallbackResponse later = deliver(handler, paid("pay_1", "evt_1"));

    assertThat(beforeLeaseEnds.result()).isEqualTo(Result.IN_PROGRESS);
    assertThat(beforeLeaseEnds.statusCode()).isEqualTo(503);
    assertThat(afterLeaseEnds.result()).isEqualTo(Result.HANDLED);
    assertThat(later.result()).isEqualTo(Result.DUPLICATE);
    assertThat(handled).hasSize(1);
  }

  @Test
  void aBodyNamingNothing_is400_withoutAStatusCall() {
    CallbackHandler<Payment> handler = track(builder().build());

    CallbackResponse response = deliver(handler, "<xml/>".getBytes(StandardCharsets.UTF_8));

    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.result()).isEqualTo(Result.UNREADABLE);
    assertThat(response.message()).isEqualTo("callback names no payment, link or payout: body is not well-formed"
        + " JSON (line 1, column 1)");
    assertThat(service.calls()).hasValue(0);
    assertThat(handled).isEmpty();
  }

  /** Found by NullAway: a refusal without a message was answered 500 "handling failed" (an NPE), not 400. */
  @Test
  void aConfirmFunctionRefusingWithoutAMessage_is400_sayingTheNoticeWasRefused() {
    IllegalArgumentException refusal = new IllegalArgumentException();
    CallbackHandler<Payment> handler = track(CallbackHandler.<Payment>builder(notice -> {
      throw refusal;
    }, p -> p.id() + " " + p.state()).action(handled::add).build());

    CallbackResponse response = deliver(handler, paid("pay_1", "evt_1"));

    assertThat(response.result()).isEqualTo(Result.UNREADABLE);
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(response.message()).isEqualTo("the confirm function refused the payment notice");
    assertThat(response.failure()).isSameAs(refusal);
    assertThat(handled).isEmpty();
  }

  @Test
  void aNoticeOfAnotherKind_is400_withTheConfirmersMessage() {
    CallbackHandler<Payment> handler = track(builder().build());

    CallbackResponse response = deliver(handler,
        "{\"event\":\"payout.completed\",\"transaction_id\":\"t1\"}".getBytes(StandardCharsets.UTF_8));

    assertThat(response.result()).isEqualTo(Result.UNREADABLE);
    assertThat(response.message()).contains("no payment_id", "it names a payout by transaction_id");
    assertThat(service.calls()).hasValue(0);
  }

  @Test
  void aFailedStatusCall_is503_andTheActionDoesNotRun_untilARedeliveryConfirms() {
    service.forget("pay_1");
    CallbackHandler<Payment> handler = track(builder().build());

    CallbackResponse unconfirmed = deliver(handler, paid("pay_1", "evt_1"));
    service.set("pay_1", "paid");
    CallbackResponse confirmed = deliver(handler, paid("pay_1", "evt_1"));

    assertThat(unconfirmed.statusCode()).isEqualTo(503);
    assertThat(unconfirmed.result()).isEqualTo(Result.UNCONFIRMED);
    assertThat(unconfirmed.failure()).hasMessage("404 from the status call");
    assertThat(confirmed.result()).isEqualTo(Result.HANDLED);
    assertThat(handled).hasSize(1);
  }

  @Test
  void aBodyStreamLargerThanTheBound_is413_andReadNoFurther() throws Exception {
    CallbackHandler<Payment> handler = track(builder().build());
    ByteArrayInputStream body = new ByteArrayInputStream(new byte[CallbackNotice.MAX_BODY_BYTES + 10]);

    CallbackResponse response = handler.handle(body, Map.of());

    assertThat(response.statusCode()).isEqualTo(413);
    assertThat(response.result()).isEqualTo(Result.TOO_LARGE);
    assertThat(body.available()).isEqualTo(9);
  }

  @Test
  void aBodyStream_isHandledLikeItsBytes() throws Exception {
    CallbackHandler<Payment> handler = track(builder().build());

    CallbackResponse response = handler.handle(new ByteArrayInputStream(paid("pay_1", "evt_1")), Map.of());

    assertThat(response.result()).isEqualTo(Result.HANDLED);
  }

  @Test
  void anExecutorThatRejects_is503Overloaded() {
    CallbackHandler<Payment> handler = track(builder().executor(task -> {
      throw new RejectedExecutionException("full");
    }).build());

    CallbackResponse response = deliver(handler, paid("pay_1", "evt_1"));

    assertThat(response.statusCode()).isEqualTo(503);
    assertThat(response.result()).isEqualTo(Result.OVERLOADED);
    assertThat(handled).isEmpty();
  }

  @Test
  void afterClose_deliveriesAreAnswered503() {
    CallbackHandler<Payment> handler = builder().build();
    handler.close();

    assertThat(deliver(handler, paid("pay_1", "evt_1")).result()).isEqualTo(Result.OVERLOADED);
  }

  @Test
  void aStoreThatFailsToClaim_is500_andTheActionDoesNotRun() {
    CallbackHandler<Payment> handler = track(builder().store(new FailingStore(true, false)).build());

    CallbackResponse response = deliver(handler, paid("pay_1", "evt_1"));

    assertThat(response.statusCode()).isEqualTo(500);
    assertThat(response.failure()).hasMessage("claim failed");
    assertThat(handled).isEmpty();
  }

  @Test
  void aStoreThatFailsToRecordCompletion_isStill200_theActionSucceeded() {
    CallbackHandler<Payment> handler = track(builder().store(new FailingStore(false, true)).build());

    CallbackResponse response = deliver(handler, paid("pay_1", "evt_1"));

    assertThat(response.result()).isEqualTo(Result.HANDLED);
    assertThat(response.message()).isEqualTo("handled pay_1 paid; recording it in the delivery store failed");
    assertThat(response.failure()).hasMessage("complete failed");
    assertThat(handled).hasSize(1);
  }

  @Test
  void aConfirmerReturningNull_orAStateKeyThatIsBlank_is500() {
    CallbackHandler<Payment> nullConfirm = track(CallbackHandler.<Payment>builder(n -> null, p -> p.id())
        .action(handled::add).build());
    CallbackHandler<Payment> blankKey = track(CallbackHandler.<Payment>builder(service::confirm, p -> " ")
        .action(handled::add).build());

    assertThat(deliver(nullConfirm, paid("pay_1", "evt_1")).result()).isEqualTo(Result.FAILED);
    assertThat(deliver(blankKey, paid("pay_1", "evt_1")).message()).isEqualTo("the stateKey function gave no key");
    assertThat(handled).isEmpty();
  }

  @Test
  void builder_checksWhatItIsGiven() {
    assertThatThrownBy(() -> CallbackHandler.<Payment>builder(service::confirm, Payment::id).build())
        .isInstanceOf(NullPointerException.class).hasMessage("action is required");
    assertThatThrownBy(() -> builder().timeout(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout must be positive, was PT0S");
    assertThatThrownBy(() -> builder().lease(Duration.ofSeconds(-1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("lease must be positive, was PT-1S");
    assertThatThrownBy(() -> builder().maxConcurrent(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("maxConcurrent must be at least 1, was 0");
    assertThatThrownBy(() -> CallbackHandler.builder(null, Object::toString)).hasMessage("confirm == null");
  }

  @Test
  void aClaimedAction_learnsTheKeyAndOwnerTheStoreClaimed_andTheStoreCompletesThatClaim() {
    List<String> claims = new CopyOnWriteArrayList<>();
    List<String> completions = new CopyOnWriteArrayList<>();
    DeliveryStore memory = DeliveryStore.inMemory(10);
    DeliveryStore recording = new DeliveryStore() {
      @Override
      public Claim claim(String key, String owner, Duration lease, CallbackNotice notice) {
        claims.add(key + " / " + owner);
        return memory.claim(key, owner, lease, notice);
      }

      @Override
      public void complete(String key, String owner) {
        completions.add(key + " / " + owner);
        memory.complete(key, owner);
      }

      @Override
      public void release(String key, String owner) {
        memory.release(key, owner);
      }

      @Override
      public List<Lapsed> takeLapsed(String owner, Duration lease, int max) {
        return memory.takeLapsed(owner, lease, max);
      }
    };
    List<String> seen = new CopyOnWriteArrayList<>();
    CallbackHandler<Payment> handler = track(CallbackHandler.<Payment>builder(service::confirm, p -> "payment " + p.id())
        .store(recording)
        .action((Payment confirmed, String key, String owner) -> seen.add(key + " / " + owner))
        .build());

    CallbackResponse first = deliver(handler, paid("pay_1", "evt_1"));
    CallbackResponse again = deliver(handler, paid("pay_1", "evt_2"));

    assertThat(List.of(first.result(), again.result())).containsExactly(Result.HANDLED, Result.DUPLICATE);
    assertThat(seen).hasSize(1).allSatisfy(claim -> assertThat(claim).startsWith("payment pay_1 / "));
    assertThat(claims.get(0)).isEqualTo(seen.get(0));
    assertThat(completions).containsExactlyElementsOf(seen);
    assertThat(claims.get(1)).isNotEqualTo(claims.get(0)); // every delivery claims with an owner of its own
  }

  @Test
  void aClaimedActionThatThrows_isReleasedUnderItsOwnClaim_andRunsAgainOnRedelivery() {
    AtomicInteger runs = new AtomicInteger();
    CallbackHandler<Payment> handler = track(CallbackHandler.<Payment>builder(service::confirm, Payment::id)
        .action((Payment confirmed, String key, String owner) -> {
          if (runs.incrementAndGet() == 1) {
            throw new IllegalStateException("database down");
          }
        })
        .build());

    assertThat(deliver(handler, paid("pay_1", "evt_1")).result()).isEqualTo(Result.FAILED);
    assertThat(deliver(handler, paid("pay_1", "evt_1")).result()).isEqualTo(Result.HANDLED);
    assertThat(runs).hasValue(2);
  }

  @Test
  void aResponsesStatus_mustBeItsResults() {
    assertThatThrownBy(() -> new CallbackResponse(200, Result.FAILED, "x", null))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("statusCode 200 is not FAILED's 500");
  }

  /** A store whose claim or complete throws, as a database that went away would. */
  private static final class FailingStore implements DeliveryStore {
    private final DeliveryStore delegate = DeliveryStore.inMemory(10);
    private final boolean failClaim;
    private final boolean failComplete;

    FailingStore(boolean failClaim, boolean failComplete) {
      this.failClaim = failClaim;
      this.failComplete = failComplete;
    }

    @Override
    public Claim claim(String key, String owner, Duration lease, CallbackNotice notice) {
      if (failClaim) {
        throw new IllegalStateException("claim failed");
      }
      return delegate.claim(key, owner, lease, notice);
    }

    @Override
    public void complete(String key, String owner) {
      if (failComplete) {
        throw new IllegalStateException("complete failed");
      }
      delegate.complete(key, owner);
    }

    @Override
    public void release(String key, String owner) {
      delegate.release(key, owner);
    }

    @Override
    public List<Lapsed> takeLapsed(String owner, Duration lease, int max) {
      return delegate.takeLapsed(owner, lease, max);
    }
  }

  private static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("condition not met within 10 s");
      }
      Thread.sleep(5);
    }
  }
}
