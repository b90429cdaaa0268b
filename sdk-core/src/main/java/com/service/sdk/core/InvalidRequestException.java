package com.service.sdk.core;

/**
 * HTTP 400 or 422: the service refused the request as invalid; {@link #serviceMessage()} says
 * why (for example a refund above the captured amount, or a merchant without a payment
 * service provider assignment creating a payment link). Fix the request; retrying it
 * unchanged does not help.
 */
public class InvalidRequestException extends ApiException {
  private static final long serialVersionUID = 1L;

  /** Made by the SDK's transport; see {@link ApiException#ApiException}. */
  public InvalidRequestException(String message, int statusCode, String serviceMessage, String rawBody,
      int attempts, IdempotencyKey idempotencyKey) {
    super(message, statusCode, serviceMessage, rawBody, attempts, idempotencyKey);
  }
}
