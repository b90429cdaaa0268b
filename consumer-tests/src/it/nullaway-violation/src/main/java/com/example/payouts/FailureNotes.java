package com.example.payouts;

import com.service.sdk.payouts.model.LedgerTransaction;

/** What to tell the payee when a payout failed. */
public final class FailureNotes {
  private FailureNotes() {}

  /**
   * Returns the service's reason for a failed payout. A payout that did not fail has none:
   * {@code failureReason()} is {@code @Nullable}, so returning it from a method that promises
   * text is the violation NullAway refuses.
   *
   * @param transaction the payout's ledger transaction
   * @return the reason
   */
  public static String reason(LedgerTransaction transaction) {
    return transaction.failureReason();
  }
}
