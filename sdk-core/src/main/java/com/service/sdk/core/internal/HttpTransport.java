package com.service.sdk.core.internal;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.ClientConfiguration;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ResponseDecodingException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okio.BufferedSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends one operation's request and returns its decoded 2xx answer, or throws. Every attempt is
 * signed afresh (new timestamp and nonce) over the path, query and body exactly as sent;
 * the idempotency key is the same on every attempt. Each attempt is recorded in the
 * call's {@link CallHistory}, which gives every exception its outcome; whether and when to
 * try again is {@link RetryPolicy}'s decision alone.
 *
 * <p>Nothing else may send a request again: OkHttp's silent retries and redirects are off, and
 * its follow-up for a 503 with {@code Retry-After: 0} is disarmed (the header is taken
 * off the answer before OkHttp's follow-up logic sees it, and honoured here instead). The
 * OkHttp, okio and Kotlin classes are the SDK's own, relocated into its jar by the build, so
 * an application's OkHttp (4 or 5) never meets them. Response
 * bodies are read with a size bound. "Sent" is proven, not guessed: a network interceptor
 * marks the moment OkHttp hands the request to a connection.
 */
public final class HttpTransport implements AutoCloseable {
  /** Bound on a response body; the spec's answers are a few KiB. */
  static final long MAX_BODY_BYTES = 4L * 1024 * 1024;
  static final String USER_AGENT = "service-sdk-java/" + sdkVersion() + " Java/" + Runtime.version().feature();
  /** Headers that carry the service's request id, in the order they are looked for. */
  private static final String[] REQUEST_ID_HEADERS = {"X-Request-Id", "Request-Id", "X-Correlation-Id"};
  private static final int MAX_REQUEST_ID_CHARS = 128;

  private static final Logger LOG = LoggerFactory.getLogger(HttpTransport.class);
  private static final MediaType JSON = MediaType.get("application/json");

  private final TransportSettings settings;
  private final RequestAuthenticator authenticator;
  private final RetryPolicy policy;
  private final OkHttpClient client;
  private final Runnable release;
  private final String owner;
  private final Executor asyncExecutor;
  private final AtomicBoolean closed = new AtomicBoolean();
  private final AtomicBoolean released = new AtomicBoolean();
  /** Asynchronous calls not yet ended; the pool is released only when a closed client has none. */
  private final AtomicInteger activeAsync = new AtomicInteger();

  /** A transport on the tests' settings; closing it releases nothing. */
  HttpTransport(TransportSettings settings, RequestAuthenticator authenticator) {
    this(settings, authenticator, () -> {}, "client", SharedHttp.asyncPool(), settings.client().newBuilder());
  }

  private HttpTransport(TransportSettings settings, RequestAuthenticator authenticator, Runnable release,
      String owner, Executor asyncExecutor, OkHttpClient.Builder derived) {
    this.settings = settings;
    this.authenticator = authenticator;
    this.release = release;
    this.owner = owner;
    this.asyncExecutor = asyncExecutor;
    this.policy = new RetryPolicy(settings.initialBackoff(), settings.maxBackoff());
    this.client = derived
        .retryOnConnectionFailure(false)
        .followRedirects(false)
        .followSslRedirects(false)
        .addNetworkInterceptor(HttpTransport::markSent)
        .build();
  }

  /**
   * Opens the transport of one client on the SDK's shared OkHttp client (its pool and
   * dispatcher), with the builder's timeouts and network settings; {@link #close()}
   * releases it.
   *
   * @param configuration the client's validated settings
   * @param authenticator signs each attempt
   * @param owner how messages name the client, such as {@code "PluginClient"}
   * @return the transport
   */
  public static HttpTransport open(ClientConfiguration configuration, RequestAuthenticator authenticator,
      String owner) {
    OkHttpClient base = SharedHttp.acquire();
    try {
      return open(configuration, authenticator, owner, base, SharedHttp::release);
    } catch (RuntimeException e) {
      SharedHttp.release();
      throw e;
    }
  }

  /** Opens a transport derived from {@code base}; tests pass a client of theirs (its own DNS, say). */
  static HttpTransport open(ClientConfiguration configuration, RequestAuthenticator authenticator, String owner,
      OkHttpClient base, Runnable release) {
    // One derived client per SDK client: it shares the base's pool and dispatcher (OkHttp pools
    // connections by address, proxy and TLS settings included, so clients with different
    // network settings never share a connection).
    OkHttpClient.Builder derived = base.newBuilder()
        .connectTimeout(configuration.connectTimeout())
        .readTimeout(configuration.readTimeout())
        .writeTimeout(configuration.readTimeout());
    configuration.proxy().ifPresent(derived::proxySelector);
    configuration.socketFactory().ifPresent(derived::socketFactory);
    configuration.sslSocketFactory().ifPresent(tls -> derived.sslSocketFactory(tls,
        configuration.trustManager().orElseThrow()));
    TransportSettings settings = new TransportSettings(HttpUrl.get(configuration.baseUrl().toString()), base,
        configuration.maxRetries(), configuration.callTimeout(), configuration.initialBackoff(),
        configuration.maxBackoff(), configuration.clock(), TransportSettings.Sleeper.THREAD,
        CompositeListener.of(configuration.listeners()));
    return new HttpTransport(settings, authenticator, release, owner, configuration.asyncExecutor(), derived);
  }

  /**
   * Sends {@code request} and decodes its 2xx answer with {@code decoder}, retrying as
   * {@link RetryPolicy} allows within the options' (or the client's) deadline and budget.
   * The listener sees the call end after decoding, so a decoding failure is its end.
   *
   * @param <T> what the decoder returns
   * @param request the request
   * @param options the call's settings
   * @param decoder reads the 2xx answer
   * @return the decoded answer
   * @throws IllegalStateException if this transport's client was closed
   * @throws IllegalArgumentException if the options carry an idempotency key the request does not
   * @throws com.service.sdk.core.ApiException for an error answer, after allowed retries
   * @throws ApiConnectionException when no answer came
   * @throws ResponseDecodingException when a 2xx answer's body was cut off, exceeds the bound,
   *     or is not what {@code decoder} expects
   */
  public <T> T execute(ApiRequest request, RequestOptions options, Function<ApiResponse, T> decoder) {
    checkOpen();
    Exchange exchange = new Exchange(settings, policy, request, options, authenticator.family());
    try {
      return run(exchange, decoder);
    } catch (VirtualMachineError fatal) { // from the application's code (UserCode): it goes on up
      throw UserCode.withOutcome(fatal, exchange.stopped(fatal, null, UserCode.stoppedBy(fatal)));
    }
  }

  /** The blocking face's loop: send, decide, sleep, until the call ends. */
  private <T> T run(Exchange exchange, Function<ApiResponse, T> decoder) {
    while (true) {
      Attempt attempt = send(exchange);
      Duration wait = exchange.afterAttempt(attempt);
      if (exchange.succeeded()) {
        T value = exchange.decode(decoder);
        exchange.endSucceeded();
        return value;
      }
      if (RetryPolicy.interrupted(attempt.failure())) {
        Thread.currentThread().interrupt();
        throw exchange.failed("interrupted");
      }
      if (wait == null) {
        throw exchange.failed(null);
      }
      try {
        settings.sleeper().sleep(wait);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw exchange.failed("interrupted while waiting to retry");
      }
    }
  }

  /**
   * Runs {@code operation} and returns its decoded answer; see
   * {@link #execute(ApiRequest, RequestOptions, Function)}.
   *
   * @param <T> what the operation returns
   * @param operation the request and its decoder
   * @param options the call's settings
   * @return the decoded answer
   */
  public <T> T execute(Operation<T> operation, RequestOptions options) {
    return execute(operation.request(), options, operation.decoder());
  }

  /**
   * Runs {@code operation} without blocking; see
   * {@link #executeAsync(ApiRequest, RequestOptions, Function)}.
   *
   * @param <T> what the operation returns
   * @param operation the request and its decoder
   * @param options the call's settings
   * @return the future of the decoded answer
   */
  public <T> CompletableFuture<T> executeAsync(Operation<T> operation, RequestOptions options) {
    return executeAsync(operation.request(), options, operation.decoder());
  }

  /**
   * Sends {@code request} without blocking and decodes its 2xx answer: the same attempts,
   * retry decisions, outcome, listener events and exceptions as
   * {@link #execute(ApiRequest, RequestOptions, Function)}, with OkHttp's {@code enqueue}
   * doing the I/O and the scheduler doing the waits. The future completes on the client's
   * async executor with the result or with the {@link com.service.sdk.core.ServiceException}
   * itself.
   *
   * @param <T> what the decoder returns
   * @param request the request
   * @param options the call's settings
   * @param decoder reads the 2xx answer
   * @return the future of the decoded answer
   * @throws IllegalStateException if this transport's client was closed
   * @throws IllegalArgumentException if the options carry an idempotency key the request does not
   */
  public <T> CompletableFuture<T> executeAsync(ApiRequest request, RequestOptions options,
      Function<ApiResponse, T> decoder) {
    checkOpen();
    Exchange exchange = new Exchange(settings, policy, request, options, authenticator.family());
    activeAsync.incrementAndGet();
    return new AsyncCall<>(this, exchange, decoder, asyncExecutor).start();
  }

  /**
   * Returns the executor that completes asynchronous calls' futures when the builder was given
   * none: the SDK's own pool, which starts a thread whenever none is free, so that one slow
   * continuation never holds up another.
   *
   * @return the executor; it cannot be shut down
   */
  public static Executor defaultAsyncExecutor() {
    return SharedHttp.asyncPool();
  }

  /** An asynchronous call ended; the last one of a closed client releases its pool. */
  void asyncEnded() {
    if (activeAsync.decrementAndGet() == 0 && closed.get()) {
      releaseOnce();
    }
  }

  private void releaseOnce() {
    if (released.compareAndSet(false, true)) {
      release.run();
    }
  }

  TransportSettings.Sleeper sleeper() {
    return settings.sleeper();
  }

  /**
   * Closes the transport: later calls fail with {@link IllegalStateException}; calls already
   * running finish, asynchronous ones with their retries, and the shared OkHttp client is
   * released when the last of them has ended (the last release stops its threads and idle
   * connections). Idempotent.
   */
  @Override
  public void close() {
    if (closed.compareAndSet(false, true) && activeAsync.get() == 0) {
      releaseOnce();
    }
  }

  private void checkOpen() {
    if (closed.get()) {
      throw new IllegalStateException("this " + owner + " was closed; build a new one to make calls");
    }
  }

  private Attempt send(Exchange exchange) {
    int number = exchange.nextNumber();
    long started = System.nanoTime();
    if (exchange.nanosLeft() <= 0) {
      return Attempt.unanswered(number, false, exchange.deadlinePassed(), 0);
    }
    SentMarker marker = new SentMarker(started);
    Request signed;
    try {
      signed = signed(exchange, number, marker);
    } catch (Throwable e) { // the credentials provider's, whatever it is
      UserCode.rethrowIfFatal(e);
      return Attempt.unanswered(number, false, UserCode.unsigned(e), System.nanoTime() - started);
    }
    long remaining = exchange.nanosLeft(); // signing may have taken a while: a slow secrets manager
    if (remaining <= 0) {
      return Attempt.unanswered(number, false, exchange.deadlinePassed(), System.nanoTime() - started);
    }
    Call call = newCall(signed);
    call.timeout().timeout(remaining, TimeUnit.NANOSECONDS);
    Response response;
    try {
      response = call.execute();
    } catch (IOException e) {
      return Attempt.unanswered(number, marker.sent, e, System.nanoTime() - started);
    } catch (VirtualMachineError fatal) { // the attempt may have been sent: the outcome must say so
      Attempt underWay = Attempt.unanswered(number, marker.sent, Exchange.cutShort(fatal),
          System.nanoTime() - started);
      throw UserCode.withOutcome(fatal, exchange.stopped(fatal, underWay, UserCode.stoppedBy(fatal)));
    } catch (RuntimeException | Error e) {
      // The application's proxy selector or socket factory failed in an unexpected way:
      // the attempt ends like an I/O failure, so the call still ends with its outcome.
      return Attempt.unanswered(number, marker.sent, UserCode.httpClientFailed(e), System.nanoTime() - started);
    } catch (Exception e) {
      // OkHttp (Kotlin) throws InterruptedException undeclared when the calling thread is interrupted.
      return Attempt.unanswered(number, marker.sent, interruption(e), System.nanoTime() - started);
    }
    return answered(number, marker, response, started);
  }

  /**
   * Returns an OkHttp call of one attempt, without a timeout of its own: the blocking face
   * bounds it by what is left of the call's deadline, the asynchronous face by the call's
   * deadline watch, which also covers the time the call waits in the dispatcher's queue.
   */
  Call newCall(Request signed) {
    return client.newCall(signed);
  }

  /** Reads an answer (bounded) into the attempt it ends, closing it. */
  static Attempt answered(int number, SentMarker marker, Response response, long started) {
    try (response) {
      byte[] body;
      boolean tooLarge;
      IOException cut = null;
      try (BufferedSource source = response.body().source()) {
        tooLarge = source.request(MAX_BODY_BYTES + 1);
        body = tooLarge ? head(source) : source.readByteArray();
      } catch (IOException e) {
        body = new byte[0];
        tooLarge = false;
        cut = e;
      }
      return new Attempt(number, true, response.code(), body, tooLarge,
          retryAfter(marker.retryAfter, response.header("Date")), response.header("Location"), cut,
          System.nanoTime() - started, requestId(response));
    }
  }

  private static String requestId(Response response) {
    for (String name : REQUEST_ID_HEADERS) {
      String value = response.header(name);
      if (value != null && !value.isBlank()) {
        String id = value.trim();
        return id.length() > MAX_REQUEST_ID_CHARS ? id.substring(0, MAX_REQUEST_ID_CHARS) + "..." : id;
      }
    }
    return null;
  }

  private static InterruptedIOException interruption(Exception cause) {
    InterruptedIOException failure = new InterruptedIOException("interrupted");
    failure.initCause(cause);
    return failure;
  }

  /**
   * Returns the request of attempt {@code number}, with the headers its listener adds, signed
   * afresh; throws what the credentials provider threw.
   */
  Request signed(Exchange exchange, int number, SentMarker marker) {
    ApiRequest request = exchange.request;
    HttpUrl url = exchange.url;
    Request.Builder http = new Request.Builder().url(url).tag(SentMarker.class, marker);
    exchange.attemptStarting(number).forEach(http::header);
    http.header("User-Agent", USER_AGENT).header("Accept", "application/json");
    byte[] body = request.body();
    http.method(request.method(), body == null ? null : RequestBody.create(body, JSON));
    if (request.idempotencyKey() != null) {
      http.header("Idempotency-Key", request.idempotencyKey().value());
    }
    authenticator.authenticate(request.method(), url.encodedPath(), url.encodedQuery(), body, http::header);
    if (body != null && LOG.isTraceEnabled()) {
      LOG.trace("{} {} request body: {}", request.method(), url.encodedPath(), LogRedactor.redact(body));
    }
    return http.build();
  }

  /** Returns the start of a body too large to read whole, for the exception's snippet. */
  private static byte[] head(BufferedSource source) throws IOException {
    byte[] head = new byte[ApiResponse.SNIPPET_CHARS];
    try (InputStream in = source.inputStream()) {
      int n = in.readNBytes(head, 0, head.length);
      return Arrays.copyOf(head, n);
    }
  }

  /**
   * Reads {@code Retry-After}: seconds, or an HTTP date measured against the answer's own
   * {@code Date} (so a skewed local clock does not matter), else against the system clock.
   */
  private static Duration retryAfter(String header, String date) {
    if (header == null) {
      return null;
    }
    try {
      long seconds = Long.parseLong(header.trim());
      return seconds < 0 ? null : Duration.ofSeconds(seconds);
    } catch (NumberFormatException notSeconds) {
      Instant at = httpDate(header);
      if (at == null) {
        return null;
      }
      Instant now = date == null || httpDate(date) == null ? Instant.now() : httpDate(date);
      Duration wait = Duration.between(now, at);
      return wait.isNegative() ? Duration.ZERO : wait;
    }
  }

  private static Instant httpDate(String text) {
    try {
      return ZonedDateTime.parse(text.trim(), DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
    } catch (DateTimeParseException unreadable) {
      return null;
    }
  }

  private static Response markSent(Interceptor.Chain chain) throws IOException {
    SentMarker marker = chain.request().tag(SentMarker.class);
    if (marker == null) {
      return chain.proceed(chain.request());
    }
    marker.sent = true;
    Response response = chain.proceed(chain.request());
    marker.retryAfter = response.header("Retry-After");
    return marker.retryAfter == null ? response : response.newBuilder().removeHeader("Retry-After").build();
  }

  private static String sdkVersion() {
    Properties properties = new Properties();
    try (InputStream in = HttpTransport.class.getResourceAsStream("sdk.properties")) {
      if (in != null) {
        properties.load(in);
      }
    } catch (IOException e) {
      return "unknown";
    }
    return properties.getProperty("version", "unknown");
  }

  /**
   * Set by the network interceptor: whether a connection was up and the request handed to
   * it, and the answer's {@code Retry-After}, which is kept here rather than on the answer
   * so that OkHttp's own 503 follow-up never acts on it.
   */
  static final class SentMarker {
    /** When the attempt started ({@link System#nanoTime()}). */
    final long started;
    volatile boolean sent;
    volatile String retryAfter;

    SentMarker(long started) {
      this.started = started;
    }
  }
}
