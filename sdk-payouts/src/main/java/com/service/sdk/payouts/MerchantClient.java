package com.service.sdk.payouts;

import com.service.sdk.core.ClientConfiguration;
import com.service.sdk.core.SignedClientBuilder;
import com.service.sdk.core.auth.NonceGenerator;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.RequestAuthenticator;
import java.util.Objects;

/**
 * The merchant HMAC family of the service (spec 5.2): payment links, payees, payouts and
 * ledger transactions, operations 5 and 8 to 14. Every request is signed afresh, retries
 * included, with a new timestamp and nonce.
 *
 * <pre>{@code
 * try (MerchantClient merchant = MerchantClient.builder()
 *     .baseUrl("https://api.example.test")
 *     .credentials(apiKeyId, apiSecret)
 *     .build()) {
 *   Payee payee = merchant.payees().create(CreatePayeeRequest.builder()
 *       .legalName("Ravi Kumar").bankAccount("50100012345678", "HDFC0001234").build());
 * }
 * }</pre>
 *
 * <p>Thread-safe: build one per merchant, share it, and close it when the application
 * stops. All clients share the SDK's one connection pool and dispatcher, however many
 * there are. Every operation acts
 * for the merchant that owns the API key, which must be an enabled, active merchant
 * account. Payment, link and payout status arrives by callbacks to the merchant's URLs,
 * the source of truth; the status operations are for recovery.
 */
public final class MerchantClient implements AutoCloseable {
  private final HttpTransport transport;
  private final Async async;
  private final LinksService links;
  private final PayeesService payees;
  private final PayoutsService payouts;
  private final TransactionsService transactions;

  private MerchantClient(HttpTransport transport) {
    this.transport = transport;
    this.async = new Async(transport);
    this.links = new LinksService(transport);
    this.payees = new PayeesService(transport);
    this.payouts = new PayoutsService(transport);
    this.transactions = new TransactionsService(transport);
  }

  /**
   * Returns a new, empty builder.
   *
   * @return the builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder pre-filled from the environment: {@code SERVICE_BASE_URL},
   * {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}. Values set on the builder win.
   *
   * @return the builder
   */
  public static Builder fromEnvironment() {
    return builder().environment(System.getenv());
  }

  /**
   * Returns the payment link operations.
   *
   * @return the links service
   */
  public LinksService links() {
    return links;
  }

  /**
   * Returns the payee operations: registration, listing, verification.
   *
   * @return the payees service
   */
  public PayeesService payees() {
    return payees;
  }

  /**
   * Returns the payout operations: initiation and payout status.
   *
   * @return the payouts service
   */
  public PayoutsService payouts() {
    return payouts;
  }

  /**
   * Returns the ledger transaction operations.
   *
   * @return the transactions service
   */
  public TransactionsService transactions() {
    return transactions;
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
   * The operations of a {@link MerchantClient} without blocking: OkHttp's dispatcher sends them, the
   * SDK's scheduler waits between retries (no thread sleeps), and futures complete on the
   * builder's {@code asyncExecutor} (the SDK's own pool of daemon threads {@code service-sdk-async-N}
   * unless set), never on OkHttp's I/O threads.
   */
  public static final class Async {
    private final AsyncLinksService links;
    private final AsyncPayeesService payees;
    private final AsyncPayoutsService payouts;
    private final AsyncTransactionsService transactions;

    private Async(HttpTransport transport) {
      this.links = new AsyncLinksService(transport);
      this.payees = new AsyncPayeesService(transport);
      this.payouts = new AsyncPayoutsService(transport);
      this.transactions = new AsyncTransactionsService(transport);
    }

    /**
     * Returns the links operations, without blocking.
     *
     * @return the asynchronous links service
     */
    public AsyncLinksService links() {
      return links;
    }

    /**
     * Returns the payees operations, without blocking.
     *
     * @return the asynchronous payees service
     */
    public AsyncPayeesService payees() {
      return payees;
    }

    /**
     * Returns the payouts operations, without blocking.
     *
     * @return the asynchronous payouts service
     */
    public AsyncPayoutsService payouts() {
      return payouts;
    }

    /**
     * Returns the transactions operations, without blocking.
     *
     * @return the asynchronous transactions service
     */
    public AsyncTransactionsService transactions() {
      return transactions;
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
   * Builds a {@link MerchantClient}. Required: the base URL and the credentials. Its
   * {@code toString()} never shows the API secret.
   */
  public static final class Builder extends SignedClientBuilder<Builder, MerchantClient> {
    private NonceGenerator nonceGenerator = NonceGenerator.secureRandom();

    private Builder() {}

    @Override
    protected Builder self() {
      return this;
    }

    /**
     * Sets the source of {@code X-API-NONCE} values; for tests that need reproducible
     * signatures. Default: {@link NonceGenerator#secureRandom()}, 16 random bytes as hex,
     * which production code should keep. It must never return the same value twice.
     *
     * @param nonceGenerator the source of nonces
     * @return this builder
     * @throws NullPointerException if {@code nonceGenerator} is null
     */
    public Builder nonceGenerator(NonceGenerator nonceGenerator) {
      this.nonceGenerator = Objects.requireNonNull(nonceGenerator, "nonceGenerator == null");
      return this;
    }

    @Override
    protected MerchantClient newClient(ClientConfiguration configuration) {
      RequestAuthenticator authenticator = RequestAuthenticator.hmac(configuration.credentials().orElseThrow(),
          configuration.clock(), nonceGenerator);
      return new MerchantClient(HttpTransport.open(configuration, authenticator, "MerchantClient"));
    }
  }
}
