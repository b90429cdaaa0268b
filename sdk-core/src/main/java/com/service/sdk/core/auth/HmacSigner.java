package com.service.sdk.core.auth;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Signs merchant HMAC requests (spec 5.2, operations 5 and 8 to 14).
 *
 * <p>The canonical string is six parts joined by line feeds: the uppercase method, the
 * encoded path, the encoded query without {@code ?} (empty text when absent), the Unix
 * timestamp in seconds, the nonce, and the lowercase hex SHA-256 of the raw body bytes.
 * The signature is the lowercase hex HMAC-SHA256 of that string, keyed with the API
 * secret. The SDK signs every request itself; this class is public so that a signature
 * can be checked by hand, for example against a captured request:
 *
 * <pre>{@code
 * String canonical = HmacSigner.canonicalString("GET", "/api/v1/payees/external/list",
 *     "limit=50&offset=0", "1700000100", nonce, new byte[0]);
 * String signature = new HmacSigner(secret).sign("GET", "/api/v1/payees/external/list",
 *     "limit=50&offset=0", "1700000100", nonce, new byte[0]);
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe. {@link #toString()} never shows the secret.
 */
public final class HmacSigner {
  private final HmacSha256 hmac;

  /**
   * Creates a signer keyed with {@code apiSecret}.
   *
   * @param apiSecret the merchant's API secret, the HMAC key
   * @throws NullPointerException if {@code apiSecret} is null
   * @throws IllegalArgumentException if {@code apiSecret} is blank
   */
  public HmacSigner(String apiSecret) {
    this.hmac = new HmacSha256(apiSecret);
  }

  /**
   * {@return the canonical string that {@link #sign} signs}
   *
   * @param method HTTP method; upper-cased here
   * @param encodedPath the path exactly as sent, percent-encoding included
   * @param encodedQuery the query exactly as sent without {@code ?}; null or empty when absent
   * @param timestamp Unix time in seconds, as sent in {@code X-API-TIMESTAMP}
   * @param nonce the value sent in {@code X-API-NONCE}
   * @param body the raw body bytes; null or empty for requests without a body
   * @throws NullPointerException if method, path, timestamp or nonce is null
   */
  public static String canonicalString(String method, String encodedPath, @Nullable String encodedQuery,
      String timestamp, String nonce, byte @Nullable [] body) {
    Objects.requireNonNull(method, "method == null");
    Objects.requireNonNull(encodedPath, "encodedPath == null");
    Objects.requireNonNull(timestamp, "timestamp == null");
    Objects.requireNonNull(nonce, "nonce == null");
    return method.toUpperCase(Locale.ROOT) + '\n'
        + encodedPath + '\n'
        + (encodedQuery == null ? "" : encodedQuery) + '\n'
        + timestamp + '\n'
        + nonce + '\n'
        + HmacSha256.sha256Hex(body);
  }

  /**
   * {@return the lowercase hex HMAC-SHA256 of {@link #canonicalString} over these parts}
   *
   * @param method the HTTP method, such as {@code POST}
   * @param encodedPath the request path exactly as sent, percent-encoding included
   * @param encodedQuery the query exactly as sent without its {@code ?}, or null for none
   * @param timestamp the {@code X-TIMESTAMP} value, Unix seconds as text
   * @param nonce the {@code X-NONCE} value
   * @param body the request body exactly as sent; null or empty for none
   * @throws NullPointerException if method, path, timestamp or nonce is null
   */
  public String sign(String method, String encodedPath, @Nullable String encodedQuery, String timestamp,
      String nonce, byte @Nullable [] body) {
    String canonical = canonicalString(method, encodedPath, encodedQuery, timestamp, nonce, body);
    return hmac.hex(canonical.getBytes(StandardCharsets.UTF_8));
  }

  @Override
  public String toString() {
    return "HmacSigner[apiSecret=<redacted>]";
  }
}
