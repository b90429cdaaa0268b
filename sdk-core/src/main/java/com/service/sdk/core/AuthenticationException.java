package com.service.sdk.core;

import org.jspecify.annotations.Nullable;

/**
 * HTTP 401 or 403: the service refused the credentials or the caller. Check the API key id
 * and secret, the clock (signed timestamps must be close to the service's time), that the
 * merchant account is enabled and active, and, for the balance operation, that the request
 * comes from one of the merchant's approved source IP addresses. Retrying does not help.
 */
public class AuthenticationException extends ApiException {
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
  public AuthenticationException(String what, int statusCode, @Nullable String serviceMessage, @Nullable String rawBody,
      int attempts, @Nullable IdempotencyKey idempotencyKey, Outcome outcome, @Nullable String requestId) {
    super(what, statusCode, serviceMessage, rawBody, attempts, idempotencyKey, outcome, requestId);
  }
}
