package com.service.sdk.jdbc;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.ServiceException;
import org.jspecify.annotations.Nullable;

/**
 * What one call under a movement's key showed, and what that makes of its row, given what the
 * row already knew ({@link #next}). A row's next state never comes from the last call alone: once
 * any send under the key may have taken effect, only the service's answer for the key (an applied
 * movement and its id) settles it; a refusal after that, whatever it says, leaves it
 * {@link MovementState#UNKNOWN}.
 *
 * @param evidence what the call showed about the movement
 * @param resultId the refund or transaction id when applied, else null
 * @param error what the call said when it failed, else null
 */
record Settlement(Evidence evidence, @Nullable String resultId, @Nullable String error) {
  /** Longer messages are cut, so that a pathological answer cannot bloat the row. */
  private static final int MAX_ERROR = 2_000;
  /**
   * How the last error of an {@code UNKNOWN} row starts when a refusal could not settle it: the
   * service refused a send after an earlier one may have taken effect (it may have forgotten the
   * key, or the request became one it refuses). Waiting does not settle such a row; a person does.
   */
  static final String REFUSED_AFTER_A_SEND = "refused after an earlier send under this key may have taken effect,"
      + " so the refusal settles nothing: ";
  /** A row's retry delay doubles with each call made under its key, up to this many times. */
  private static final int MAX_DOUBLINGS = 6;

  /** What a call showed about the movement. */
  enum Evidence {
    /** The service answered that the movement exists, with its id. */
    APPLIED,
    /** The call may have taken effect: no answer, a lost or unreadable one, a 5xx. */
    MAYBE,
    /** Nothing happened and nothing was refused for good: never sent, or 429. */
    NOTHING,
    /**
     * The service refused this call (4xx other than 429, {@code success: false}): it did not take
     * effect, but it says nothing about earlier sends under the key.
     */
    REFUSED
  }

  /**
   * What the row knew before the call's end was recorded.
   *
   * @param state its state
   * @param owner the sender whose lease it is under, or null
   * @param maybeApplied whether any earlier send under the key may have taken effect
   */
  record Known(MovementState state, String owner, boolean maybeApplied) {}

  /**
   * What to record.
   *
   * @param state the row's next state
   * @param maybeApplied whether any send under the key may now have taken effect
   * @param lastError the error to keep, or null
   * @param release whether the sender's lease ends (the row is this sender's, or applied):
   *     otherwise the lease stays with whoever holds it
   */
  record Next(MovementState state, boolean maybeApplied, @Nullable String lastError, boolean release) {}

  static Settlement applied(String resultId) {
    return new Settlement(Evidence.APPLIED, resultId, null);
  }

  /** What the SDK's exception shows: its outcome, and for a refusal, whether it is one that passes. */
  static Settlement of(ServiceException e) {
    Outcome outcome = e.outcome();
    int status = e instanceof ApiException api ? api.statusCode() : 0;
    Evidence evidence;
    if (outcome.mayHaveTakenEffect() || status >= 500) {
      evidence = Evidence.MAYBE;
    } else if (outcome == Outcome.NOT_SENT || status == 429) {
      evidence = Evidence.NOTHING;
    } else {
      evidence = Evidence.REFUSED;
    }
    return failed(evidence, e);
  }

  /** Something other than the SDK's own exceptions ended the call: it may have been sent. */
  static Settlement unknown(Throwable e) {
    return failed(Evidence.MAYBE, e);
  }

  private static Settlement failed(Evidence evidence, Throwable e) {
    String outcome = e instanceof ServiceException service ? "outcome " + service.outcome() + ", " : "";
    return new Settlement(evidence, null, outcome + e.getClass().getSimpleName() + ": " + e.getMessage());
  }

  /**
   * The row after this call, as {@code sender} recorded it: the state machine.
   * <ul>
   *   <li>applied: {@code APPLIED} with its id, whoever sent it;</li>
   *   <li>an applied row stays applied: nothing to record;</li>
   *   <li>the row is another sender's now (this sender's lease ran out and was taken over): only
   *       what the call learnt, that money may have moved; the lease and the rest stay theirs;</li>
   *   <li>this sender's row: {@code UNKNOWN} if any send under the key may have taken effect
   *       (this one, or one before it: whatever this call's refusal says), else
   *       {@code NOT_APPLIED} for a refusal and {@code PENDING} for a call that did nothing.</li>
   * </ul>
   *
   * @return what to record, or null when nothing changes
   */
  @Nullable Next next(Known row, String sender) {
    boolean maybeApplied = row.maybeApplied() || evidence == Evidence.MAYBE;
    if (evidence == Evidence.APPLIED) {
      return new Next(MovementState.APPLIED, true, null, true);
    }
    if (row.state() == MovementState.APPLIED) {
      return null;
    }
    if (!sender.equals(row.owner())) {
      boolean nowUnknown = maybeApplied && row.state() != MovementState.UNKNOWN;
      return new Next(nowUnknown ? MovementState.UNKNOWN : row.state(), maybeApplied,
          cut("a sender whose lease had run out: " + error), false);
    }
    if (maybeApplied) {
      String why = evidence == Evidence.REFUSED ? REFUSED_AFTER_A_SEND + error : error;
      return new Next(MovementState.UNKNOWN, true, cut(why), true);
    }
    return new Next(evidence == Evidence.REFUSED ? MovementState.NOT_APPLIED : MovementState.PENDING, false, cut(error),
        true);
  }

  /** How long after a call that left the row open {@code resume()} waits: doubling with each call made. */
  static long retryMillis(long retryDelayMillis, int attempts) {
    int doublings = Math.min(Math.max(attempts - 1, 0), MAX_DOUBLINGS);
    return retryDelayMillis > Long.MAX_VALUE >> doublings ? Long.MAX_VALUE : retryDelayMillis << doublings;
  }

  private static @Nullable String cut(@Nullable String message) {
    return message == null ? null : message.length() > MAX_ERROR ? message.substring(0, MAX_ERROR) : message;
  }
}
