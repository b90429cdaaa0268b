package com.service.sdk.sandbox;

import java.math.BigDecimal;

/**
 * A snapshot of a merchant's balance figures, as operation 3 reports them.
 *
 * @param accountId the merchant's account id
 * @param availableBalance the wallet balance
 * @param lockedBalance wallet money held for payouts in processing
 * @param collectionBalance money collected by payments and links, less refunds
 * @param collectionLockedBalance collection money under a settlement lock (always 0 here)
 * @param payoutDepositBalance the payout deposit balance
 * @param payoutDepositLockedBalance deposit money held for payouts in processing
 * @param pendingSettlements collected money not yet settled (the sandbox never settles)
 * @param currency the currency of every figure
 */
public record SandboxBalance(
    String accountId,
    BigDecimal availableBalance,
    BigDecimal lockedBalance,
    BigDecimal collectionBalance,
    BigDecimal collectionLockedBalance,
    BigDecimal payoutDepositBalance,
    BigDecimal payoutDepositLockedBalance,
    BigDecimal pendingSettlements,
    String currency) {}
