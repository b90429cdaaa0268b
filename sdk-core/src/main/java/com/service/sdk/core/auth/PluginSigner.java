package com.service.sdk.core.auth;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Signs plugin-family requests (spec 5.3, operations 1 to 4).
 *
 * <p>The canonical form is the timestamp, a period, the uppercase method, a period, the
 * encoded request path, a period, then the raw body bytes. A request without a body ends
 * with the period: {@code 1700000000.GET./payments/balance.}. The signature is the
 * lowercase hex HMAC-SHA256 of those bytes, keyed with the API secret. Public so that a
 * signature can be checked by hand.
 *
 * <p>Instances are immutable and thread-safe. {@link #toString()} never shows the secret.
 */
public final class PluginSigner {
  private final HmacSha256 hmac;

  /**
   * Creates a signer keyed with {@code apiSecret}.
   *
   * @param apiSecret the plugin API secret, the HMAC key
   * @throws NullPointerException if {@code apiSecret} is null
   * @throws IllegalArgumentException if {@code apiSecret} is blank
   */
  public PluginSigner(String apiSecret) {
    this.hmac = new HmacSha256(apiSecret);
  }

  /**
   * {@return the canonical bytes that {@link #sign} signs: {@code timestamp.METHOD.path.body}}
   *
   * @param timestamp Unix time in seconds, as sent in {@code X-Service-Timestamp}
   * @param method HTTP method; upper-cased here
   * @param encodedPath the path exactly as sent, percent-encoding included
   * @param body the raw body bytes; null or empty for requests without a body
   * @throws NullPointerException if timestamp, method or path is null
   */
  public static byte[] canonicalBytes(String timestamp, String method, String encodedPath, byte @Nullable [] body) {
    byte[] head = head(timestamp, method, encodedPath);
    if (body == null) {
      return head;
    }
    byte[] canonical = Arrays.copyOf(head, head.length + body.length);
    System.arraycopy(body, 0, canonical, head.length, body.length);
    return canonical;
  }

  /**
   * {@return the lowercase hex HMAC-SHA256 of {@link #canonicalBytes} over these parts}
   *
   * @param timestamp the {@code X-Service-Timestamp} value, Unix seconds as text
   * @param method the HTTP method, such as {@code POST}
   * @param encodedPath the request path exactly as sent, percent-encoding included
   * @param body the request body exactly as sent; null or empty for none
   * @throws NullPointerException if timestamp, method or path is null
   */
  public String sign(String timestamp, String method, String encodedPath, byte @Nullable [] body) {
    return hmac.hex(head(timestamp, method, encodedPath), body); // the body is signed where it is, not copied
  }

  /** Returns {@code timestamp.METHOD.path.}, the canonical bytes before the body. */
  private static byte[] head(String timestamp, String method, String encodedPath) {
    Objects.requireNonNull(timestamp, "timestamp == null");
    Objects.requireNonNull(method, "method == null");
    Objects.requireNonNull(encodedPath, "encodedPath == null");
    return (timestamp + '.' + method.toUpperCase(Locale.ROOT) + '.' + encodedPath + '.')
        .getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public String toString() {
    return "PluginSigner[apiSecret=<redacted>]";
  }
}
