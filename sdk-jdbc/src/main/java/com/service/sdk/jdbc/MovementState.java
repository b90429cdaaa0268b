package com.service.sdk.jdbc;

/** Where a recorded refund or payout stands: {@link #APPLIED} and {@link #NOT_APPLIED} are final. */
public enum MovementState {
  /**
   * Recorded, and not yet known to be applied: being sent, or sent and refused for a reason that
   * passes (429, 5xx, never sent), or its sender died. {@link MoneyMovements#resume()} sends it
   * once its lease or retry delay is over.
   */
  PENDING,
  /**
   * Sent, and the call ended without saying whether it was applied (a timeout, a lost answer, an
   * unreadable 2xx). {@link MoneyMovements#resume()} sends it again with the same key and bytes,
   * and the service answers with the original when there is one.
   */
  UNKNOWN,
  /** The service made it; the row holds its id. Final. */
  APPLIED,
  /**
   * The service refused it for good (400, 401, 403, 404, 409, 422, {@code success: false}):
   * nothing was made. Final; the row holds the service's message. Calling {@code refund(..)} or
   * {@code payout(..)} again with the same request sends it again.
   */
  NOT_APPLIED
}
