package com.service.sdk.payouts;

import com.service.sdk.core.SignedClientBuilder;
import com.service.sdk.core.auth.HmacSigner;
import com.service.sdk.core.auth.NonceGenerator;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.RequestAuthenticator;
import com.service.sdk.core.internal.TransportSettings;
import java.util.Objects;

/**
 * The merchant HMAC family of the service (spec 5.2): payment links, payees, payouts and
 * ledger transactions, operations 5 and 8 to 14. Every request is signed afresh, retries
 * included, with a new timestamp and nonce.
 *
 * <pre>{@code
 * MerchantClient merchant = MerchantClient.builder()
 *     .baseUrl("https://api.example.test")
 *     .credentials(apiKeyId, apiSecret)
 *     .build();
 * Payee payee = merchant.payees().create(CreatePayeeRequest.builder()
 *     .legalName("Ravi Kumar").bankAccount("50100012345678", "HDFC0001234").build());
 * }</pre>
 *
 * <p>Immutable and thread-safe: build one per merchant and share it. Every operation acts
 * for the merchant that owns the API key, which must be an enabled, active merchant
 * account. Payment, link and payout status arrives by callbacks to the merchant's URLs,
 * the source of truth; the status operations are for recovery.
 */
public final class MerchantClient {
  private final LinksService links;
  private final PayeesService payees;
  private final PayoutsService payouts;
  private final TransactionsService transactions;

  private MerchantClient(HttpTransport transport) {
    this.links = new LinksService(transport);
    this.payees = new PayeesService(transport);
    this.payouts = new PayoutsService(transport);
    this.transactions = new TransactionsService(transport);
  }

  /** Returns a new, empty builder. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder pre-filled from the environment: {@code SERVICE_BASE_URL},
   * {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}. Values set on the builder win.
   */
  public static Builder fromEnvironment() {
    return builder().environment(System.getenv());
  }

  /** Returns the payment link operations. */
  public LinksService links() {
    return links;
  }

  /** Returns the payee operations: registration, listing, verification. */
  public PayeesService payees() {
    return payees;
  }

  /** Returns the payout operations: initiation and payout status. */
  public PayoutsService payouts() {
    return payouts;
  }

  /** Returns the ledger transaction operations. */
  public TransactionsService transactions() {
    return transactions;
  }

  /**
   * Builds a {@link MerchantClient}. Required: the base URL and the credentials. Its
   * {@code toString()} never shows the API secret.
   */
  public static final class Builder extends SignedClientBuilder<Builder> {
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
     * @throws NullPointerException if {@code nonceGenerator} is null
     */
    public Builder nonceGenerator(NonceGenerator nonceGenerator) {
      this.nonceGenerator = Objects.requireNonNull(nonceGenerator, "nonceGenerator == null");
      return this;
    }

    /**
     * Returns the client.
     *
     * @throws IllegalStateException naming every missing setting (base URL, credentials)
     * @throws IllegalArgumentException if the base URL is not acceptable
     */
    public MerchantClient build() {
      TransportSettings settings = transportSettings();
      RequestAuthenticator authenticator = RequestAuthenticator.hmac(
          apiKeyId(), new HmacSigner(apiSecret()), settings.clock(), nonceGenerator);
      return new MerchantClient(new HttpTransport(settings, authenticator));
    }
  }
}
