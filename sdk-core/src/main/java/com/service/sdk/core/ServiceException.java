package com.service.sdk.core;

import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Root of every exception the SDK throws for a call that did not succeed. All are
 * unchecked. Each one carries the call's {@linkplain #outcome() outcome}: whether the
 * request may have taken effect at the service, judged from all of its attempts. Its
 * message states that outcome in words and, where money may have moved, the idempotency
 * key to repeat the request with.
 *
 * <p>Catch the subclasses to react to one kind of failure:
 *
 * <ul>
 *   <li>{@link ApiException} and its subclasses: the service answered with an error.
 *   <li>{@link ApiConnectionException}: no usable answer arrived.
 *   <li>{@link ResponseDecodingException}: an answer arrived but is not what the spec
 *       says (an HTML error page, truncated JSON, a missing identifier).
 * </ul>
 *
 * <p>Whatever the type, decide what to do next by {@link #outcome()} (or the convenience
 * {@link #outcomeUnknown()}): never create a payment, link, refund or payout anew while it
 * may already exist.
 *
 * <p>Bad input found before sending is reported as {@link IllegalArgumentException} or
 * {@link NullPointerException} naming the field, never as a {@code ServiceException}.
 */
public abstract class ServiceException extends RuntimeException {
  private static final long serialVersionUID = 2L;

  /** How many times the request was sent. */
  private final int attempts;
  /** The idempotency key the request carried, or null. */
  private final @Nullable String idempotencyKey;
  /** What the call may have done at the service, judged from every attempt. */
  private final Outcome outcome;
  /** The request id the service's last answer carried, or null. */
  private final @Nullable String requestId;

  /**
   * For subclasses. The message becomes {@code what}, then the outcome in words with what
   * to do, then the attempts and the key; control characters (a service's text can carry
   * line breaks) are escaped so that a message is always one log line.
   *
   * @param what what happened, such as {@code "POST /refunds/create failed with HTTP 503"}
   * @param cause the underlying failure, or null
   * @param attempts how many times the request was sent or tried, retries included
   * @param idempotencyKey the key the request carried, or null
   * @param outcome what the call may have done at the service
   * @param requestId the request id the service's last answer carried, or null
   * @throws NullPointerException if {@code what} or {@code outcome} is null
   */
  protected ServiceException(String what, @Nullable Throwable cause, int attempts, @Nullable IdempotencyKey idempotencyKey,
      Outcome outcome, @Nullable String requestId) {
    super(message(Objects.requireNonNull(what, "what == null"), attempts, idempotencyKey,
        Objects.requireNonNull(outcome, "outcome == null"), requestId), cause);
    this.attempts = attempts;
    this.idempotencyKey = idempotencyKey == null ? null : idempotencyKey.value();
    this.outcome = outcome;
    this.requestId = requestId;
  }

  /**
   * Returns the request id the service's answer carried ({@code X-Request-Id},
   * {@code Request-Id} or {@code X-Correlation-Id}), which the service's support can look
   * up. Quote it when you report a problem.
   *
   * @return the request id, or empty when no answer came or it carried none
   */
  public Optional<String> requestId() {
    return Optional.ofNullable(requestId);
  }

  /**
   * Returns how many times the request was sent (or tried), retries included.
   *
   * @return the number of attempts, at least 1
   */
  public int attempts() {
    return attempts;
  }

  /**
   * Returns the {@code Idempotency-Key} the request carried, when it carried one. Repeat a
   * refund or payout with this key after an {@link Outcome#UNKNOWN} or
   * {@link Outcome#APPLIED} outcome: the service answers with the original.
   *
   * @return the key, or empty for a request without one
   */
  public Optional<IdempotencyKey> idempotencyKey() {
    return Optional.ofNullable(idempotencyKey).map(IdempotencyKey::of);
  }

  /**
   * Returns what the call may have done at the service, judged from every attempt.
   *
   * @return the outcome, never null
   */
  public Outcome outcome() {
    return outcome;
  }

  /**
   * Returns true when the request may have taken effect although no result came back:
   * {@link Outcome#UNKNOWN}, or {@link Outcome#APPLIED} (it did take effect, but the answer
   * could not be read). Recover its state, or repeat it with the same idempotency key,
   * before anything else; never create it anew. False when nothing was sent, when the
   * service refused it, and for reads, which change nothing.
   *
   * @return {@code outcome().mayHaveTakenEffect()}
   */
  public boolean outcomeUnknown() {
    return outcome.mayHaveTakenEffect();
  }

  private static String message(String what, int attempts, @Nullable IdempotencyKey key, Outcome outcome,
      @Nullable String requestId) {
    StringBuilder text = new StringBuilder(what).append("; ").append(advice(outcome, key));
    text.append(" [attempts: ").append(attempts);
    if (key != null) {
      text.append(", idempotency key: ").append(key.value());
    }
    if (requestId != null) {
      text.append(", request id: ").append(requestId);
    }
    return oneLine(text.append(']').toString());
  }

  private static String advice(Outcome outcome, @Nullable IdempotencyKey key) {
    switch (outcome) {
      case NOT_SENT:
        return "nothing was sent: the request never left this machine, so sending it again is safe";
      case NOT_APPLIED:
        return "nothing changed at the service";
      case UNKNOWN:
        return key != null
            ? "the request may have taken effect: repeat it with the same idempotency key " + key.value()
                + " (the service answers with the original), never under a new reference"
            : "the request may have taken effect: recover its state (its status operation or callback)"
                + " before creating it again; do not create it anew";
      default:
        return key != null
            ? "the service accepted the request, but its answer could not be read: repeat it with the same"
                + " idempotency key " + key.value() + " to get the original result"
            : "the service accepted the request, but its answer could not be read: it exists, so recover its"
                + " state (its status operation or callback) instead of creating it again";
    }
  }

  private static String oneLine(String text) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
        if (out == null) {
          out = new StringBuilder(text.length() + 8).append(text, 0, i);
        }
        out.append(c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\t' ? "\\t" : String.format("\\u%04x", (int) c));
      } else if (out != null) {
        out.append(c);
      }
    }
    return out == null ? text : out.toString();
  }
}
