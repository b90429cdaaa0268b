package com.service.sdk.core;

import org.jspecify.annotations.Nullable;

/**
 * The service answered with an error: a non-2xx status, or an envelope with
 * {@code success: false}. The subclasses name the common statuses; this class itself is
 * thrown for the rest (a 3xx redirect, which the SDK never follows so that signed headers
 * cannot reach another host, an unlisted 4xx, or {@code success: false} on a 2xx).
 *
 * <p>An error answer is definitive for its own attempt, but the call's
 * {@linkplain #outcome() outcome} also counts earlier attempts: a 429 after an attempt whose
 * answer was lost is {@link Outcome#UNKNOWN}, not a refusal.
 */
public class ApiException extends ServiceException {
  private static final long serialVersionUID = 2L;

  /** The HTTP status of the answer. */
  private final int statusCode;
  /** The service's own message, or null when it sent none. */
  private final @Nullable String serviceMessage;
  /** The start of the body as received (bounded), never null. */
  private final String rawBody;

  /**
   * Made by the SDK's transport.
   *
   * @param what what happened, for the message
   * @param statusCode the HTTP status
   * @param serviceMessage the service's own message, or null when it sent none
   * @param rawBody the start of the body as received (bounded), or empty (null is taken as empty)
   * @param attempts how many times the request was sent
   * @param idempotencyKey the key the request carried, or null
   * @param outcome what the call may have done at the service
   * @param requestId the request id the service's answer carried, or null
   */
  public ApiException(String what, int statusCode, @Nullable String serviceMessage, @Nullable String rawBody,
      int attempts, @Nullable IdempotencyKey idempotencyKey, Outcome outcome, @Nullable String requestId) {
    super(what, null, attempts, idempotencyKey, outcome, requestId);
    this.statusCode = statusCode;
    this.serviceMessage = serviceMessage;
    this.rawBody = rawBody == null ? "" : rawBody;
  }

  /**
   * Returns the HTTP status of the answer.
   *
   * @return the status code
   */
  public int statusCode() {
    return statusCode;
  }

  /**
   * Returns the service's own explanation (its {@code message}, {@code error} or
   * {@code detail} field), verbatim, or null when the answer carried none.
   *
   * @return the service's message, or null
   */
  public @Nullable String serviceMessage() {
    return serviceMessage;
  }

  /**
   * Returns the start of the response body as received (at most a few KiB), or empty text.
   *
   * @return the raw body, never null
   */
  public String rawBody() {
    return rawBody;
  }
}
