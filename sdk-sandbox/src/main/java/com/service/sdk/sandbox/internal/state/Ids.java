package com.service.sdk.sandbox.internal.state;

import java.security.SecureRandom;
import java.util.Random;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * Generates identifiers and secrets. Seeded, the sequence is reproducible (and predictable:
 * test use only); unseeded, it comes from {@link SecureRandom}.
 */
public final class Ids {
  private static final String ALPHANUMERIC =
      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  private static final String LOWER_ALPHANUMERIC = "0123456789abcdefghijklmnopqrstuvwxyz";
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private final Random random;

  Ids(@Nullable Long seed) {
    this.random = seed == null ? new SecureRandom() : new Random(seed);
  }

  synchronized String token(String prefix, int length) {
    return prefix + pick(ALPHANUMERIC, length);
  }

  /** A slug of lowercase letters and digits, as used for link short ids. */
  synchronized String slug(int length) {
    return pick(LOWER_ALPHANUMERIC, length);
  }

  synchronized String digits(String prefix, int length) {
    return prefix + pick("0123456789", length);
  }

  synchronized String hex(String prefix, int bytes) {
    byte[] b = new byte[bytes];
    random.nextBytes(b);
    StringBuilder out = new StringBuilder(prefix);
    for (byte x : b) {
      out.append(HEX[(x >> 4) & 0xf]).append(HEX[x & 0xf]);
    }
    return out.toString();
  }

  synchronized String uuid() {
    long hi = (random.nextLong() & ~0xF000L) | 0x4000L;
    long lo = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
    return new UUID(hi, lo).toString();
  }

  private String pick(String alphabet, int length) {
    char[] out = new char[length];
    for (int i = 0; i < length; i++) {
      out[i] = alphabet.charAt(random.nextInt(alphabet.length()));
    }
    return new String(out);
  }
}
