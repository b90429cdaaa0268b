package com.service.sdk.core;

/**
 * No usable answer arrived: the connection failed, was reset, or timed out, after any
 * retries the SDK was allowed to make.
 *
 * <p><b>A timeout does not mean failure.</b> When {@link #outcomeUnknown()} is true the
 * request may have reached the service and taken effect. Do not create the payment,
 * refund or payout again blindly: recover its state first (the status operation, or the
 * callback that the service sends), or repeat a refund or payout with the same
 * {@linkplain #idempotencyKey() idempotency key}, which the service answers with the
 * original result instead of a duplicate.
 */
public class ApiConnectionException extends ServiceException {
  private static final long serialVersionUID = 1L;

  private final boolean outcomeUnknown;

  /**
   * Made by the SDK's transport.
   *
   * @param outcomeUnknown true when a request that changes state may have reached the service
   */
  public ApiConnectionException(String message, Throwable cause, boolean outcomeUnknown,
      int attempts, IdempotencyKey idempotencyKey) {
    super(message, cause, attempts, idempotencyKey);
    this.outcomeUnknown = outcomeUnknown;
  }

  /**
   * Returns true when a request that changes state (a POST) may have reached the service,
   * so its effect may exist although no answer came back. False when the request provably
   * never left this machine, and for reads, which change nothing.
   */
  public boolean outcomeUnknown() {
    return outcomeUnknown;
  }
}
