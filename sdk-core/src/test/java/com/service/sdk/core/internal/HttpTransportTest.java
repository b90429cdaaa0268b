package com.service.sdk.core.internal;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.ApiException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.Credentials;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RateLimitException;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.core.auth.HmacSigner;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.function.Function;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import okhttp3.HttpUrl;
import okio.Buffer;
import org.junit.jupiter.api.Test;

class HttpTransportTest {
  @StartStop
  private final MockWebServer server = new MockWebServer();
  @StartStop
  private final MockWebServer elsewhere = new MockWebServer();

  private final TransportFixtures.RecordingSleeper sleeper = new TransportFixtures.RecordingSleeper();

  private HttpTransport transport(Duration readTimeout, Duration callTimeout) {
    TransportSettings settings = TransportFixtures.settings(server.url("/"), sleeper, readTimeout, callTimeout);
    return new HttpTransport(settings, TransportFixtures.hmac(settings));
  }

  private HttpTransport transport() {
    return transport(Duration.ofSeconds(5), Duration.ofSeconds(30));
  }

  @Test
  void execute_returnsTheAnswerAfterATransientFailure() throws Exception {
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(new MockResponse.Builder().code(200).body("{\"ok\":true}").build());

    ApiResponse answer = transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(),
        RequestOptions.defaults(), Function.identity());

