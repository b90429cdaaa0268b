package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.RequestOptions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * What the transport tells a listener of: a listener of its own per call, asked on the
 * caller's thread, and headers a listener adds to each attempt.
 */
class CallListenerEventsTest {
  @StartStop private final MockWebServer server = new MockWebServer();

  private final TransportFixtures.RecordingSleeper sleeper = new TransportFixtures.RecordingSleeper();

  private HttpTransport transport(CallListener listener) {
    TransportSettings plain = TransportFixtures.settings(server.url("/"), sleeper, Duration.ofSeconds(5),
        Duration.ofSeconds(30));
    TransportSettings settings = new TransportSettings(plain.baseUrl(), plain.client(), plain.maxRetries(),
        plain.callTimeout(), plain.initialBackoff(), plain.maxBackoff(), plain.clock(), plain.sleeper(), listener);
    return new HttpTransport(settings, TransportFixtures.hmac(settings));
  }

  private static ApiRequest payout(String key) {
    return ApiRequest.post("payouts.initiate", "/api/v1/payouts/external/initiate").jsonBody(Map.of("amount", 1))
        .idempotencyKey(IdempotencyKey.of(key)).build();
  }

  /** A listener per call that records its call's events under the call's number. */
  private static final class PerCall implements CallListener {
    final List<String> events = new CopyOnWriteArrayList<>();
    final List<Thread> askedOn = new CopyOnWriteArrayList<>();

    @Override
    public CallListener forCall(Call call) {
      askedOn.add(Thread.currentThread());
      int number = askedOn.size();
      return new CallListener() {
        @Override
        public void callStarted(Call c) {
          events.add(number + " started " + c.operation() + " " + c.family() + " " + c.url() + " " + c.host() + ":"
              + c.port());
        }

        @Override
        public void attemptStarting(Call c, int attempt, AttemptHeaders headers) {
          events.add(number + " attempt " + attempt);
          headers.put("traceparent", "00-0af7651916cd43dd8448eb211c80319c-00000000000000" + number + attempt + "-01");
        }

        @Override
        public void callFinished(Call c, End end) {
          events.add(number + " finished " + end.statusCode());
        }
      };
    }
  }

  @Test
  void forCall_givesEachCallItsOwnListener_askedOnTheCallersThread() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    PerCall listener = new PerCall();
    String url = server.url("/api/v1/payouts/external/initiate") + " " + server.getHostName() + ":" + server.getPort();

    try (HttpTransport transport = transport(listener)) {
      transport.execute(payout("payout-listener-key-0001"), RequestOptions.defaults(), Function.identity());
      transport.executeAsync(payout("payout-listener-key-0002"), RequestOptions.defaults(), Function.identity())
          .join();
    }

