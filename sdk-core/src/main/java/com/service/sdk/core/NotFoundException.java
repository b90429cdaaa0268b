package com.service.sdk.core;

/**
 * HTTP 404: the resource does not exist, or belongs to another merchant.
 */
public class NotFoundException extends ApiException {
  private static final long serialVersionUID = 1L;

  /** Made by the SDK's transport; see {@link ApiException#ApiException}. */
  public NotFoundException(String message, int statusCode, String serviceMessage, String rawBody,
      int attempts, IdempotencyKey idempotencyKey) {
    super(message, statusCode, serviceMessage, rawBody, attempts, idempotencyKey);
  }
}
