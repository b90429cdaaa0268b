package com.service.sdk.core;

import java.time.Duration;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Observes the SDK's calls: a call starts, each attempt is about to go and then ends (with a
 * status or a failure), a retry is scheduled (with its wait and reason), the call ends (with
 * its outcome). Use it for metrics and tracing; a caller's OkHttp interceptors never see the
 * SDK's requests, because they could read or replay signed requests.
 *
 * <p><b>What a listener sees.</b> Events carry the operation, the method, the path template
 * (ids left out), the URL, statuses, durations, the outcome, the type of the exception the
 * caller gets, the idempotency key and the service's request id: never the secret, a
 * signature, a header or a body. The exception itself (whose raw body may hold personal data)
 * stays with the caller. An attempt's {@linkplain Attempt#failure() failure} is the
 * transport's own I/O exception, which holds no body; when your own code failed the attempt
 * (a credentials provider, your OkHttp client's DNS), the listener gets the transport's
 * exception without yours as its cause, since a secrets manager's error may quote its answer
 * (the caller's exception keeps it). The path template is low-cardinality and fit for a
 * metric tag; the URL holds the resource's id and is for traces only.
 *
 * <p><b>State for one call.</b> {@link #forCall} is asked, on the caller's thread, for the
 * listener of each new call; return a fresh object there to keep state that lives as long as
 * one call (a span, a timer sample, the caller's trace context). For one call, events arrive
 * in order, one at a time.
 *
 * <p><b>Failure rule:</b> a listener that throws anything, {@code Error}s included, never
 * breaks a call: what it threw is logged once at DEBUG and the call goes on, with the same
 * result and outcome. The one exception is a {@link VirtualMachineError} (such as
 * {@link OutOfMemoryError}): the JVM is in trouble, so the SDK ends the call where it is (an
 * asynchronous call's future completes with the call's exception, outcome and key, and the
 * shared pool is let go of) and then lets the error go on up, to the caller of a blocking call
 * (the call's exception attached as suppressed) or to the SDK thread's uncaught-exception
 * handler.
 *
 * <p><b>Threads.</b> Listeners must be thread-safe and quick: they run on the thread doing the
 * call's work at that moment, never under a lock of the SDK's and never on its scheduler
 * thread. That is the caller's thread for blocking calls and for the start (and first
 * attempt) of asynchronous ones; for the rest of an asynchronous call, OkHttp's dispatcher
 * thread that got the answer, or a thread of the SDK's async pool ({@code service-sdk-async-N})
 * for a retry's start and for a call stopped at its deadline. A slow listener delays only its
 * own call (and holds that thread).
 */
public interface CallListener {

  /** A listener that does nothing: the default. */
  CallListener NONE = new CallListener() {};

  /**
   * Returns the listener for one call; asked once per call, on the caller's thread, before
   * {@link #callStarted}. By default the listener itself serves every call.
   *
   * @param call the call about to start
   * @return the listener told of this call's events
   */
  default CallListener forCall(Call call) {
    return this;
  }

  /**
   * A call is about to send its first attempt.
   *
   * @param call the call
   */
  default void callStarted(Call call) {}

  /**
   * An attempt is about to be sent: its request is not yet signed. {@code headers} takes
   * headers to send with this attempt only, such as a W3C {@code traceparent}; they are not
   * part of the signature.
   *
   * @param call the call
   * @param attempt the attempt's number, from 1
   * @param headers where to put headers for this attempt
   */
  default void attemptStarting(Call call, int attempt, AttemptHeaders headers) {}

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
   * Headers a listener adds to one attempt, for trace context and the like. The SDK's own
   * headers (authentication, signature, idempotency key, content, user agent) cannot be set
   * or replaced here.
   */
  interface AttemptHeaders {
    /**
     * Sends {@code name: value} with this attempt, replacing a value put before under the
     * same name.
     *
     * @param name the header's name, an HTTP token
     * @param value the header's value: printable ASCII, at most 4,096 characters
     * @throws NullPointerException if {@code name} or {@code value} is null
     * @throws IllegalArgumentException if the name is not a token or is one the SDK sets,
     *     or the value is not printable ASCII or too long
     */
    void put(String name, String value);
  }

  /** The spec's three families of operations (section 1), each with its own client. */
  enum Family {
    /** Plugin-signed operations: {@code PluginClient}. */
    PLUGIN("plugin"),
    /** Merchant HMAC operations: {@code MerchantClient}. */
    MERCHANT("merchant"),
    /** Operations without credentials: {@code PublicClient}. */
    PUBLIC("public");

    private final String tag;

    Family(String tag) {
      this.tag = tag;
    }

    /**
     * Returns the family's name as metric tags and span attributes carry it.
     *
     * @return {@code "plugin"}, {@code "merchant"} or {@code "public"}
     */
    public String tag() {
      return tag;
    }
  }

  /**
   * One call of an operation.
   *
   * @param operation the operation, named as the SDK's method: {@code "refunds.create"}
   * @param family the family of the operation, which is the client's
   * @param method the HTTP method
   * @param pathTemplate the path with identifiers as names: {@code "/payments/{paymentId}/status"}
   * @param url the URL the call goes to (scheme, host, port, encoded path and query): it holds
   *     the resource's id, so keep it out of metric tags
   * @param host the service's host
   * @param port the service's port, the scheme's default one included
   * @param idempotencyKey the key the call carries, or null
   */
  record Call(String operation, Family family, String method, String pathTemplate, String url, String host, int port,
      @Nullable IdempotencyKey idempotencyKey) {

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
   * @param failure what went wrong without an answer (or while reading it), or null: the
   *     transport's I/O exception, never holding a body, nor an exception of the application's
   *     own code (that stays with the caller's exception)
   * @param sent whether the request reached a connection
   * @param duration how long the attempt took
   * @param requestId the request id the service's answer carried, or null
   */
  record Attempt(int number, int statusCode, @Nullable Throwable failure, boolean sent, Duration duration,
      @Nullable String requestId) {}

  /**
   * A retry about to wait.
   *
   * @param afterAttempt the number of the attempt that failed
   * @param delay how long the SDK waits before the next attempt
   * @param reason why it retries, such as {@code "HTTP 503"} or {@code "no answer"}
   */
  record Retry(int afterAttempt, Duration delay, String reason) {}

  /**
   * How a call ended. The exception itself is the caller's: it may hold the answer's body.
   *
   * @param attempts how many attempts it made
   * @param duration how long the whole call took
   * @param statusCode the last answer's status, or 0 when none came
   * @param outcome null when the call succeeded; otherwise what it may have done at the service
   * @param errorType null when the call succeeded; otherwise the type of the exception the
   *     caller gets, such as {@code ServerException}
   * @param requestId the request id of the last answer that carried one, or null
   */
  record End(int attempts, Duration duration, int statusCode, @Nullable Outcome outcome,
      @Nullable Class<? extends ServiceException> errorType, @Nullable String requestId) {

    /**
     * Returns true when the call returned a result.
     *
     * @return whether it succeeded
     */
    public boolean succeeded() {
      return errorType == null;
    }
  }
}
