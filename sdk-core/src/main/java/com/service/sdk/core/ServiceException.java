package com.service.sdk.core;

import java.util.Optional;

/**
 * Root of every exception the SDK throws for a call that did not succeed. All are
 * unchecked. Catch the subclasses to react to one kind of failure:
 *
 * <ul>
 *   <li>{@link ApiException} and its subclasses: the service answered with an error.
 *   <li>{@link ApiConnectionException}: no usable answer arrived; see
 *       {@link ApiConnectionException#outcomeUnknown()} before creating anything again.
 *   <li>{@link ResponseDecodingException}: an answer arrived but is not what the spec
 *       says (an HTML error page, truncated JSON, a missing identifier).
 * </ul>
 *
 * <p>Bad input found before sending is reported as {@link IllegalArgumentException} or
 * {@link NullPointerException} naming the field, never as a {@code ServiceException}.
 */
public abstract class ServiceException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int attempts;
  private final String idempotencyKey;

  /** For subclasses; {@code idempotencyKey} may be null. */
  protected ServiceException(String message, Throwable cause, int attempts, IdempotencyKey idempotencyKey) {
    super(message, cause);
    this.attempts = attempts;
    this.idempotencyKey = idempotencyKey == null ? null : idempotencyKey.value();
  }

  /** Returns how many times the request was sent (or tried), retries included. */
  public int attempts() {
    return attempts;
  }

  /** Returns the {@code Idempotency-Key} the request carried, when it carried one. */
  public Optional<IdempotencyKey> idempotencyKey() {
    return Optional.ofNullable(idempotencyKey).map(IdempotencyKey::of);
  }
}
