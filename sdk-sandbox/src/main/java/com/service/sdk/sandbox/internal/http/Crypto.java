package com.service.sdk.sandbox.internal.http;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.jspecify.annotations.Nullable;

/** HMAC-SHA256, SHA-256 and the two canonical strings of spec section 5, verified independently of any SDK. */
public final class Crypto {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private Crypto() {}

  /** Merchant HMAC family: six parts joined by line feeds (spec 5.2). */
  static String hmacCanonical(
      String method, String rawPath, @Nullable String rawQuery, String timestamp, String nonce, byte[] body) {
    return method + "\n" + rawPath + "\n" + (rawQuery == null ? "" : rawQuery) + "\n"
        + timestamp + "\n" + nonce + "\n" + sha256Hex(body);
  }

  /** Plugin-signed family: {@code timestamp.METHOD.path.} followed by the raw body bytes (spec 5.3). */
  static byte[] pluginCanonical(String timestamp, String method, String rawPath, byte[] body) {
    byte[] head = (timestamp + "." + method + "." + rawPath + ".").getBytes(StandardCharsets.UTF_8);
    byte[] out = new byte[head.length + body.length];
    System.arraycopy(head, 0, out, 0, head.length);
    System.arraycopy(body, 0, out, head.length, body.length);
    return out;
  }

  static String hmacHex(byte[] key, byte[] message) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
      return hex(mac.doFinal(message));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
    }
  }

  public static String sha256Hex(byte[] data) {
    try {
      return hex(MessageDigest.getInstance("SHA-256").digest(data));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SHA-256 is part of every JDK", e);
    }
  }

  /** Compares two signatures in time independent of where they differ. */
  static boolean sameSignature(String expected, String given) {
    return MessageDigest.isEqual(
        expected.getBytes(StandardCharsets.US_ASCII), given.getBytes(StandardCharsets.US_ASCII));
  }

  static boolean isLowerHex(String value, int length) {
    if (value.length() != length) {
      return false;
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
        return false;
      }
    }
    return true;
  }

  private static String hex(byte[] bytes) {
    char[] out = new char[bytes.length * 2];
    for (int i = 0; i < bytes.length; i++) {
      out[2 * i] = HEX[(bytes[i] >> 4) & 0xf];
      out[2 * i + 1] = HEX[bytes[i] & 0xf];
    }
    return new String(out);
  }
}
