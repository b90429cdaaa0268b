package com.service.sdk.core.callback;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What {@link CallbackHandler} did with one delivery, and what to answer the service: send
 * {@link #statusCode()} with an empty body. A 2xx tells the service to stop delivering;
 * anything else asks it to deliver again. Log {@link #message()} and {@link #failure()}, but do
 * not send them back: whoever sent the callback may not be the service, and the message names
 * the confirmed state.
 *
 * @param statusCode the HTTP status to answer
 * @param result what happened
 * @param message a short text for your log: what happened, to which resource state
 * @param failure the throwable behind a {@link Result#FAILED}, {@link Result#UNCONFIRMED} or
 *     {@link Result#UNREADABLE} result (or an {@link Result#OVERLOADED} one from your executor,
 *     or a {@link Result#HANDLED} one whose completion the store failed to record), for your
 *     log; null otherwise
 */
public record CallbackResponse(int statusCode, Result result, String message, @Nullable Throwable failure) {

  /** What happened to a delivery. */
  public enum Result {
    /** Confirmed, and the action ran and returned: 200. */
    HANDLED(200),
    /** Confirmed, and the action had already succeeded for this resource state: 200, not run again. */
    DUPLICATE(200),
    /** The body names nothing this handler confirms (see the message): 400. */
    UNREADABLE(400),
    /** The body is larger than {@link CallbackNotice#MAX_BODY_BYTES}: 413. */
    TOO_LARGE(413),
    /** The status call failed (an outage, a refusal): 503, so the service delivers again. */
    UNCONFIRMED(503),
    /** Another delivery of the same resource state is running the action: 503, delivered again later. */
    IN_PROGRESS(503),
    /** The work did not end within the handler's timeout; it goes on (see {@link CallbackHandler}): 503. */
    TIMED_OUT(503),
    /** The handler's workers and queue are full, or your executor refused or failed to take the work: 503. */
    OVERLOADED(503),
    /**
     * The action threw (anything, {@code Error}s included), or the delivery store, or the
     * confirm function with something other than a {@code RuntimeException}: 500, so the
     * service delivers again.
     */
    FAILED(500);

    private final int statusCode;

    Result(int statusCode) {
      this.statusCode = statusCode;
    }

    /**
     * Returns the HTTP status answered for this result.
     *
     * @return the status code
     */
    public int statusCode() {
      return statusCode;
    }
  }

  /**
   * Checks the response.
   *
   * @param statusCode the HTTP status to answer
   * @param result what happened
   * @param message a short text
   * @param failure the exception behind it, or null
   * @throws NullPointerException if {@code result} or {@code message} is null
   * @throws IllegalArgumentException if {@code statusCode} is not the result's
   */
  public CallbackResponse {
    Objects.requireNonNull(result, "result == null");
    Objects.requireNonNull(message, "message == null");
    if (statusCode != result.statusCode()) {
      throw new IllegalArgumentException("statusCode " + statusCode + " is not " + result + "'s " + result.statusCode());
    }
  }

  static CallbackResponse of(Result result, String message) {
    return new CallbackResponse(result.statusCode(), result, message, null);
  }

  static CallbackResponse of(Result result, String message, Throwable failure) {
    return new CallbackResponse(result.statusCode(), result, message, failure);
  }

  /**
   * Whether the service should stop delivering (a 2xx status).
   *
   * @return true for {@link Result#HANDLED} and {@link Result#DUPLICATE}
   */
  public boolean acknowledged() {
    return statusCode >= 200 && statusCode < 300;
  }
}
