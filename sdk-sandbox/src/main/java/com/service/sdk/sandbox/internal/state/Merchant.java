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
 * sandbox state lock; the identity fields are immutable.
 */
public final class Merchant {
  public final String id;
  final String accountId;
  public final String apiKeyId;
  final String apiSecret;
  public final byte[] secretKey;
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
    this.apiSecret = apiSecret;
    this.secretKey = apiSecret.getBytes(StandardCharsets.UTF_8);
    this.active = options.active();
    this.enabled = options.enabled();
    this.providerAssigned = options.providerAssigned();
    this.approvedSourceIps = options.approvedSourceIps();
    this.notifyUrl = options.notifyUrl();
    this.available = options.walletBalance();
    this.payoutDeposit = options.payoutDepositBalance();
  }

  /**
   * Returns what a client needs to sign as this merchant.
   *
   * @return the credentials
   */
  public SandboxMerchant credentials() {
    return new SandboxMerchant(id, apiKeyId, apiSecret);
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