    assertThat(answer.statusCode()).isEqualTo(200);
    assertThat(new String(answer.body(), UTF_8)).isEqualTo("{\"ok\":true}");
    assertThat(answer.attempts()).isEqualTo(2);
    assertThat(sleeper.waits).hasSize(1).allMatch(wait -> wait.compareTo(Duration.ofMillis(100)) <= 0);
  }

  @Test
  void execute_keyedPostAfterDroppedAnswer_resendsTheSameKeyAndBody() throws Exception {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    IdempotencyKey key = IdempotencyKey.of("payout-po-7781-000001");

    transport().execute(ApiRequest.post("test.operation",
        "/api/v1/payouts/external/initiate").jsonBody(Map.of("amount", 1))
        .idempotencyKey(key).build(), RequestOptions.defaults(), Function.identity());

    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    assertThat(first.getHeaders().get("Idempotency-Key")).isEqualTo(key.value());
    assertThat(second.getHeaders().get("Idempotency-Key")).isEqualTo(key.value());
    assertThat(second.getBody()).isEqualTo(first.getBody());
    assertThat(second.getHeaders().get("X-API-NONCE")).isNotEqualTo(first.getHeaders().get("X-API-NONCE"));
  }

  @Test
  void execute_signsTheEncodedPathAndQueryExactlyAsSent() throws Exception {
    // Vector "payout status, percent-encoded id" from shared/test-vectors/signing.json.
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    Clock fixed = Clock.fixed(Instant.ofEpochSecond(1700000300L), ZoneOffset.UTC);
    TransportSettings base = TransportFixtures.settings(server.url("/"), sleeper, Duration.ofSeconds(5),
        Duration.ofSeconds(30));
    TransportSettings settings = new TransportSettings(base.baseUrl(), base.client(), 2, base.callTimeout(),
        base.initialBackoff(), base.maxBackoff(), fixed, sleeper, CallListener.NONE);
    HttpTransport transport = new HttpTransport(settings,
        RequestAuthenticator.hmac(CredentialsProvider.of(Credentials.of("key_1",
        "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0")), fixed, () -> "a1b2c3d4e5f60718293a4b5c6d7e8f90"));

    transport.execute(ApiRequest.get("test.operation", "/api/v1/payouts/external/status").segment("txn/2024 A",
        "transactionId").build(), RequestOptions.defaults(), Function.identity());

    RecordedRequest recorded = server.takeRequest();
    assertThat(recorded.getUrl().encodedPath()).isEqualTo("/api/v1/payouts/external/status/txn%2F2024%20A");
    assertThat(recorded.getHeaders().get("X-API-KEY-ID")).isEqualTo("key_1");
    assertThat(recorded.getHeaders().get("X-API-TIMESTAMP")).isEqualTo("1700000300");
    assertThat(recorded.getHeaders().get("X-API-SIGNATURE"))
        .isEqualTo("6c63fae4f2567d4586d919649de6b72a5621c4d316eec7466128ba051d2e4e9a");
  }

  @Test
  void execute_sendsQueryInOrderAndSignsIt() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    transport().execute(ApiRequest.get("test.operation", "/api/v1/payees/external/list").query("limit",
        "50").query("offset", "0").build(), RequestOptions.defaults(), Function.identity());

    assertThat(server.takeRequest().getTarget()).isEqualTo("/api/v1/payees/external/list?limit=50&offset=0");
  }

  @Test
  void execute_sendsJsonBodyBytesWithExactContentTypeAndUserAgent() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    transport().execute(ApiRequest.post("test.operation", "/p").jsonBody(Map.of("note", "₹ दीपावली")).build(),
        RequestOptions.defaults(), Function.identity());

    RecordedRequest recorded = server.takeRequest();
    assertThat(recorded.getHeaders().get("Content-Type")).isEqualTo("application/json");
    assertThat(recorded.getBody().utf8()).isEqualTo("{\"note\":\"₹ दीपावली\"}");
    assertThat(recorded.getHeaders().get("User-Agent")).matches("service-sdk-java/\\S+ Java/\\d+");
    assertThat(recorded.getHeaders().get("User-Agent")).doesNotContain("${");
  }

  @Test
  void execute_getSendsNoBody() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(), RequestOptions.defaults(),
        Function.identity());

    RecordedRequest recorded = server.takeRequest();
    assertThat(recorded.getBodySize()).isZero();
    assertThat(recorded.getHeaders().get("Content-Type")).isNull();
  }

  @Test
  void execute_resolvesAgainstABasePathPrefix() throws Exception {
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());
    TransportSettings base = TransportFixtures.settings(server.url("/gateway/"), sleeper, Duration.ofSeconds(5),
        Duration.ofSeconds(30));

    new HttpTransport(base, RequestAuthenticator.NONE).execute(ApiRequest.get("test.operation",
        "/payments/balance").build(), RequestOptions.defaults(), Function.identity());

    assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/gateway/payments/balance");
  }

  @Test
  void execute_neverFollowsARedirect() {
    server.enqueue(new MockResponse.Builder().code(302).setHeader("Location", elsewhere.url("/steal").toString())
        .build());

    ApiException thrown = catchThrowableOfType(ApiException.class,
        () -> transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(),
            RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.statusCode()).isEqualTo(302);
    assertThat(thrown).hasMessageContaining("redirect").hasMessageContaining(elsewhere.url("/steal").toString());
    assertThat(elsewhere.getRequestCount()).isZero();
    assertThat(thrown.attempts()).isEqualTo(1);
  }

  @Test
  void execute_unkeyedPostAnswered503WithRetryAfterZero_isNotSentAgainByOkHttp() {
    // OkHttp's own follow-up re-sends any request on 503 + "Retry-After: 0", ignoring
    // retryOnConnectionFailure: with the same nonce, and unseen by the SDK's retry rules.
    server.enqueue(new MockResponse.Builder().code(503).setHeader("Retry-After", "0").build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    com.service.sdk.core.ServerException thrown = catchThrowableOfType(com.service.sdk.core.ServerException.class,
        () -> transport().execute(ApiRequest.post("test.operation", "/payments/create").jsonBody(Map.of()).build(),
            RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.attempts()).isEqualTo(1);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void execute_getAnswered503WithRetryAfterZero_isRetriedByTheSdkWithAFreshNonce() throws Exception {
    server.enqueue(new MockResponse.Builder().code(503).setHeader("Retry-After", "0").build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    ApiResponse answer = transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(),
        RequestOptions.defaults(), Function.identity());

    assertThat(answer.attempts()).isEqualTo(2);
    assertThat(sleeper.waits).containsExactly(Duration.ZERO);
    assertThat(server.takeRequest().getHeaders().get("X-API-NONCE"))
        .isNotEqualTo(server.takeRequest().getHeaders().get("X-API-NONCE"));
  }

  @Test
  void execute_oversizedErrorBody_isStillMappedByStatusAndRetried() {
    Buffer huge = new Buffer();
    byte[] chunk = new byte[64 * 1024];
    java.util.Arrays.fill(chunk, (byte) 'x');
    for (long written = 0; written <= Wire.MAX_BODY_BYTES; written += chunk.length) {
      huge.write(chunk);
    }
    server.enqueue(new MockResponse.Builder().code(503).body(huge).build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    ApiResponse answer = transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(),
        RequestOptions.defaults(), Function.identity());

    assertThat(answer.attempts()).isEqualTo(2);
  }

  @Test
  void execute_retryAfterLongerThanTheBackoffCap_failsAtOnceWithIt() {
    server.enqueue(new MockResponse.Builder().code(429).setHeader("Retry-After", "3600").build());

    RateLimitException thrown = catchThrowableOfType(RateLimitException.class,
        () -> transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(),
            RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.retryAfter()).contains(Duration.ofHours(1));
    assertThat(thrown.attempts()).isEqualTo(1);
    assertThat(sleeper.waits).isEmpty();
  }

  @Test
  void execute_measuresAnHttpDateRetryAfterAgainstTheAnswersDate() {
    // The signing clock (1700000000...) plays no part: the wait is Retry-After minus the answer's Date.
    server.enqueue(new MockResponse.Builder().code(503).setHeader("Date",
        httpDate(Instant.ofEpochSecond(1_600_000_000L)))
        .setHeader("Retry-After", httpDate(Instant.ofEpochSecond(1_600_000_007L))).build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(), RequestOptions.defaults(),
        Function.identity());

    assertThat(sleeper.waits).containsExactly(Duration.ofSeconds(7));
  }

  @Test
  void execute_measuresAnHttpDateRetryAfterAgainstTheSystemClockWithoutADate() {
    server.enqueue(new MockResponse.Builder().code(503).removeHeader("Date")
        .setHeader("Retry-After", httpDate(Instant.now().plusSeconds(6))).build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(), RequestOptions.defaults(),
        Function.identity());

    assertThat(sleeper.waits).hasSize(1);
    assertThat(sleeper.waits.get(0)).isBetween(Duration.ofSeconds(3), Duration.ofSeconds(6));
  }

  private static String httpDate(Instant instant) {
    return DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.ofInstant(instant, ZoneOffset.UTC));
  }

  @Test
  void execute_stopsRetryingAtTheCallDeadline() {
    for (int i = 0; i < 3; i++) {
      server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    }
    long started = System.nanoTime();

    ApiConnectionException thrown = catchThrowableOfType(ApiConnectionException.class,
        () -> transport(Duration.ofSeconds(10), Duration.ofMillis(400)).execute(ApiRequest.get("test.operation",
            "/slow").build(), RequestOptions.defaults(), Function.identity()));

    assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5));
    assertThat(thrown.attempts()).isEqualTo(1);
    assertThat(thrown.outcomeUnknown()).isFalse();
  }

  @Test
  void execute_aKeyedPostWhoseAnswerStalls_endsAtTheCallDeadline_sayingSo_withTheOutcomeUnknown() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    long started = System.nanoTime();

    ApiConnectionException thrown = catchThrowableOfType(ApiConnectionException.class,
        () -> transport(Duration.ofSeconds(30), Duration.ofMillis(300)).execute(ApiRequest.post("test.operation",
            "/refunds/create").jsonBody(Map.of()).idempotencyKey(IdempotencyKey.of("refund-key-000000002")).build(),
            RequestOptions.defaults(), Function.identity()));

    Duration took = Duration.ofNanos(System.nanoTime() - started);
    assertThat(took).isGreaterThanOrEqualTo(Duration.ofMillis(300)).isLessThan(Duration.ofSeconds(3));
    assertThat(thrown).hasMessageContaining("call deadline of PT0.3S passed");
    assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(thrown.attempts()).isEqualTo(1);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void execute_aBodyThatTricklesPastTheCallDeadline_isCutAtTheDeadline_notAtTheReadTimeout() {
    server.enqueue(new MockResponse.Builder().code(200).body("{\"balance\":\"10.00\",\"currency\":\"USD\"}")
        .throttleBody(1, 100, java.util.concurrent.TimeUnit.MILLISECONDS).build());
    long started = System.nanoTime();

    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> transport(Duration.ofSeconds(30), Duration.ofMillis(500)).execute(ApiRequest.post("test.operation",
            "/payments/create").jsonBody(Map.of()).build(), RequestOptions.defaults(), Function.identity()));

    Duration took = Duration.ofNanos(System.nanoTime() - started);
    assertThat(took).isGreaterThanOrEqualTo(Duration.ofMillis(500)).isLessThan(Duration.ofSeconds(3));
    assertThat(thrown).hasMessageContaining("answered HTTP 200 with a body that was cut off")
        .hasMessageContaining("call deadline of PT0.5S passed");
    assertThat(thrown.outcome()).as("answered 200, body cut: it may have happened").isEqualTo(Outcome.UNKNOWN);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  /** A proxy's status line of 100 KB: OkHttp quotes it whole, the SDK keeps its first 256 characters. */
  @Test
  void execute_aHugeMalformedStatusLine_isQuotedOnlyInPart_anywhereInTheException() {
    for (int i = 0; i < 5; i++) {
      server.enqueue(new MockResponse.Builder().status("HTTP/1.1 2OO " + "x".repeat(100_000)).build());
    }

    ApiConnectionException thrown = catchThrowableOfType(ApiConnectionException.class,
        () -> transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(),
            RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.getCause()).isInstanceOf(java.net.ProtocolException.class)
        .hasMessageStartingWith("Unexpected status line: HTTP/1.1 2OO xxx")
        .hasMessageMatching("(?s).{256}\\.\\.\\. \\(1000\\d\\d characters\\)");
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      assertThat(String.valueOf(t.getMessage())).as(t.getClass().getName()).hasSizeLessThan(1_000);
    }
  }

  @Test
  void execute_unkeyedPostAfterReadTimeout_isOutcomeUnknownAndNotResent() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    ApiConnectionException thrown = catchThrowableOfType(ApiConnectionException.class,
        () -> transport(Duration.ofMillis(200), Duration.ofSeconds(30))
            .execute(ApiRequest.post("test.operation", "/payments/create").jsonBody(Map.of()).build(),
                RequestOptions.defaults(), Function.identity()));

    assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(thrown.outcomeUnknown()).isTrue();
    assertThat(thrown).hasMessageContaining("the request may have taken effect: recover its state");
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void execute_refusesAnOversizedBody() {
    Buffer huge = new Buffer();
    byte[] chunk = new byte[64 * 1024];
    java.util.Arrays.fill(chunk, (byte) 'a');
    for (long written = 0; written <= Wire.MAX_BODY_BYTES; written += chunk.length) {
      huge.write(chunk);
    }
    server.enqueue(new MockResponse.Builder().code(200).body(huge).build());

    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(),
            RequestOptions.defaults(), Function.identity()));

    assertThat(thrown).hasMessageContaining("over " + Wire.MAX_BODY_BYTES + " bytes");
    assertThat(thrown.bodySnippet()).hasSizeLessThanOrEqualTo(ApiResponse.SNIPPET_CHARS).startsWith("aaaa");
  }

  @Test
  void execute_errorCarriesServiceMessageAndRawBody() {
    server.enqueue(new MockResponse.Builder().code(400)
        .body("{\"error\":\"invalid_amount\",\"message\":\"Refund exceeds captured amount\"}").build());

    ApiException thrown = catchThrowableOfType(ApiException.class,
        () -> transport().execute(ApiRequest.post("test.operation", "/refunds/create").jsonBody(Map.of())
            .idempotencyKey(IdempotencyKey.of("refund-key-000000001")).build(), RequestOptions.defaults(),
                Function.identity()));

    assertThat(thrown.serviceMessage()).isEqualTo("Refund exceeds captured amount");
    assertThat(thrown.rawBody()).contains("invalid_amount");
    assertThat(thrown).hasMessageContaining(
        "POST /refunds/create at localhost failed with HTTP 400: Refund exceeds captured amount")
        .hasMessageContaining("refund-key-000000001");
  }

  @Test
  void execute_errorMessageScrubsWhatTheServiceQuotes() {
    server.enqueue(new MockResponse.Builder().code(409)
        .body("{\"message\":\"Bank account 50100012345678 already registered\"}").build());

    ApiException thrown = catchThrowableOfType(ApiException.class,
        () -> transport().execute(ApiRequest.post("test.operation",
            "/api/v1/payees/external/create").jsonBody(Map.of()).build(), RequestOptions.defaults(),
            Function.identity()));

    assertThat(thrown).hasMessageContaining("Bank account ****5678 already registered");
    assertThat(thrown.serviceMessage()).isEqualTo("Bank account 50100012345678 already registered");
  }

  @Test
  void execute_errorAsHtmlPage_stillMapsByStatus() {
    server.enqueue(new MockResponse.Builder().code(502).body("<html><body>Bad Gateway</body></html>").build());
    server.enqueue(new MockResponse.Builder().code(502).body("<html><body>Bad Gateway</body></html>").build());
    server.enqueue(new MockResponse.Builder().code(502).body("<html><body>Bad Gateway</body></html>").build());

    ApiException thrown = catchThrowableOfType(ApiException.class,
        () -> transport().execute(ApiRequest.get("test.operation", "/payments/balance").build(),
            RequestOptions.defaults(), Function.identity()));

    assertThat(thrown).isInstanceOf(com.service.sdk.core.ServerException.class);
    assertThat(thrown.serviceMessage()).isNull();
    assertThat(thrown.rawBody()).contains("Bad Gateway");
  }

  @Test
  void url_encodesEachIdentifierAsOneSegment() {
    HttpUrl url = ApiRequest.get("test.operation", "/payments").segment("a/b c%d?e#f",
        "paymentId").path("status").build()
        .url(HttpUrl.get("https://api.example.test/"));

    assertThat(url.encodedPath()).isEqualTo("/payments/a%2Fb%20c%25d%3Fe%23f/status");
    assertThat(url.encodedQuery()).isNull();
  }
}
