package com.service.sdk.core.callback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.service.sdk.core.callback.CallbackResponse.Result;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * User code called by {@link CallbackHandler} (the confirm and state-key functions, the action,
 * the delivery store, the executor) can throw anything, {@code Error}s included: every delivery
 * still gets a definite answer within the timeout, a claim is released where the protocol says
 * so, the handler goes on, and a failure nobody is left to see is logged once, without the body.
 */
class CallbackHandlerContainmentTest {
  /** Far longer than any of these deliveries takes; a bound on hanging, not a measurement. */
  private static final Duration NEVER_HANGS = Duration.ofSeconds(20);
  private static final String SECRET_IN_BODY = "sk_live_body_must_not_be_logged";

  record Payment(String id, String state) {}

  private final List<Payment> handled = new CopyOnWriteArrayList<>();
  private final List<CallbackHandler<?>> handlers = new ArrayList<>();
  private final Logger handlerLog = (Logger) LoggerFactory.getLogger(CallbackHandler.class);
  private final ListAppender<ILoggingEvent> logged = new ListAppender<>();

  @BeforeEach
  void captureLog() {
    logged.start();
    handlerLog.addAppender(logged);
  }

  @AfterEach
  void closeHandlers() {
    handlerLog.detachAppender(logged);
    handlers.forEach(CallbackHandler::close);
  }

  private static Payment confirm(CallbackNotice notice) {
    return new Payment(notice.requireId(CallbackNotice.Kind.PAYMENT), "paid");
  }

  private CallbackHandler.Builder<Payment> builder() {
    return CallbackHandler.<Payment>builder(CallbackHandlerContainmentTest::confirm, p -> p.id() + " " + p.state())
        .action(handled::add).timeout(Duration.ofSeconds(10));
  }

  private <R> CallbackHandler<R> track(CallbackHandler<R> handler) {
    handlers.add(handler);
    return handler;
  }

  private static CallbackResponse deliver(CallbackHandler<?> handler) {
    byte[] body = ("{\"event\":\"payment.paid\",\"payment_id\":\"pay_1\",\"api_secret\":\"" + SECRET_IN_BODY + "\"}")
        .getBytes(StandardCharsets.UTF_8);
    return assertTimeoutPreemptively(NEVER_HANGS, () -> handler.handle(body, Map.of()));
  }

  private List<ILoggingEvent> warnings() {
    return logged.list.stream().filter(e -> e.getLevel().isGreaterOrEqual(Level.WARN)).toList();
  }

  @Test
  void anActionThatThrowsAnError_is500_itsClaimIsReleased_andTheRedeliveryRunsIt() {
    AtomicInteger runs = new AtomicInteger();
    StackOverflowError bug = new StackOverflowError("recursion in the merchant's code");
    CallbackHandler<Payment> handler = track(builder().action(p -> {
      if (runs.incrementAndGet() == 1) {
        throw bug;
      }
      handled.add(p);
    }).build());

    CallbackResponse failed = deliver(handler);
    CallbackResponse again = deliver(handler);

    assertThat(failed.result()).isEqualTo(Result.FAILED);
    assertThat(failed.statusCode()).isEqualTo(500);
    assertThat(failed.failure()).isSameAs(bug);
    assertThat(failed.message()).isEqualTo("the action failed for pay_1 paid; deliver again");
    assertThat(again.result()).as("released: the redelivery runs it").isEqualTo(Result.HANDLED);
    assertThat(handled).hasSize(1);
    assertThat(warnings()).as("the caller has the failure to log: the handler does not log it too").isEmpty();
  }

  @Test
  void anActionThatThrowsAnError_onTheCallersOwnThread_is500() {
    AssertionError bug = new AssertionError("invariant broken");
    CallbackHandler<Payment> handler = track(builder().executor(Runnable::run).action(p -> {
      throw bug;
    }).build());

    CallbackResponse failed = deliver(handler);

    assertThat(failed.result()).isEqualTo(Result.FAILED);
    assertThat(failed.failure()).isSameAs(bug);
  }

