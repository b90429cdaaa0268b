package com.service.sdk.sandbox;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One attempt to deliver a callback.
 *
 * @param number 1 for the first attempt
 * @param attemptedAt when the attempt started
 * @param statusCode the receiver's HTTP status, or 0 when no answer came
 * @param error why the attempt failed without an answer, or null
 */
public record CallbackAttempt(int number, Instant attemptedAt, int statusCode, @Nullable String error) {

  /**
   * Whether the receiver accepted the callback (answered 2xx).
   *
   * @return true for a 2xx answer
   */
  public boolean succeeded() {
    return statusCode >= 200 && statusCode < 300;
  }
}
