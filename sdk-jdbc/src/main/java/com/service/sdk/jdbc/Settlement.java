package com.service.sdk.jdbc;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.ServiceException;
import org.jspecify.annotations.Nullable;

/**
 * What a call's end means for its row: the state to record, the id when applied, the error.
 *
 * @param state the state to record
 * @param resultId the refund or transaction id when applied, else null
 * @param lastError what the call said when it failed, else null
 */
record Settlement(MovementState state, @Nullable String resultId, @Nullable String lastError) {
  /** Longer messages are cut, so that a pathological answer cannot bloat the row. */
  private static final int MAX_ERROR = 2_000;

  static Settlement applied(String resultId) {
    return new Settlement(MovementState.APPLIED, resultId, null);
  }

  /**
   * The row's state after the SDK threw {@code e}: a definitive refusal is final; a refusal that
   * passes (429, 5xx) or a request never sent stays pending, to be sent again; a call that may
   * have taken effect is unknown, to be sent again with the same key to learn which.
   */
  static Settlement of(ServiceException e) {
    Outcome outcome = e.outcome();
    if (outcome.mayHaveTakenEffect()) {
      return failed(MovementState.UNKNOWN, e);
    }
    if (outcome == Outcome.NOT_APPLIED && e instanceof ApiException api && api.statusCode() != 429
        && api.statusCode() < 500) {
      return failed(MovementState.NOT_APPLIED, e);
    }
    return failed(MovementState.PENDING, e);
  }

  /** Something other than the SDK's own exceptions ended the call: it may have been sent. */
  static Settlement unknown(Throwable e) {
    return failed(MovementState.UNKNOWN, e);
  }

  private static Settlement failed(MovementState state, Throwable e) {
    String outcome = e instanceof ServiceException service ? "outcome " + service.outcome() + ", " : "";
    String message = outcome + e.getClass().getSimpleName() + ": " + e.getMessage();
    return new Settlement(state, null, message.length() > MAX_ERROR ? message.substring(0, MAX_ERROR) : message);
  }

  boolean isFinal() {
    return state == MovementState.APPLIED || state == MovementState.NOT_APPLIED;
  }
}
