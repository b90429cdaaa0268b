package com.service.sdk.core.internal;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** Lowercase hexadecimal, the form every digest, signature and nonce takes on the wire. */
public final class Hex {
  private static final char[] DIGITS = "0123456789abcdef".toCharArray();

  private Hex() {}

  /** Returns {@code bytes} as lowercase hex, two characters per byte. */
  public static String encode(byte[] bytes) {
    char[] out = new char[bytes.length * 2];
    for (int i = 0; i < bytes.length; i++) {
      out[2 * i] = DIGITS[(bytes[i] >> 4) & 0xf];
      out[2 * i + 1] = DIGITS[bytes[i] & 0xf];
    }
    return new String(out);
  }

  /** Returns the lowercase hex SHA-256 of {@code bytes}. */
  public static String sha256(byte[] bytes) {
    try {
      return encode(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is not available in this JVM", e);
    }
  }
}
