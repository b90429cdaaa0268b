package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.http.IpAddresses;
import com.service.sdk.sandbox.internal.http.Urls;
import com.service.sdk.sandbox.internal.state.MerchantSetup;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * How {@link Sandbox#createMerchant(MerchantOptions)} sets up a merchant. Immutable; create one
 * with {@link #builder()}. The defaults give a ready merchant: enabled, active, provider
 * assigned, loopback approved for balance, 1,000,000.00 in wallet and payout deposit.
 */
public final class MerchantOptions {
  private final BigDecimal walletBalance;
  private final BigDecimal payoutDepositBalance;
  private final boolean active;
  private final boolean enabled;
  private final boolean providerAssigned;
  private final @Nullable Set<InetAddress> approvedSourceIps;
  private final @Nullable String notifyUrl;

  private MerchantOptions(Builder b) {
    this.walletBalance = b.walletBalance;
    this.payoutDepositBalance = b.payoutDepositBalance;
    this.active = b.active;
    this.enabled = b.enabled;
    this.providerAssigned = b.providerAssigned;
    this.approvedSourceIps = b.approvedSourceIps;
    this.notifyUrl = b.notifyUrl;
  }

  /**
   * Returns a builder with every default set.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the default options.
   *
   * @return options with every default
   */
  public static MerchantOptions defaults() {
    return builder().build();
  }

  /** The setup the internals read. */
  MerchantSetup setup() {
    return new MerchantSetup(walletBalance, payoutDepositBalance, active, enabled, providerAssigned, approvedSourceIps,
        notifyUrl);
  }

  /** Builds {@link MerchantOptions}; every setter checks its argument at once. */
  public static final class Builder {
    private BigDecimal walletBalance = new BigDecimal("1000000.00");
    private BigDecimal payoutDepositBalance = new BigDecimal("1000000.00");
    private boolean active = true;
    private boolean enabled = true;
    private boolean providerAssigned = true;
    private @Nullable Set<InetAddress> approvedSourceIps;
    private @Nullable String notifyUrl;

    private Builder() {}

    /**
     * Sets the wallet ({@code available_balance}) figure.
     *
     * @param amount zero or more, at most 4 decimals
     * @return this builder
     * @throws IllegalArgumentException if negative or too precise
     */
    public Builder walletBalance(BigDecimal amount) {
      this.walletBalance = balance(amount, "walletBalance");
      return this;
    }

    /**
     * Sets the {@code payout_deposit_balance} figure.
     *
     * @param amount zero or more, at most 4 decimals
     * @return this builder
     * @throws IllegalArgumentException if negative or too precise
     */
    public Builder payoutDepositBalance(BigDecimal amount) {
      this.payoutDepositBalance = balance(amount, "payoutDepositBalance");
      return this;
    }

    /**
     * Sets whether the merchant account is active (inactive merchants get HTTP 403).
     *
     * @param active whether the account is active
     * @return this builder
     */
    public Builder active(boolean active) {
      this.active = active;
      return this;
    }

    /**
     * Sets whether the merchant account is enabled (disabled merchants get HTTP 403).
     *
     * @param enabled whether the account is enabled
     * @return this builder
     */
    public Builder enabled(boolean enabled) {
      this.enabled = enabled;
      return this;
    }

    /**
     * Sets whether a payment service provider merchant id is assigned; without it, creating a
     * payment link fails with HTTP 400 as spec section 7 describes.
     *
     * @param assigned whether a provider merchant id is assigned
     * @return this builder
     */
    public Builder providerAssigned(boolean assigned) {
      this.providerAssigned = assigned;
      return this;
    }

    /**
     * Sets the literal source IP addresses allowed to read the balance. Without this call any
     * loopback address is approved; with it, only the given addresses are.
     *
     * @param ips literal IPv4 (dotted quad) or IPv6 addresses; names are refused, never looked up
     * @return this builder
     * @throws IllegalArgumentException if an entry is not a literal IP address
     */
    public Builder approvedSourceIps(Set<String> ips) {
      Objects.requireNonNull(ips, "approvedSourceIps == null");
      Set<InetAddress> addresses = new HashSet<>();
      for (String ip : ips) {
        InetAddress address = IpAddresses.parse(ip);
        if (address == null) {
          throw new IllegalArgumentException("not a literal IP address: " + ip);
        }
        addresses.add(address);
      }
      this.approvedSourceIps = Set.copyOf(addresses);
      return this;
    }

    /**
     * Sets the merchant's default notify URL, used for callbacks when a payment or link names
     * no destination of its own.
     *
     * @param url an absolute http or https URL
     * @return this builder
     * @throws IllegalArgumentException if not an absolute http(s) URL
     */
    public Builder notifyUrl(String url) {
      Objects.requireNonNull(url, "notifyUrl == null");
      if (!Urls.isHttpUrl(url)) {
        throw new IllegalArgumentException("notifyUrl must be an absolute http(s) URL: " + url);
      }
      this.notifyUrl = url;
      return this;
    }

    /**
     * Builds the options.
     *
     * @return immutable options
     */
    public MerchantOptions build() {
      return new MerchantOptions(this);
    }

    private static BigDecimal balance(BigDecimal amount, String name) {
      Objects.requireNonNull(amount, name + " == null");
      if (amount.signum() < 0 || amount.stripTrailingZeros().scale() > 4) {
        throw new IllegalArgumentException(name + " must be >= 0 with at most 4 decimals: " + amount);
      }
      return amount;
    }
  }
}
