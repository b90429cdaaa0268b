package com.service.sdk.plugin.model;

import com.service.sdk.core.internal.Checks;
import java.math.BigDecimal;

/**
 * The balances of the merchant identified by the API key (spec 2.3, 4.3): wallet,
 * collection, settlement-lock and payout-deposit balances.
 *
 * <p>The service sends the figures as JSON numbers; they are decoded straight to
 * {@code BigDecimal}, digit for digit, never through {@code double}. A figure sent as a
 * JSON string holding a decimal (such as {@code "12.50"}) is accepted too; any other text
 * fails decoding. Every field is required: an answer without one of them (an error object
 * on a 200, say) is not a balance, and fails decoding instead of showing a figure as null.
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

  /**
   * Checks that every figure is present.
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
   * @throws NullPointerException naming the first missing field
   * @throws IllegalArgumentException if {@code accountId} or {@code currency} is blank
   */
  public Balance {
    Checks.requiredId(accountId, "account_id");
    Checks.requiredValue(availableBalance, "available_balance");
    Checks.requiredValue(lockedBalance, "locked_balance");
    Checks.requiredValue(collectionBalance, "collection_balance");
    Checks.requiredValue(collectionLockedBalance, "collection_locked_balance");
    Checks.requiredValue(payoutDepositBalance, "payout_deposit_balance");
    Checks.requiredValue(payoutDepositLockedBalance, "payout_deposit_locked_balance");
    Checks.requiredValue(pendingSettlements, "pending_settlements");
    Checks.requiredId(currency, "currency");
  }
}
