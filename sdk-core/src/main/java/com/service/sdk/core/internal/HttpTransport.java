package com.service.sdk.core.internal;

import com.service.sdk.core.ApiConnectionException;
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
import java.util.concurrent.TimeUnit;
import okhttp3.Authenticator;
import okhttp3.Call;
import okhttp3.CookieJar;
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
 * Sends one operation's request and returns its 2xx answer, or throws. Every attempt is
 * signed afresh (new timestamp and nonce) over the path, query and body exactly as sent;
 * the idempotency key is the same on every attempt. Each attempt is recorded in the
 * call's {@link CallHistory}, which gives every exception its outcome; whether and when to
 * try again is {@link RetryPolicy}'s decision alone.
 *
 * <p>Nothing else may send a request again: OkHttp's silent retries and redirects are off,
 * its follow-up for a 503 with {@code Retry-After: 0} is disarmed (the header is taken
 * off the answer before OkHttp's follow-up logic sees it, and honoured here instead), and
 * a shared client's interceptors, authenticator, cache and cookies are not used. Response
 * bodies are read with a size bound. "Sent" is proven, not guessed: a network interceptor
 * marks the moment OkHttp hands the request to a connection.
 */
public final class HttpTransport {
  /** Bound on a response body; the spec's answers are a few KiB. */
  static final long MAX_BODY_BYTES = 4L * 1024 * 1024;
  static final String USER_AGENT = "service-sdk-java/" + sdkVersion() + " Java/" + Runtime.version().feature();

  private static final Logger LOG = LoggerFactory.getLogger(HttpTransport.class);
  private static final MediaType JSON = MediaType.get("application/json");

  private final TransportSettings settings;
  private final RequestAuthenticator authenticator;
  private final RetryPolicy policy;
  private final OkHttpClient client;

  /** Creates a transport; cheap, but share it: one per client. */
  public HttpTransport(TransportSettings settings, RequestAuthenticator authenticator) {
    this.settings = settings;
    this.authenticator = authenticator;
    this.policy = new RetryPolicy(settings.maxRetries(), settings.initialBackoff(), settings.maxBackoff());
    OkHttpClient.Builder builder = settings.client().newBuilder();
    builder.interceptors().clear();
    builder.networkInterceptors().clear();
    this.client = builder
        .retryOnConnectionFailure(false)
        .followRedirects(false)
        .followSslRedirects(false)
        .authenticator(Authenticator.NONE)
        .cache(null)
        .cookieJar(CookieJar.NO_COOKIES)
        .addNetworkInterceptor(HttpTransport::markSent)
        .build();
  }

  /**
   * Sends {@code request} and returns its 2xx answer, retrying as {@link RetryPolicy} allows.
   *
   * @throws com.service.sdk.core.ApiException for an error answer, after allowed retries
   * @throws ApiConnectionException when no answer came
   * @throws ResponseDecodingException when a 2xx answer's body was cut off or exceeds the bound
   */
  public ApiResponse execute(ApiRequest request) {
    HttpUrl url = request.url(settings.baseUrl());
    CallHistory history = new CallHistory(request.method(), request.method() + " " + url.encodedPath(),
        request.idempotencyKey());
    long deadline = System.nanoTime() + settings.callTimeout().toNanos();
    for (int number = 1; ; number++) {
      Attempt attempt = send(request, url, number, deadline);
      history.add(attempt);
      log(history, attempt);
      if (attempt.succeeded() && !attempt.tooLarge()) {
        return new ApiResponse(history);
      }
      if (RetryPolicy.interrupted(attempt.failure())) {
        Thread.currentThread().interrupt();
        throw ServiceErrors.forFailedCall(history, "interrupted");
      }
      Duration wait = policy.nextWait(attempt, request.idempotent(), deadline - System.nanoTime());
      if (wait == null) {
        throw ServiceErrors.forFailedCall(history, null);
      }
      LOG.debug("{} retrying in {} ms (attempt {} failed)", history.target(), wait.toMillis(), number);
      try {
        settings.sleeper().sleep(wait);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw ServiceErrors.forFailedCall(history, "interrupted while waiting to retry");
      }
    }
  }

  private Attempt send(ApiRequest request, HttpUrl url, int number, long deadline) {
    long started = System.nanoTime();
    long remaining = deadline - started;
    if (remaining <= 0) {
      return Attempt.unanswered(number, false,
          new InterruptedIOException("call deadline of " + settings.callTimeout() + " passed"), 0);
    }
    SentMarker marker = new SentMarker();
    Call call = client.newCall(signed(request, url, marker));
    call.timeout().timeout(remaining, TimeUnit.NANOSECONDS);
    Response response;
    try {
      response = call.execute();
    } catch (IOException e) {
      return Attempt.unanswered(number, marker.sent, e, System.nanoTime() - started);
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      // OkHttp (Kotlin) throws InterruptedException undeclared when the calling thread is interrupted.
      return Attempt.unanswered(number, marker.sent, interruption(e), System.nanoTime() - started);
    }
    try (response) {
      BoundedBody read;
      IOException cut = null;
      try {
        read = readBounded(response);
      } catch (IOException e) {
        read = new BoundedBody(new byte[0], false);
        cut = e;
      }
      return new Attempt(number, true, response.code(), read.bytes, read.tooLarge,
          retryAfter(marker.retryAfter, response.header("Date")), response.header("Location"), cut,
          System.nanoTime() - started);
    }
  }

  private static InterruptedIOException interruption(Exception cause) {
    InterruptedIOException failure = new InterruptedIOException("interrupted");
    failure.initCause(cause);
    return failure;
  }

  private Request signed(ApiRequest request, HttpUrl url, SentMarker marker) {
    Request.Builder http = new Request.Builder().url(url).tag(SentMarker.class, marker)
        .header("User-Agent", USER_AGENT)
        .header("Accept", "application/json");
    byte[] body = request.body();
    http.method(request.method(), body == null ? null : RequestBody.create(body, JSON));
    if (request.idempotencyKey() != null) {
      http.header("Idempotency-Key", request.idempotencyKey().value());
    }
    authenticator.headers(request.method(), url.encodedPath(), url.encodedQuery(), body).forEach(http::header);
    if (body != null && LOG.isTraceEnabled()) {
      LOG.trace("{} {} request body: {}", request.method(), url.encodedPath(), LogRedactor.redact(body));
    }
    return http.build();
  }

  private void log(CallHistory history, Attempt attempt) {
    if (!LOG.isDebugEnabled()) {
      return;
    }
    String key = history.idempotencyKey() == null ? "" : ", idempotency key " + history.idempotencyKey();
    LOG.debug("{} -> {} in {} ms (attempt {}/{}{})", history.target(), attempt.describe(),
        TimeUnit.NANOSECONDS.toMillis(attempt.nanos()), attempt.number(), settings.maxRetries() + 1, key);
    if (attempt.answered() && LOG.isTraceEnabled()) {
      LOG.trace("{} response body: {}", history.target(), LogRedactor.redact(attempt.body()));
    }
  }

  private static BoundedBody readBounded(Response response) throws IOException {
    try (BufferedSource source = response.body().source()) {
      if (source.request(MAX_BODY_BYTES + 1)) {
        byte[] head = new byte[ApiResponse.SNIPPET_CHARS];
        try (InputStream in = source.inputStream()) {
          int n = in.readNBytes(head, 0, head.length);
          return new BoundedBody(Arrays.copyOf(head, n), true);
        }
      }
      return new BoundedBody(source.readByteArray(), false);
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
  private static final class SentMarker {
    volatile boolean sent;
    volatile String retryAfter;
  }

  private record BoundedBody(byte[] bytes, boolean tooLarge) {}
}
