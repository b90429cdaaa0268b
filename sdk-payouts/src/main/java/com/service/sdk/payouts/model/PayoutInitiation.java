package com.service.sdk.payouts.model;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The service's answer to a payout initiation (spec 2.6, operation 12). Store
 * {@link #transactionId()}: the payout's callbacks carry it, and the status operations
 * take it. The final state arrives by callback, the source of truth; {@code processing}
 * here only means the payout was accepted.
 *
 * @param message the service's message, or null
 * @param transactionId the ledger transaction's id
 * @param status the payout's state at initiation, such as {@code processing}; never null
 * @param idempotencyKey the {@code Idempotency-Key} the request carried; repeating the
 *     payout with it returns this same transaction instead of paying again
 */
public record PayoutInitiation(@Nullable String message, String transactionId, TransactionState status,
    IdempotencyKey idempotencyKey) {

  /**
   * Checks the fields every initiation carries, and the key.
   *
   * @param message the service's message, or null
   * @param transactionId the ledger transaction's id
   * @param status the payout's state at initiation, such as {@code processing}; never null
   * @param idempotencyKey the {@code Idempotency-Key} the request carried; repeating the
   *     payout with it returns this same transaction instead of paying again
   * @throws NullPointerException if {@code transactionId}, {@code status} or {@code idempotencyKey} is null
   * @throws IllegalArgumentException if {@code transactionId} is blank
   */
  public PayoutInitiation {
    Checks.requiredId(transactionId, "transaction_id");
    Checks.requiredValue(status, "status");
    Objects.requireNonNull(idempotencyKey, "idempotencyKey");
  }
}
