package com.service.sdk.core;

import java.time.Duration;
import java.util.Optional;

/**
 * HTTP 429: too many requests. Calls that are safe to repeat were already retried,
 * honouring {@code Retry-After}, within the call's deadline.
 */
public class RateLimitException extends ApiException {
  private static final long serialVersionUID = 1L;

  private final Duration retryAfter;

  /**
   * Made by the SDK's transport; see {@link ApiException#ApiException}.
   *
   * @param retryAfter the service's {@code Retry-After}, or null when absent or unreadable
   */
  public RateLimitException(String message, int statusCode, String serviceMessage, String rawBody,
      int attempts, IdempotencyKey idempotencyKey, Duration retryAfter) {
    super(message, statusCode, serviceMessage, rawBody, attempts, idempotencyKey);
    this.retryAfter = retryAfter;
  }

  /** Returns how long the service asked callers to wait, when it said. */
  public Optional<Duration> retryAfter() {
    return Optional.ofNullable(retryAfter);
  }
}
