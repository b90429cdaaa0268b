package com.service.sdk.core;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * An API key id and its secret, as the service issues them to a merchant. Immutable.
 * {@link #toString()} never shows the secret.
 */
public final class Credentials {
  private final String apiKeyId;
  private final String apiSecret;

  private Credentials(String apiKeyId, String apiSecret) {
    this.apiKeyId = apiKeyId;
    this.apiSecret = apiSecret;
  }

  /**
   * Returns credentials made of this key id and secret.
   *
   * @param apiKeyId the API key id, sent with every signed request
   * @param apiSecret the secret that signs them; never sent, logged or printed
   * @return the credentials
   * @throws NullPointerException if either is null
   * @throws IllegalArgumentException if either is blank, or the key id is not printable ASCII
   *     without spaces (it travels in a header)
   */
  public static Credentials of(String apiKeyId, String apiSecret) {
    Objects.requireNonNull(apiKeyId, "apiKeyId == null");
    Objects.requireNonNull(apiSecret, "apiSecret == null");
    if (apiKeyId.isBlank() || !apiKeyId.chars().allMatch(c -> c > 0x20 && c < 0x7f)) {
      throw new IllegalArgumentException("apiKeyId must be non-blank printable ASCII without spaces");
    }
    if (apiSecret.isBlank()) {
      throw new IllegalArgumentException("apiSecret must not be blank");
    }
    return new Credentials(apiKeyId, apiSecret);
  }

  /**
   * Returns the API key id.
   *
   * @return the key id, sent in every signed request's key header
   */
  public String apiKeyId() {
    return apiKeyId;
  }

  /**
   * Returns the secret. Only the SDK's signers need it; never log it.
   *
   * @return the API secret
   */
  public String apiSecret() {
    return apiSecret;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof Credentials that && apiKeyId.equals(that.apiKeyId) && apiSecret.equals(that.apiSecret);
  }

  @Override
  public int hashCode() {
    return Objects.hash(apiKeyId, apiSecret);
  }

  /** Returns the key id and {@code apiSecret=<redacted>}, never the secret. */
  @Override
  public String toString() {
    return "Credentials[apiKeyId=" + apiKeyId + ", apiSecret=<redacted>]";
  }
}
