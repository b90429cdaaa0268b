package com.service.sdk.systemtests.chaos;

import com.service.sdk.core.Outcome;
import com.service.sdk.core.ServiceException;
import java.math.BigDecimal;

/**
 * One operation the run means to make, with its own merchant reference, and what its chaos
 * call ended with.
 *
 * @param index position in the (shuffled) plan
 * @param kind what it creates
 * @param slot for a refund, the merchant (one paid payment each); for a payout, the payee; else 0
 * @param digit for a refund, its decimal place in the payment's refunded total (amount 10^(digit-4))
 * @param reference the merchant reference: {@code merchantRefundId}, {@code externalRef} (payouts
 *     and payees), {@code orderId} (payments) or {@code externalId} (links)
 * @param amount what it moves (a payee moves nothing: zero)
 */
record Intended(int index, Kind kind, int slot, int digit, String reference, BigDecimal amount) {

  /** What an operation creates, and whether the SDK sends it with an idempotency key. */
  enum Kind {
    REFUND(true), PAYOUT(true), PAYMENT(false), LINK(false), PAYEE(false);

    /**
     * True when the SDK sends an {@code Idempotency-Key} and may retry it; false for the creates
     * the spec gives no key, which the SDK never sends twice once they may have arrived.
     */
    final boolean keyed;

    Kind(boolean keyed) {
      this.keyed = keyed;
    }
  }

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
