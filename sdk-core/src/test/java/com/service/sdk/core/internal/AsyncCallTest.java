package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.ClientBuilder;
import com.service.sdk.core.ClientConfiguration;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServerException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The asynchronous face at the transport: where futures complete, what cancelling does, and
 * 2,000 concurrent calls with injected failures on a bounded number of threads. (Every
 * retry sequence of both faces is in {@link RetryExhaustiveTest}; the bytes each
 * operation sends, in the clients' tests.)
 */
class AsyncCallTest {
  private static final IdempotencyKey KEY = IdempotencyKey.of("refund-key-async-00001");

  @StartStop private final MockWebServer server = new MockWebServer();

  /** A builder whose "client" is the transport the SDK's clients are made of. */
  private static final class TransportBuilder extends ClientBuilder<TransportBuilder, HttpTransport> {
    @Override
    protected TransportBuilder self() {
      return this;
    }

    @Override
    protected HttpTransport newClient(ClientConfiguration configuration) {
      return HttpTransport.open(configuration, RequestAuthenticator.NONE, "TestClient");
    }
  }

  private TransportBuilder builder() {
    return new TransportBuilder().baseUrl(server.url("/").toString());
  }

  private static ApiRequest refund() {
    return ApiRequest.post("refunds.create", "/refunds/create").jsonBody(Map.of("amount", "1.00"))
        .idempotencyKey(KEY).build();
  }

  private static ApiRequest balance() {
    return ApiRequest.get("balance.get", "/payments/balance").build();
  }

  private static Throwable failureOf(CompletableFuture<?> future) {
    try {
      future.get(10, TimeUnit.SECONDS);
      throw new AssertionError("the future succeeded");
    } catch (java.util.concurrent.ExecutionException e) {
      return e.getCause();
    } catch (InterruptedException | java.util.concurrent.TimeoutException e) {
      throw new AssertionError("the future did not complete", e);
    }
  }

  @Test
  void futures_completeOnTheCallersExecutor_neverOnOkHttpsThreads() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    ExecutorService callbacks = Executors.newSingleThreadExecutor(task -> new Thread(task, "merchant-callbacks"));
    AtomicReference<String> ranOn = new AtomicReference<>();

    try (HttpTransport client = builder().asyncExecutor(callbacks).build()) {
      client.executeAsync(balance(), RequestOptions.defaults(), Function.identity())
          .thenRun(() -> ranOn.set(Thread.currentThread().getName())).get(10, TimeUnit.SECONDS);
    } finally {
      callbacks.shutdown();
    }

    assertThat(ranOn.get()).isEqualTo("merchant-callbacks");
  }

  @Test
  void failures_areTheSdksExceptionItself_oneLevelDown() {
    server.enqueue(new MockResponse.Builder().code(500).body("{\"message\":\"boom\"}").build());

    try (HttpTransport client = builder().maxRetries(0).build()) {
      CompletableFuture<ApiResponse> future = client.executeAsync(refund(), RequestOptions.defaults(),
          Function.identity());

      assertThatThrownBy(future::join).isInstanceOf(CompletionException.class)
          .cause().isInstanceOf(ServerException.class).hasMessageContaining("boom");
      ServerException thrown = (ServerException) failureOf(future);
      assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
      assertThat(thrown.idempotencyKey()).contains(KEY);
    }
  }

  @Test
  void cancellingAWriteOnTheWire_cancelsIt_andSaysItMayHaveHappened() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").headersDelay(10, TimeUnit.SECONDS).build());

    try (HttpTransport client = builder().build()) {
      CompletableFuture<ApiResponse> future = client.executeAsync(refund(), RequestOptions.defaults(),
          Function.identity());
      RecordedRequest arrived = server.takeRequest(5, TimeUnit.SECONDS);
      assertThat(arrived).isNotNull();

      assertThat(future.cancel(true)).isTrue();

      ApiConnectionException thrown = (ApiConnectionException) failureOf(future);
      assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
      assertThat(thrown.idempotencyKey()).contains(KEY);
      assertThat(thrown).hasMessageContaining("cancelled by the caller")
          .hasMessageContaining("repeat it with the same idempotency key " + KEY.value());
      assertThat(thrown).hasRootCauseInstanceOf(CancellationException.class);
      assertThat(future.cancel(true)).as("a second cancel does nothing").isFalse();
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void cancellingDuringARetryWait_stopsTheRetry() throws Exception {
    server.enqueue(new MockResponse.Builder().code(503).setHeader("Retry-After", "2").build()); // an exact wait
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    try (HttpTransport client = builder().retryBackoff(Duration.ofMillis(1), Duration.ofSeconds(5)).build()) {
      CompletableFuture<ApiResponse> future = client.executeAsync(refund(),
          RequestOptions.builder().maxRetries(1).build(), Function.identity());
      server.takeRequest(5, TimeUnit.SECONDS);
      Thread.sleep(200); // the 503 is in and the retry is waiting on the scheduler

      future.cancel(false);

      ServerException thrown = (ServerException) failureOf(future);
      assertThat(thrown.statusCode()).isEqualTo(503);
      assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
      assertThat(thrown).hasMessageContaining("cancelled by the caller");
      Thread.sleep(2300); // past the moment the retry would have gone
    }
    assertThat(server.getRequestCount()).as("no retry after the cancel").isEqualTo(1);
  }

  @Test
  void cancellingAnUnkeyedCreateBeforeItReachedAConnection_isNotSent_andNothingIsSentLater() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    // The attempt is still opening its connection when it is cancelled.
    ScriptedSockets slowConnect = ScriptedSockets.slow(Duration.ofMillis(300));

    CallListener slowMetrics = new CallListener() { // an exporter that takes its time
      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        try {
          Thread.sleep(500);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    };

    try (HttpTransport client = builder().socketFactory(slowConnect).listener(slowMetrics).build()) {
      CompletableFuture<ApiResponse> future = client.executeAsync(
          ApiRequest.post("payments.create", "/payments/create").jsonBody(Map.of("amount", "1.00")).build(),
          RequestOptions.defaults(), Function.identity());
      Thread.sleep(100);
      future.cancel(true);

      ApiConnectionException thrown = (ApiConnectionException) failureOf(future);
      Thread.sleep(700); // long past the connect: had anything gone out, it would have arrived
      assertThat(server.getRequestCount()).isZero();
      assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_SENT);
    }
  }

  @Test
  void closingWhileARetryWaits_letsTheCallFinish_thenReleasesThePool() throws Exception {
    int before = SharedHttp.users();
    server.enqueue(new MockResponse.Builder().code(503).setHeader("Retry-After", "1").build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    HttpTransport client = builder().retryBackoff(Duration.ofMillis(1), Duration.ofSeconds(5)).build();

    CompletableFuture<ApiResponse> future = client.executeAsync(refund(), RequestOptions.defaults(),
        Function.identity());
    server.takeRequest(5, TimeUnit.SECONDS);
    client.close();
    assertThat(SharedHttp.users()).as("held while the call runs").isEqualTo(before + 1);

    assertThat(future.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(SharedHttp.users()).as("released when it ended").isEqualTo(before);
  }

  @Test
  void aStepThatFailsInsideTheSdk_endsTheCallWithItsOutcome_neverAHangingFuture() {
    server.enqueue(new MockResponse.Builder().code(503).build());
    TransportSettings.Sleeper broken = new TransportSettings.Sleeper() {
      @Override
      public void sleep(Duration duration) {
        throw new UnsupportedOperationException("async only");
      }

      @Override
      public Future<?> schedule(Duration delay, Runnable task) {
        throw new IllegalStateException("scheduler bug");
      }
    };
    TransportSettings settings = new TransportSettings(server.url("/"), new OkHttpClient(), 2, Duration.ofSeconds(10),
        Duration.ofMillis(1), Duration.ofSeconds(1), java.time.Clock.systemUTC(), broken, CallListener.NONE);

    ServerException thrown = (ServerException) failureOf(new HttpTransport(settings, RequestAuthenticator.NONE)
        .executeAsync(refund(), RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.statusCode()).isEqualTo(503);
    assertThat(thrown.attempts()).isEqualTo(1);
    assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(thrown.idempotencyKey()).contains(KEY);
    assertThat(thrown).hasMessageContaining("the call failed inside the SDK");
    assertThat(thrown.getSuppressed()).singleElement().satisfies(e -> assertThat(e).hasMessage("scheduler bug"));
  }

  @Test
  void twoThousandConcurrentCalls_withInjected503sAndDelays_allComplete_onBoundedThreads() throws Exception {
    Random random = new Random(7);
    AtomicInteger requests = new AtomicInteger();
    server.setDispatcher(new Dispatcher() {
      @Override
      public MockResponse dispatch(RecordedRequest request) {
        requests.incrementAndGet();
        int draw;
        synchronized (random) {
          draw = random.nextInt(100);
        }
        if (draw < 20) {
          return new MockResponse.Builder().code(503).build();
        }
        return new MockResponse.Builder().code(204).headersDelay(draw % 7, TimeUnit.MILLISECONDS).build();
      }
    });
    awaitNoSdkThreads(); // those of earlier tests' clients end once their pool is released
    Set<Thread> before = Set.copyOf(Thread.getAllStackTraces().keySet());
    AtomicInteger peakSdkThreads = new AtomicInteger();

    try (HttpTransport client = builder().maxRetries(10).retryBackoff(Duration.ofMillis(1), Duration.ofMillis(20))
        .build()) {
      List<CompletableFuture<ApiResponse>> calls = new ArrayList<>();
      for (int i = 0; i < 2000; i++) {
        ApiRequest request = i % 2 == 0 ? balance()
            : ApiRequest.post("refunds.create", "/refunds/create").jsonBody(Map.of("n", i))
                .idempotencyKey(IdempotencyKey.of("refund-key-load-" + String.format("%06d", i))).build();
        calls.add(client.executeAsync(request, RequestOptions.defaults(), Function.identity()));
        if (i % 100 == 0) {
          peakSdkThreads.accumulateAndGet(sdkThreads(), Math::max);
        }
      }
      CompletableFuture<Void> all = CompletableFuture.allOf(calls.toArray(CompletableFuture[]::new));
      while (!all.isDone()) {
        peakSdkThreads.accumulateAndGet(sdkThreads(), Math::max);
        Thread.sleep(5);
      }
      all.get(60, TimeUnit.SECONDS);

      assertThat(calls).allSatisfy(call -> assertThat(call.join().statusCode()).isEqualTo(204));
      System.out.printf("2,000 async calls: %d requests, peak %d SDK threads%n", requests.get(), peakSdkThreads.get());
      assertThat(requests.get()).as("retries happened").isGreaterThan(2200);
      // At most 64 calls are on the wire, each on a dispatcher thread; a thread that finishes a
      // call hands its slot to the next queued call, which starts on another thread before the
      // first is idle again, so threads can briefly reach twice that; plus the scheduler's one.
      assertThat(peakSdkThreads.get()).as("dispatcher threads and the scheduler")
          .isLessThanOrEqualTo(2 * SharedHttp.MAX_REQUESTS_PER_HOST + 1);
    }

    awaitNoSdkThreads();
    assertThat(Thread.getAllStackTraces().keySet()).filteredOn(t -> !before.contains(t))
        .noneMatch(t -> t.isAlive() && t.getName().startsWith("service-sdk-"));
  }

  private static void awaitNoSdkThreads() throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (sdkThreads() > 0 && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
  }

  private static int sdkThreads() {
    return (int) Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.isAlive() && t.getName().startsWith("service-sdk-")).count();
  }
}
