package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServerException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * Who holds an asynchronous call, seen from outside: a listener runs under no lock of the
 * SDK's, so a cancel never waits for one; a call whose deadline passes while OkHttp's
 * dispatcher still queues it ends at its deadline, never having touched the network.
 */
class CallHoldTest {
  private static final IdempotencyKey KEY = IdempotencyKey.of("refund-key-hold-000001");

  @StartStop private final MockWebServer server = new MockWebServer();

  private TransportFixtures.TransportBuilder builder() {
    return new TransportFixtures.TransportBuilder().baseUrl(server.url("/").toString())
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5));
  }

  /** The one place these tests lend the transport an OkHttp client of their own. */
  private TransportFixtures.TransportBuilder builderOn(OkHttpClient client) {
    return builder().on(client);
  }

  private static ApiRequest refund() {
    return ApiRequest.post("refunds.create", "/refunds/create").jsonBody(Map.of("amount", "1.00"))
        .idempotencyKey(KEY).build();
  }

  private static Throwable failureOf(CompletableFuture<?> future) throws Exception {
    try {
      future.get(10, TimeUnit.SECONDS);
      throw new AssertionError("the future succeeded");
    } catch (ExecutionException e) {
      return e.getCause();
    }
  }

  private static boolean awaitQuietly(CountDownLatch latch) {
    try {
      return latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  @Test
  void aListenerRunsUnderNoLock_soACancelFromAnotherThreadNeverWaitsForIt() throws Exception {
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    CountDownLatch inListener = new CountDownLatch(1);
    CountDownLatch cancelReturned = new CountDownLatch(1);
    AtomicBoolean cancelReturnedWhileInside = new AtomicBoolean();
    CallListener slowExporter = new CallListener() {
      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        inListener.countDown();
        cancelReturnedWhileInside.set(awaitQuietly(cancelReturned));
      }
    };

    try (HttpTransport client = builder().listener(slowExporter).build()) {
      CompletableFuture<ApiResponse> future = client.executeAsync(refund(), RequestOptions.defaults(),
          Function.identity());
      assertThat(inListener.await(10, TimeUnit.SECONDS)).isTrue();

      assertThat(future.cancel(true)).isTrue();
      cancelReturned.countDown();

      ServerException thrown = (ServerException) failureOf(future);
      assertThat(thrown.statusCode()).isEqualTo(503);
      assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
      assertThat(thrown).hasMessageContaining("cancelled by the caller");
    }
    assertThat(cancelReturnedWhileInside).as("cancel returned while the listener was still at work").isTrue();
    assertThat(server.getRequestCount()).as("the owner ended the call: no retry").isEqualTo(1);
  }

  @Test
  void aCallQueuedPastItsDeadline_endsNotSentAtTheDeadline_withoutTouchingTheNetwork() throws Exception {
    CountDownLatch heldArrived = new CountDownLatch(1);
    CountDownLatch releaseHeld = new CountDownLatch(1);
    server.setDispatcher(new Dispatcher() {
      @Override
      public MockResponse dispatch(RecordedRequest request) {
        if (request.getUrl().encodedPath().equals("/payments/balance")) { // holds the one slot for the host
          heldArrived.countDown();
          awaitQuietly(releaseHeld);
        }
        return new MockResponse.Builder().code(200).body("{}").build();
      }
    });
    ExecutorService okHttpThreads = Executors.newCachedThreadPool();
    okhttp3.Dispatcher busy = new okhttp3.Dispatcher(okHttpThreads);
    busy.setMaxRequestsPerHost(1);
    CountDownLatch idle = new CountDownLatch(1);

    try (HttpTransport client = builderOn(new OkHttpClient.Builder().dispatcher(busy).build()).build()) {
      CompletableFuture<ApiResponse> held = client.executeAsync(ApiRequest.get("balance.get", "/payments/balance")
          .build(), RequestOptions.defaults(), Function.identity());
      assertThat(heldArrived.await(10, TimeUnit.SECONDS)).isTrue();

      CompletableFuture<ApiResponse> queued = client.executeAsync(refund(),
          RequestOptions.builder().timeout(Duration.ofMillis(300)).build(), Function.identity());

      ApiConnectionException thrown = (ApiConnectionException) failureOf(queued);
      assertThat(held).as("ended while the slot was still taken").isNotDone();
      assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_SENT);
      assertThat(thrown.attempts()).isEqualTo(1);
      assertThat(thrown.idempotencyKey()).contains(KEY);
      assertThat(thrown).hasMessageContaining("call deadline of PT0.3S passed");

      busy.setIdleCallback(idle::countDown);
      releaseHeld.countDown();
      assertThat(held.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
      assertThat(idle.await(10, TimeUnit.SECONDS)).as("the cancelled call left the queue too").isTrue();
    } finally {
      releaseHeld.countDown();
      okHttpThreads.shutdown();
    }
    assertThat(server.getRequestCount()).as("only the held call reached the server").isEqualTo(1);
  }
}
