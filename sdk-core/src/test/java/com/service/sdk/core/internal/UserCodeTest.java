package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.core.ServerException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * Code the application hands the SDK (listeners, credentials providers, executors) throwing
 * anything, {@code Error}s included, on both faces: contained and logged once, the call goes
 * on, its future completes, the shared pool is released, and the caller's exception carries
 * the outcome and the key. A {@link VirtualMachineError} goes on up, after all of that.
 */
class UserCodeTest {
  private static final IdempotencyKey KEY = IdempotencyKey.of("refund-key-usercode-0001");
  private static final String VAULT_ANSWER = "{\"errors\":[\"permission denied for sk_live_vault_9f8e\"]}";

  @StartStop private final MockWebServer server = new MockWebServer();

  private final Logger sdkLogger = (Logger) LoggerFactory.getLogger("com.service.sdk");
  private final ListAppender<ILoggingEvent> log = new ListAppender<>();
  private Level previousLevel;

  @BeforeEach
  void captureDebug() {
    previousLevel = sdkLogger.getLevel();
    sdkLogger.setLevel(Level.DEBUG);
    sdkLogger.setAdditive(false);
    log.start();
    sdkLogger.addAppender(log);
  }

  @AfterEach
  void restore() {
    sdkLogger.detachAppender(log);
    sdkLogger.setLevel(previousLevel);
    sdkLogger.setAdditive(true);
  }

  /** An error of the application's, not the JVM's. */
  private static final class ListenerBug extends Error {
    private static final long serialVersionUID = 1L;

    ListenerBug(String message) {
      super(message);
    }
  }

