package com.service.sdk.core;

import java.net.InetAddress;
import java.net.ProxySelector;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import com.service.sdk.core.internal.HttpTransport;
import javax.net.SocketFactory;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.X509TrustManager;
import okhttp3.HttpUrl;
import org.jspecify.annotations.Nullable;

/**
 * Settings every client shares: where the service is, how long to wait, how often to
 * retry, who listens. The clients' own builders extend this; merchants use them through
 * {@code PluginClient.builder()}, {@code MerchantClient.builder()} and
 * {@code PublicClient.builder()}.
 *
 * <p>The network settings are the JDK's own types ({@link ProxySelector}, {@link SocketFactory},
 * {@link SSLSocketFactory}), not an OkHttp client: the SDK carries its own OkHttp, relocated
 * inside its jar, so that it never meets the OkHttp 4 or 5 an application already has (an
 * application's Retrofit on OkHttp 4 kept working when the SDK was added). An application's
 * {@code OkHttpClient} is therefore not a type the SDK can take; what it used to lend (proxy,
 * TLS, socket factory) is set here instead, and every client the SDK builds shares the SDK's
 * one connection pool.
 *
 * @param <B> the concrete builder, returned by every setter
 * @param <C> the client it builds
 */
public abstract class ClientBuilder<B extends ClientBuilder<B, C>, C> {
  /** Environment variable holding the base URL. */
  public static final String ENV_BASE_URL = "SERVICE_BASE_URL";

  private @Nullable String baseUrl;
  private boolean allowInsecureHttp;
  private Duration connectTimeout = Duration.ofSeconds(10);
  private Duration readTimeout = Duration.ofSeconds(30);
  private Duration callTimeout = Duration.ofSeconds(60);
  private int maxRetries = 2;
  private Duration initialBackoff = Duration.ofMillis(500);
  private Duration maxBackoff = Duration.ofSeconds(20);
  private @Nullable ProxySelector proxy;
  private @Nullable SocketFactory socketFactory;
  private @Nullable SSLSocketFactory sslSocketFactory;
  private @Nullable X509TrustManager trustManager;
  private Clock clock = Clock.systemUTC();
  private final List<CallListener> listeners = new ArrayList<>();
  private Executor asyncExecutor = HttpTransport.defaultAsyncExecutor();

  /** For the SDK's client builders. */
  protected ClientBuilder() {}

  /**
   * Returns this builder as its concrete type.
   *
   * @return this builder
   */
  protected abstract B self();

  /**
   * Creates the client from validated settings; called once by {@link #build()}.
   *
   * @param configuration the settings
   * @return the client
   */
  protected abstract C newClient(ClientConfiguration configuration);

  /**
   * Sets the service's base URL, such as {@code https://api.example.test}. It must be an
   * absolute {@code https} URL; plain {@code http} is accepted only for a loopback host
   * (a local sandbox) or after {@link #allowInsecureHttp(boolean)}.
   *
   * @param baseUrl the base URL
   * @return this builder
   * @throws NullPointerException if {@code baseUrl} is null
   */
  public B baseUrl(String baseUrl) {
    this.baseUrl = Objects.requireNonNull(baseUrl, "baseUrl == null");
    return self();
  }

  /**
   * Allows a plain {@code http} base URL on a host other than loopback. Requests are
   * signed, not encrypted: use this only on a network you trust. Off by default.
   *
   * @param allow whether to allow it
   * @return this builder
   */
  public B allowInsecureHttp(boolean allow) {
    this.allowInsecureHttp = allow;
    return self();
  }

  /**
   * Sets the time allowed to open a connection; default 10 seconds.
   *
   * @param timeout a positive duration of at most 24 days
   * @return this builder
   * @throws NullPointerException if {@code timeout} is null
   * @throws IllegalArgumentException if it is not positive, or longer than 24 days (such as
   *     {@code ChronoUnit.FOREVER.getDuration()}: the SDK refuses rather than waits for ever)
   */
  public B connectTimeout(Duration timeout) {
    this.connectTimeout = ClientConfiguration.checkDuration(timeout, "connectTimeout");
    return self();
  }

  /**
   * Sets the time allowed between bytes of a request or an answer; default 30 seconds.
   *
   * @param timeout a positive duration of at most 24 days
   * @return this builder
   * @throws NullPointerException if {@code timeout} is null
   * @throws IllegalArgumentException if it is not positive, or longer than 24 days
   */
  public B readTimeout(Duration timeout) {
    this.readTimeout = ClientConfiguration.checkDuration(timeout, "readTimeout");
    return self();
  }

