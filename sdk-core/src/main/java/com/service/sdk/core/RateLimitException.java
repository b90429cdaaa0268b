package com.service.sdk.core;

import java.time.Duration;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * HTTP 429: too many requests. Calls that are safe to repeat were already retried,
 * honouring {@code Retry-After}, within the call's deadline; a {@code Retry-After} longer
 * than the backoff cap is not waited for, and is on {@link #retryAfter()}.
 */
public class RateLimitException extends ApiException {
  private static final long serialVersionUID = 2L;

  /** The service's {@code Retry-After}, or null when absent or unreadable. */
  private final @Nullable Duration retryAfter;

  /**
   * Made by the SDK's transport; see {@link ApiException#ApiException}.
   *
   * @param what what happened, for the message
   * @param statusCode the HTTP status (429)
   * @param serviceMessage the service's own message, or null
   * @param rawBody the start of the body as received, or empty (null is taken as empty)
   * @param attempts how many times the request was sent
   * @param idempotencyKey the key the request carried, or null
   * @param outcome what the call may have done at the service
   * @param requestId the request id the service's answer carried, or null
   * @param retryAfter the service's {@code Retry-After}, or null when absent or unreadable
   */
  public RateLimitException(String what, int statusCode, @Nullable String serviceMessage, @Nullable String rawBody,
      int attempts, @Nullable IdempotencyKey idempotencyKey, Outcome outcome, @Nullable String requestId,
      @Nullable Duration retryAfter) {
    super(what, statusCode, serviceMessage, rawBody, attempts, idempotencyKey, outcome, requestId);
    this.retryAfter = retryAfter;
  }

  /**
   * Returns how long the service asked callers to wait, when it said.
   *
   * @return the wait, or empty when the answer had no readable {@code Retry-After}
   */
  public Optional<Duration> retryAfter() {
    return Optional.ofNullable(retryAfter);
  }
}