  @Test
  void aConfirmOrStateKeyThatThrowsAnError_is500_andTheActionDoesNotRun() {
    CallbackHandler<Payment> confirmBug = track(CallbackHandler.<Payment>builder(n -> {
      throw new NoClassDefFoundError("com/example/Orders");
    }, p -> p.id()).action(handled::add).build());
    CallbackHandler<Payment> keyBug = track(CallbackHandler.<Payment>builder(CallbackHandlerContainmentTest::confirm,
        p -> {
          throw new ExceptionInInitializerError("static init of the key format failed");
        }).action(handled::add).build());

    CallbackResponse confirmFailed = deliver(confirmBug);
    CallbackResponse keyFailed = deliver(keyBug);

    assertThat(confirmFailed.result()).isEqualTo(Result.FAILED);
    assertThat(confirmFailed.message()).isEqualTo("the confirm function failed for a payment notice");
    assertThat(confirmFailed.failure()).isInstanceOf(NoClassDefFoundError.class);
    assertThat(keyFailed.result()).isEqualTo(Result.FAILED);
    assertThat(keyFailed.message()).isEqualTo("the stateKey function failed");
    assertThat(handled).isEmpty();
  }

  @Test
  void aStoreThatThrowsAnErrorOnClaim_is500_andTheActionDoesNotRun() {
    CallbackHandler<Payment> handler = track(builder().store(new ThrowingStore(new OutOfMemoryError("claim"), null,
        null)).build());

    CallbackResponse response = deliver(handler);

    assertThat(response.result()).isEqualTo(Result.FAILED);
    assertThat(response.message()).isEqualTo("the delivery store failed to claim pay_1 paid");
    assertThat(response.failure()).hasMessage("claim");
    assertThat(handled).isEmpty();
  }

  @Test
  void aStoreThatThrowsAnErrorOnComplete_isStill200_theActionRanAndIsNotRunAgainWithinTheLease() {
    ThrowingStore store = new ThrowingStore(null, new LinkageError("complete"), null);
    CallbackHandler<Payment> handler = track(builder().store(store).build());

    CallbackResponse response = deliver(handler);
    CallbackResponse again = deliver(handler);

    assertThat(response.result()).as("the action ran: a 2xx ends the deliveries").isEqualTo(Result.HANDLED);
    assertThat(response.failure()).hasMessage("complete");
    assertThat(again.result()).as("the claim holds until its lease ends").isEqualTo(Result.IN_PROGRESS);
    assertThat(handled).hasSize(1);
  }

  @Test
  void aStoreThatThrowsOnRelease_keepsTheActionsFailure_withTheStoresAttached() {
    IllegalStateException actionFailure = new IllegalStateException("order table locked");
    InternalError releaseFailure = new InternalError("release");
    CallbackHandler<Payment> handler = track(builder().store(new ThrowingStore(null, null, releaseFailure))
        .action(p -> {
          throw actionFailure;
        }).build());

    CallbackResponse response = deliver(handler);

    assertThat(response.result()).isEqualTo(Result.FAILED);
    assertThat(response.failure()).isSameAs(actionFailure);
    assertThat(response.failure().getSuppressed()).containsExactly(releaseFailure);
  }

  @Test
  void anExecutorThatThrowsAnythingButARejection_is503_notAnException() {
    Executor broken = task -> {
      throw new IllegalStateException("executor misconfigured");
    };
    Executor dying = task -> {
      throw new OutOfMemoryError("unable to create native thread");
    };

    CallbackResponse thrown = deliver(track(builder().executor(broken).build()));
    CallbackResponse error = deliver(track(builder().executor(dying).build()));

    assertThat(thrown.result()).isEqualTo(Result.OVERLOADED);
    assertThat(thrown.statusCode()).isEqualTo(503);
    assertThat(thrown.message()).isEqualTo("the executor failed to take the delivery; deliver again later");
    assertThat(thrown.failure()).hasMessage("executor misconfigured");
    assertThat(error.result()).isEqualTo(Result.OVERLOADED);
    assertThat(error.failure()).isInstanceOf(OutOfMemoryError.class);
    assertThat(handled).isEmpty();
  }

  @Test
  void anExecutorThatRunsTheWorkThenThrows_answersWhatTheWorkDid() {
    CallbackHandler<Payment> handler = track(builder().executor(task -> {
      task.run();
      throw new IllegalStateException("after running it");
    }).build());

    CallbackResponse response = deliver(handler);

    assertThat(response.result()).isEqualTo(Result.HANDLED);
    assertThat(handled).hasSize(1);
  }

