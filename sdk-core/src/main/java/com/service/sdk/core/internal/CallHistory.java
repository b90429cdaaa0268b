package com.service.sdk.core.internal;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import java.util.Arrays;
import okhttp3.HttpUrl;
import org.jspecify.annotations.Nullable;

/**
 * The attempts of one call, in order, and the call's {@link Outcome} as they show it. The
 * outcome is derived from the whole history, never from the last attempt alone: a 429 that
 * follows an attempt whose answer was lost leaves the call's effect unknown.
 *
 * <p>Each attempt is evidence of an effect at the service:
 *
 * <ul>
 *   <li>none: it was not sent, or it was refused with a 4xx (or {@code success: false});
 *   <li>maybe: it was sent without an answer, answered with a 5xx or a redirect, or with a
 *       2xx that shows nothing yet: a 2xx is evidence only once its body has been read as the
 *       service's envelope ({@link ResponseDecoder} decides that), and a body cut off, too
 *       large to read, or not the service's (an HTML page from a proxy, a captive portal, a
 *       wrong base URL) never is;
 *   <li>yes: a 2xx whose body is the service's envelope saying it accepted the request
 *       ({@link #outcomeOfAcceptance()}).
 * </ul>
 *
 * A read changes nothing, so its outcome is {@link Outcome#NOT_SENT} or
 * {@link Outcome#NOT_APPLIED}. A write is {@link Outcome#APPLIED} if any attempt shows an
 * effect, {@link Outcome#UNKNOWN} if any may have, {@link Outcome#NOT_SENT} if none was
 * sent, and {@link Outcome#NOT_APPLIED} otherwise.
 */
final class CallHistory {
  private final String method;
  private final HttpUrl url;
  private final @Nullable IdempotencyKey idempotencyKey;
  /** The attempts in order; most calls make one. */
  private Attempt[] attempts = new Attempt[1];
  private int size;

  /**
   * Starts the history of one call.
   *
   * @param url the call's URL, for messages and logs ({@link #target()})
   */
  CallHistory(String method, HttpUrl url, @Nullable IdempotencyKey idempotencyKey) {
    this.method = method;
    this.url = url;
    this.idempotencyKey = idempotencyKey;
  }

  void add(Attempt attempt) {
    if (size == attempts.length) {
      attempts = Arrays.copyOf(attempts, size + 2);
    }
    attempts[size++] = attempt;
  }

  /**
   * Returns {@code "METHOD /encoded/path at host"}, how messages and logs name the call; made
   * when one needs it (most calls never do).
   */
  String target() {
    return method + " " + url.encodedPath() + " at " + url.host();
  }

  @Nullable IdempotencyKey idempotencyKey() {
    return idempotencyKey;
  }

  int size() {
    return size;
  }

  Attempt last() {
    return attempts[size - 1];
  }

  /** Returns the request id of the latest answer that carried one, or null. */
  @Nullable String requestId() {
    for (int i = size - 1; i >= 0; i--) {
      String id = attempts[i].requestId();
      if (id != null) {
        return id;
      }
    }
    return null;
  }

  /**
   * Returns the call's outcome as its attempts show it, before any answer's body was read as
   * the service's: a last 2xx then shows only that the request may have taken effect.
   */
  Outcome outcome() {
    return outcome(Effect.MAYBE);
  }

  /**
   * Returns the outcome when the last attempt's 2xx answer is the service's envelope saying
   * it accepted the request: that attempt then shows the effect.
   */
  Outcome outcomeOfAcceptance() {
    return outcome(Effect.YES);
  }

  /**
   * Returns the outcome when the last attempt's 2xx answer is the service's envelope refusing
   * the request ({@code success: false}): that attempt then shows no effect.
   */
  Outcome outcomeOfRefusal() {
    return outcome(Effect.NONE);
  }

  /** The outcome, with {@code last2xx} as what a last 2xx answer read whole shows. */
  private Outcome outcome(Effect last2xx) {
    boolean anySent = false;
    boolean maybe = false;
    for (int i = 0; i < size; i++) {
      Attempt attempt = attempts[i];
      anySent |= attempt.sent();
      Effect effect = effect(attempt);
      if (i == size - 1 && effect == Effect.READ_2XX) {
        effect = last2xx;
      }
      if (effect == Effect.YES && !isRead()) {
        return Outcome.APPLIED;
      }
      maybe |= effect == Effect.MAYBE || effect == Effect.READ_2XX;
    }
    if (!anySent) {
      return Outcome.NOT_SENT;
    }
    return maybe && !isRead() ? Outcome.UNKNOWN : Outcome.NOT_APPLIED;
  }

  private boolean isRead() {
    return method.equals("GET");
  }

  /** What an attempt shows; {@code READ_2XX} depends on what its body turns out to be. */
  private enum Effect { NONE, MAYBE, READ_2XX, YES }

  private static Effect effect(Attempt attempt) {
    if (!attempt.sent()) {
      return Effect.NONE;
    }
    int status = attempt.status();
    if (status >= 400 && status < 500) {
      return Effect.NONE;
    }
    if (status >= 200 && status < 300 && !attempt.bodyCut() && !attempt.tooLarge()) {
      return Effect.READ_2XX;
    }
    return Effect.MAYBE; // no answer, a 5xx, a redirect, a cut-off or unread 2xx, an unexpected 1xx
  }
}
