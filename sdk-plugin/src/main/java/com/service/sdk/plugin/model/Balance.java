package com.service.sdk.plugin.model;

import java.math.BigDecimal;

/**
 * The balances of the merchant identified by the API key (spec 2.3, 4.3): wallet,
 * collection, settlement-lock and payout-deposit balances.
 *
 * <p>The service sends the figures as JSON numbers; they are decoded straight to
 * {@code BigDecimal}, digit for digit, never through {@code double}. A figure sent as a
 * JSON string holding a decimal (such as {@code "12.50"}) is accepted too; any other text
 * fails decoding. Any figure the service leaves out is null.
 *
 * @param accountId the merchant account's identifier
 * @param availableBalance the wallet balance available for use
 * @param lockedBalance the wallet balance that is locked
 * @param collectionBalance the balance collected from payments
 * @param collectionLockedBalance the collected balance that is locked
 * @param payoutDepositBalance the balance deposited for payouts
 * @param payoutDepositLockedBalance the payout deposit balance that is locked
 * @param pendingSettlements the amount awaiting settlement
 * @param currency the currency of every figure, such as {@code INR}
 */
public record Balance(String accountId, BigDecimal availableBalance, BigDecimal lockedBalance,
    BigDecimal collectionBalance, BigDecimal collectionLockedBalance, BigDecimal payoutDepositBalance,
    BigDecimal payoutDepositLockedBalance, BigDecimal pendingSettlements, String currency) {
}
