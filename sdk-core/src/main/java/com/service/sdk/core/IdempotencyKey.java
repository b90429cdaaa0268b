package com.service.sdk.core;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The value of the {@code Idempotency-Key} header that refunds and payouts carry. When a
 * request is repeated with the same key, the service returns the original result instead
 * of moving money twice (spec 4.4, 4.12).
 *
 * <p>The SDK sends the same key on every retry of one call, and never one the caller
 * cannot reproduce after a crash: a refund or payout takes the key you pass, or one
 * {@linkplain #derive derived} from your own reference. The derivations are a stable
 * contract (merchants store these keys, so they never change between SDK versions):
 *
 * <ul>
 *   <li>refund: {@code derive("refund", merchantId, paymentId, merchantRefundId)};
 *   <li>payout: {@code derive("payout", externalRef)}.
 * </ul>
 *
 * Neither depends on the API key, which rotates; the service scopes keys per merchant.
 */
public final class IdempotencyKey {
  /** The spec's minimum length. */
  public static final int MIN_LENGTH = 16;
  /** A bound on length so that a key always fits in a request header. */
  public static final int MAX_LENGTH = 255;
  private static final SecureRandom RANDOM = new SecureRandom();

  private final String value;

  private IdempotencyKey(String value) {
    this.value = value;
  }

  /**
   * {@return a key with exactly this value}
   *
   * @param value the key, sent as the {@code Idempotency-Key} header as it is
   * @throws NullPointerException if {@code value} is null
   * @throws IllegalArgumentException if {@code value} is blank, starts or ends with a space,
   *     is shorter than 16 or longer than 255 characters, or holds anything but printable
   *     ASCII (space to tilde)
   */
  public static IdempotencyKey of(String value) {
    Objects.requireNonNull(value, "idempotency key == null");
    if (value.isBlank()) {
      throw new IllegalArgumentException("idempotency key must not be blank");
    }
    if (value.strip().length() != value.length()) {
      throw new IllegalArgumentException("idempotency key must not start or end with white space:"
          + " servers strip it from header values, so the key would not be the one sent");
    }
    if (value.length() < MIN_LENGTH) {
      throw new IllegalArgumentException("idempotency key must be at least " + MIN_LENGTH
          + " characters, was " + value.length());
    }
    if (value.length() > MAX_LENGTH) {
      throw new IllegalArgumentException("idempotency key must be at most " + MAX_LENGTH
          + " characters, was " + value.length());
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < 0x20 || c > 0x7e) {
        throw new IllegalArgumentException("idempotency key must be printable ASCII without control"
            + " characters; found U+" + String.format("%04X", (int) c) + " at index " + i);
      }
    }
    return new IdempotencyKey(value);
  }

  /** {@return a new random key: 16 bytes from {@link SecureRandom} as 32 hex characters} */
  public static IdempotencyKey random() {
    byte[] bytes = new byte[16];
    RANDOM.nextBytes(bytes);
    return new IdempotencyKey(HexFormat.of().formatHex(bytes));
  }

  /**
   * One SHA-256 per thread for {@link #derive}: {@code MessageDigest.getInstance} per key looked
   * the provider up and made a new digest for every refund and payout. It is reset before each use.
   */
  private static final ThreadLocal<MessageDigest> SHA256 = ThreadLocal.withInitial(() -> {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is not available in this JVM", e);
    }
  });

  /**
   * {@return a key determined by {@code parts}: the same parts always give the same key
   * (64 hex characters), in any process, so a request repeated after a restart is still
   * recognised} Parts are length-prefixed before hashing, so {@code ("ab", "c")} and
   * {@code ("a", "bc")} differ.
   *
   * @param parts the references the key stands for, such as the kind of operation and the
   *     merchant's own ids
   * @throws IllegalArgumentException if no parts are given
   * @throws NullPointerException if a part is null
   */
  public static IdempotencyKey derive(String... parts) {
    Objects.requireNonNull(parts, "parts == null");
    if (parts.length == 0) {
      throw new IllegalArgumentException("derive needs at least one part");
    }
    MessageDigest digest = SHA256.get();
    digest.reset(); // a derive cut short by a null part left its parts in it
    for (int i = 0; i < parts.length; i++) {
      byte[] part = Objects.requireNonNull(parts[i], "parts[" + i + "] == null")
          .getBytes(StandardCharsets.UTF_8);
      digest.update(ByteBuffer.allocate(4).putInt(part.length).array());
      digest.update(part);
    }
    return new IdempotencyKey(HexFormat.of().formatHex(digest.digest()));
  }

  /** {@return the header value} */
  public String value() {
    return value;
  }

  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof IdempotencyKey && ((IdempotencyKey) other).value.equals(value);
  }

  @Override
  public int hashCode() {
    return value.hashCode();
  }

  /** Returns the header value; keys are not secret. */
  @Override
  public String toString() {
    return value;
  }
}
