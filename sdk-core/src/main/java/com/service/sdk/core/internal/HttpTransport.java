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
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;
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
 * Sends one operation's request and returns its 2xx answer, or throws. The only place
 * that decides retries:
 *
 * <ul>
 *   <li>A request that is safe to repeat (a GET, or a POST with an idempotency key) is
 *       retried on connect failures, timeouts, resets, 429 and 5xx, up to
 *       {@code maxRetries} times, with exponential backoff and full jitter, honouring
 *       {@code Retry-After}, all within the call deadline.
 *   <li>Any other POST is retried only when it provably never left this machine: the
 *       failure came before a connection carried it (OkHttp reached no network
 *       interceptor).
 *   <li>Every attempt is signed afresh; the idempotency key is the same on every attempt.
 * </ul>
 *
 * <p>Nothing else may send a request again: OkHttp's silent retries and redirects are off,
 * its follow-up for a 503 with {@code Retry-After: 0} is disarmed (the header is taken
 * off the answer before OkHttp's follow-up logic sees it, and honoured here instead), and
 * a shared client's interceptors, authenticator, cache and cookies are not used. Response
 * bodies are read with a size bound.
 */
public final class HttpTransport {
  /** Bound on a response body; the spec's answers are a few KiB. */
  static final long MAX_BODY_BYTES = 4L * 1024 * 1024;
  static final String USER_AGENT = "service-sdk-java/" + sdkVersion() + " Java/" + Runtime.version().feature();

  private static final Logger LOG = LoggerFactory.getLogger(HttpTransport.class);
  private static final MediaType JSON = MediaType.get("application/json");

  private final TransportSettings settings;
  private final RequestAuthenticator authenticator;
  private final OkHttpClient client;

  /** Creates a transport; cheap, but share it: one per client. */
  public HttpTransport(TransportSettings settings, RequestAuthenticator authenticator) {
    this.settings = settings;
    this.authenticator = authenticator;
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
   * Sends {@code request} and returns its 2xx answer.
   *
   * @throws com.service.sdk.core.ApiException for an error answer, after allowed retries
   * @throws ApiConnectionException when no usable answer came
   * @throws ResponseDecodingException when the answer's body exceeds the size bound
   */
  public ApiResponse execute(ApiRequest request) {
    HttpUrl url = request.url(settings.baseUrl());
    String target = request.method() + " " + url.encodedPath();
    long deadline = System.nanoTime() + settings.callTimeout().toNanos();
    int maxAttempts = settings.maxRetries() + 1;
    boolean mayHaveArrived = false;
    for (int attempt = 1; ; attempt++) {
      long started = System.nanoTime();
      Outcome outcome = send(request, url, deadline);
      long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
      if (outcome.failure != null) {
        mayHaveArrived |= outcome.sent;
        LOG.debug("{} failed after {} ms (attempt {}/{}{}): {}", target, millis, attempt, maxAttempts,
            keyForLog(request), outcome.failure.toString());
        boolean repeatable = request.idempotent() || !outcome.sent;
        if (attempt < maxAttempts && repeatable && !interrupted(outcome.failure)
            && waitBeforeRetry(backoff(attempt), deadline, target, request, attempt, mayHaveArrived)) {
          continue;
        }
        throw connectionFailure(target, request, attempt, mayHaveArrived, outcome.failure);
      }
      ApiResponse answer = new ApiResponse(request.method(), url.encodedPath(), outcome.status,
          outcome.body, attempt, request.idempotencyKey());
      LOG.debug("{} -> {} in {} ms (attempt {}/{}{})", target, outcome.status, millis, attempt, maxAttempts,
          keyForLog(request));
      if (LOG.isTraceEnabled()) {
        LOG.trace("{} response body: {}", target, LogRedactor.redact(outcome.body));
      }
      if (outcome.status >= 200 && outcome.status < 300) {
        if (outcome.tooLarge) {
          throw new ResponseDecodingException(target + " answered HTTP " + outcome.status + " with a body over "
              + MAX_BODY_BYTES + " bytes; the SDK does not read it", null, outcome.status,
              answer.bodySnippet(), attempt, request.idempotencyKey());
        }
        return answer;
      }
      Duration retryAfter = retryAfter(outcome.retryAfter);
      if (attempt < maxAttempts && request.idempotent() && isTransient(outcome.status)) {
        Duration wait = retryAfter != null ? retryAfter : backoff(attempt);
        if (wait.compareTo(settings.maxBackoff()) <= 0
            && waitBeforeRetry(wait, deadline, target, request, attempt, true)) {
          continue;
        }
      }
      throw ServiceErrors.forAnswer(answer, ServiceErrors.serviceMessage(outcome.body), outcome.location, retryAfter);
    }
  }

  private Outcome send(ApiRequest request, HttpUrl url, long deadline) {
    SentMarker marker = new SentMarker();
    Request.Builder http = new Request.Builder().url(url).tag(SentMarker.class, marker)
        .header("User-Agent", USER_AGENT)
        .header("Accept", "application/json");
    byte[] body = request.body();
    http.method(request.method(), body == null ? null : RequestBody.create(body, JSON));
    if (request.idempotencyKey() != null) {
      http.header("Idempotency-Key", request.idempotencyKey().value());
    }
    Map<String, String> auth = authenticator.headers(request.method(), url.encodedPath(), url.encodedQuery(), body);
    auth.forEach(http::header);
    if (body != null && LOG.isTraceEnabled()) {
      LOG.trace("{} {} request body: {}", request.method(), url.encodedPath(), LogRedactor.redact(body));
    }
    Call call = client.newCall(http.build());
    long remaining = deadline - System.nanoTime();
    if (remaining <= 0) {
      return Outcome.failed(new InterruptedIOException("call deadline of " + settings.callTimeout() + " passed"),
          false);
    }
    call.timeout().timeout(remaining, TimeUnit.NANOSECONDS);
    try (Response response = call.execute()) {
      BoundedBody read = readBounded(response);
      return new Outcome(response.code(), read.bytes, read.tooLarge, marker.retryAfter,
          response.header("Location"), null, true);
    } catch (IOException e) {
      return Outcome.failed(e, marker.sent);
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

  private boolean waitBeforeRetry(Duration wait, long deadline, String target, ApiRequest request, int attempt,
      boolean mayHaveArrived) {
    if (System.nanoTime() + wait.toNanos() >= deadline) {
      return false;
    }
    LOG.debug("{} retrying in {} ms (attempt {} failed)", target, wait.toMillis(), attempt);
    try {
      settings.sleeper().sleep(wait);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw connectionFailure(target, request, attempt, mayHaveArrived, e);
    }
  }

  private Duration backoff(int attempt) {
    long ceiling = settings.initialBackoff().toMillis() << Math.min(attempt - 1, 20);
    ceiling = Math.min(ceiling, settings.maxBackoff().toMillis());
    return Duration.ofMillis(ThreadLocalRandom.current().nextLong(ceiling + 1));
  }

  private Duration retryAfter(String header) {
    if (header == null) {
      return null;
    }
    try {
      long seconds = Long.parseLong(header.trim());
      return seconds < 0 ? null : Duration.ofSeconds(seconds);
    } catch (NumberFormatException notSeconds) {
      try {
        Instant at = ZonedDateTime.parse(header.trim(), DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
        Duration wait = Duration.between(settings.clock().instant(), at);
        return wait.isNegative() ? Duration.ZERO : wait;
      } catch (DateTimeParseException unreadable) {
        return null;
      }
    }
  }

  private static String keyForLog(ApiRequest request) {
    return request.idempotencyKey() == null ? "" : ", idempotency key " + request.idempotencyKey();
  }

  private static boolean isTransient(int status) {
    return status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
  }

  private static boolean interrupted(Throwable failure) {
    return Thread.currentThread().isInterrupted()
        || (failure instanceof InterruptedIOException && failure.getCause() instanceof InterruptedException);
  }

  private static ApiConnectionException connectionFailure(String target, ApiRequest request, int attempts,
      boolean mayHaveArrived, Throwable cause) {
    boolean outcomeUnknown = mayHaveArrived && !request.method().equals("GET");
    String what = outcomeUnknown
        ? "the request may have reached the service, so its outcome is unknown: recover its state (status"
            + " operation or callback) or repeat it with the same idempotency key; do not create it anew"
        : mayHaveArrived ? "no answer came back" : "the request never left this machine";
    String key = request.idempotencyKey() == null ? "" : ", idempotency key: " + request.idempotencyKey();
    return new ApiConnectionException(target + " got no usable answer (" + cause + "); " + what
        + " [attempts: " + attempts + key + "]", cause, outcomeUnknown, attempts, request.idempotencyKey());
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

  private record Outcome(int status, byte[] body, boolean tooLarge, String retryAfter, String location,
      IOException failure, boolean sent) {
    static Outcome failed(IOException failure, boolean sent) {
      return new Outcome(0, null, false, null, null, failure, sent);
    }
  }
}