  /**
   * Sets the deadline of a whole call, from the moment it is called: the time an asynchronous
   * call waits for a free connection slot, all attempts and the waits between them included;
   * default 60 seconds. {@link RequestOptions} can set another for one call.
   *
   * @param timeout a positive duration of at most 24 days
   * @return this builder
   * @throws NullPointerException if {@code timeout} is null
   * @throws IllegalArgumentException if it is not positive, or longer than 24 days (such as
   *     {@code ChronoUnit.FOREVER.getDuration()}: the SDK refuses rather than waits for ever)
   */
  public B callTimeout(Duration timeout) {
    this.callTimeout = ClientConfiguration.checkDuration(timeout, "callTimeout");
    return self();
  }

  /**
   * Sets how many times a request that is safe to repeat (a read, or a refund or payout
   * with its idempotency key) is retried after a transient failure; default 2, 0 to
   * disable. {@link RequestOptions} can set another for one call.
   *
   * @param maxRetries 0 to 10
   * @return this builder
   * @throws IllegalArgumentException if it is outside 0 to 10
   */
  public B maxRetries(int maxRetries) {
    this.maxRetries = ClientConfiguration.checkRetries(maxRetries);
    return self();
  }

  /**
   * Sets the backoff between retries: the first waits up to {@code initial}, each next
   * one up to twice as long, never more than {@code max} (full jitter). A
   * {@code Retry-After} longer than {@code max} is not waited for: the call fails with
   * {@link RateLimitException} carrying it. Defaults: 500 ms and 20 s.
   *
   * @param initial the first backoff ceiling, at most 24 days
   * @param max the largest backoff, at most 24 days
   * @return this builder
   * @throws NullPointerException if either is null
   * @throws IllegalArgumentException if either is not positive or longer than 24 days, or
   *     {@code max} is shorter than {@code initial}
   */
  public B retryBackoff(Duration initial, Duration max) {
    Duration first = ClientConfiguration.checkDuration(initial, "retryBackoff initial");
    Duration last = ClientConfiguration.checkDuration(max, "retryBackoff max");
    if (last.compareTo(first) < 0) {
      throw new IllegalArgumentException("max backoff " + last + " is shorter than initial " + first);
    }
    this.initialBackoff = first;
    this.maxBackoff = last;
    return self();
  }

  /**
   * Sets how the proxy, if any, is chosen for each connection. Default: the JVM's
   * {@link ProxySelector#getDefault()}, which follows the {@code https.proxyHost} family of
   * system properties. For one HTTP proxy, {@code ProxySelector.of(new InetSocketAddress(host,
   * port))}. The proxy sees the host and port (a CONNECT for https) and, for plain http, the
   * signed request.
   *
   * @param proxy the proxy selector
   * @return this builder
   * @throws NullPointerException if {@code proxy} is null
   */
  public B proxy(ProxySelector proxy) {
    this.proxy = Objects.requireNonNull(proxy, "proxy == null");
    return self();
  }

  /**
   * Sets the factory of the plain sockets the SDK connects with (TLS is layered on them for
   * https): to bind a local address, set socket options, or route through a tunnel of your
   * own. Default: {@link SocketFactory#getDefault()}.
   *
   * @param socketFactory a factory of unconnected plain sockets
   * @return this builder
   * @throws NullPointerException if {@code socketFactory} is null
   * @throws IllegalArgumentException if it is an {@link SSLSocketFactory}: TLS settings go to
   *     {@link #sslSocketFactory(SSLSocketFactory, X509TrustManager)}
   */
  public B socketFactory(SocketFactory socketFactory) {
    Objects.requireNonNull(socketFactory, "socketFactory == null");
    if (socketFactory instanceof SSLSocketFactory) {
      throw new IllegalArgumentException("socketFactory takes plain sockets; pass an SSLSocketFactory to "
          + "sslSocketFactory(factory, trustManager)");
    }
    this.socketFactory = socketFactory;
    return self();
  }

  /**
   * Sets the TLS of https connections: the factory of TLS sockets and the trust manager that
   * checks the service's certificate chain (both from the same {@code SSLContext}). Default:
   * the JVM's default {@code SSLContext} and trust store. Hostname verification stays on.
   *
   * @param sslSocketFactory the TLS socket factory
   * @param trustManager the trust manager {@code sslSocketFactory} was made with
   * @return this builder
   * @throws NullPointerException if either is null
   */
  public B sslSocketFactory(SSLSocketFactory sslSocketFactory, X509TrustManager trustManager) {
    Objects.requireNonNull(sslSocketFactory, "sslSocketFactory == null");
    Objects.requireNonNull(trustManager, "trustManager == null");
    this.sslSocketFactory = sslSocketFactory;
    this.trustManager = trustManager;
    return self();
  }

