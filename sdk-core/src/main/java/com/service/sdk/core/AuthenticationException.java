package com.service.sdk.core;

/**
 * HTTP 401 or 403: the service refused the credentials or the caller. Check the API key id
 * and secret, the clock (signed timestamps must be close to the service's time), that the
 * merchant account is enabled and active, and, for the balance operation, that the request
 * comes from one of the merchant's approved source IP addresses. Retrying does not help.
 */
public class AuthenticationException extends ApiException {
  private static final long serialVersionUID = 1L;

  /** Made by the SDK's transport; see {@link ApiException#ApiException}. */
  public AuthenticationException(String message, int statusCode, String serviceMessage, String rawBody,
      int attempts, IdempotencyKey idempotencyKey) {
    super(message, statusCode, serviceMessage, rawBody, attempts, idempotencyKey);
  }
}
