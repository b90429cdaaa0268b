package com.service.sdk.sandbox.internal.state;

import java.math.BigDecimal;
import java.net.InetAddress;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * How a merchant starts out, taken from the public {@code MerchantOptions}.
 *
 * @param walletBalance the wallet figure
 * @param payoutDepositBalance the payout deposit figure
 * @param active whether the account is active
 * @param enabled whether the account is enabled
 * @param providerAssigned whether a provider merchant id is assigned
 * @param approvedSourceIps addresses approved for balance reads, or null for any loopback address
 * @param notifyUrl the default callback destination, or null
 */
public record MerchantSetup(
    BigDecimal walletBalance,
    BigDecimal payoutDepositBalance,
    boolean active,
    boolean enabled,
    boolean providerAssigned,
    @Nullable Set<InetAddress> approvedSourceIps,
    @Nullable String notifyUrl) {}