  /**
   * Sets the clock that signature timestamps come from; for tests. Default: the system clock.
   *
   * @param clock the clock
   * @return this builder
   * @throws NullPointerException if {@code clock} is null
   */
  public B clock(Clock clock) {
    this.clock = Objects.requireNonNull(clock, "clock == null");
    return self();
  }

  /**
   * Adds a listener of calls, attempts and retries, for metrics and tracing; several (say
   * metrics and tracing) are each told of every event, in the order they were added, and one
   * that throws does not keep the others from an event. What a listener sees, on which
   * threads it runs and what happens when it throws: see {@link CallListener}.
   *
   * @param listener the listener
   * @return this builder
   * @throws NullPointerException if {@code listener} is null
   */
  public B listener(CallListener listener) {
    listeners.add(Objects.requireNonNull(listener, "listener == null"));
    return self();
  }

  /**
   * Sets the executor that completes the futures of asynchronous calls (and so runs the
   * continuations you attach without an executor of your own). Default: the SDK's own pool
   * of daemon threads ({@code service-sdk-async-N}, shared by every client, idle threads
   * ending after a second), which starts a thread whenever none is free, so one slow
   * continuation never holds up another. (The common {@code ForkJoinPool} is not the default:
   * on a two-core machine it has one thread, and one slow continuation would hold up every
   * other.) Your own executor wins, to bound the threads; it must run every task it accepts.
   * One that refuses or throws does not leave a future hanging: the future then completes on
   * the SDK's thread that ended the call. The SDK never completes futures on OkHttp's I/O
   * threads, so a slow continuation cannot starve the SDK's I/O; pass {@code Runnable::run}
   * only if your continuations are quick and you want to save the hand-off.
   *
   * @param executor the executor
   * @return this builder
   * @throws NullPointerException if {@code executor} is null
   */
  public B asyncExecutor(Executor executor) {
    this.asyncExecutor = Objects.requireNonNull(executor, "asyncExecutor == null");
    return self();
  }

  /**
   * Takes settings that have not been set on this builder from {@code environment}
   * (usually {@code System.getenv()}): {@value #ENV_BASE_URL}, and for signed clients the
   * credentials. Values set on the builder, before or after, always win.
   *
   * @param environment the variables
   * @return this builder
   * @throws NullPointerException if {@code environment} is null
   */
  public B environment(Map<String, String> environment) {
    Objects.requireNonNull(environment, "environment == null");
    String fromEnvironment = variable(environment, ENV_BASE_URL);
    if (baseUrl == null && fromEnvironment != null) {
      baseUrl = fromEnvironment;
    }
    takeFromEnvironment(environment);
    return self();
  }

  /**
   * Validates every setting and returns the client.
   *
   * @return the client, immutable and thread-safe
   * @throws IllegalStateException naming every missing setting
   * @throws IllegalArgumentException if the base URL is not acceptable
   */
  public final C build() {
    String url = baseUrl;
    List<String> missing = new ArrayList<>();
    if (url == null) {
      missing.add("baseUrl (call baseUrl(..) or set " + ENV_BASE_URL + ")");
    }
    addMissing(missing);
    if (url == null || !missing.isEmpty()) {
      throw new IllegalStateException("cannot build the client; missing: " + String.join(", ", missing));
    }
    return newClient(new ClientConfiguration(parseBaseUrl(url), connectTimeout, readTimeout, callTimeout, maxRetries,
        initialBackoff, maxBackoff, new ClientConfiguration.Network(proxy, socketFactory, sslSocketFactory,
        trustManager), clock, credentials(), List.copyOf(listeners), asyncExecutor));
  }

  /** Signed builders take their credentials from the environment here. */
  void takeFromEnvironment(Map<String, String> environment) {}

  /** Signed builders add "credentials" when they have none. */
  void addMissing(List<String> missing) {}

  /** Returns the credentials provider; none for the public client. */
  @Nullable CredentialsProvider credentials() {
    return null;
  }

  /** Returns the variable's value trimmed, or null when it is unset or blank. */
  static @Nullable String variable(Map<String, String> environment, String name) {
    String value = environment.get(name);
    return value == null || value.isBlank() ? null : value.trim();
  }

  private URI parseBaseUrl(String baseUrl) {
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
    return url.uri();
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
}
