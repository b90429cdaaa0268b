package com.service.sdk.core;

/**
 * HTTP 5xx: the service failed. Calls that are safe to repeat were already retried; for a
 * create without an idempotency key the outcome is not known, so recover state (status
 * operation or callback) before creating again.
 */
public class ServerException extends ApiException {
  private static final long serialVersionUID = 1L;

  /** Made by the SDK's transport; see {@link ApiException#ApiException}. */
  public ServerException(String message, int statusCode, String serviceMessage, String rawBody,
      int attempts, IdempotencyKey idempotencyKey) {
    super(message, statusCode, serviceMessage, rawBody, attempts, idempotencyKey);
  }
}
