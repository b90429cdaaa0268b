package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.AuthenticationException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.core.ServerException;
import com.service.sdk.core.ServiceException;
import java.io.InterruptedIOException;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * The service's health as the application's own calls found it: a listener on every client the
 * starter builds, read by the health indicator. A health probe never calls the service (a probe
 * every few seconds from every instance would be load, and would say nothing a real call does
 * not).
 *
 * <p>The decision: UNKNOWN until a call has ended; the outage status ({@value #SERVICE_DOWN}
 * unless the application chose another) when the last {@value #THRESHOLD} calls in a row failed
 * in a way that says the service cannot be used from here (no answer, a 5xx, an answer that is
 * not the service's, or refused credentials); UP otherwise. A refusal of one request (400, 404,
 * 409, 429) is the service working and does not count. Nor does a call the application stopped
 * itself, which says nothing about the service: one it cancelled (on the wire, or waiting to
 * retry) or whose thread it interrupted. The details say when the last call ended and what the
 * last failure was; the state does not age, so an idle application keeps its last word (look at
 * {@code lastCallAt}).
 */
final class CallHealth implements CallListener {
  static final int THRESHOLD = 3;
  /** The outage status by default: one no aggregate status counts (see the auto-configuration). */
  static final String SERVICE_DOWN = "SERVICE_DOWN";
  private static final Set<Class<? extends ServiceException>> UNUSABLE = Set.of(ApiConnectionException.class,
      ServerException.class, ResponseDecodingException.class, AuthenticationException.class);

  private final Clock clock;
  private final String outageStatus;
  private final AtomicReference<State> state = new AtomicReference<>(State.NONE);

  CallHealth(Clock clock, String outageStatus) {
    this.clock = clock;
    this.outageStatus = outageStatus;
  }

  /** What the indicator reports: a status code Boot knows and the details to show. */
  record Report(String status, Map<String, Object> details) {}

  private record State(@Nullable Instant lastCallAt, @Nullable Instant lastSuccessAt, int failuresInARow,
      @Nullable String lastFailure, @Nullable Instant lastFailureAt) {
    static final State NONE = new State(null, null, 0, null, null);
  }

  /** Follows each call on its own, to tell a call the application stopped from one the service failed. */
  @Override
  public CallListener forCall(Call call) {
    return new OneCall();
  }

  private void count(Call call, End end) {
    Instant now = clock.instant();
    Class<?> errorType = end.errorType(); // null when the call succeeded
    if (errorType == null || !UNUSABLE.contains(errorType)) {
      state.updateAndGet(s -> new State(now, end.succeeded() ? now : s.lastSuccessAt(), 0, s.lastFailure(),
          s.lastFailureAt()));
      return;
    }
    String failure = call.operation() + ": " + errorType.getSimpleName()
        + (end.statusCode() > 0 ? " (HTTP " + end.statusCode() + ")" : "") + ", outcome " + end.outcome();
    state.updateAndGet(s -> new State(now, s.lastSuccessAt(), s.failuresInARow() + 1, failure, now));
  }

  Report report() {
    State s = Objects.requireNonNull(state.get()); // never null: it starts as State.NONE
    Map<String, Object> details = new LinkedHashMap<>();
    Instant lastCallAt = s.lastCallAt();
    if (lastCallAt == null) {
      details.put("calls", "none ended yet");
      return new Report("UNKNOWN", details);
    }
    details.put("lastCallAt", lastCallAt.toString());
    Instant lastSuccessAt = s.lastSuccessAt();
    if (lastSuccessAt != null) {
      details.put("lastSuccessAt", lastSuccessAt.toString());
    }
    details.put("failuresInARow", s.failuresInARow());
    String lastFailure = s.lastFailure();
    Instant lastFailureAt = s.lastFailureAt();
    if (lastFailure != null && lastFailureAt != null) { // set together
      details.put("lastFailure", lastFailure);
      details.put("lastFailureAt", lastFailureAt.toString());
    }
    return new Report(s.failuresInARow() >= THRESHOLD ? outageStatus : "UP", details);
  }

  /**
   * One call's events, in order. A call the application stopped ends in one of three ways, each
   * seen here: its last attempt was cut short by the cancel or an interrupt (the SDK reports an
   * {@link InterruptedIOException} caused by a {@link CancellationException} or an
   * {@link InterruptedException}); it ended while a retry was waiting (a cancel, or an interrupt
   * of the blocking caller's sleep: the deadline never falls inside a wait, since the SDK does not
   * wait past it); or it ended on a blocking caller's thread that is interrupted. A call that ends
   * once its retry was due was not stopped while it waited: its deadline passed as the next attempt
   * came (the SDK records that attempt unstarted, or ends the call before a late scheduler runs it).
   */
  private final class OneCall implements CallListener {
    private volatile boolean lastAttemptCutShort;
    private volatile boolean waitingToRetry;
    /** When the retry waited for is due, in {@link System#nanoTime()}. */
    private volatile long retryDueAt;

    @Override
    public void attemptStarting(Call call, int attempt, AttemptHeaders headers) {
      waitingToRetry = false;
    }

    @Override
    public void attemptFinished(Call call, Attempt attempt) {
      Throwable failure = attempt.failure();
      lastAttemptCutShort = failure instanceof InterruptedIOException
          && (failure.getCause() instanceof CancellationException || failure.getCause() instanceof InterruptedException);
    }

    @Override
    public void retryScheduled(Call call, Retry retry) {
      retryDueAt = System.nanoTime() + retry.delay().toNanos();
      waitingToRetry = true;
    }

    @Override
    public void callFinished(Call call, End end) {
      boolean stoppedWhileWaiting = waitingToRetry && System.nanoTime() - retryDueAt < 0;
      boolean stoppedByTheApplication = lastAttemptCutShort || stoppedWhileWaiting
          || Thread.currentThread().isInterrupted();
      if (end.succeeded() || !stoppedByTheApplication) {
        count(call, end);
      }
    }
  }
}
