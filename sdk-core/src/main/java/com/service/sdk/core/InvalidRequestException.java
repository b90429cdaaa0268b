package com.service.sdk.core;

import org.jspecify.annotations.Nullable;

/**
 * HTTP 400 or 422: the service refused the request as invalid; {@link #serviceMessage()} says
 * why (for example a refund above the captured amount, or a merchant without a payment
 * service provider assignment creating a payment link). Fix the request; retrying it
 * unchanged does not help.
 */
public class InvalidRequestException extends ApiException {
  private static final long serialVersionUID = 2L;

  /**
   * Made by the SDK's transport; see {@link ApiException#ApiException}.
   *
   * @param what what happened, for the message
   * @param statusCode the HTTP status
   * @param serviceMessage the service's own message, or null
   * @param rawBody the start of the body as received, or empty (null is taken as empty)
   * @param attempts how many times the request was sent
   * @param idempotencyKey the key the request carried, or null
   * @param outcome what the call may have done at the service
   * @param requestId the request id the service's answer carried, or null
   */
  public InvalidRequestException(String what, int statusCode, @Nullable String serviceMessage, @Nullable String rawBody,
      int attempts, @Nullable IdempotencyKey idempotencyKey, Outcome outcome, @Nullable String requestId) {
    super(what, statusCode, serviceMessage, rawBody, attempts, idempotencyKey, outcome, requestId);
  }
}
