package com.service.sdk.core;

import org.jspecify.annotations.Nullable;

/**
 * No usable answer arrived: the connection failed, was reset, or timed out, or the thread
 * was interrupted, after any retries the SDK was allowed to make.
 *
 * <p><b>A timeout does not mean failure.</b> Look at {@link #outcome()}:
 * {@link Outcome#NOT_SENT} means the request provably never left this machine, so sending
 * it again is safe; {@link Outcome#UNKNOWN} means it may have reached the service and taken
 * effect. Then do not create the payment, refund or payout again blindly: repeat a refund
 * or payout with the same {@linkplain #idempotencyKey() idempotency key}, which the service
 * answers with the original result, or recover its state (status operation or callback).
 */
public class ApiConnectionException extends ServiceException {
  private static final long serialVersionUID = 2L;

  /**
   * Made by the SDK's transport.
   *
   * @param what what happened, for the message
   * @param cause the I/O failure of the last attempt
   * @param attempts how many times the request was sent or tried
   * @param idempotencyKey the key the request carried, or null
   * @param outcome what the call may have done at the service
   * @param requestId the request id the service's answer carried, or null
   */
  public ApiConnectionException(String what, @Nullable Throwable cause, int attempts, @Nullable IdempotencyKey idempotencyKey,
      Outcome outcome, @Nullable String requestId) {
    super(what, cause, attempts, idempotencyKey, outcome, requestId);
  }
}
