package com.service.sdk.plugin;

import com.service.sdk.core.ClientConfiguration;
import com.service.sdk.core.SignedClientBuilder;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.RequestAuthenticator;

/**
 * Client of the service's plugin-signed operations (spec 4.1 to 4.4, 5.3): hosted
 * checkout payments, their status, refunds and the merchant balance. Every request is
 * signed with the API key; the merchant is the one the key belongs to.
 *
 * <pre>{@code
 * try (PluginClient plugin = PluginClient.builder()
 *     .baseUrl("https://api.example.test")
 *     .credentials(apiKeyId, apiSecret)
 *     .build()) {
 *   HostedPayment payment = plugin.payments().create(request);
 * }
 * }</pre>
 *
 * <p>Thread-safe: build one per merchant key, share it, and close it when the
 * application stops. All clients share the SDK's one connection pool and dispatcher,
 * however many there are; {@link #close()} gives back this client's share.
 */
public final class PluginClient implements AutoCloseable {
  private final HttpTransport transport;
  private final Async async;
  private final PaymentsService payments;
  private final RefundsService refunds;
  private final BalanceService balance;

  private PluginClient(HttpTransport transport) {
    this.transport = transport;
    this.async = new Async(transport);
    this.payments = new PaymentsService(transport);
    this.refunds = new RefundsService(transport);
    this.balance = new BalanceService(transport);
  }

  /**
   * Returns an empty builder.
   *
   * @return the builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder pre-filled from the environment: {@code SERVICE_BASE_URL},
   * {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}. Values set on the builder
   * win over the environment.
   *
   * @return the builder
   */
  public static Builder fromEnvironment() {
    return builder().environment(System.getenv());
  }

  /**
   * Returns the hosted payment operations.
   *
   * @return the payments service
   */
  public PaymentsService payments() {
    return payments;
  }

  /**
   * Returns the refund operation.
   *
   * @return the refunds service
   */
  public RefundsService refunds() {
    return refunds;
  }

  /**
   * Returns the balance operation.
   *
   * @return the balance service
   */
  public BalanceService balance() {
    return balance;
  }

  /**
   * Returns the asynchronous face of this client: the same operations, returning
   * {@link java.util.concurrent.CompletableFuture}s, with the same requests, retries,
   * outcomes and exceptions. It shares the client's connection pool, settings and
   * lifecycle: closing the client closes it.
   *
   * @return the asynchronous face
   */
  public Async async() {
    return async;
  }

  /**
   * The operations of a {@link PluginClient} without blocking: OkHttp's dispatcher sends them, the
   * SDK's scheduler waits between retries (no thread sleeps), and futures complete on the
   * builder's {@code asyncExecutor} (the SDK's own pool of daemon threads {@code service-sdk-async-N}
   * unless set), never on OkHttp's I/O threads.
   */
  public static final class Async {
    private final AsyncPaymentsService payments;
    private final AsyncRefundsService refunds;
    private final AsyncBalanceService balance;

    private Async(HttpTransport transport) {
      this.payments = new AsyncPaymentsService(transport);
      this.refunds = new AsyncRefundsService(transport);
      this.balance = new AsyncBalanceService(transport);
    }

    /**
     * Returns the payments operations, without blocking.
     *
     * @return the asynchronous payments service
     */
    public AsyncPaymentsService payments() {
      return payments;
    }

    /**
     * Returns the refunds operations, without blocking.
     *
     * @return the asynchronous refunds service
     */
    public AsyncRefundsService refunds() {
      return refunds;
    }

    /**
     * Returns the balance operations, without blocking.
     *
     * @return the asynchronous balance service
     */
    public AsyncBalanceService balance() {
      return balance;
    }
  }

  /**
   * Closes this client: later calls throw {@link IllegalStateException}, calls already
   * running finish, and its share of the SDK's connection pool is given back (the last
   * client closed stops the pool's threads and idle connections). An OkHttp client given
   * to the builder is never closed. Calling it again does nothing.
   */
  @Override
  public void close() {
    transport.close();
  }

  /**
   * Builds a {@link PluginClient}. Required: the base URL and the credentials (or their
   * environment variables); optional: timeouts, retries and backoff, a listener, a shared
   * OkHttp client and a clock, as {@link com.service.sdk.core.ClientBuilder} describes them.
   */
  public static final class Builder extends SignedClientBuilder<Builder, PluginClient> {
    private Builder() {}

    @Override
    protected Builder self() {
      return this;
    }

    @Override
    protected PluginClient newClient(ClientConfiguration configuration) {
      RequestAuthenticator authenticator =
          RequestAuthenticator.plugin(configuration.credentials().orElseThrow(), configuration.clock());
      return new PluginClient(HttpTransport.open(configuration, authenticator, "PluginClient"));
    }
  }
}
