package com.service.sdk.core;

import java.net.ProxySelector;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import javax.net.SocketFactory;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.X509TrustManager;
import org.jspecify.annotations.Nullable;

/**
 * The validated settings of one client, as its builder produced them. Immutable; clients
 * are built from it and merchants rarely need it, except to read back what a builder made
 * of the environment.
 */
public final class ClientConfiguration {
  private final URI baseUrl;
  private final Duration connectTimeout;
  private final Duration readTimeout;
  private final Duration callTimeout;
  private final int maxRetries;
  private final Duration initialBackoff;
  private final Duration maxBackoff;
  private final Network network;
  private final Clock clock;
  private final @Nullable CredentialsProvider credentials;
  private final List<CallListener> listeners;
  private final Executor asyncExecutor;

  ClientConfiguration(URI baseUrl, Duration connectTimeout, Duration readTimeout, Duration callTimeout,
      int maxRetries, Duration initialBackoff, Duration maxBackoff, Network network, Clock clock,
      @Nullable CredentialsProvider credentials, List<CallListener> listeners, Executor asyncExecutor) {
    this.baseUrl = baseUrl;
    this.connectTimeout = connectTimeout;
    this.readTimeout = readTimeout;
    this.callTimeout = callTimeout;
    this.maxRetries = maxRetries;
    this.initialBackoff = initialBackoff;
    this.maxBackoff = maxBackoff;
    this.network = network;
    this.clock = clock;
    this.credentials = credentials;
    this.listeners = listeners;
    this.asyncExecutor = asyncExecutor;
  }

  /**
   * Returns the base URL every path is resolved against, as the builder validated it: absolute,
   * {@code http} or {@code https}, without query or fragment.
   *
   * @return the base URL
   */
  public URI baseUrl() {
    return baseUrl;
  }

  /**
   * Returns the time allowed to open a connection.
   *
   * @return the connect timeout
   */
  public Duration connectTimeout() {
    return connectTimeout;
  }

  /**
   * Returns the time allowed between bytes of a request or an answer.
   *
   * @return the read (and write) timeout
   */
  public Duration readTimeout() {
    return readTimeout;
  }

  /**
   * Returns the deadline of a whole call, all attempts and waits included.
   *
   * @return the call timeout
   */
  public Duration callTimeout() {
    return callTimeout;
  }

  /**
   * Returns how many times a call that is safe to repeat is retried.
   *
   * @return the retry budget
   */
  public int maxRetries() {
    return maxRetries;
  }

  /**
   * Returns the backoff ceiling of the first retry; it doubles per retry.
   *
   * @return the first backoff ceiling
   */
  public Duration initialBackoff() {
    return initialBackoff;
  }

  /**
   * Returns the largest backoff, and the longest {@code Retry-After} the SDK waits for.
   *
   * @return the backoff cap
   */
  public Duration maxBackoff() {
    return maxBackoff;
  }

  /**
   * Returns the proxy selector set on the builder.
   *
   * @return the proxy selector, or empty for the JVM's default
   */
  public Optional<ProxySelector> proxy() {
    return Optional.ofNullable(network.proxy());
  }

  /**
   * Returns the factory of plain sockets set on the builder.
   *
   * @return the socket factory, or empty for the JVM's default
   */
  public Optional<SocketFactory> socketFactory() {
    return Optional.ofNullable(network.socketFactory());
  }

  /**
   * Returns the TLS socket factory set on the builder, with {@link #trustManager()}.
   *
   * @return the TLS socket factory, or empty for the JVM's default
   */
  public Optional<SSLSocketFactory> sslSocketFactory() {
    return Optional.ofNullable(network.sslSocketFactory());
  }

  /**
   * Returns the trust manager set on the builder with {@link #sslSocketFactory()}.
   *
   * @return the trust manager, or empty for the JVM's default
   */
  public Optional<X509TrustManager> trustManager() {
    return Optional.ofNullable(network.trustManager());
  }

  /**
   * Returns the clock that signature timestamps come from.
   *
   * @return the clock
   */
  public Clock clock() {
    return clock;
  }

  /**
   * Returns the credentials provider of a signing client.
   *
   * @return the provider, or empty for the public client
   */
  public Optional<CredentialsProvider> credentials() {
    return Optional.ofNullable(credentials);
  }

  /**
   * Returns the listeners of calls and attempts, in the order they were added.
   *
   * @return the listeners, empty when none was added
   */
  public List<CallListener> listeners() {
    return listeners;
  }

  /**
   * Returns the executor that completes asynchronous calls' futures, and so runs the
   * continuations a caller attaches without an executor of its own.
   *
   * @return the executor; unless set, the SDK's own pool of daemon threads
   *     ({@code service-sdk-async-N}), which starts a thread whenever none is free
   */
  public Executor asyncExecutor() {
    return asyncExecutor;
  }

  /**
   * The longest timeout or backoff the SDK takes: 24 days. OkHttp keeps its timeouts as
   * {@code int} milliseconds (about 24.8 days), and a longer one would overflow the SDK's own
   * arithmetic in the middle of a call; no call of a payment service should wait that long.
   */
  static final Duration MAX_DURATION = Duration.ofDays(24);

  /**
   * Checks a timeout or backoff, for the builders and {@link RequestOptions}: refused, naming
   * the setting, unless positive and at most {@link #MAX_DURATION}.
   */
  static Duration checkDuration(Duration value, String name) {
    Objects.requireNonNull(value, name + " == null");
    if (value.isNegative() || value.isZero()) {
      throw new IllegalArgumentException(name + " must be positive, was " + value);
    }
    if (value.compareTo(MAX_DURATION) > 0) {
      throw new IllegalArgumentException(name + " must be at most 24 days (" + MAX_DURATION + "), was " + value);
    }
    return value;
  }

  /** Checks a retry budget, for the builders and {@link RequestOptions}. */
  static int checkRetries(int maxRetries) {
    if (maxRetries < 0 || maxRetries > 10) {
      throw new IllegalArgumentException("maxRetries must be between 0 and 10, was " + maxRetries);
    }
    return maxRetries;
  }

  /** Returns the settings without secrets: the credentials provider shows only what its toString shows. */
  @Override
  public String toString() {
    return "ClientConfiguration[baseUrl=" + baseUrl + ", connectTimeout=" + connectTimeout + ", readTimeout="
        + readTimeout + ", callTimeout=" + callTimeout + ", maxRetries=" + maxRetries + ", backoff=" + initialBackoff
        + ".." + maxBackoff + ", network=" + network
        + ", credentials=" + credentials + "]";
  }

  /** The builder's network settings; null where the JVM's default applies. */
  record Network(@Nullable ProxySelector proxy, @Nullable SocketFactory socketFactory,
      @Nullable SSLSocketFactory sslSocketFactory, @Nullable X509TrustManager trustManager) {
    @Override
    public String toString() {
      return "[proxy=" + (proxy == null ? "default" : "set") + ", socketFactory="
          + (socketFactory == null ? "default" : "set") + ", tls=" + (sslSocketFactory == null ? "default" : "set") + "]";
    }
  }
}
