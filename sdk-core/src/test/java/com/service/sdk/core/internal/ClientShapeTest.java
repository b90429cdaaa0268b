package com.service.sdk.core.internal;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.Credentials;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServerException;
import com.service.sdk.core.auth.HmacSigner;
import java.net.InetAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Predicate;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;
import org.junit.jupiter.api.Test;

/**
 * The client's shape for production services, at the transport: one shared connection pool
 * for every client the SDK builds, closing, per-call options, credentials asked for at every
 * attempt, the listener's events, and the service's request id.
 */
class ClientShapeTest {
  private static final String SECRET = "sk_test_shape_0123456789abcdef";

  @StartStop private final MockWebServer server = new MockWebServer();

  private final RecordingListener listener = new RecordingListener();

  private TransportFixtures.TransportBuilder builder() {
    return new TransportFixtures.TransportBuilder().baseUrl(server.url("/").toString())
        .credentials(CredentialsProvider.of(Credentials.of("key_shape", SECRET)))
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5)).listener(listener);
  }

  private static ApiRequest balance() {
    return ApiRequest.get("balance.get", "/payments/balance").build();
  }

  private static ApiRequest refund(String key) {
    return ApiRequest.post("refunds.create", "/refunds/create").jsonBody(Map.of("amount", "1.00"))
        .idempotencyKey(IdempotencyKey.of(key)).build();
  }

  private static MockResponse ok() {
    return new MockResponse.Builder().code(200).body("{\"ok\":true}").build();
  }

  @Test
  void twoHundredClients_shareOneConnection_andClosingThemAllStopsTheSharedPool() throws Exception {
    int before = SharedHttp.users();
    List<HttpTransport> clients = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      clients.add(builder().build());
      server.enqueue(new MockResponse.Builder().code(204).build()); // headers only: one write, no Nagle wait
    }
    assertThat(SharedHttp.users()).isEqualTo(before + 200);

    for (HttpTransport client : clients) {
      client.execute(balance(), RequestOptions.defaults(), Function.identity());
    }

    for (int i = 0; i < 200; i++) {
      assertThat(server.takeRequest().getConnectionIndex()).as("request %d", i).isZero();
    }
    clients.forEach(HttpTransport::close);
    clients.get(0).close(); // closing twice gives back nothing twice
    assertThat(SharedHttp.users()).isEqualTo(before);
    if (before == 0) { // no other client holds the shared pool: its threads end
      long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(5);
      while (System.nanoTime() < deadline && Thread.getAllStackTraces().keySet().stream()
          .anyMatch(t -> t.isAlive() && t.getName().startsWith("service-sdk-"))) {
        Thread.sleep(20);
      }
      assertThat(Thread.getAllStackTraces().keySet())
          .noneMatch(t -> t.isAlive() && t.getName().startsWith("service-sdk-"));
    }
  }

  /**
   * A blocking call still running when its client is closed finishes, and only then is the
   * shared pool given back: released at once, the call's connection went idle afterwards into
   * a pool nobody would close, kept open for five minutes with a task runner thread
   * ({@code service-sdk-okhttp-N}, named {@code OkHttp ConnectionPool connection closer} while
   * it waits to evict it), against the README's "about a second after the last client is
   * closed".
   */
  @Test
  void closingWhileABlockingCallRuns_letsItFinish_thenReleasesThePool_leavingNoThread() throws Exception {
    int before = SharedHttp.users();
    Set<Thread> threadsBefore = Set.copyOf(Thread.getAllStackTraces().keySet());
    server.enqueue(new MockResponse.Builder().code(204).headersDelay(500, TimeUnit.MILLISECONDS).build());
    HttpTransport client = builder().build();
    CompletableFuture<ApiResponse> call = CompletableFuture.supplyAsync(
        () -> client.execute(balance(), RequestOptions.defaults(), Function.identity()));
    server.takeRequest(5, TimeUnit.SECONDS);

    client.close();
    int whileItRuns = SharedHttp.users();
    assertThat(call.get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(204);

    if (before == 0) { // no other client holds the shared pool: its threads end
      // OkHttp renames a task runner thread while it runs (or waits for) a task: told by being new.
      Predicate<Thread> okHttps = t -> t.isAlive() && !threadsBefore.contains(t)
          && (t.getName().startsWith("service-sdk-okhttp-") || t.getName().startsWith("OkHttp "));
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
      while (System.nanoTime() < deadline && Thread.getAllStackTraces().keySet().stream().anyMatch(okHttps)) {
        Thread.sleep(20);
      }
      assertThat(Thread.getAllStackTraces().keySet()).as("the task runner's threads, 5 s after the call ended")
          .noneMatch(okHttps);
    }
    assertThat(whileItRuns).as("clients holding the shared pool while the call ran").isEqualTo(before + 1);
    assertThat(SharedHttp.users()).as("released when it ended").isEqualTo(before);
  }

  @Test
  void closedClient_failsAtOnceAndSendsNothing() {
    HttpTransport client = builder().build();
    client.close();

    assertThatThrownBy(() -> client.execute(balance(), RequestOptions.defaults(), Function.identity()))
        .isInstanceOf(IllegalStateException.class).hasMessage(
            "this TestClient was closed; build a new one to make calls");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void proxyAndSocketFactory_areUsedForTheClientsConnections_onTheSharedPool() throws Exception {
    int before = SharedHttp.users();
    List<URI> asked = new CopyOnWriteArrayList<>();
    ProxySelector direct = new ProxySelector() {
      @Override
      public List<Proxy> select(URI uri) {
        asked.add(uri);
        return List.of(Proxy.NO_PROXY);
      }

      @Override
      public void connectFailed(URI uri, SocketAddress address, java.io.IOException failure) {}
    };
    ScriptedSockets sockets = ScriptedSockets.counting();
    server.enqueue(ok());

    try (HttpTransport client = builder().proxy(direct).socketFactory(sockets).build()) {
      assertThat(SharedHttp.users()).isEqualTo(before + 1);
      client.execute(balance(), RequestOptions.defaults(), Function.identity());
    }

    assertThat(SharedHttp.users()).isEqualTo(before);
    assertThat(sockets.created).hasValue(1);
    assertThat(asked).singleElement().satisfies(uri -> assertThat(uri.getPort()).isEqualTo(server.getPort()));
  }

  @Test
  void sslSocketFactory_trustsWhatTheApplicationTrusts() throws Exception {
    HeldCertificate certificate = new HeldCertificate.Builder()
        .addSubjectAlternativeName(InetAddress.getLoopbackAddress().getCanonicalHostName()).build();
    server.useHttps(new HandshakeCertificates.Builder().heldCertificate(certificate).build().sslSocketFactory());
    server.enqueue(ok());
    HandshakeCertificates trusting = new HandshakeCertificates.Builder()
        .addTrustedCertificate(certificate.certificate()).build();

    try (HttpTransport client = builder().sslSocketFactory(trusting.sslSocketFactory(), trusting.trustManager())
        .build()) {
      assertThat(client.execute(balance(), RequestOptions.defaults(), Function.identity()).statusCode())
          .isEqualTo(200);
    }
    assertThat(server.takeRequest().getHandshake()).isNotNull();
  }

  @Test
  void eventsOfARetriedCall_arriveInOrder_withoutSecretsSignaturesOrBodies() {
    server.enqueue(new MockResponse.Builder().code(503).setHeader("X-Request-Id", "req-1").build());
    server.enqueue(ok().newBuilder().setHeader("X-Request-Id", "req-2").build());

    try (HttpTransport client = builder().build()) {
      client.execute(refund("refund-key-events-0001"), RequestOptions.defaults(), Function.identity());
    }

    assertThat(listener.events).containsExactly(
        "callStarted refunds.create POST /refunds/create localhost key=refund-key-events-0001",
        "attemptFinished #1 status=503 sent=true requestId=req-1",
        "retryScheduled after #1 reason=HTTP 503",
        "attemptFinished #2 status=200 sent=true requestId=req-2",
        "callFinished attempts=2 status=200 succeeded outcome=null");
    assertThat(String.join("\n", listener.events)).doesNotContain(SECRET).doesNotContain("amount");
  }

  @Test
  void callEnd_carriesTheOutcomeTheErrorTypeAndRequestId_butNotTheExceptionWithItsBody() {
    server.enqueue(new MockResponse.Builder().code(500).setHeader("X-Request-Id", "req-500")
        .body("{\"message\":\"boom\"}").build());

    ServerException thrown;
    try (HttpTransport client = builder().maxRetries(0).build()) {
      thrown = catchThrowableOfType(ServerException.class,
          () -> client.execute(ApiRequest.post("payments.create", "/payments/create").jsonBody(Map.of()).build(),
              RequestOptions.defaults(),
              Function.identity()));
    }

    assertThat(listener.events).last().isEqualTo("callFinished attempts=1 status=500 failed outcome=UNKNOWN");
    assertThat(thrown.rawBody()).contains("boom");
    assertThat(listener.ends).singleElement().satisfies(end -> {
      assertThat(end.errorType()).isEqualTo(ServerException.class);
      assertThat(end.requestId()).isEqualTo("req-500");
      assertThat(end.toString()).doesNotContain("boom");
    });
  }

  @Test
  void decodingFailure_isTheCallsEnd() {
    server.enqueue(ok());

    try (HttpTransport client = builder().build()) {
      catchThrowableOfType(com.service.sdk.core.ResponseDecodingException.class,
          () -> client.execute(balance(), RequestOptions.defaults(), ResponseDecoder.envelope(Object.class)));
    }

    assertThat(listener.events).last().isEqualTo("callFinished attempts=1 status=200 failed outcome=NOT_APPLIED");
  }

  @Test
  void aListenerThatThrows_neverBreaksTheCall() throws Exception {
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(ok());
    CallListener throwing = new CallListener() {
      @Override
      public void callStarted(Call call) {
        throw new IllegalStateException("listener bug");
      }

      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        throw new IllegalStateException("listener bug");
      }

      @Override
      public void retryScheduled(Call call, Retry retry) {
        throw new IllegalStateException("listener bug");
      }

      @Override
      public void callFinished(Call call, End end) {
        throw new IllegalStateException("listener bug");
      }
    };

    try (HttpTransport client = builder().listener(throwing).build()) {
      ApiResponse answer = client.execute(balance(), RequestOptions.defaults(), Function.identity());
      assertThat(answer.statusCode()).isEqualTo(200);
    }
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void options_maxRetriesZero_sendsOnce_whateverTheClientAllows() {
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(ok());

    try (HttpTransport client = builder().maxRetries(5).build()) {
      ServerException thrown = catchThrowableOfType(ServerException.class,
          () -> client.execute(balance(), RequestOptions.builder().maxRetries(0).build(), Function.identity()));
      assertThat(thrown.attempts()).isEqualTo(1);
    }
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void options_timeout_boundsTheWholeCall_whateverTheClientAllows() {
    server.enqueue(ok().newBuilder().headersDelay(3, java.util.concurrent.TimeUnit.SECONDS).build());

    long started = System.nanoTime();
    try (HttpTransport client = builder().callTimeout(Duration.ofSeconds(30)).maxRetries(0).build()) {
      ApiConnectionException thrown = catchThrowableOfType(ApiConnectionException.class,
          () -> client.execute(balance(), RequestOptions.builder().timeout(Duration.ofMillis(300)).build(),
              Function.identity()));
      assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_APPLIED);
    }
    assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(2));
  }

  @Test
  void theLongestTimeoutsTaken_runACallOnBothFaces_withoutOverflowingOnTheWay() throws Exception {
    Duration longest = Duration.ofDays(24);
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(ok());
    server.enqueue(ok());
    RequestOptions options = RequestOptions.builder().timeout(longest).build();

    try (HttpTransport client = builder().connectTimeout(longest).readTimeout(longest).callTimeout(longest).build()) {
      assertThat(client.execute(balance(), options, Function.identity()).statusCode()).isEqualTo(200);
      assertThat(client.executeAsync(balance(), options, Function.identity()).get(10, TimeUnit.SECONDS).statusCode())
          .isEqualTo(200);
    }
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void options_keyOnAnOperationWithoutOne_isRefusedBeforeSending() {
    try (HttpTransport client = builder().build()) {
      assertThatThrownBy(() -> client.execute(balance(),
          RequestOptions.withIdempotencyKey(IdempotencyKey.of("stray-key-00000001")), Function.identity()))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("balance.get carries no idempotency key");
    }
    assertThat(server.getRequestCount()).isZero();
    assertThat(listener.events).isEmpty();
  }

  @Test
  void rotatedCredentials_signTheNextAttempt() throws Exception {
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(ok());
    AtomicInteger asked = new AtomicInteger();
    CredentialsProvider rotating = () -> asked.incrementAndGet() == 1
        ? Credentials.of("key_old", "old-secret-0000") : Credentials.of("key_new", "new-secret-1111");

    try (HttpTransport client = builder().credentials(rotating).build()) {
      client.execute(refund("refund-key-rotate-0001"), RequestOptions.defaults(), Function.identity());
    }

    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    assertThat(first.getHeaders().get("X-API-KEY-ID")).isEqualTo("key_old");
    assertThat(second.getHeaders().get("X-API-KEY-ID")).isEqualTo("key_new");
    assertThat(second.getHeaders().get("X-API-SIGNATURE")).isEqualTo(new HmacSigner("new-secret-1111").sign("POST",
        "/refunds/create", null, second.getHeaders().get("X-API-TIMESTAMP"), second.getHeaders().get("X-API-NONCE"),
        second.getBody().utf8().getBytes(UTF_8)));
    assertThat(second.getHeaders().get("Idempotency-Key")).isEqualTo(first.getHeaders().get("Idempotency-Key"));
  }

  @Test
  void aFailingCredentialsProvider_failsTheAttemptBeforeAnythingIsSent() {
    CredentialsProvider broken = () -> {
      throw new IllegalStateException("vault unreachable");
    };

    ApiConnectionException thrown;
    try (HttpTransport client = builder().credentials(broken).build()) {
      thrown = catchThrowableOfType(ApiConnectionException.class,
          () -> client.execute(refund("refund-key-vault-00001"), RequestOptions.defaults(), Function.identity()));
    }

    assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_SENT);
    assertThat(thrown.attempts()).isEqualTo(3);
    assertThat(thrown.getCause()).hasMessageContaining("credentials provider failed")
        .hasRootCauseMessage("vault unreachable");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aResultThatCannotBeMadeFromTheAnswer_isADecodingErrorWithTheOutcome_andTheCallsEnd() {
    server.enqueue(new MockResponse.Builder().code(200).body("{\"refund_id\":\"rfnd_1\"}").build());

    try (HttpTransport client = builder().build()) {
      com.service.sdk.core.ResponseDecodingException thrown = catchThrowableOfType(
          com.service.sdk.core.ResponseDecodingException.class, () -> client.execute(refund("refund-key-record-0001"),
              RequestOptions.defaults(),
              ResponseDecoder.bare(java.util.Map.class, "refund_id").andThen(read -> { // read as the service's: then refused
                throw new IllegalArgumentException("transactionId must not be blank");
              })));
      assertThat(thrown.outcome()).isEqualTo(Outcome.APPLIED);
      assertThat(thrown).hasMessageContaining("transactionId must not be blank")
          .hasMessageContaining("refund-key-record-0001");
    }
    assertThat(listener.events).last().isEqualTo("callFinished attempts=1 status=200 failed outcome=APPLIED");
  }

  @Test
  void anHttpClientThatThrowsUnexpectedly_endsTheAttemptLikeAnIoFailure() {
    ScriptedSockets broken = ScriptedSockets.failing(new IllegalStateException("socket factory bug"));

    try (HttpTransport client = builder().socketFactory(broken).maxRetries(0).build()) {
      ApiConnectionException thrown = catchThrowableOfType(ApiConnectionException.class,
          () -> client.execute(refund("refund-key-socket-bug-01"), RequestOptions.defaults(), Function.identity()));
      assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_SENT);
      assertThat(thrown).hasRootCauseMessage("socket factory bug");
    }
    assertThat(listener.events).last().isEqualTo("callFinished attempts=1 status=0 failed outcome=NOT_SENT");
  }

  @Test
  void requestIdOfTheAnswer_isOnTheExceptionAndInItsMessage() {
    server.enqueue(new MockResponse.Builder().code(500).setHeader("Request-Id", "req_7f3a").body("{}").build());

    try (HttpTransport client = builder().maxRetries(0).build()) {
      ServerException thrown = catchThrowableOfType(ServerException.class,
          () -> client.execute(balance(), RequestOptions.defaults(), Function.identity()));
      assertThat(thrown.requestId()).contains("req_7f3a");
      assertThat(thrown).hasMessageContaining("GET /payments/balance at localhost failed with HTTP 500")
          .hasMessageContaining("request id: req_7f3a");
    }
  }

  /** Writes each event as one line, from the fields a listener may rely on. */
  private static final class RecordingListener implements CallListener {
    final List<String> events = new CopyOnWriteArrayList<>();
    final List<End> ends = new CopyOnWriteArrayList<>();

    @Override
    public void callStarted(Call call) {
      events.add("callStarted " + call.operation() + " " + call.method() + " " + call.pathTemplate() + " "
          + call.host() + " key=" + call.key().map(IdempotencyKey::value).orElse("none"));
    }

    @Override
    public void attemptFinished(Call call, Attempt attempt) {
      events.add("attemptFinished #" + attempt.number() + " status=" + attempt.statusCode() + " sent="
          + attempt.sent() + " requestId=" + attempt.requestId());
    }

    @Override
    public void retryScheduled(Call call, Retry retry) {
      events.add("retryScheduled after #" + retry.afterAttempt() + " reason=" + retry.reason());
    }

    @Override
    public void callFinished(Call call, End end) {
      ends.add(end);
      events.add("callFinished attempts=" + end.attempts() + " status=" + end.statusCode() + " "
          + (end.succeeded() ? "succeeded" : "failed") + " outcome=" + end.outcome());
    }
  }
}
