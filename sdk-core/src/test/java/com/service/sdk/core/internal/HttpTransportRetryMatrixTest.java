package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.AuthenticationException;
import com.service.sdk.core.ConflictException;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.RateLimitException;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServerException;
import com.service.sdk.core.ServiceException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import okhttp3.HttpUrl;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The failure model as a table: {GET, keyed POST, unkeyed POST} x each failure ->
 * retried or not, exception type, attempts, outcomeUnknown(), and what every retry carried.
 */
class HttpTransportRetryMatrixTest {
  private static final IdempotencyKey KEY = IdempotencyKey.of("refund-ord-1001-0001");

  @StartStop
  private final MockWebServer server = new MockWebServer();

  enum Kind { GET, KEYED_POST, UNKEYED_POST }

  enum Failure {
    CONNECT_REFUSED(0, ApiConnectionException.class),
    RESET_BEFORE_RESPONSE(0, ApiConnectionException.class),
    READ_TIMEOUT(0, ApiConnectionException.class),
    RATE_LIMITED(429, RateLimitException.class),
    STATUS_500(500, ServerException.class),
    STATUS_502(502, ServerException.class),
    STATUS_503(503, ServerException.class),
    STATUS_400(400, InvalidRequestException.class),
    STATUS_401(401, AuthenticationException.class),
    STATUS_404(404, NotFoundException.class),
    STATUS_409(409, ConflictException.class);

    final int status;
    final Class<? extends ServiceException> thrown;

    Failure(int status, Class<? extends ServiceException> thrown) {
      this.status = status;
      this.thrown = thrown;
    }

    boolean transientFailure() {
      return this != STATUS_400 && this != STATUS_401 && this != STATUS_404 && this != STATUS_409;
    }
  }

  static Stream<Arguments> matrix() {
    List<Arguments> cases = new ArrayList<>();
    for (Kind kind : Kind.values()) {
      for (Failure failure : Failure.values()) {
        cases.add(Arguments.of(kind, failure));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} x {1}")
  @MethodSource("matrix")
  void failureModel(Kind kind, Failure failure) throws Exception {
    boolean retried = failure == Failure.CONNECT_REFUSED || (failure.transientFailure() && kind != Kind.UNKEYED_POST);
    int expectedAttempts = retried ? 3 : 1;
    HttpUrl base = failure == Failure.CONNECT_REFUSED ? TransportFixtures.refusingUrl() : server.url("/");
    for (int i = 0; failure != Failure.CONNECT_REFUSED && i < expectedAttempts; i++) {
      server.enqueue(answer(failure));
    }
    TransportFixtures.RecordingSleeper sleeper = new TransportFixtures.RecordingSleeper();
    TransportSettings settings = TransportFixtures.settings(base, sleeper, Duration.ofMillis(300),
        Duration.ofSeconds(30));
    HttpTransport transport = new HttpTransport(settings, TransportFixtures.hmac(settings));

    ServiceException thrown = catchThrowableOfType(ServiceException.class, () -> transport.execute(request(kind),
        RequestOptions.defaults(), Function.identity()));

    assertThat(thrown).isInstanceOf(failure.thrown);
    assertThat(thrown.attempts()).isEqualTo(expectedAttempts);
    assertThat(sleeper.waits).hasSize(expectedAttempts - 1);
    assertThat(thrown.idempotencyKey()).isEqualTo(kind == Kind.KEYED_POST ? Optional.of(KEY) : Optional.empty());
    if (thrown instanceof ApiConnectionException) {
      boolean mayHaveArrived = failure != Failure.CONNECT_REFUSED;
      assertThat(((ApiConnectionException) thrown).outcomeUnknown())
          .as("outcomeUnknown").isEqualTo(mayHaveArrived && kind != Kind.GET);
    }
    if (failure == Failure.RATE_LIMITED) {
      assertThat(((RateLimitException) thrown).retryAfter()).contains(Duration.ofSeconds(2));
      assertThat(sleeper.waits).allMatch(wait -> wait.equals(Duration.ofSeconds(2)));
    }
    if (failure != Failure.CONNECT_REFUSED) {
      assertThat(server.getRequestCount()).isEqualTo(expectedAttempts);
      assertEveryAttemptSignedAfresh(kind, expectedAttempts);
    }
  }

  private void assertEveryAttemptSignedAfresh(Kind kind, int attempts) throws InterruptedException {
    Set<String> nonces = new HashSet<>();
    Set<String> timestamps = new HashSet<>();
    for (int i = 0; i < attempts; i++) {
      RecordedRequest recorded = server.takeRequest();
      nonces.add(recorded.getHeaders().get("X-API-NONCE"));
      timestamps.add(recorded.getHeaders().get("X-API-TIMESTAMP"));
      assertThat(recorded.getHeaders().get("Idempotency-Key"))
          .isEqualTo(kind == Kind.KEYED_POST ? KEY.value() : null);
    }
    assertThat(nonces).as("a fresh nonce per attempt").hasSize(attempts);
    assertThat(timestamps).as("a fresh timestamp per attempt").hasSize(attempts);
  }

  private static MockResponse answer(Failure failure) {
    switch (failure) {
      case RESET_BEFORE_RESPONSE:
        return new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build();
      case READ_TIMEOUT:
        return new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build();
      case RATE_LIMITED:
        return new MockResponse.Builder().code(429).setHeader("Retry-After", "2")
            .body("{\"message\":\"slow down\"}").build();
      default:
        return new MockResponse.Builder().code(failure.status).body("{\"message\":\"failure " + failure.status + "\"}")
            .build();
    }
  }

  private static ApiRequest request(Kind kind) {
    switch (kind) {
      case GET:
        return ApiRequest.get("test.operation", "/payments").segment("pay_1", "paymentId").path("status").build();
      case KEYED_POST:
        return ApiRequest.post("test.operation", "/refunds/create").jsonBody(Map.of("amount",
            "1.00")).idempotencyKey(KEY).build();
      default:
        return ApiRequest.post("test.operation", "/payments/create").jsonBody(Map.of("amount", "1.00")).build();
    }
  }
}
