package com.service.sdk.core.internal;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.Credentials;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.core.auth.HmacSigner;
import com.service.sdk.core.auth.NonceGenerator;
import com.service.sdk.core.auth.PluginSigner;
import java.time.Clock;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Produces the authentication headers of one attempt. The transport calls it afresh for
 * every attempt, so each retry carries a new timestamp (and, for the HMAC family, a new
 * nonce), computed over the path, query and body exactly as they are sent, with the
 * credentials the provider supplies at that moment: a rotated secret signs the next
 * attempt. Each authenticator is one of the spec's three families (section 1), which is how
 * listeners name it.
 */
public interface RequestAuthenticator {

  /** Authenticator of the public family: no credentials at all (spec 5.1). */
  RequestAuthenticator NONE = of(CallListener.Family.PUBLIC, (method, encodedPath, encodedQuery, body, header) -> { });

  /**
   * Adds the authentication headers of one attempt.
   *
   * @param method the HTTP method, such as {@code POST}
   * @param encodedPath the request path exactly as sent
   * @param encodedQuery the query as sent without {@code ?}, or null
   * @param body the body bytes as sent, or null
   * @param header receives each header's name and value, in the order they are sent
   * @throws RuntimeException when the credentials cannot be had; the attempt is then not sent
   */
  void authenticate(String method, String encodedPath, @Nullable String encodedQuery, byte @Nullable [] body,
      BiConsumer<String, String> header);

  /**
   * Returns the family of operations this authenticator signs.
   *
   * @return the family
   */
  CallListener.Family family();

  /**
   * The plugin-signed family (spec 5.3): X-Service-Api-Key, -Timestamp, -Signature.
   *
   * @param credentials asked for the plugin API key id and secret at every attempt
   * @param clock where the timestamps come from
   * @return the authenticator of the plugin-signed operations
   */
  static RequestAuthenticator plugin(CredentialsProvider credentials, Clock clock) {
    Signers<PluginSigner> signers = new Signers<>(credentials, PluginSigner::new);
    return of(CallListener.Family.PLUGIN, (method, encodedPath, encodedQuery, body, header) -> {
      Signers.Current<PluginSigner> current = signers.current();
      String timestamp = Long.toString(clock.instant().getEpochSecond());
      header.accept("X-Service-Api-Key", current.apiKeyId());
      header.accept("X-Service-Timestamp", timestamp);
      header.accept("X-Service-Signature", current.signer().sign(timestamp, method, encodedPath, body));
    });
  }

  /**
   * The merchant HMAC family (spec 5.2): X-API-KEY-ID, -TIMESTAMP, -NONCE, -SIGNATURE.
   *
   * @param credentials asked for the merchant API key id and secret at every attempt
   * @param clock where the timestamps come from
   * @param nonces gives each attempt its {@code X-API-NONCE}
   * @return the authenticator of the merchant HMAC operations
   */
  static RequestAuthenticator hmac(CredentialsProvider credentials, Clock clock, NonceGenerator nonces) {
    Signers<HmacSigner> signers = new Signers<>(credentials, HmacSigner::new);
    return of(CallListener.Family.MERCHANT, (method, encodedPath, encodedQuery, body, header) -> {
      Signers.Current<HmacSigner> current = signers.current();
      String timestamp = Long.toString(clock.instant().getEpochSecond());
      String nonce = nonces.next();
      header.accept("X-API-KEY-ID", current.apiKeyId());
      header.accept("X-API-TIMESTAMP", timestamp);
      header.accept("X-API-NONCE", nonce);
      header.accept("X-API-SIGNATURE",
          current.signer().sign(method, encodedPath, encodedQuery, timestamp, nonce, body));
    });
  }

  private static RequestAuthenticator of(CallListener.Family family, Headers headers) {
    return new RequestAuthenticator() {
      @Override
      public void authenticate(String method, String encodedPath, @Nullable String encodedQuery,
          byte @Nullable [] body, BiConsumer<String, String> header) {
        headers.add(method, encodedPath, encodedQuery, body, header);
      }

      @Override
      public CallListener.Family family() {
        return family;
      }
    };
  }

  /** What one family adds to an attempt; see {@link #authenticate}. */
  @FunctionalInterface
  interface Headers {
    /**
     * Adds the authentication headers of one attempt.
     *
     * @param method the HTTP method
     * @param encodedPath the request path exactly as sent
     * @param encodedQuery the query as sent without {@code ?}, or null
     * @param body the body bytes as sent, or null
     * @param header receives each header's name and value
     */
    void add(String method, String encodedPath, @Nullable String encodedQuery, byte @Nullable [] body,
        BiConsumer<String, String> header);
  }

  /**
   * Asks the provider for credentials and keeps the signer made for the latest ones, so
   * that the key is prepared once per secret, not once per attempt.
   *
   * @param <S> the signer of the family
   */
  final class Signers<S> {
    private final CredentialsProvider provider;
    private final Function<String, S> signerOf;
    private volatile @Nullable Current<S> current;

    Signers(CredentialsProvider provider, Function<String, S> signerOf) {
      this.provider = Objects.requireNonNull(provider, "credentials == null");
      this.signerOf = signerOf;
    }

    Current<S> current() {
      Credentials credentials = provider.credentials();
      if (credentials == null) {
        throw new IllegalStateException(provider + " returned no credentials");
      }
      Current<S> cached = current;
      if (cached != null && cached.credentials.equals(credentials)) {
        return cached;
      }
      Current<S> fresh = new Current<>(credentials, signerOf.apply(credentials.apiSecret()));
      current = fresh;
      return fresh;
    }

    record Current<S>(Credentials credentials, S signer) {
      String apiKeyId() {
        return credentials.apiKeyId();
      }
    }
  }
}
