package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.Credentials;
import com.service.sdk.core.CredentialsProvider;
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
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
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

  private TransportFixtures.TransportBuilder builder() {
    return new TransportFixtures.TransportBuilder().baseUrl(server.url("/").toString());
  }

  /** The one place these tests lend the transport an OkHttp client of their own. */
  private TransportFixtures.TransportBuilder builderOn(OkHttpClient client) {
    return builder().on(client);
  }

  private static ApiRequest refund() {
    return ApiRequest.post("refunds.create", "/refunds/create").jsonBody(Map.of("amount", "1.00"))
        .idempotencyKey(KEY).build();
  }

  private static ApiRequest keyedRefund(int n) {
    return ApiRequest.post("refunds.create", "/refunds/create").jsonBody(Map.of("n", n))
        .idempotencyKey(IdempotencyKey.of("refund-key-load-" + String.format("%06d", n))).build();
  }

  private static ApiRequest balance() {
    return ApiRequest.get("balance.get", "/payments/balance").build();
  }

  private static Throwable failureOf(CompletableFuture<?> future) {
    try {
      future.get(10, TimeUnit.SECONDS);
      throw new AssertionError("the future succeeded");
    } catch (ExecutionException e) {
      return e.getCause();
    } catch (InterruptedException | TimeoutException e) {
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
    List<Future<?>> retries = new CopyOnWriteArrayList<>();
    CountDownLatch waiting = new CountDownLatch(1);
    TransportSettings.Sleeper recorded = new TransportSettings.Sleeper() {
      @Override
      public void sleep(Duration duration) {
        throw new UnsupportedOperationException("async only");
      }

      @Override
      public Future<?> schedule(Duration delay, Runnable task) {
        Future<?> retry = TransportSettings.Sleeper.THREAD.schedule(delay, task);
        retries.add(retry);
        waiting.countDown();
        return retry;
      }
    };
    TransportSettings settings = new TransportSettings(server.url("/"), new OkHttpClient(), 1, Duration.ofSeconds(10),
        Duration.ofMillis(1), Duration.ofSeconds(5), java.time.Clock.systemUTC(), recorded, CallListener.NONE);

    try (HttpTransport client = new HttpTransport(settings, RequestAuthenticator.NONE)) {
      CompletableFuture<ApiResponse> future = client.executeAsync(refund(), RequestOptions.defaults(),
          Function.identity());
      assertThat(waiting.await(10, TimeUnit.SECONDS)).as("the 503 is in and the retry waits").isTrue();

      future.cancel(false);

      ServerException thrown = (ServerException) failureOf(future);
      assertThat(thrown.statusCode()).isEqualTo(503);
      assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
      assertThat(thrown).hasMessageContaining("cancelled by the caller");
      assertThat(retries).singleElement().satisfies(retry -> assertThat(settled(retry).isCancelled()).isTrue());
    }
    assertThat(server.getRequestCount()).as("no retry after the cancel").isEqualTo(1);
  }

  @Test
  void cancellingAnUnkeyedCreateBeforeItReachedAConnection_isNotSent_andNothingIsSentLater() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    CountDownLatch resolving = new CountDownLatch(1);
    CountDownLatch resolve = new CountDownLatch(1);
    CountDownLatch idle = new CountDownLatch(1);
    ExecutorService okHttpThreads = Executors.newCachedThreadPool();
    okhttp3.Dispatcher dispatcher = new okhttp3.Dispatcher(okHttpThreads);
    dispatcher.setIdleCallback(idle::countDown);
    OkHttpClient slowLookup = new OkHttpClient.Builder().dispatcher(dispatcher).dns(host -> {
      resolving.countDown(); // the attempt is resolving the host when it is cancelled
      awaitQuietly(resolve);
      return okhttp3.Dns.SYSTEM.lookup(host);
    }).build();
    CallListener slowMetrics = new CallListener() { // an exporter that takes its time
      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        resolve.countDown(); // meanwhile the cancelled attempt has every chance to go out
        awaitQuietly(idle);
      }
    };

    try (HttpTransport client = builderOn(slowLookup).listener(slowMetrics).build()) {
      CompletableFuture<ApiResponse> future = client.executeAsync(
          ApiRequest.post("payments.create", "/payments/create").jsonBody(Map.of("amount", "1.00")).build(),
          RequestOptions.defaults(), Function.identity());
      assertThat(resolving.await(10, TimeUnit.SECONDS)).isTrue();
      future.cancel(true);

      ApiConnectionException thrown = (ApiConnectionException) failureOf(future);
      assertThat(idle.await(10, TimeUnit.SECONDS)).as("OkHttp is done with the cancelled attempt").isTrue();
      assertThat(server.getRequestCount()).isZero();
      assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_SENT);
    } finally {
      resolve.countDown();
      okHttpThreads.shutdown();
    }
  }

  @Test
  void aCredentialsProviderThatBlocks_holdsUpNoOtherCallsRetry_andNeverRunsOnTheScheduler() throws Exception {
    Set<String> answered = ConcurrentHashMap.newKeySet();
    server.setDispatcher(new Dispatcher() {
      @Override
      public MockResponse dispatch(RecordedRequest request) { // the first attempt of each call: 503; its retry: 204
        boolean first = answered.add(request.getHeaders().get("Idempotency-Key"));
        return new MockResponse.Builder().code(first ? 503 : 204).build();
      }
    });
    CountDownLatch vaultCalled = new CountDownLatch(1);
    CountDownLatch vaultAnswers = new CountDownLatch(1);
    AtomicInteger asked = new AtomicInteger();
    List<String> providerThreads = new CopyOnWriteArrayList<>();
    CredentialsProvider slowVault = () -> { // the retry's credentials come from a vault that takes seconds
      providerThreads.add(Thread.currentThread().getName());
      if (asked.incrementAndGet() == 2) {
        vaultCalled.countDown();
        awaitQuietly(vaultAnswers, 30);
      }
      return Credentials.of("key_vault", "vault-secret-0000");
    };
    CredentialsProvider quick = CredentialsProvider.of(Credentials.of("key_quick", "quick-secret-0000"));

    try (HttpTransport slow = builder().credentials(slowVault).retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5))
        .build();
        HttpTransport others = builder().credentials(quick).retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5))
            .build()) {
      CompletableFuture<ApiResponse> blocked = slow.executeAsync(keyedRefund(0), RequestOptions.defaults(),
          Function.identity());
      assertThat(vaultCalled.await(10, TimeUnit.SECONDS)).as("the retry waits for the vault").isTrue();

      List<CompletableFuture<ApiResponse>> calls = new ArrayList<>();
      for (int i = 1; i <= 50; i++) {
        calls.add(others.executeAsync(keyedRefund(i), RequestOptions.defaults(), Function.identity()));
      }
      CompletableFuture.allOf(calls.toArray(CompletableFuture[]::new)).get(20, TimeUnit.SECONDS);

      assertThat(calls).allSatisfy(call -> assertThat(call.join().statusCode()).isEqualTo(204));
      assertThat(blocked).as("still waiting for the vault").isNotDone();
      vaultAnswers.countDown();
      assertThat(blocked.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(204);
    } finally {
      vaultAnswers.countDown();
    }
    assertThat(providerThreads).hasSize(2).noneMatch(name -> name.startsWith("service-sdk-scheduler-"));
    assertThat(providerThreads.get(1)).startsWith("service-sdk-async-");
  }

  @Test
  void defaultExecutor_oneSlowContinuation_holdsUpNoOther() throws Exception {
    int slowOnes = ForkJoinPool.getCommonPoolParallelism(); // as many as the common pool has threads
    for (int i = 0; i <= slowOnes; i++) {
      server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    }
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch quickRan = new CountDownLatch(1);

    try (HttpTransport client = builder().build()) {
      for (int i = 0; i < slowOnes; i++) {
        client.executeAsync(balance(), RequestOptions.defaults(), Function.identity())
            .thenRun(() -> awaitQuietly(release, 30)); // a continuation that blocks on the merchant's database
      }
      client.executeAsync(balance(), RequestOptions.defaults(), Function.identity()).thenRun(quickRan::countDown);

      assertThat(quickRan.await(10, TimeUnit.SECONDS)).as("the quick continuation ran").isTrue();
    } finally {
      release.countDown();
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

  /**
   * The last asynchronous call of a closed client gives the shared pool back, which closes the
   * pool's idle connections: what the application's socket throws from {@code close()} there
   * must not keep that call's future from completing (it was told the call ended before the
   * future completed, and the throw skipped the completion).
   */
  @Test
  void theLastCallOfAClosedClient_completes_evenWhenClosingTheIdleSocketThrows() throws Exception {
    assertThat(SharedHttp.users()).as("clients holding the shared pool, left by earlier tests").isZero();
    ScriptedSockets sockets = ScriptedSockets.closingWith(new IllegalStateException("the socket failed on close"));
    server.enqueue(new MockResponse.Builder().code(204).headersDelay(300, TimeUnit.MILLISECONDS).build());
    HttpTransport client = builder().socketFactory(sockets).build();
    CompletableFuture<ApiResponse> call = client.executeAsync(balance(), RequestOptions.defaults(),
        Function.identity());
    server.takeRequest(5, TimeUnit.SECONDS);
    client.close();

    assertThat(call.get(10, TimeUnit.SECONDS).statusCode()).as("the call's answer, within 10 s").isEqualTo(204);
    assertThat(sockets.closing.getCount()).as("the idle connection's socket was closed").isZero();
    assertThat(SharedHttp.users()).isZero();
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
    Map<String, Integer> peaks = new ConcurrentHashMap<>();

    try (HttpTransport client = builder().maxRetries(10).retryBackoff(Duration.ofMillis(1), Duration.ofMillis(20))
        .build()) {
      List<CompletableFuture<ApiResponse>> calls = new ArrayList<>();
      for (int i = 0; i < 2000; i++) {
        ApiRequest request = i % 2 == 0 ? balance() : keyedRefund(i);
        calls.add(client.executeAsync(request, RequestOptions.defaults(), Function.identity()));
        if (i % 100 == 0) {
          sdkThreadsByPool().forEach((pool, count) -> peaks.merge(pool, count, Math::max));
        }
      }
      CompletableFuture<Void> all = CompletableFuture.allOf(calls.toArray(CompletableFuture[]::new));
      while (!all.isDone()) {
        sdkThreadsByPool().forEach((pool, count) -> peaks.merge(pool, count, Math::max));
        Thread.sleep(5);
      }
      all.get(60, TimeUnit.SECONDS);

      assertThat(calls).allSatisfy(call -> assertThat(call.join().statusCode()).isEqualTo(204));
      System.out.printf("2,000 async calls: %d requests, peak SDK threads %s%n", requests.get(), peaks);
      assertThat(requests.get()).as("retries happened").isGreaterThan(2200);
      // At most 64 calls are on the wire, each on a dispatcher thread; a thread that finishes a
      // call hands its slot to the next queued call, which starts on another thread before the
      // first is idle again, so threads can briefly reach twice that.
      assertThat(peaks.getOrDefault("dispatcher", 0)).as("dispatcher threads")
          .isLessThanOrEqualTo(2 * SharedHttp.MAX_REQUESTS_PER_HOST);
      assertThat(peaks.getOrDefault("scheduler", 0)).as("scheduler threads").isLessThanOrEqualTo(1);
      assertThat(peaks.getOrDefault("deadlines", 0)).as("deadline watcher threads").isLessThanOrEqualTo(1);
      // OkHttp's task runner connects (racing a host's addresses) and closes idle connections:
      // at most a connect or two per call on the wire, and the pool's cleanup.
      assertThat(peaks.getOrDefault("okhttp", 0)).as("task runner threads")
          .isLessThanOrEqualTo(2 * SharedHttp.MAX_REQUESTS_PER_HOST + 1);
      // The async pool runs completions and retries' signing: quick here, so few threads, but
      // it has no bound of its own (a slow continuation takes a thread; it never waits).
      assertThat(peaks.keySet()).isSubsetOf("dispatcher", "okhttp", "scheduler", "deadlines", "async");
    }

    awaitNoSdkThreads();
    assertThat(Thread.getAllStackTraces().keySet()).filteredOn(t -> !before.contains(t))
        .noneMatch(t -> t.isAlive() && t.getName().startsWith("service-sdk-"));
  }

  /** Returns {@code retry} once it is cancelled, or has run (2 s later: it was not cancelled). */
  private static Future<?> settled(Future<?> retry) {
    try {
      retry.get(10, TimeUnit.SECONDS);
    } catch (CancellationException | ExecutionException | TimeoutException e) {
      // settled either way; the caller reads which
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return retry;
  }

  private static void awaitQuietly(CountDownLatch latch) {
    awaitQuietly(latch, 10);
  }

  private static void awaitQuietly(CountDownLatch latch, int seconds) {
    try {
      latch.await(seconds, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void awaitNoSdkThreads() throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (sdkThreads() > 0 && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
  }

  private static int sdkThreads() {
    return sdkThreadsByPool().values().stream().mapToInt(Integer::intValue).sum();
  }

  /**
   * Counts the SDK's live threads by pool: "service-sdk-async-3" is one of "async". Each name is
   * read once: OkHttp renames a dispatcher thread while it runs a call.
   */
  private static Map<String, Integer> sdkThreadsByPool() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(Thread::isAlive)
        .map(Thread::getName)
        .filter(name -> name.startsWith("service-sdk-"))
        .collect(java.util.stream.Collectors.toMap(
            name -> name.substring("service-sdk-".length(), name.lastIndexOf('-')), name -> 1, Integer::sum));
  }
}
