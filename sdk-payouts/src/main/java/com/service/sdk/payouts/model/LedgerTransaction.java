package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.Checks;
import java.math.BigDecimal;
import java.time.Instant;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

/**
 * A ledger transaction, as payout status and transaction status return it (spec 2.6,
 * operations 13 and 14). These reads are for recovery (a missed or delayed callback, a
 * support check): callbacks are the source of truth. {@code toString()} masks the payee's
 * name.
 *
 * <p>{@code id}, {@code status}, {@code amount_gross} and {@code amount_net} are required:
 * an answer without them says nothing a merchant can reconcile. The other fields are null
 * when the service omits them.
 *
 * @param id the transaction id, as initiation returned it
 * @param internalRef the service's internal reference; null from payout status, which omits it
 * @param externalRef the merchant's payout reference
 * @param gatewayRef the payment gateway's reference
 * @param amountGross the gross amount, as sent with four decimals
 * @param amountFees the fees
 * @param amountNet the net amount
 * @param currency the currency
 * @param category the category ({@code DISBURSEMENT} for payouts)
 * @param method the payout method
 * @param status the transaction's state
 * @param payeeId the payee's id
 * @param payeeName the payee's name
 * @param failureReason why it failed, or null
 * @param createdAt when it was created, milliseconds kept
 * @param updatedAt when it last changed, milliseconds kept
 */
@NullMarked
public record LedgerTransaction(
    String id,
    @Nullable String internalRef,
    @Nullable String externalRef,
    @Nullable String gatewayRef,
    BigDecimal amountGross,
    @Nullable BigDecimal amountFees,
    BigDecimal amountNet,
    @Nullable String currency,
    @Nullable TransactionCategory category,
    @Nullable PayoutMethod method,
    TransactionState status,
    @Nullable String payeeId,
    @Nullable String payeeName,
    @Nullable String failureReason,
    @Nullable Instant createdAt,
    @Nullable Instant updatedAt) {

  /**
   * Checks the fields every transaction carries.
   *
   * @param id the transaction id, as initiation returned it
   * @param internalRef the service's internal reference; null from payout status, which omits it
   * @param externalRef the merchant's payout reference
   * @param gatewayRef the payment gateway's reference
   * @param amountGross the gross amount, as sent with four decimals
   * @param amountFees the fees
   * @param amountNet the net amount
   * @param currency the currency
   * @param category the category ({@code DISBURSEMENT} for payouts)
   * @param method the payout method
   * @param status the transaction's state
   * @param payeeId the payee's id
   * @param payeeName the payee's name
   * @param failureReason why it failed, or null
   * @param createdAt when it was created, milliseconds kept
   * @param updatedAt when it last changed, milliseconds kept
   * @throws NullPointerException if {@code id}, {@code status}, {@code amountGross} or {@code amountNet} is null
   * @throws IllegalArgumentException if {@code id} is blank
   */
  public LedgerTransaction {
    Checks.requiredId(id, "id");
    Checks.requiredValue(status, "status");
    Checks.requiredValue(amountGross, "amount_gross");
    Checks.requiredValue(amountNet, "amount_net");
  }

  @Override
  public String toString() {
    return "LedgerTransaction[id=" + id + ", internalRef=" + internalRef + ", externalRef=" + externalRef
        + ", gatewayRef=" + gatewayRef + ", amountGross=" + amountGross + ", amountFees=" + amountFees
        + ", amountNet=" + amountNet + ", currency=" + currency + ", category=" + category
        + ", method=" + method + ", status=" + status + ", payeeId=" + payeeId
        + ", payeeName=" + Checks.masked(payeeName) + ", failureReason=" + failureReason
        + ", createdAt=" + createdAt + ", updatedAt=" + updatedAt + "]";
  }
}
