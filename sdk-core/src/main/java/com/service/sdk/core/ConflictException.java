package com.service.sdk.core;

/**
 * HTTP 409: the request conflicts with existing state, such as a bank account that the
 * merchant has already registered, or an idempotency key reused with a different request.
 */
public class ConflictException extends ApiException {
  private static final long serialVersionUID = 1L;

  /** Made by the SDK's transport; see {@link ApiException#ApiException}. */
  public ConflictException(String message, int statusCode, String serviceMessage, String rawBody,
      int attempts, IdempotencyKey idempotencyKey) {
    super(message, statusCode, serviceMessage, rawBody, attempts, idempotencyKey);
  }
}
