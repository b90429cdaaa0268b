package com.service.sdk.core.internal;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ServiceException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import okhttp3.HttpUrl;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The state of one call while it runs: its request, deadline and retry budget, the
 * attempts so far, and the listener's view of it. The transport's loop asks it what to do
 * after each attempt ({@link #afterAttempt}); how the attempt is sent and how the wait
 * happens are the loop's business, so the same rules serve every way of running a call.
 *
 * <p>The call's own listener ({@link CallListener#forCall}, asked once) is told of the call's
 * start, each attempt as it starts and as it ends, each retry and the end, in that order; a
 * listener that throws is logged at DEBUG and otherwise ignored ({@link UserCode}). An
 * exchange is not thread-safe: one thread at a time works on it, and never under a lock.
 */
final class Exchange {
  private static final Logger LOG = LoggerFactory.getLogger(HttpTransport.class);

  final ApiRequest request;
  final HttpUrl url;
  final CallHistory history;
  private final TransportSettings settings;
  private final RetryPolicy policy;
  private final int maxRetries;
  private final long started;
  private final long deadline;
  private final Duration callTimeout;
  /** What the listener is told of the call; null exactly when nobody listens to this call. */
  private final CallListener.@Nullable Call event;
  /** The listener of this call ({@link CallListener#forCall}), {@link CallListener#NONE} when none. */
  private final CallListener listener;
  /** Set when the call's end is decided: the listener is told of it, or is being told. */
  private boolean ended;
  /** The exception the call ended with; null while it runs, or when it succeeded. */
  private @Nullable ServiceException endedWith;
  /** Set once {@link #stopped} has run, so that the call is stopped only once. */
  private boolean stopped;

  Exchange(TransportSettings settings, RetryPolicy policy, ApiRequest request, PreparedUrls urls,
      RequestOptions options, CallListener.Family family) {
    Operation.checkKey(request, options);
    this.settings = settings;
    this.policy = policy;
    this.request = request;
    this.url = urls.of(request);
    this.history = new CallHistory(request.method(), url, request.idempotencyKey());
    this.maxRetries = options.maxRetries().orElse(settings.maxRetries());
    this.callTimeout = options.timeout().orElse(settings.callTimeout());
    this.started = System.nanoTime();
    this.deadline = started + callTimeout.toNanos();
    CallListener configured = settings.listener();
    CallListener.Call made = configured == CallListener.NONE ? null : new CallListener.Call(request.operation(),
        family, request.method(), request.pathTemplate(), url.toString(), url.host(), url.port(),
        request.idempotencyKey());
    CallListener own = made == null ? null : UserCode.ask("forCall", configured, () -> configured.forCall(made));
    this.listener = own == null ? CallListener.NONE : own;
    this.event = listener == CallListener.NONE ? null : made;
    CallListener.Call call = event;
    if (call != null) {
      UserCode.listener("callStarted", listener, () -> listener.callStarted(call));
    }
  }

  /**
   * Tells the listener that attempt {@code number} is about to go, and returns the headers it
   * adds to that attempt (none when it has none, or throws).
   */
  Map<String, String> attemptStarting(int number) {
    CallListener.Call call = event;
    if (call == null) {
      return Map.of();
    }
    ListenerHeaders headers = new ListenerHeaders();
    Boolean told = UserCode.ask("attemptStarting", listener, () -> {
      listener.attemptStarting(call, number, headers);
      return Boolean.TRUE;
    });
    return told == null ? Map.of() : headers.asMap(); // a listener that threw adds nothing
  }

  /** Returns the number the next attempt gets. */
  int nextNumber() {
    return history.size() + 1;
  }

  /** Returns the time left until the call's deadline; zero or less when it has passed. */
  long nanosLeft() {
    return deadline - System.nanoTime();
  }

  /** Returns the failure of an attempt that could not start, or was stopped, because the deadline passed. */
  IOException deadlinePassed() {
    return new InterruptedIOException("call deadline of " + callTimeout + " passed");
  }

  /** Returns what a call that ended at its deadline says, for the exception's message. */
  String deadlineNote() {
    return "the call deadline of " + callTimeout + " passed";
  }

  /**
   * Records an attempt and decides what comes next.
   *
   * @return null when the call ends here (it succeeded, or it fails with {@link #failed}); otherwise
   *     the wait before the next attempt
   */
  @Nullable Duration afterAttempt(Attempt attempt) {
    record(attempt);
    if (succeeded() || RetryPolicy.interrupted(attempt.failure())) {
      return null;
    }
    Duration wait = policy.nextWait(attempt, request.idempotent(), nanosLeft(), maxRetries);
    if (wait != null) {
      if (LOG.isDebugEnabled()) {
        LOG.debug("{} retrying in {} ms (attempt {} failed)", history.target(), wait.toMillis(), attempt.number());
      }
      CallListener.Call call = event;
      if (call != null) {
        UserCode.listener("retryScheduled", listener, () -> listener.retryScheduled(call,
            new CallListener.Retry(attempt.number(), wait, RetryPolicy.reason(attempt))));
      }
    }
    return wait;
  }

  /** Records an attempt without deciding anything: for one that a cancellation cut short. */
  void record(Attempt attempt) {
    history.add(attempt);
    log(attempt);
    CallListener.Call call = event;
    if (call != null) {
      UserCode.listener("attemptFinished", listener, () -> listener.attemptFinished(call, new CallListener.Attempt(
          attempt.number(), attempt.status(), forListener(attempt.failure()), attempt.sent(),
          Duration.ofNanos(attempt.nanos()), attempt.requestId())));
    }
  }

  /**
   * The attempt's failure as a listener may see it: the transport's own exception, without an
   * exception of the application's code (a credentials provider's may quote its secrets
   * manager's answer); the caller's exception keeps that as its cause.
   */
  private static @Nullable Throwable forListener(@Nullable IOException failure) {
    return failure instanceof UserCode.Failure own ? own.withoutCause() : failure;
  }

  /** Returns true when the last attempt got a 2xx answer that the SDK reads. */
  boolean succeeded() {
    Attempt last = history.last();
    return last.succeeded() && !last.tooLarge();
  }

  /**
   * Decodes the successful answer; a decoding failure ends the call with that exception. A call
   * whose answer decoded ends with {@link #endSucceeded()}, once the value is safe with the
   * caller's side of the transport.
   */
  <T> T decode(Function<ApiResponse, T> decoder) {
    ApiResponse answer = new ApiResponse(history);
    try {
      return decoder.apply(answer);
    } catch (ServiceException e) {
      throw finished(e);
    } catch (RuntimeException e) { // a result record refused what the answer held
      throw finished(ResponseDecoder.undecodable(answer, e));
    }
  }

  /** Ends a call whose answer decoded: tells the listener. */
  void endSucceeded() {
    end(null);
  }

  /**
   * Ends the call without success.
   *
   * @param note what ended the call early, such as an interrupt, or null
   * @return the exception to throw
   */
  ServiceException failed(@Nullable String note) {
    return finished(ServiceErrors.forFailedCall(history, note));
  }

  /**
   * Ends the call early because {@code cause} went through the SDK's own steps: a bug, or a
   * {@link VirtualMachineError} from the application's code ({@link UserCode}). Records
   * {@code underWay}, the attempt that was in progress, if any (the first attempt, as not sent,
   * when none was ever made), and returns the call's exception. When the call had already
   * ended, returns what it ended with (null for a success); when it was already stopped, null.
   *
   * @param note what stopped the call, for the exception's message
   */
  @Nullable ServiceException stopped(Throwable cause, @Nullable Attempt underWay, @Nullable String note) {
    if (stopped) {
      return null;
    }
    stopped = true;
    if (ended) {
      return endedWith;
    }
    ServiceException failure;
    try {
      if (underWay != null) {
        record(underWay);
      } else if (history.size() == 0) {
        record(Attempt.unanswered(1, false, cutShort(cause), 0));
      }
      failure = history.last().succeeded() // answered, not yet read as the service's: a write may have taken effect
          ? finished(ResponseDecoder.unread(new ApiResponse(history), note))
          : failed(note);
    } catch (VirtualMachineError again) { // a listener in the same trouble: the exception, untold
      ended = true;
      failure = ServiceErrors.forFailedCall(history, note);
      failure.addSuppressed(again);
    }
    return failure;
  }

  /**
   * Returns the failure of an attempt that {@code cause} cut short; without it as its cause,
   * since the call's exception carries it already (suppressed, or suppressing).
   */
  static IOException cutShort(Throwable cause) {
    return new IOException("stopped by " + cause.getClass().getName());
  }

  private ServiceException finished(ServiceException failure) {
    end(failure);
    return failure;
  }

  /** The call's end is decided: with {@code failure}, or a success when null. Tells the listener. */
  private void end(@Nullable ServiceException failure) {
    ended = true;
    endedWith = failure;
    CallListener.Call call = event;
    if (call == null) {
      return;
    }
    Attempt last = history.last();
    CallListener.End end = new CallListener.End(history.size(), Duration.ofNanos(System.nanoTime() - started),
        last.status(), failure == null ? null : failure.outcome(), failure == null ? null : failure.getClass(),
        history.requestId());
    UserCode.listener("callFinished", listener, () -> listener.callFinished(call, end));
  }

  private void log(Attempt attempt) {
    if (!LOG.isDebugEnabled()) {
      return;
    }
    String key = history.idempotencyKey() == null ? "" : ", idempotency key " + history.idempotencyKey();
    String requestId = attempt.requestId() == null ? "" : ", request id " + attempt.requestId();
    LOG.debug("{} -> {} in {} ms (attempt {}/{}{}{})", history.target(), attempt.describe(),
        TimeUnit.NANOSECONDS.toMillis(attempt.nanos()), attempt.number(), maxRetries + 1, key, requestId);
    if (attempt.answered() && LOG.isTraceEnabled()) {
      LOG.trace("{} response body: {}", history.target(), LogRedactor.redact(attempt.body()));
    }
  }
}
