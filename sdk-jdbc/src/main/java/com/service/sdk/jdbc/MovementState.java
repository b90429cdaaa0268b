package com.service.sdk.jdbc;

/**
 * Where a recorded refund or payout stands. A movement's state comes from everything its row
 * knows, not from the last call alone: once any send under its key may have taken effect, only the
 * service's answer for that key settles it. So an alert on {@link #UNKNOWN} means "money may have
 * moved, and nobody knows yet", and {@link #NOT_APPLIED} means nothing was made.
 * {@link #APPLIED} and {@link #NOT_APPLIED} are final: {@link MoneyMovements#resume()} leaves them.
 */
public enum MovementState {
  /**
   * Recorded, and nothing under its key can have taken effect yet: it is being sent for the first
   * time (its sender's lease runs), or every call so far was refused with 429 or never left this
   * machine. {@link MoneyMovements#resume()} sends it once its retry delay is over. A sender that
   * dies mid-call leaves it {@code PENDING} until its lease runs out; whoever takes it then
   * records it {@link #UNKNOWN} before sending.
   */
  PENDING,
  /**
   * A send under its key may have taken effect, and no answer for the key has said so yet: a call
   * ended without a definitive answer (a timeout, a lost, cut or unreadable answer, a 5xx), or a
   * sender died or ran out of its lease in the middle of one. It stays {@code UNKNOWN} until the
   * service answers for the key: a refusal after that (401 or 403 while a secret rotates, 429, a
   * 400 or 422) settles nothing. {@link MoneyMovements#resume()} sends it again with the same key
   * and bytes, and the service answers with the original when there is one; the retry delay
   * doubles with each call made, to at most 64 times the builder's. One whose
   * {@link Movement#lastError()} is a refusal after such a send (the service may have forgotten
   * the key, or the request became one it refuses) is not settled by waiting: look the movement
   * up at the service by its reference.
   */
  UNKNOWN,
  /** The service made it; the row holds its id, whichever sender's call got the answer. Final. */
  APPLIED,
  /**
   * The service refused it (a 4xx other than 429, or {@code success: false}) when no send under
   * its key could have taken effect: the only send, or every one before it provably did nothing.
   * Nothing was made. Final: {@code resume()} never sends it; calling {@code refund(..)} or
   * {@code payout(..)} again with the same request sends it again.
   */
  NOT_APPLIED
}