  @Test
  void anExecutorThatDropsTheWork_isAnsweredAtTheTimeout() {
    CallbackHandler<Payment> handler = track(builder().executor(task -> { }).timeout(Duration.ofMillis(200)).build());

    CallbackResponse response = deliver(handler);

    assertThat(response.result()).isEqualTo(Result.TIMED_OUT);
    assertThat(handled).isEmpty();
  }

  @Test
  void aFailureAfterTheDeliveryWasAnswered_isLoggedOnce_withTheKey_neverTheBody() throws Exception {
    CountDownLatch timedOut = new CountDownLatch(1);
    CountDownLatch failed = new CountDownLatch(1);
    ThreadPoolExecutor worker = new ThreadPoolExecutor(1, 1, 1, TimeUnit.MINUTES, new LinkedBlockingQueue<>());
    try {
      CallbackHandler<Payment> handler = track(builder().executor(worker).timeout(Duration.ofMillis(100))
          .action(p -> {
            try {
              timedOut.await(10, TimeUnit.SECONDS);
              throw new NoSuchMethodError("Orders.ship(String)");
            } finally {
              failed.countDown();
            }
          }).build());

      CallbackResponse response = deliver(handler);
      timedOut.countDown();
      assertThat(failed.await(10, TimeUnit.SECONDS)).isTrue();
      waitUntil(() -> !warnings().isEmpty());
      worker.shutdown();
      assertThat(worker.awaitTermination(10, TimeUnit.SECONDS)).isTrue();

      assertThat(response.result()).isEqualTo(Result.TIMED_OUT);
      assertThat(warnings()).singleElement().satisfies(event -> {
        assertThat(event.getFormattedMessage()).isEqualTo("callback work ended after its delivery was answered:"
            + " 500 FAILED: the action failed for pay_1 paid; deliver again");
        assertThat(event.getThrowableProxy().getClassName()).isEqualTo(NoSuchMethodError.class.getName());
      });
      assertThat(logged.list).allSatisfy(event -> assertThat(event.getFormattedMessage()).doesNotContain(SECRET_IN_BODY));
    } finally {
      worker.shutdownNow();
    }
  }

  @Test
  void theHandlersOwnWorkers_surviveErrors_andEndAfterClose() throws Exception {
    AtomicReference<String> workerName = new AtomicReference<>();
    CallbackHandler<Payment> handler = builder().action(p -> {
      workerName.set(Thread.currentThread().getName());
      throw new StackOverflowError();
    }).build();

    for (int i = 0; i < 20; i++) {
      assertThat(deliver(handler).result()).isEqualTo(Result.FAILED);
    }
    String pool = workerName.get().substring(0, workerName.get().lastIndexOf('-') + 1);
    handler.close();

    waitUntil(() -> Thread.getAllStackTraces().keySet().stream().noneMatch(t -> t.getName().startsWith(pool)));
  }

  /** A store over the in-memory one whose claim, complete or release throws what it is given. */
  private static final class ThrowingStore implements DeliveryStore {
    private final DeliveryStore delegate = DeliveryStore.inMemory(10);
    private final Throwable onClaim;
    private final Throwable onComplete;
    private final Throwable onRelease;

    ThrowingStore(Throwable onClaim, Throwable onComplete, Throwable onRelease) {
      this.onClaim = onClaim;
      this.onComplete = onComplete;
      this.onRelease = onRelease;
    }

    @Override
    public Claim claim(String key, String owner, Duration lease, CallbackNotice notice) {
      Claim claim = delegate.claim(key, owner, lease, notice);
      throwIfSet(onClaim);
      return claim;
    }

    @Override
    public void complete(String key, String owner) {
      throwIfSet(onComplete);
      delegate.complete(key, owner);
    }

    @Override
    public void release(String key, String owner) {
      throwIfSet(onRelease);
      delegate.release(key, owner);
    }

    @Override
    public List<Lapsed> takeLapsed(String owner, Duration lease, int max) {
      return delegate.takeLapsed(owner, lease, max);
    }

    private static void throwIfSet(Throwable failure) {
      if (failure instanceof Error error) {
        throw error;
      }
      if (failure instanceof RuntimeException runtime) {
        throw runtime;
      }
    }
  }

  private static void waitUntil(BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("condition not met within 10 s");
      }
      Thread.sleep(5);
    }
  }
}
