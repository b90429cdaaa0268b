package com.service.sdk.sandbox;

import java.math.BigDecimal;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * A snapshot of a payout's ledger transaction.
 *
 * @param id the transaction id
 * @param externalRef the merchant's payout reference
 * @param payeeId the payee
 * @param method IMPS, NEFT, RTGS or UPI
 * @param status processing, COMPLETED or FAILED
 * @param amountGross the amount debited from the merchant (net plus fees)
 * @param amountFees the fee
 * @param amountNet the amount paid to the payee
 * @param currency the currency
 * @param failureReason why the payout failed, or null
 * @param createdAt when it was initiated
 * @param updatedAt when its status last changed
 */
public record SandboxPayout(
    String id, String externalRef, String payeeId, String method, String status, BigDecimal amountGross,
    BigDecimal amountFees, BigDecimal amountNet, String currency, @Nullable String failureReason, Instant createdAt,
    Instant updatedAt) {}
