package com.service.sdk.core.auth;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReferenceArray;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.jspecify.annotations.Nullable;

/**
 * HMAC-SHA256 keyed once. {@link Mac} is not thread-safe, so a signature borrows a keyed
 * {@code Mac} that no other thread holds from a small set of idle ones, and gives it back
 * after {@code doFinal} (which leaves it keyed and reset). Only when every idle one is in
 * use does a signature pay for a new one, a clone of an initialised prototype (about 180 ns
 * cheaper than {@code Mac.getInstance} plus {@code init}, sdk-core/README.md). Borrowing,
 * unlike a clone per signature, allocates nothing: a clone is a {@code Mac}, its digests
 * and their state, about 400 bytes per signature (benchmarks' {@code SigningBenchmark}).
 * Unlike a {@code ThreadLocal}, the set keeps no per-thread copy of the key alive: its
 * few copies go with the signer.
 */
final class HmacSha256 {
  private static final String ALGORITHM = "HmacSHA256";
  /** Idle Macs kept; more threads than this signing at once clone the rest. A power of two. */
  static final int IDLE_SLOTS = 8;

  /** The SHA-256 of no bytes (FIPS 180-4's test vector; HmacSha256Test checks it). */
  static final String EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

  /**
   * One SHA-256 per thread for body hashes: {@code MessageDigest.getInstance} per body looked the
   * provider up and made a new digest on every HMAC POST attempt. A digest holds no key, and
   * {@code digest()} leaves it reset.
   */
  private static final ThreadLocal<MessageDigest> SHA256 = ThreadLocal.withInitial(HmacSha256::newSha256);

  private final SecretKeySpec key;
  private final Mac prototype;
  private final AtomicReferenceArray<Mac> idle = new AtomicReferenceArray<>(IDLE_SLOTS);

  HmacSha256(String secret) {
    Objects.requireNonNull(secret, "apiSecret == null");
    if (secret.isBlank()) {
      throw new IllegalArgumentException("apiSecret must not be blank");
    }
    key = new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), ALGORITHM);
    prototype = initialised();
  }

  /** Returns the lowercase hex HMAC of {@code message}. */
  String hex(byte[] message) {
    return hex(message, null);
  }

  /** Returns the lowercase hex HMAC of {@code head} followed by {@code tail} (null for none), unjoined. */
  String hex(byte[] head, byte @Nullable [] tail) {
    Mac mac = borrow();
    mac.update(head);
    if (tail != null) {
      mac.update(tail);
    }
    byte[] signature = mac.doFinal(); // resets the Mac: it is ready for the next signature
    giveBack(mac); // not reached if the provider threw: a Mac in an unknown state is dropped
    return HexFormat.of().formatHex(signature);
  }

  /**
   * Returns the lowercase hex SHA-256 of {@code bytes}, the body hash of the HMAC canonical
   * string; null or empty bytes (every GET) hash to {@link #EMPTY_SHA256}, which is not
   * computed again.
   */
  static String sha256Hex(byte @Nullable [] bytes) {
    if (bytes == null || bytes.length == 0) {
      return EMPTY_SHA256;
    }
    MessageDigest sha256 = SHA256.get();
    sha256.reset(); // whatever an earlier use on this thread left, should it have been cut short
    return HexFormat.of().formatHex(sha256.digest(bytes));
  }

  private static MessageDigest newSha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is not available in this JVM", e);
    }
  }

  /**
   * Takes an idle Mac, looking first at a slot picked by the thread so that threads signing
   * at once seldom reach for the same one; makes one when none is idle.
   */
  private Mac borrow() {
    int first = Thread.currentThread().hashCode();
    for (int i = 0; i < IDLE_SLOTS; i++) {
      int slot = (first + i) & (IDLE_SLOTS - 1);
      Mac mac = idle.get(slot);
      if (mac != null && idle.compareAndSet(slot, mac, null)) {
        return mac;
      }
    }
    return newMac();
  }

  /** Puts a Mac back in an empty slot; when all are full it is dropped. */
  private void giveBack(Mac mac) {
    int first = Thread.currentThread().hashCode();
    for (int i = 0; i < IDLE_SLOTS; i++) {
      int slot = (first + i) & (IDLE_SLOTS - 1);
      if (idle.get(slot) == null && idle.compareAndSet(slot, null, mac)) {
        return;
      }
    }
  }

  private Mac newMac() {
    try {
      return (Mac) prototype.clone();
    } catch (CloneNotSupportedException e) {
      return initialised(); // Some providers cannot clone; they still sign correctly this way.
    }
  }

  private Mac initialised() {
    try {
      Mac mac = Mac.getInstance(ALGORITHM);
      mac.init(key);
      return mac;
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is not available in this JVM", e);
    }
  }
}
