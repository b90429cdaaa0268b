package com.service.sdk.core.internal;

import com.service.sdk.core.auth.HmacSigner;
import com.service.sdk.core.auth.NonceGenerator;
import com.service.sdk.core.auth.PluginSigner;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Produces the authentication headers of one attempt. The transport calls it afresh for
 * every attempt, so each retry carries a new timestamp (and, for the HMAC family, a new
 * nonce), computed over the path, query and body exactly as they are sent.
 */
@FunctionalInterface
public interface RequestAuthenticator {

  /** Authenticator of the public family: no credentials at all (spec 5.1). */
  RequestAuthenticator NONE = (method, encodedPath, encodedQuery, body) -> Map.of();

  /**
   * Returns the headers to add to one attempt.
   *
   * @param encodedQuery the query as sent without {@code ?}, or null
   * @param body the body bytes as sent, or null
   */
  Map<String, String> headers(String method, String encodedPath, String encodedQuery, byte[] body);

  /** The plugin-signed family (spec 5.3): X-Service-Api-Key, -Timestamp, -Signature. */
  static RequestAuthenticator plugin(String apiKeyId, PluginSigner signer, Clock clock) {
    return (method, encodedPath, encodedQuery, body) -> {
      String timestamp = Long.toString(clock.instant().getEpochSecond());
      Map<String, String> headers = new LinkedHashMap<>();
      headers.put("X-Service-Api-Key", apiKeyId);
      headers.put("X-Service-Timestamp", timestamp);
      headers.put("X-Service-Signature", signer.sign(timestamp, method, encodedPath, body));
      return headers;
    };
  }

  /** The merchant HMAC family (spec 5.2): X-API-KEY-ID, -TIMESTAMP, -NONCE, -SIGNATURE. */
  static RequestAuthenticator hmac(String apiKeyId, HmacSigner signer, Clock clock, NonceGenerator nonces) {
    return (method, encodedPath, encodedQuery, body) -> {
      String timestamp = Long.toString(clock.instant().getEpochSecond());
      String nonce = nonces.next();
      Map<String, String> headers = new LinkedHashMap<>();
      headers.put("X-API-KEY-ID", apiKeyId);
      headers.put("X-API-TIMESTAMP", timestamp);
      headers.put("X-API-NONCE", nonce);
      headers.put("X-API-SIGNATURE", signer.sign(method, encodedPath, encodedQuery, timestamp, nonce, body));
      return headers;
    };
  }
}
