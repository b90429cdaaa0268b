package com.service.sdk.core.internal;

import java.io.IOException;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * One attempt of a call, as it ended. Exactly one of three things happened:
 *
 * <ul>
 *   <li>it was not sent: it failed before a connection carried it ({@code !sent()});
 *   <li>it was sent, or may have been, and no answer came ({@code sent()}, status 0);
 *   <li>it was answered with a status ({@code status() > 0}); the body may still have been
 *       cut off ({@link #bodyCut()}) or exceed the SDK's bound ({@code tooLarge()}).
 * </ul>
 *
 * @param number the attempt's number, from 1
 * @param sent whether the request reached a connection (an answer implies it did)
 * @param status the HTTP status, or 0 when no answer came
 * @param body the body as read (bounded), empty when there was none; never null
 * @param tooLarge whether the body exceeded the bound and only its start was kept
 * @param retryAfter the answer's {@code Retry-After} as a wait, or null
 * @param location the answer's {@code Location}, or null
 * @param failure the I/O failure: of the attempt when no answer came, of reading the body
 *     when it was cut off; null otherwise. A protocol error quoting more than
 *     {@link Wire#MAX_QUOTED_CHARS} of the peer's text is cut to that
 * @param nanos how long the attempt took
 * @param requestId the answer's request id ({@code X-Request-Id}, {@code Request-Id} or
 *     {@code X-Correlation-Id}), or null
 */
record Attempt(int number, boolean sent, int status, byte[] body, boolean tooLarge, @Nullable Duration retryAfter,
    @Nullable String location, @Nullable IOException failure, long nanos, @Nullable String requestId) {

  private static final byte[] NO_BODY = new byte[0];

  /** Keeps the failure's quote of the peer bounded ({@link Wire#bounded}). */
  Attempt {
    failure = failure == null ? null : Wire.bounded(failure);
  }

  static Attempt unanswered(int number, boolean sent, IOException failure, long nanos) {
    return new Attempt(number, sent, 0, NO_BODY, false, null, null, failure, nanos, null);
  }

  /**
   * Returns this attempt as ended by {@code stop} (the call's deadline), keeping what it got:
   * an answer read whole stands, and so does a failure that is news of its own (the
   * application's code failed, or the thread was interrupted); anything else cut short says
   * the deadline stopped it.
   */
  Attempt stoppedBy(IOException stop) {
    if (failure == null || failure instanceof UserCode.Failure || RetryPolicy.interrupted(failure)) {
      return this;
    }
    stop.initCause(failure);
    return new Attempt(number, sent, status, body, tooLarge, retryAfter, location, stop, nanos, requestId);
  }

  /** Returns true when an answer with a status arrived. */
  boolean answered() {
    return status > 0;
  }

  /** Returns true when a status arrived but reading its body failed. */
  boolean bodyCut() {
    return answered() && failure != null;
  }

  /** Returns true for a 2xx whose body was read whole: the call's success. */
  boolean succeeded() {
    return status >= 200 && status < 300 && failure == null;
  }

  /** Returns {@code "HTTP 503"}, or the failure, for log lines and messages. */
  String describe() {
    if (!answered()) {
      return String.valueOf(failure);
    }
    return "HTTP " + status + (bodyCut() ? " (body cut off: " + failure + ")" : "");
  }
}
