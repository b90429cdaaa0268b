package com.service.sdk.systemtests.chaos;

import com.service.sdk.core.Outcome;
import com.service.sdk.core.ServiceException;
import java.math.BigDecimal;

/**
 * One refund or payout the run means to make, with its own merchant reference, and what its
 * chaos call ended with.
 *
 * @param index position in the (shuffled) plan
 * @param refund true for a refund, false for a payout
 * @param slot for a refund, the merchant (one paid payment each); for a payout, the payee
 * @param digit for a refund, its decimal place in the payment's refunded total (amount 10^(digit-4))
 * @param reference the merchant reference: {@code merchantRefundId} or {@code externalRef}
 * @param amount what it moves
 */
record Intended(int index, boolean refund, int slot, int digit, String reference, BigDecimal amount) {

  /** What the call ended with: the created id, or the exception (any other throwable is a crash). */
  record Result(String id, ServiceException failure, Throwable crash) {
    boolean succeeded() {
      return id != null;
    }

    /** The exception's outcome, or null for a success or a crash. */
    Outcome outcome() {
      return failure == null ? null : failure.outcome();
    }

    /** How the call ended, for the figures: "success", or the exception's type and outcome. */
    String label() {
      if (succeeded()) {
        return "success";
      }
      if (failure != null) {
        return failure.getClass().getSimpleName() + " " + failure.outcome();
      }
      return "crash " + crash;
    }
  }
}
