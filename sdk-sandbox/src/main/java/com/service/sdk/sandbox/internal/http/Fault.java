package com.service.sdk.sandbox.internal.http;

import java.time.Duration;

/**
 * What the dispatcher does to one request that a fault rule picked.
 *
 * @param kind what happens
 * @param status the HTTP status to answer, for the status kinds
 * @param duration how long the answer is held, or the advertised {@code Retry-After} for a status
 * @param retryAfter whether a {@code Retry-After} header is sent with the status
 * @param description how the rule reads, for error messages and logs
 */
public record Fault(Kind kind, int status, Duration duration, boolean retryAfter, String description) {
  /** The kinds of faults; each name says whether the operation took effect. */
  public enum Kind {
    /** Answers a status at once; the request has no effect. */
    STATUS_BEFORE_COMMIT,
    /** Closes the connection without an answer; the request has no effect. */
    DROP_BEFORE_COMMIT,
    /** Carries the request out, then holds the answer for the duration. */
    HOLD_AFTER_COMMIT,
    /** Carries the request out, then closes the connection without an answer. */
    DROP_AFTER_COMMIT,
    /** Carries the request out, then sends the headers and half of the body, and closes the connection. */
    TRUNCATE_AFTER_COMMIT
  }

  /**
   * Returns the {@code Retry-After} value in whole seconds, rounded up, at least 1.
   *
   * @return seconds to advertise
   */
  public long retryAfterSeconds() {
    return Math.max(1, (duration.toMillis() + 999) / 1000);
  }
}
