package com.service.sdk.core;

import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Supplies the credentials that sign a request. The SDK asks for them afresh for every
 * attempt, retries included, so a rotated secret is used from the next attempt on: back a
 * provider with your secrets manager (cache there as you see fit) and rotate without
 * rebuilding clients.
 *
 * <pre>{@code
 * CredentialsProvider fromVault = () -> Credentials.of(vault.read("service/key-id"), vault.read("service/secret"));
 * PluginClient plugin = PluginClient.builder().baseUrl(url).credentials(fromVault).build();
 * }</pre>
 *
 * <p><b>Failure rule:</b> a provider that throws anything, {@code Error}s included, fails
 * that attempt before anything is sent; the SDK treats it like a connection that could not be
 * opened (retried within the call's limits, then {@link ApiConnectionException} with the
 * provider's exception as cause and, if nothing else was sent, {@link Outcome#NOT_SENT}).
 * Log lines and listeners get only its type, never its message. A
 * {@link VirtualMachineError} (such as {@link OutOfMemoryError}) ends the call instead and
 * goes on up, once the call has its outcome (see {@link CallListener}).
 *
 * <p><b>Threads.</b> The provider runs on the thread that makes the attempt, never under a
 * lock of the SDK's nor on its scheduler thread: the caller's for a blocking call and for an
 * asynchronous call's first attempt, a thread of the SDK's async pool
 * ({@code service-sdk-async-N}) for an asynchronous call's retries. A slow provider (a
 * secrets manager that takes seconds) delays only the attempts that ask it and eats into their
 * call's deadline; cache in it as you see fit. It must be thread-safe, and its
 * {@code toString()} must not show a secret.
 */
@FunctionalInterface
public interface CredentialsProvider {

  /**
   * Returns the credentials to sign the next attempt with.
   *
   * @return the credentials, never null
   */
  Credentials credentials();

  /**
   * Returns a provider that always supplies {@code credentials}: the default when a client
   * is built with {@code credentials(keyId, secret)}.
   *
   * @param credentials the credentials
   * @return the provider; its {@code toString()} shows the key id only
   * @throws NullPointerException if {@code credentials} is null
   */
  static CredentialsProvider of(Credentials credentials) {
    Objects.requireNonNull(credentials, "credentials == null");
    return new CredentialsProvider() {
      @Override
      public Credentials credentials() {
        return credentials;
      }

      @Override
      public String toString() {
        return "StaticCredentialsProvider[apiKeyId=" + credentials.apiKeyId() + "]";
      }
    };
  }

  /**
   * Returns a provider that reads {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}
   * from the process environment for every attempt.
   *
   * @return the provider
   */
  static CredentialsProvider fromEnvironment() {
    return fromEnvironment(System::getenv);
  }

  /**
   * Returns a provider that reads {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}
   * from {@code environment} for every attempt; for tests, or a configuration map that
   * changes while the application runs.
   *
   * @param environment supplies the variables, read at each attempt
   * @return the provider; it throws {@link IllegalStateException} from
   *     {@link #credentials()} when a variable is unset or blank
   * @throws NullPointerException if {@code environment} is null
   */
  static CredentialsProvider fromEnvironment(Supplier<Map<String, String>> environment) {
    Objects.requireNonNull(environment, "environment == null");
    return new CredentialsProvider() {
      @Override
      public Credentials credentials() {
        Map<String, String> variables = environment.get();
        String keyId = variables.get(SignedClientBuilder.ENV_API_KEY_ID);
        String secret = variables.get(SignedClientBuilder.ENV_API_SECRET);
        if (keyId == null || keyId.isBlank() || secret == null || secret.isBlank()) {
          throw new IllegalStateException(SignedClientBuilder.ENV_API_KEY_ID + " and "
              + SignedClientBuilder.ENV_API_SECRET + " must both be set");
        }
        return Credentials.of(keyId.trim(), secret.trim());
      }

      @Override
      public String toString() {
        return "EnvironmentCredentialsProvider[" + SignedClientBuilder.ENV_API_KEY_ID + ", "
            + SignedClientBuilder.ENV_API_SECRET + "]";
      }
    };
  }
}
