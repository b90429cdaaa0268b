package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.SandboxBalance;
import com.service.sdk.sandbox.SandboxMerchant;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A merchant account and its balance figures. The figures are mutated only while holding the
 * sandbox state lock; the identity fields are immutable, except the secret, which a rotation
 * replaces (the old one is refused from then on).
 */
public final class Merchant {
  public final String id;
  final String accountId;
  public final String apiKeyId;
  /** The secret that signatures are checked with now; replaced whole by a rotation. */
  private volatile Secret secret;
  /** The secret before the latest rotation, or null: only to explain a refused signature. */
  private volatile @Nullable Secret previous;
  public final boolean active;
  public final boolean enabled;
  final boolean providerAssigned;
  /** Addresses approved for balance reads, or null for any loopback address. */
  private final @Nullable Set<InetAddress> approvedSourceIps;
  final @Nullable String notifyUrl;

  BigDecimal available;
  BigDecimal locked = BigDecimal.ZERO;
  BigDecimal collection = BigDecimal.ZERO;
  BigDecimal collectionLocked = BigDecimal.ZERO;
  BigDecimal payoutDeposit;
  BigDecimal payoutDepositLocked = BigDecimal.ZERO;
  BigDecimal pendingSettlements = BigDecimal.ZERO;

  Merchant(String id, String accountId, String apiKeyId, String apiSecret, MerchantSetup options) {
    this.id = id;
    this.accountId = accountId;
    this.apiKeyId = apiKeyId;
    this.secret = new Secret(apiSecret);
    this.active = options.active();
    this.enabled = options.enabled();
    this.providerAssigned = options.providerAssigned();
    this.approvedSourceIps = options.approvedSourceIps();
    this.notifyUrl = options.notifyUrl();
    this.available = options.walletBalance();
    this.payoutDeposit = options.payoutDepositBalance();
  }

  /** The API secret and the HMAC key made of it, read together. */
  private record Secret(String text, byte[] key) {
    Secret(String text) {
      this(text, text.getBytes(StandardCharsets.UTF_8));
    }
  }

  /**
   * Returns what a client needs to sign as this merchant now.
   *
   * @return the credentials
   */
  public SandboxMerchant credentials() {
    return new SandboxMerchant(id, apiKeyId, secret.text());
  }

  /**
   * Returns the key that checks this merchant's signatures now; never hand it out or change it.
   *
   * @return the secret's bytes
   */
  public byte[] secretKey() {
    return secret.key();
  }

  /**
   * Returns the key of the secret before the latest rotation, which no longer signs: only for
   * telling a tester that a refused signature was made with it.
   *
   * @return the old secret's bytes, or null when the secret was never rotated
   */
  public byte @Nullable [] previousSecretKey() {
    Secret old = previous;
    return old == null ? null : old.key();
  }

  /** Replaces the secret: from now on only {@code newSecret} signs for this merchant. Caller holds the lock. */
  void rotate(String newSecret) {
    this.previous = secret;
    this.secret = new Secret(newSecret);
  }

  /** Whether a source address may read the balance: any loopback one unless addresses were approved. */
  boolean approves(InetAddress remote) {
    return approvedSourceIps == null ? remote.isLoopbackAddress() : approvedSourceIps.contains(remote);
  }

  /** The balance figures. Caller holds the lock. */
  SandboxBalance balance() {
    return new SandboxBalance(
        accountId, Formats.figure(available), Formats.figure(locked), Formats.figure(collection),
        Formats.figure(collectionLocked), Formats.figure(payoutDeposit), Formats.figure(payoutDepositLocked),
        Formats.figure(pendingSettlements), "INR");
  }
}
