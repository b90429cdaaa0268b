package com.service.sdk.core;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Builder settings of the clients that sign requests: their credentials, as a key id and
 * secret or as a {@link CredentialsProvider} consulted for every attempt. The secret is
 * never shown by {@code toString()} and never logged.
 *
 * @param <B> the concrete builder
 * @param <C> the client it builds
 */
public abstract class SignedClientBuilder<B extends SignedClientBuilder<B, C>, C> extends ClientBuilder<B, C> {
  /** Environment variable holding the API key id. */
  public static final String ENV_API_KEY_ID = "SERVICE_API_KEY_ID";
  /** Environment variable holding the API secret. */
  public static final String ENV_API_SECRET = "SERVICE_API_SECRET";

  private @Nullable CredentialsProvider credentials;

  /** For the SDK's client builders. */
  protected SignedClientBuilder() {}

  /**
   * Sets the merchant's API key id and secret, as issued by the service.
   *
   * @param apiKeyId the key id
   * @param apiSecret the secret
   * @return this builder
   * @throws NullPointerException if either is null
   * @throws IllegalArgumentException if either is blank, or the key id is not printable ASCII
   */
  public B credentials(String apiKeyId, String apiSecret) {
    return credentials(CredentialsProvider.of(Credentials.of(apiKeyId, apiSecret)));
  }

  /**
   * Sets where the credentials come from: the provider is asked for every attempt, so a
   * rotated secret is used from the next attempt on.
   *
   * @param provider the provider
   * @return this builder
   * @throws NullPointerException if {@code provider} is null
   */
  public B credentials(CredentialsProvider provider) {
    this.credentials = Objects.requireNonNull(provider, "credentials == null");
    return self();
  }

  /**
   * Also takes {@value #ENV_API_KEY_ID} and {@value #ENV_API_SECRET}, when both are set and
   * no credentials were set on the builder.
   */
  @Override
  void takeFromEnvironment(Map<String, String> environment) {
    String apiKeyId = variable(environment, ENV_API_KEY_ID);
    String apiSecret = variable(environment, ENV_API_SECRET);
    if (credentials == null && apiKeyId != null && apiSecret != null) {
      credentials(apiKeyId, apiSecret);
    }
  }

  @Override
  void addMissing(List<String> missing) {
    if (credentials == null) {
      missing.add("credentials (call credentials(..) or set " + ENV_API_KEY_ID + " and " + ENV_API_SECRET + ")");
    }
  }

  @Override
  @Nullable CredentialsProvider credentials() {
    return credentials;
  }

  /** Returns the builder's class and its credentials provider, never a secret. */
  @Override
  public String toString() {
    return getClass().getSimpleName() + "[credentials=" + credentials + "]";
  }
}
