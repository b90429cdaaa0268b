package com.service.sdk.core;

import java.time.Duration;
import java.util.Optional;

/**
 * Observes the SDK's calls: a call starts, each attempt ends (with a status or a failure),
 * a retry is scheduled (with its wait and reason), the call ends (with its outcome). Use it
 * for metrics and tracing; a caller's OkHttp interceptors never see the SDK's requests,
 * because they could read or replay signed requests.
 *
 * <p>Events carry the operation, the method, the path template (ids left out), the host,
 * statuses, durations, the idempotency key and the service's request id: never the
 * secret, a signature, a header or a body. For one call, events arrive in order, one at a
 * time.
 *
 * <p><b>Failure rule:</b> a listener that throws never breaks a call: the exception is
 * logged at DEBUG and the call goes on. Listeners must be thread-safe and quick: they run on
 * the thread doing the call's work at that moment (the caller's for blocking calls; for
 * asynchronous ones, the caller's for the start, OkHttp's I/O threads for attempts and
 * retries, and the cancelling thread for a cancelled call's end).
 */
public interface CallListener {

  /** A listener that does nothing: the default. */
  CallListener NONE = new CallListener() {};

  /**
   * A call is about to send its first attempt.
   *
   * @param call the call
   */
  default void callStarted(Call call) {}

  /**
   * An attempt ended: answered with a status, or failed without an answer.
   *
   * @param call the call
   * @param attempt what happened to the attempt
   */
  default void attemptFinished(Call call, Attempt attempt) {}

  /**
   * The call will try again after a wait.
   *
   * @param call the call
   * @param retry the wait and why
   */
  default void retryScheduled(Call call, Retry retry) {}

  /**
   * The call ended, with a result or an exception.
   *
   * @param call the call
   * @param end how it ended
   */
  default void callFinished(Call call, End end) {}

  /**
   * One call of an operation.
   *
   * @param operation the operation, named as the SDK's method: {@code "refunds.create"}
   * @param method the HTTP method
   * @param pathTemplate the path with identifiers as names: {@code "/payments/{paymentId}/status"}
   * @param host the service's host
   * @param idempotencyKey the key the call carries, or null
   */
  record Call(String operation, String method, String pathTemplate, String host, IdempotencyKey idempotencyKey) {

    /**
     * Returns the idempotency key, when the call carries one.
     *
     * @return the key
     */
    public Optional<IdempotencyKey> key() {
      return Optional.ofNullable(idempotencyKey);
    }
  }

  /**
   * How one attempt ended.
   *
   * @param number the attempt's number, from 1
   * @param statusCode the HTTP status, or 0 when no answer came
   * @param failure what went wrong without an answer (or while reading it), or null
   * @param sent whether the request reached a connection
   * @param duration how long the attempt took
   * @param requestId the request id the service's answer carried, or null
   */
  record Attempt(int number, int statusCode, Throwable failure, boolean sent, Duration duration, String requestId) {}

  /**
   * A retry about to wait.
   *
   * @param afterAttempt the number of the attempt that failed
   * @param delay how long the SDK waits before the next attempt
   * @param reason why it retries, such as {@code "HTTP 503"} or {@code "no answer"}
   */
  record Retry(int afterAttempt, Duration delay, String reason) {}

  /**
   * How a call ended.
   *
   * @param attempts how many attempts it made
   * @param duration how long the whole call took
   * @param statusCode the last answer's status, or 0 when none came
   * @param outcome null when the call succeeded; otherwise what it may have done at the service
   * @param exception null when the call succeeded; otherwise the exception the caller gets
   */
  record End(int attempts, Duration duration, int statusCode, Outcome outcome, ServiceException exception) {

    /**
     * Returns true when the call returned a result.
     *
     * @return whether it succeeded
     */
    public boolean succeeded() {
      return exception == null;
    }
  }
}
