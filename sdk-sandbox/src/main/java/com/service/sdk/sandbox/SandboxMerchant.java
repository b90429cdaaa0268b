package com.service.sdk.sandbox;

import java.util.Objects;

/**
 * Credentials of a merchant created in a sandbox: what a merchant's client needs to sign
 * requests. {@link #toString()} never shows the secret.
 *
 * @param merchantId the merchant identifier (the {@code merchant_id} of plugin-family bodies)
 * @param apiKeyId the API key id sent in {@code X-API-KEY-ID} / {@code X-Service-Api-Key}
 * @param apiSecret the API secret that keys the HMAC-SHA256 signatures
 */
public record SandboxMerchant(String merchantId, String apiKeyId, String apiSecret) {

  /**
   * Creates credentials.
   *
   * @param merchantId the merchant identifier
   * @param apiKeyId the API key id
   * @param apiSecret the API secret
   * @throws NullPointerException if a component is null
   */
  public SandboxMerchant {
    Objects.requireNonNull(merchantId, "merchantId == null");
    Objects.requireNonNull(apiKeyId, "apiKeyId == null");
    Objects.requireNonNull(apiSecret, "apiSecret == null");
  }

  @Override
  public String toString() {
    return "SandboxMerchant[merchantId=" + merchantId + ", apiKeyId=" + apiKeyId + ", apiSecret=***]";
  }
}
