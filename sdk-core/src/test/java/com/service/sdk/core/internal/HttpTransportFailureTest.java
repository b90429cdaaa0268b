package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.ApiException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RateLimitException;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServerException;
import java.time.Duration;
import java.util.Map;
import java.util.function.Function;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Failures found by review: certificates, interrupts, service text in messages, outcomes of odd answers. */
class HttpTransportFailureTest {
  private static final IdempotencyKey KEY = IdempotencyKey.of("payout-po-7781-failures");

  @StartStop
  private final MockWebServer server = new MockWebServer();

  private final TransportFixtures.RecordingSleeper sleeper = new TransportFixtures.RecordingSleeper();

  @AfterEach
  void clearInterrupt() {
    Thread.interrupted();
  }

  private HttpTransport transport(TransportSettings.Sleeper waits) {
    TransportSettings base = TransportFixtures.settings(server.url("/"), sleeper, Duration.ofSeconds(5),
        Duration.ofSeconds(30));
    TransportSettings settings = new TransportSettings(base.baseUrl(), base.client(), 2, base.callTimeout(),
        base.initialBackoff(), base.maxBackoff(), base.clock(), waits, CallListener.NONE);
    return new HttpTransport(settings, TransportFixtures.hmac(settings));
  }

  @Test
  void execute_interruptedWhileWaitingAfterA429_keepsTheStatusAndTheInterrupt() {
    server.enqueue(new MockResponse.Builder().code(429).setHeader("Retry-After", "1")
        .body("{\"message\":\"slow down\"}").build());

    RateLimitException thrown = catchThrowableOfType(RateLimitException.class,
        () -> transport(new TransportFixtures.InterruptedSleeper()).execute(ApiRequest.get("test.operation",
        "/payments/balance").build(), RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.statusCode()).isEqualTo(429);
    assertThat(thrown.serviceMessage()).isEqualTo("slow down");
    assertThat(thrown).hasMessageContaining("interrupted while waiting to retry");
    assertThat(thrown.attempts()).isEqualTo(1);
    assertThat(Thread.currentThread().isInterrupted()).as("interrupt restored").isTrue();
  }

  @Test
  void execute_interruptedWhileWaitingAfterA503OnAKeyedPost_isServerExceptionWithUnknownOutcome() {
    server.enqueue(new MockResponse.Builder().code(503).build());

    ServerException thrown = catchThrowableOfType(ServerException.class,
        () -> transport(new TransportFixtures.InterruptedSleeper()).execute(ApiRequest.post("test.operation",
        "/refunds/create").jsonBody(Map.of()).idempotencyKey(KEY).build(), RequestOptions.defaults(),
        Function.identity()));

    assertThat(thrown.statusCode()).isEqualTo(503);
    assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(thrown).hasMessageContaining("repeat it with the same idempotency key " + KEY.value());
    assertThat(Thread.currentThread().isInterrupted()).isTrue();
  }

  @Test
  void execute_onAnInterruptedThread_failsAtOnceAndKeepsTheInterrupt() {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    Thread.currentThread().interrupt();

    ApiConnectionException thrown = catchThrowableOfType(ApiConnectionException.class,
        () -> transport(sleeper).execute(ApiRequest.get("test.operation", "/payments/balance").build(),
            RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.attempts()).isEqualTo(1);
    assertThat(thrown).hasMessageContaining("interrupted");
    assertThat(Thread.currentThread().isInterrupted()).isTrue();
  }

  @Test
  void execute_serviceTextWithLineBreaks_cannotForgeALogLine() {
    String forged = "bad amount\r\n2026-11-24 INFO payout po_1 completed";
    server.enqueue(new MockResponse.Builder().code(400).body("{\"message\":\"" + forged.replace("\r", "\\r")
        .replace("\n", "\\n") + "\"}").build());

    ApiException thrown = catchThrowableOfType(ApiException.class,
        () -> transport(sleeper).execute(ApiRequest.get("test.operation", "/payments/balance").build(),
            RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.getMessage()).doesNotContain("\n").doesNotContain("\r")
        .contains("bad amount\\r\\n2026-11-24 INFO payout po_1 completed");
    assertThat(thrown.serviceMessage()).as("verbatim for the caller").isEqualTo(forged);
  }

  @Test
  void execute_redirectAnsweringACreate_mayHaveTakenEffect() {
    server.enqueue(new MockResponse.Builder().code(303).setHeader("Location", "/payments/pay_1").build());

    ApiException thrown = catchThrowableOfType(ApiException.class,
        () -> transport(sleeper).execute(ApiRequest.post("test.operation",
            "/payments/create").jsonBody(Map.of()).build(), RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.outcome()).as("a 303 after a POST can follow a create").isEqualTo(Outcome.UNKNOWN);
  }

  @Test
  void execute_refusalAfterALostAnswer_isUnknownNotARefusal() {
    server.enqueue(new MockResponse.Builder().onResponseStart(mockwebserver3.SocketEffect.ShutdownConnection.INSTANCE)
        .build());
    server.enqueue(new MockResponse.Builder().code(409).body("{\"message\":\"key in use\"}").build());

    ApiException thrown = catchThrowableOfType(ApiException.class,
        () -> transport(sleeper).execute(ApiRequest.post("test.operation",
            "/refunds/create").jsonBody(Map.of()).idempotencyKey(KEY)
            .build(), RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.statusCode()).isEqualTo(409);
    assertThat(thrown.outcome()).as("the first attempt may have refunded").isEqualTo(Outcome.UNKNOWN);
  }

  @Test
  void execute_refusalOfAFirstAttempt_changedNothing() {
    server.enqueue(new MockResponse.Builder().code(422).body("{\"message\":\"exceeds captured amount\"}").build());

    ApiException thrown = catchThrowableOfType(ApiException.class,
        () -> transport(sleeper).execute(ApiRequest.post("test.operation",
            "/refunds/create").jsonBody(Map.of()).idempotencyKey(KEY)
            .build(), RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_APPLIED);
    assertThat(thrown.outcomeUnknown()).isFalse();
    assertThat(thrown).hasMessageContaining("nothing changed at the service");
  }
}