    assertThat(listener.askedOn).containsExactly(Thread.currentThread(), Thread.currentThread());
    assertThat(listener.events).containsExactly(
        "1 started payouts.initiate MERCHANT " + url, "1 attempt 1", "1 finished 200",
        "2 started payouts.initiate MERCHANT " + url, "2 attempt 1", "2 finished 200");
  }

  @Test
  void attemptStarting_headersGoWithThatAttemptOnly_besideTheSdksOwn() throws Exception {
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    try (HttpTransport transport = transport(new PerCall())) {
      transport.execute(payout("payout-listener-key-0003"), RequestOptions.defaults(), Function.identity());
    }

    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    assertThat(first.getHeaders().values("traceparent"))
        .containsExactly("00-0af7651916cd43dd8448eb211c80319c-0000000000000011-01");
    assertThat(second.getHeaders().values("traceparent"))
        .containsExactly("00-0af7651916cd43dd8448eb211c80319c-0000000000000012-01");
    for (RecordedRequest request : List.of(first, second)) {
      assertThat(request.getHeaders().get("Idempotency-Key")).isEqualTo("payout-listener-key-0003");
      assertThat(request.getHeaders().get("X-API-SIGNATURE")).matches("[0-9a-f]{64}");
    }
  }

  @Test
  void attemptStarting_aListenerThatThrows_addsNothing_andTheAttemptGoes() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    CallListener half = new CallListener() {
      @Override
      public void attemptStarting(Call call, int attempt, AttemptHeaders headers) {
        headers.put("baggage", "tenant=42");
        headers.put("Idempotency-Key", "forged-key-0000000000"); // refused: it throws
      }
    };

    try (HttpTransport transport = transport(half)) {
      transport.execute(payout("payout-listener-key-0004"), RequestOptions.defaults(), Function.identity());
    }

    RecordedRequest request = server.takeRequest();
    assertThat(request.getHeaders().get("baggage")).isNull();
    assertThat(request.getHeaders().values("Idempotency-Key")).containsExactly("payout-listener-key-0004");
  }

  @Test
  void attemptFinished_aCredentialsProvidersException_staysWithTheCaller_neverReachesTheListener() {
    String vaultAnswer = "vault answered 403: {\"errors\":[\"permission denied\"],\"token\":\"s.9f8e7d\"}";
    CredentialsProvider vault = () -> {
      throw new IllegalStateException(vaultAnswer);
    };
    List<CallListener.Attempt> seen = new CopyOnWriteArrayList<>();
    CallListener tracing = new CallListener() {
      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        seen.add(attempt);
      }
    };
    TransportSettings plain = TransportFixtures.settings(server.url("/"), sleeper, Duration.ofSeconds(5),
        Duration.ofSeconds(30));
    TransportSettings settings = new TransportSettings(plain.baseUrl(), plain.client(), 0, plain.callTimeout(),
        plain.initialBackoff(), plain.maxBackoff(), plain.clock(), plain.sleeper(), tracing);

    ApiConnectionException thrown;
    try (HttpTransport transport = new HttpTransport(settings,
        RequestAuthenticator.hmac(vault, settings.clock(), () -> "0".repeat(32)))) {
      thrown = catchThrowableOfType(ApiConnectionException.class, () -> transport.execute(
          payout("payout-listener-key-0005"), RequestOptions.defaults(), Function.identity()));
    }

    assertThat(thrown).hasRootCauseMessage(vaultAnswer); // the caller's own code: theirs to see
    assertThat(seen).singleElement().satisfies(attempt -> {
      assertThat(attempt.sent()).isFalse();
      assertThat(attempt.failure()).hasMessage("could not sign the request: the credentials provider failed with "
          + IllegalStateException.class.getName()).hasNoCause();
      assertThat(attempt.failure().getSuppressed()).isEmpty();
    });
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void attemptFinished_anExceptionOfTheApplicationsHttpClient_staysWithTheCaller_onTheAsyncFaceToo()
      throws Exception {
    OkHttpClient brokenDns = new OkHttpClient.Builder().dns(host -> {
      throw new IllegalStateException("resolver bug for tenant 42");
    }).build();
    List<CallListener.Attempt> seen = new CopyOnWriteArrayList<>();
    CallListener tracing = new CallListener() {
      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        seen.add(attempt);
      }
    };
    TransportSettings plain = TransportFixtures.settings(server.url("/"), sleeper, Duration.ofSeconds(5),
        Duration.ofSeconds(30));
    TransportSettings settings = new TransportSettings(plain.baseUrl(), brokenDns, 0, plain.callTimeout(),
        plain.initialBackoff(), plain.maxBackoff(), plain.clock(), plain.sleeper(), tracing);

    Throwable thrown;
    try (HttpTransport transport = new HttpTransport(settings, TransportFixtures.hmac(settings))) {
      CompletableFuture<ApiResponse> future = transport.executeAsync(payout("payout-listener-key-0006"),
          RequestOptions.defaults(), Function.identity());
      thrown = catchThrowable(() -> future.get(10, TimeUnit.SECONDS)).getCause();
    }

    assertThat(thrown).isInstanceOf(ApiConnectionException.class).hasRootCauseMessage("resolver bug for tenant 42");
    assertThat(seen).singleElement().satisfies(attempt -> assertThat(attempt.failure())
        .hasMessage("the HTTP client failed with " + IllegalStateException.class.getName()).hasNoCause());
  }
}
