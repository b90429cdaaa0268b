package com.service.sdk.core;

import com.service.sdk.core.internal.TransportSettings;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Settings every client shares: where the service is, how long to wait, how often to
 * retry. The clients' own builders extend this; merchants never name it.
 *
 * @param <B> the concrete builder, returned by every setter
 */
public abstract class ClientBuilder<B extends ClientBuilder<B>> {
  /** Environment variable holding the base URL. */
  public static final String ENV_BASE_URL = "SERVICE_BASE_URL";

  private String baseUrl;
  private boolean allowInsecureHttp;
  private Duration connectTimeout = Duration.ofSeconds(10);
  private Duration readTimeout = Duration.ofSeconds(30);
  private Duration callTimeout = Duration.ofSeconds(60);
  private int maxRetries = 2;
  private Duration initialBackoff = Duration.ofMillis(500);
  private Duration maxBackoff = Duration.ofSeconds(20);
  private OkHttpClient okHttpClient;
  private Clock clock = Clock.systemUTC();

  /** For subclasses. */
  protected ClientBuilder() {}

  /** Returns this builder as its concrete type. */
  protected abstract B self();

  /**
   * Sets the service's base URL, such as {@code https://api.example.test}. It must be an
   * absolute {@code https} URL; plain {@code http} is accepted only for a loopback host
   * (a local sandbox) or after {@link #allowInsecureHttp(boolean)}.
   */
  public B baseUrl(String baseUrl) {
    this.baseUrl = Objects.requireNonNull(baseUrl, "baseUrl == null");
    return self();
  }

  /**
   * Allows a plain {@code http} base URL on a host other than loopback. Requests are
   * signed, not encrypted: use this only on a network you trust. Off by default.
   */
  public B allowInsecureHttp(boolean allow) {
    this.allowInsecureHttp = allow;
    return self();
  }

  /** Sets the time allowed to open a connection; default 10 seconds. */
  public B connectTimeout(Duration timeout) {
    this.connectTimeout = positive(timeout, "connectTimeout");
    return self();
  }

  /** Sets the time allowed between bytes of an answer; default 30 seconds. */
  public B readTimeout(Duration timeout) {
    this.readTimeout = positive(timeout, "readTimeout");
    return self();
  }

  /** Sets the deadline of a whole call, all attempts and waits between them included; default 60 seconds. */
  public B callTimeout(Duration timeout) {
    this.callTimeout = positive(timeout, "callTimeout");
    return self();
  }

  /**
   * Sets how many times a request that is safe to repeat (a read, or a refund or payout
   * with its idempotency key) is retried after a transient failure; default 2, 0 to
   * disable.
   */
  public B maxRetries(int maxRetries) {
    if (maxRetries < 0 || maxRetries > 10) {
      throw new IllegalArgumentException("maxRetries must be between 0 and 10, was " + maxRetries);
    }
    this.maxRetries = maxRetries;
    return self();
  }

  /**
   * Sets the backoff between retries: the first waits up to {@code initial}, each next
   * one up to twice as long, never more than {@code max} (full jitter). A
   * {@code Retry-After} longer than {@code max} is not waited for: the call fails with
   * {@link RateLimitException} carrying it. Defaults: 500 ms and 20 s.
   */
  public B retryBackoff(Duration initial, Duration max) {
    Duration first = positive(initial, "initial");
    Duration last = positive(max, "max");
    if (last.compareTo(first) < 0) {
      throw new IllegalArgumentException("max backoff " + last + " is shorter than initial " + first);
    }
    this.initialBackoff = first;
    this.maxBackoff = last;
    return self();
  }

  /**
   * Shares an {@link OkHttpClient} (its connection pool, dispatcher, TLS and proxy
   * settings) with the rest of the application. The SDK derives its own client from it
   * with this builder's timeouts and without the shared client's interceptors,
   * authenticator, cache and cookie jar, none of which may see a signed request or send
   * it again; it never retries silently nor follows redirects. The shared client itself
   * is not changed.
   */
  public B okHttpClient(OkHttpClient client) {
    this.okHttpClient = Objects.requireNonNull(client, "okHttpClient == null");
    return self();
  }

  /** Sets the clock that signature timestamps come from; for tests. Default: the system clock. */
  public B clock(Clock clock) {
    this.clock = Objects.requireNonNull(clock, "clock == null");
    return self();
  }

  /**
   * Takes settings that have not been set on this builder from {@code environment}
   * (usually {@code System.getenv()}): {@value #ENV_BASE_URL}, and for signed clients the
   * credentials. Values set on the builder, before or after, always win.
   */
  public B environment(Map<String, String> environment) {
    Objects.requireNonNull(environment, "environment == null");
    if (baseUrl == null && present(environment.get(ENV_BASE_URL))) {
      baseUrl = environment.get(ENV_BASE_URL).trim();
    }
    return self();
  }

  /** Returns what {@code build()} still lacks, in words a caller can act on; subclasses add theirs. */
  protected List<String> missingSettings() {
    List<String> missing = new ArrayList<>();
    if (baseUrl == null) {
      missing.add("baseUrl (call baseUrl(..) or set " + ENV_BASE_URL + ")");
    }
    return missing;
  }

  /**
   * Validates everything and returns the transport's settings.
   *
   * @throws IllegalStateException naming every missing setting
   * @throws IllegalArgumentException if the base URL is not acceptable
   */
  protected final TransportSettings transportSettings() {
    com.service.sdk.core.internal.ClasspathCheck.verify(); // OkHttp 4 or an old okio: fail now, naming the fix
    List<String> missing = missingSettings();
    if (!missing.isEmpty()) {
      throw new IllegalStateException("cannot build the client; missing: " + String.join(", ", missing));
    }
    OkHttpClient.Builder http = okHttpClient == null ? new OkHttpClient.Builder() : okHttpClient.newBuilder();
    OkHttpClient client = http.connectTimeout(connectTimeout).readTimeout(readTimeout).writeTimeout(readTimeout)
        .build();
    return new TransportSettings(parseBaseUrl(), client, maxRetries, callTimeout, initialBackoff, maxBackoff, clock,
        TransportSettings.Sleeper.THREAD);
  }

  /** Returns true for a value that is set and not blank. */
  protected static boolean present(String value) {
    return value != null && !value.isBlank();
  }

  private HttpUrl parseBaseUrl() {
    HttpUrl url = HttpUrl.parse(baseUrl);
    if (url == null) {
      throw new IllegalArgumentException("baseUrl must be an absolute http(s) URL, was \"" + baseUrl + "\"");
    }
    if (url.query() != null || url.fragment() != null) {
      throw new IllegalArgumentException("baseUrl must not have a query or fragment, was \"" + baseUrl + "\"");
    }
    if (!url.isHttps() && !allowInsecureHttp && !isLoopback(url.host())) {
      throw new IllegalArgumentException("baseUrl uses plain http on " + url.host()
          + "; use https, or allowInsecureHttp(true) on a network you trust");
    }
    return url;
  }

  private static boolean isLoopback(String host) {
    if (host.equals("localhost")) {
      return true;
    }
    boolean literal = host.contains(":") || host.chars().allMatch(c -> c == '.' || Character.isDigit(c));
    try {
      return literal && InetAddress.getByName(host).isLoopbackAddress(); // literals only: no DNS lookup
    } catch (UnknownHostException e) {
      return false;
    }
  }

  private static Duration positive(Duration value, String name) {
    Objects.requireNonNull(value, name + " == null");
    if (value.isNegative() || value.isZero()) {
      throw new IllegalArgumentException(name + " must be positive, was " + value);
    }
    return value;
  }
}
