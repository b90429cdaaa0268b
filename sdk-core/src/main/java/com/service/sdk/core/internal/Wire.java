package com.service.sdk.core.internal;

import com.service.sdk.core.ClientConfiguration;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.ProtocolException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Map;
import java.util.Properties;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okio.BufferedSource;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One attempt on the wire, the same for the blocking and the asynchronous face: the OkHttp
 * client that sends it, the request (signed afresh over the path, query and body exactly as
 * sent) and the answer read back, with a size bound, into the attempt's {@link Attempt}.
 *
 * <p>Nothing but {@link RetryPolicy} may send a request again: OkHttp's silent retries and
 * redirects are off, and its follow-up for a 503 with {@code Retry-After: 0} is disarmed (the
 * header is taken off the answer before OkHttp's follow-up logic sees it, and honoured by the
 * policy instead). "Sent" is proven, not guessed: a network interceptor marks the moment
 * OkHttp hands the request to a connection.
 */
final class Wire {
  /** Bound on a response body; the spec's answers are a few KiB. */
  static final long MAX_BODY_BYTES = 4L * 1024 * 1024;
  static final String USER_AGENT = "service-sdk-java/" + sdkVersion() + " Java/" + Runtime.version().feature();
  /** Headers that carry the service's request id, in the order they are looked for. */
  private static final String[] REQUEST_ID_HEADERS = {"X-Request-Id", "Request-Id", "X-Correlation-Id"};
  private static final int MAX_REQUEST_ID_CHARS = 128;
  /** Bound on the peer's text that a failure quotes (OkHttp quotes a bad status line whole, up to 256 KB). */
  static final int MAX_QUOTED_CHARS = 256;

  private static final Logger LOG = LoggerFactory.getLogger(HttpTransport.class);
  private static final MediaType JSON = MediaType.get("application/json");

  private Wire() {}

  /**
   * Returns the builder of one SDK client's OkHttp client, with the client's timeouts and
   * network settings: it shares {@code base}'s pool and dispatcher (OkHttp pools connections by
   * address, proxy and TLS settings included, so clients with different network settings never
   * share a connection).
   */
  static OkHttpClient.Builder derived(ClientConfiguration configuration, OkHttpClient base) {
    OkHttpClient.Builder derived = base.newBuilder()
        .connectTimeout(configuration.connectTimeout())
        .readTimeout(configuration.readTimeout())
        .writeTimeout(configuration.readTimeout());
    configuration.proxy().ifPresent(derived::proxySelector);
    configuration.socketFactory().ifPresent(derived::socketFactory);
    configuration.sslSocketFactory().ifPresent(tls -> derived.sslSocketFactory(tls,
        configuration.trustManager().orElseThrow()));
    return derived;
  }

  /** Returns the client of {@code derived}'s settings that sends attempts and nothing else. */
  static OkHttpClient client(OkHttpClient.Builder derived) {
    return derived
        .retryOnConnectionFailure(false)
        .followRedirects(false)
        .followSslRedirects(false)
        .addNetworkInterceptor(Wire::markSent)
        .build();
  }

  /**
   * Returns the request of attempt {@code number}, with the headers its listener adds, signed
   * afresh by {@code authenticator}; throws what the credentials provider threw.
   */
  static Request signed(RequestAuthenticator authenticator, Exchange exchange, int number, SentMarker marker) {
    ApiRequest request = exchange.request;
    HttpUrl url = exchange.url;
    Request.Builder http = new Request.Builder().url(url).tag(SentMarker.class, marker);
    Map<String, String> added = exchange.attemptStarting(number);
    if (!added.isEmpty()) { // most calls have no listener: no header setter made for nothing
      added.forEach(http::header);
    }
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
      int status = response.code();
      // Date only to read a Retry-After date by, Location only for a redirect's message (ServiceErrors)
      return new Attempt(number, true, status, body, tooLarge,
          marker.retryAfter == null ? null : retryAfter(marker.retryAfter, response.header("Date")),
          status >= 300 && status < 400 ? response.header("Location") : null, cut,
          System.nanoTime() - started, requestId(response));
    }
  }

  /**
   * Returns {@code failure}, or, when it is a {@link ProtocolException} whose message is longer
   * than {@link #MAX_QUOTED_CHARS}, one that keeps the start of that message and says how long
   * it was. OkHttp's protocol errors quote what the peer sent (a status line, a header, a chunk
   * size line), and a hostile proxy can make that hundreds of kilobytes, which would otherwise
   * go whole into the call's exception message, log lines and listener events.
   */
  static IOException bounded(IOException failure) {
    String message = failure instanceof ProtocolException ? failure.getMessage() : null;
    if (message == null || message.length() <= MAX_QUOTED_CHARS) {
      return failure;
    }
    int end = MAX_QUOTED_CHARS - (Character.isHighSurrogate(message.charAt(MAX_QUOTED_CHARS - 1)) ? 1 : 0);
    ProtocolException cut = new ProtocolException(message.substring(0, end) + "... (" + message.length()
        + " characters)");
    cut.initCause(failure.getCause());
    cut.setStackTrace(failure.getStackTrace());
    for (Throwable suppressed : failure.getSuppressed()) {
      cut.addSuppressed(suppressed);
    }
    return cut;
  }

  /**
   * Returns what a blocking attempt failed with when OkHttp (Kotlin) threw the
   * {@link InterruptedException} it does not declare: the calling thread was interrupted.
   */
  static InterruptedIOException interruption(Exception cause) {
    InterruptedIOException failure = new InterruptedIOException("interrupted");
    failure.initCause(cause);
    return failure;
  }

  private static @Nullable String requestId(Response response) {
    for (String name : REQUEST_ID_HEADERS) {
      String value = response.header(name);
      if (value != null && !value.isBlank()) {
        String id = value.trim();
        return id.length() > MAX_REQUEST_ID_CHARS ? id.substring(0, MAX_REQUEST_ID_CHARS) + "..." : id;
      }
    }
    return null;
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
  private static @Nullable Duration retryAfter(@Nullable String header, @Nullable String date) {
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
      Instant answered = date == null ? null : httpDate(date);
      Instant now = answered == null ? Instant.now() : answered;
      Duration wait = Duration.between(now, at);
      return wait.isNegative() ? Duration.ZERO : wait;
    }
  }

  private static @Nullable Instant httpDate(String text) {
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
    String retryAfter = response.header("Retry-After");
    marker.retryAfter = retryAfter;
    return retryAfter == null ? response : response.newBuilder().removeHeader("Retry-After").build();
  }

  private static String sdkVersion() {
    Properties properties = new Properties();
    try (InputStream in = Wire.class.getResourceAsStream("sdk.properties")) {
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
    volatile @Nullable String retryAfter;

    SentMarker(long started) {
      this.started = started;
    }
  }
}
