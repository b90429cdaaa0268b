package com.service.sdk.core;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Builder settings of the clients that sign requests: the API key id and secret. The
 * secret is never shown by {@code toString()} and never logged.
 *
 * @param <B> the concrete builder
 */
public abstract class SignedClientBuilder<B extends SignedClientBuilder<B>> extends ClientBuilder<B> {
  /** Environment variable holding the API key id. */
  public static final String ENV_API_KEY_ID = "SERVICE_API_KEY_ID";
  /** Environment variable holding the API secret. */
  public static final String ENV_API_SECRET = "SERVICE_API_SECRET";

  private String apiKeyId;
  private String apiSecret;

  /** For subclasses. */
  protected SignedClientBuilder() {}

  /**
   * Sets the merchant's API key id and secret, as issued by the service.
   *
   * @throws NullPointerException if either is null
   * @throws IllegalArgumentException if either is blank, or the key id is not printable ASCII
   */
  public B credentials(String apiKeyId, String apiSecret) {
    Objects.requireNonNull(apiKeyId, "apiKeyId == null");
    Objects.requireNonNull(apiSecret, "apiSecret == null");
    if (apiKeyId.isBlank() || !apiKeyId.chars().allMatch(c -> c > 0x20 && c < 0x7f)) {
      throw new IllegalArgumentException("apiKeyId must be non-blank printable ASCII without spaces");
    }
    if (apiSecret.isBlank()) {
      throw new IllegalArgumentException("apiSecret must not be blank");
    }
    this.apiKeyId = apiKeyId;
    this.apiSecret = apiSecret;
    return self();
  }

  /**
   * Also takes {@value #ENV_API_KEY_ID} and {@value #ENV_API_SECRET}, when both are set and
   * no credentials were set on the builder.
   */
  @Override
  public B environment(Map<String, String> environment) {
    super.environment(environment);
    if (apiKeyId == null && present(environment.get(ENV_API_KEY_ID)) && present(environment.get(ENV_API_SECRET))) {
      credentials(environment.get(ENV_API_KEY_ID).trim(), environment.get(ENV_API_SECRET).trim());
    }
    return self();
  }

  @Override
  protected List<String> missingSettings() {
    List<String> missing = super.missingSettings();
    if (apiKeyId == null) {
      missing.add("credentials (call credentials(..) or set " + ENV_API_KEY_ID + " and " + ENV_API_SECRET + ")");
    }
    return missing;
  }

  /** Returns the API key id; call after {@link #transportSettings()} has validated. */
  protected final String apiKeyId() {
    return apiKeyId;
  }

  /** Returns the API secret; call after {@link #transportSettings()} has validated. */
  protected final String apiSecret() {
    return apiSecret;
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[apiKeyId=" + apiKeyId + ", apiSecret=<redacted>]";
  }
}
