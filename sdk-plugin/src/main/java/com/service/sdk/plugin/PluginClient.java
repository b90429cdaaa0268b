package com.service.sdk.plugin;

import com.service.sdk.core.SignedClientBuilder;
import com.service.sdk.core.auth.PluginSigner;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.RequestAuthenticator;
import com.service.sdk.core.internal.TransportSettings;

/**
 * Client of the service's plugin-signed operations (spec 4.1 to 4.4, 5.3): hosted
 * checkout payments, their status, refunds and the merchant balance. Every request is
 * signed with the API key; the merchant is the one the key belongs to.
 *
 * <pre>{@code
 * PluginClient plugin = PluginClient.builder()
 *     .baseUrl("https://api.example.test")
 *     .credentials(apiKeyId, apiSecret)
 *     .build();
 * }</pre>
 *
 * <p>Immutable and thread-safe: build one per merchant key and share it.
 */
public final class PluginClient {
  private final PaymentsService payments;
  private final RefundsService refunds;
  private final BalanceService balance;

  private PluginClient(HttpTransport transport) {
    this.payments = new PaymentsService(transport);
    this.refunds = new RefundsService(transport);
    this.balance = new BalanceService(transport);
  }

  /** Returns an empty builder. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder pre-filled from the environment: {@code SERVICE_BASE_URL},
   * {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}. Values set on the builder
   * win over the environment.
   */
  public static Builder fromEnvironment() {
    return builder().environment(System.getenv());
  }

  /** Returns the hosted payment operations. */
  public PaymentsService payments() {
    return payments;
  }

  /** Returns the refund operation. */
  public RefundsService refunds() {
    return refunds;
  }

  /** Returns the balance operation. */
  public BalanceService balance() {
    return balance;
  }

  /**
   * Builds a {@link PluginClient}. Required: the base URL and the credentials (or their
   * environment variables); optional: timeouts, retries and backoff, a shared OkHttp
   * client and a clock, as {@link com.service.sdk.core.ClientBuilder} describes them.
   */
  public static final class Builder extends SignedClientBuilder<Builder> {
    private Builder() {}

    @Override
    protected Builder self() {
      return this;
    }

    /**
     * Returns the client.
     *
     * @throws IllegalStateException naming every required setting that is missing
     * @throws IllegalArgumentException if the base URL is not acceptable
     */
    public PluginClient build() {
      TransportSettings settings = transportSettings();
      return new PluginClient(new HttpTransport(settings,
          RequestAuthenticator.plugin(apiKeyId(), new PluginSigner(apiSecret()), settings.clock())));
    }
  }
}