  /** A listener that throws from every event but {@code forCall}. */
  private static CallListener throwingFromEveryEvent(Supplier<? extends Error> thrown) {
    return new CallListener() {
      @Override
      public void callStarted(Call call) {
        throw thrown.get();
      }

      @Override
      public void attemptStarting(Call call, int attempt, AttemptHeaders headers) {
        throw thrown.get();
      }

      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        throw thrown.get();
      }

      @Override
      public void retryScheduled(Call call, Retry retry) {
        throw thrown.get();
      }

      @Override
      public void callFinished(Call call, End end) {
        throw thrown.get();
      }
    };
  }

  private TransportFixtures.TransportBuilder builder() {
    return new TransportFixtures.TransportBuilder().baseUrl(server.url("/").toString())
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5));
  }

  private static ApiRequest refund() {
    return ApiRequest.post("refunds.create", "/refunds/create").jsonBody(Map.of("amount", "1.00"))
        .idempotencyKey(KEY).build();
  }

  private void enqueue503Then200() {
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(new MockResponse.Builder().code(200).body("{\"refund_id\":\"rf_1\"}").build());
  }

  private static <T> T await(CompletableFuture<T> future) throws Exception {
    try {
      return future.get(10, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      throw new AssertionError("the future never completed", e);
    }
  }

  private static Throwable failureOf(CompletableFuture<?> future) throws Exception {
    try {
      await(future);
      throw new AssertionError("the future succeeded");
    } catch (ExecutionException e) {
      return e.getCause();
    }
  }

  private long linesSaying(String text) {
    return log.list.stream().filter(event -> event.getFormattedMessage().contains(text)).count();
  }

  @Test
  void aListenerThrowingAnError_fromEveryEvent_neverBreaksABlockingCall_andEachIsLoggedOnce() {
    enqueue503Then200();

    try (HttpTransport client = builder().listener(throwingFromEveryEvent(() -> new ListenerBug("metrics bug")))
        .build()) {
      ApiResponse answer = client.execute(refund(), RequestOptions.defaults(), Function.identity());
      assertThat(answer.statusCode()).isEqualTo(200);
    }

    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(linesSaying("threw from callStarted; the call goes on")).isEqualTo(1);
    assertThat(linesSaying("threw from attemptStarting; the call goes on")).isEqualTo(2);
    assertThat(linesSaying("threw from attemptFinished; the call goes on")).isEqualTo(2);
    assertThat(linesSaying("threw from retryScheduled; the call goes on")).isEqualTo(1);
    assertThat(linesSaying("threw from callFinished; the call goes on")).isEqualTo(1);
    assertThat(log.list).filteredOn(event -> event.getThrowableProxy() != null)
        .allSatisfy(event -> assertThat(event.getThrowableProxy().getMessage()).isEqualTo("metrics bug"))
        .allSatisfy(event -> assertThat(event.getLevel()).isEqualTo(Level.DEBUG));
  }

  @Test
  void aListenerThrowingAnError_fromEveryEvent_neitherHangsTheFutureNorKeepsThePool() throws Exception {
    enqueue503Then200();
    int before = SharedHttp.users();

    HttpTransport client = builder().listener(throwingFromEveryEvent(() -> new ListenerBug("tracing bug"))).build();
    CompletableFuture<ApiResponse> future = client.executeAsync(refund(), RequestOptions.defaults(),
        Function.identity());
    client.close();

    assertThat(await(future).statusCode()).isEqualTo(200);
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(SharedHttp.users()).as("the shared pool is released").isEqualTo(before);
  }

  @Test
  void aListenerWhoseForCallThrowsAnError_leavesTheCallUnobserved_andItGoesOn() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    CallListener broken = new CallListener() {
      @Override
      public CallListener forCall(Call call) {
        throw new ListenerBug("no span for you");
      }
    };

    try (HttpTransport client = builder().listener(broken).build()) {
      assertThat(client.execute(refund(), RequestOptions.defaults(), Function.identity()).statusCode())
          .isEqualTo(200);
      assertThat(await(client.executeAsync(refund(), RequestOptions.defaults(), Function.identity())).statusCode())
          .isEqualTo(200);
    }
    assertThat(linesSaying("threw from forCall; the call goes on")).isEqualTo(2);
  }

  @Test
  void aListenerWhoseToStringThrowsToo_isStillContained() {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    CallListener broken = new CallListener() {
      @Override
      public void callStarted(Call call) {
        throw new ListenerBug("started");
      }

      @Override
      public String toString() {
        throw new ListenerBug("toString");
      }
    };

    try (HttpTransport client = builder().listener(broken).build()) {
      assertThat(client.execute(refund(), RequestOptions.defaults(), Function.identity()).statusCode())
          .isEqualTo(200);
    }
    assertThat(linesSaying("threw from callStarted; the call goes on")).isEqualTo(1);
  }

  @Test
  void aCredentialsProviderThrowingAnError_failsEachAttemptBeforeSending_onBothFaces() throws Exception {
    CredentialsProvider broken = () -> {
      throw new ListenerBug("vault said " + VAULT_ANSWER);
    };
    int before = SharedHttp.users();

    HttpTransport client = builder().credentials(broken).build();
    ApiConnectionException blocking = catchThrowableOfType(ApiConnectionException.class,
        () -> client.execute(refund(), RequestOptions.defaults(), Function.identity()));
    CompletableFuture<ApiResponse> future = client.executeAsync(refund(), RequestOptions.defaults(),
        Function.identity());
    client.close();
    Throwable async = failureOf(future);

    for (Throwable thrown : new Throwable[] {blocking, async}) {
      ApiConnectionException failure = (ApiConnectionException) thrown;
      assertThat(failure.outcome()).isEqualTo(Outcome.NOT_SENT);
      assertThat(failure.attempts()).isEqualTo(3);
      assertThat(failure.idempotencyKey()).contains(KEY);
      assertThat(failure).hasMessageContaining("credentials provider failed with " + ListenerBug.class.getName())
          .hasRootCauseInstanceOf(ListenerBug.class); // the caller's own code: theirs to see, whole
    }
    assertThat(server.getRequestCount()).isZero();
    assertThat(SharedHttp.users()).isEqualTo(before);
    assertThat(log.list).as("logged without what the provider said")
        .noneMatch(event -> event.getFormattedMessage().contains("sk_live_vault"))
        .noneMatch(event -> event.getThrowableProxy() != null);
  }

  @Test
  void anExecutorThatThrows_stillCompletesTheFuture_andReleasesThePool() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    Executor broken = task -> {
      throw new ListenerBug("executor bug");
    };
    int before = SharedHttp.users();

    HttpTransport client = builder().asyncExecutor(broken).build();
    CompletableFuture<ApiResponse> future = client.executeAsync(refund(), RequestOptions.defaults(),
        Function.identity());
    client.close();

    assertThat(await(future).statusCode()).isEqualTo(200);
    assertThat(SharedHttp.users()).isEqualTo(before);
    assertThat(linesSaying("did not take the future's completion; the call goes on")).isEqualTo(1);
  }

  @Test
  void anOutOfMemoryErrorFromAListener_completesTheFutureWithTheOutcome_releasesThePool_thenGoesOnUp()
      throws Exception {
    enqueue503Then200();
    OutOfMemoryError oom = new OutOfMemoryError("simulated");
    CallListener exhausted = new CallListener() {
      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        throw oom;
      }
    };
    int before = SharedHttp.users();
    AtomicReference<Throwable> uncaught = new AtomicReference<>();
    CountDownLatch rethrown = new CountDownLatch(1);
    Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
    Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
      uncaught.set(e);
      rethrown.countDown();
    });
    Throwable thrown;
    try {
      HttpTransport client = builder().listener(exhausted).build();
      CompletableFuture<ApiResponse> future = client.executeAsync(refund(), RequestOptions.defaults(),
          Function.identity());
      client.close();
      thrown = failureOf(future);
      rethrown.await(10, TimeUnit.SECONDS); // by the dispatcher thread, after the future completed
    } finally {
      Thread.setDefaultUncaughtExceptionHandler(previous);
    }

    ServerException failure = (ServerException) thrown;
    assertThat(failure.statusCode()).isEqualTo(503);
    assertThat(failure.outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(failure.idempotencyKey()).contains(KEY);
    assertThat(failure).hasMessageContaining("stopped: java.lang.OutOfMemoryError was thrown");
    assertThat(failure.getSuppressed()).containsExactly(oom);
    assertThat(server.getRequestCount()).as("the call stopped there: no retry").isEqualTo(1);
    assertThat(SharedHttp.users()).isEqualTo(before);
    assertThat(uncaught.get()).as("the application's handler sees it").isSameAs(oom);
  }

  @Test
  void anOutOfMemoryErrorFromAListener_reachesTheBlockingCaller_withTheCallsOutcomeAttached() {
    enqueue503Then200();
    CallListener exhausted = new CallListener() {
      @Override
      public void retryScheduled(Call call, Retry retry) {
        throw new OutOfMemoryError("simulated");
      }
    };

    OutOfMemoryError thrown;
    try (HttpTransport client = builder().listener(exhausted).build()) {
      thrown = catchThrowableOfType(OutOfMemoryError.class,
          () -> client.execute(refund(), RequestOptions.defaults(), Function.identity()));
    }

    assertThat(thrown).hasMessage("simulated");
    assertThat(thrown.getSuppressed()).singleElement().isInstanceOfSatisfying(ServerException.class, failure -> {
      assertThat(failure.outcome()).isEqualTo(Outcome.UNKNOWN);
      assertThat(failure.idempotencyKey()).contains(KEY);
      assertThat(failure.statusCode()).isEqualTo(503);
    });
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void anOutOfMemoryErrorAfterA2xxWasRead_butBeforeItWasCheckedAsTheServices_saysTheWriteMayHaveHappened() {
    server.enqueue(new MockResponse.Builder().code(200).body("{\"refund_id\":\"rf_1\"}").build());
    CallListener exhausted = new CallListener() {
      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        throw new OutOfMemoryError("simulated");
      }
    };

    OutOfMemoryError thrown;
    try (HttpTransport client = builder().listener(exhausted).build()) {
      thrown = catchThrowableOfType(OutOfMemoryError.class,
          () -> client.execute(refund(), RequestOptions.defaults(), Function.identity()));
    }

    assertThat(thrown.getSuppressed()).singleElement()
        .isInstanceOfSatisfying(ResponseDecodingException.class, failure -> {
          // UNKNOWN, not APPLIED: only a body read as the service's envelope is evidence, and the
          // error came before the answer was decoded.
          assertThat(failure.outcome()).isEqualTo(Outcome.UNKNOWN);
          assertThat(failure.idempotencyKey()).contains(KEY);
          assertThat(failure).hasMessageContaining("answered HTTP 200, but the call stopped before its body was read: stopped: "
              + "java.lang.OutOfMemoryError was thrown");
        });
  }
}
