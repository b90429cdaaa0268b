package com.service.sdk.core.internal;

import java.io.EOFException;
import java.io.InterruptedIOException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.security.cert.CertificateException;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLPeerUnverifiedException;
import org.jspecify.annotations.Nullable;

/**
 * Decides, after an attempt that did not succeed, whether the call tries again and after
 * how long. The one place that holds the retry rules:
 *
 * <ul>
 *   <li>An attempt that was not sent is tried again, whatever the request, unless its
 *       failure is permanent (a certificate that does not verify, a handshake the peer
 *       refused) or the thread was interrupted. A handshake the peer
 *       closed or reset mid-way is not permanent.
 *   <li>A request that is safe to repeat (a GET, or a POST with an idempotency key) is tried
 *       again after no answer, a cut-off body, 429, 500, 502, 503 and 504. Any other
 *       request is never sent again once it may have reached the service.
 *   <li>Waits are exponential backoff with full jitter, or the answer's
 *       {@code Retry-After}; one longer than the backoff cap, or one that would pass the
 *       call's deadline, ends the call instead.
 *   <li>At most the call's {@code maxRetries} retries (the client's, or the call's
 *       {@link com.service.sdk.core.RequestOptions}).
 * </ul>
 */
final class RetryPolicy {
  private final Duration initialBackoff;
  private final Duration maxBackoff;

  RetryPolicy(Duration initialBackoff, Duration maxBackoff) {
    this.initialBackoff = initialBackoff;
    this.maxBackoff = maxBackoff;
  }

  /**
   * Returns how long to wait before the next attempt, or null when the call ends here.
   *
   * @param last the attempt that just ended without success
   * @param repeatable whether the request may be sent again after it may have arrived
   * @param nanosLeft time left until the call's deadline
   * @param maxRetries the call's retry budget
   */
  @Nullable Duration nextWait(Attempt last, boolean repeatable, long nanosLeft, int maxRetries) {
    if (last.number() > maxRetries || !retryable(last, repeatable)) {
      return null;
    }
    Duration retryAfter = last.retryAfter();
    Duration wait = retryAfter != null && last.answered() ? retryAfter : backoff(last.number());
    if (wait.compareTo(maxBackoff) > 0 || wait.toNanos() >= nanosLeft) {
      return null;
    }
    return wait;
  }

  /** Returns {@code "HTTP 503"}, {@code "no answer"} or {@code "not sent"}: why a retry happens, for listeners. */
  static String reason(Attempt attempt) {
    if (attempt.answered()) {
      return "HTTP " + attempt.status() + (attempt.bodyCut() ? " (body cut off)" : "");
    }
    return attempt.sent() ? "no answer" : "not sent";
  }

  private static boolean retryable(Attempt attempt, boolean repeatable) {
    if (!attempt.sent()) {
      return !permanent(attempt.failure()) && !interrupted(attempt.failure());
    }
    if (!repeatable) {
      return false;
    }
    if (!attempt.answered()) {
      return !interrupted(attempt.failure());
    }
    int status = attempt.status();
    boolean cut2xx = status >= 200 && status < 300 && attempt.bodyCut();
    return cut2xx || status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
  }

  /**
   * Returns true for a failure that the same attempt would meet again: a certificate that
   * does not verify (its chain, or a name other than the host's), or a handshake the peer
   * refused (an alert: no protocol or cipher in common). A handshake cut short because the
   * peer closed the connection, reset it or went silent is a connection failure like any
   * other: a restarting load balancer does that, and the next attempt may well get through.
   */
  private static boolean permanent(@Nullable Throwable failure) {
    boolean handshake = false;
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof SSLPeerUnverifiedException || t instanceof CertificateException) {
        return true;
      }
      if (t instanceof SSLHandshakeException) {
        handshake = true;
      } else if (handshake && (t instanceof EOFException || t instanceof SocketException
          || t instanceof SocketTimeoutException)) {
        return false; // closed, reset or timed out mid-handshake
      }
    }
    return handshake;
  }

  /** Returns true when the thread was interrupted, during the attempt or before it. */
  static boolean interrupted(@Nullable Throwable failure) {
    return Thread.currentThread().isInterrupted()
        || (failure instanceof InterruptedIOException && failure.getCause() instanceof InterruptedException);
  }

  private Duration backoff(int attempt) {
    long ceiling = initialBackoff.toMillis() << Math.min(attempt - 1, 20);
    ceiling = Math.min(ceiling, maxBackoff.toMillis());
    return Duration.ofMillis(ThreadLocalRandom.current().nextLong(ceiling + 1));
  }
}
