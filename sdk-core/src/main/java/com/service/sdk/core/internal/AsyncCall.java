package com.service.sdk.core.internal;

import com.service.sdk.core.ServiceException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.Response;

/**
 * One asynchronous call: the same {@link Exchange} as a synchronous one decides after each
 * attempt; OkHttp's {@code enqueue} sends the attempts, and the transport's
 * {@link TransportSettings.Sleeper#schedule scheduler} waits between them, so no thread is
 * held while a retry waits.
 *
 * <p>The future it returns completes on the caller's executor, never on OkHttp's I/O
 * threads (unless the caller's executor runs tasks where it is called). Cancelling it
 * cancels the attempt on the wire or the retry waiting to start, and completes it with an
 * {@link com.service.sdk.core.ApiConnectionException} whose outcome says honestly what the
 * call may have done: {@link com.service.sdk.core.Outcome#UNKNOWN} for a write that was
 * already sent.
 *
 * <p>Its steps never overlap (one attempt in flight or one retry waiting at a time); the
 * lock only orders a cancellation against them and is never held during I/O. Whatever
 * happens, the future completes exactly once, and the transport is told the call ended
 * (a closed client's pool is released only when its last asynchronous call has ended).
 */
final class AsyncCall<T> implements Callback {
  private final HttpTransport transport;
  private final Exchange exchange;
  private final Function<ApiResponse, T> decoder;
  private final Executor executor;
  private final Result result = new Result();
  private final Object lock = new Object();
  private final AtomicBoolean ended = new AtomicBoolean();

  private boolean done;
  private Call inFlight;
  private HttpTransport.SentMarker marker;
  private long attemptStarted;
  private Future<?> waiting;

  AsyncCall(HttpTransport transport, Exchange exchange, Function<ApiResponse, T> decoder, Executor executor) {
    this.transport = transport;
    this.exchange = exchange;
    this.decoder = decoder;
    this.executor = executor;
  }

  CompletableFuture<T> start() {
    guarded(this::attempt);
    return result;
  }

  /** Sends the next attempt, or ends the call when it cannot be sent. */
  private void attempt() {
    Call call = null;
    Attempt notSent = null;
    long started = System.nanoTime();
    synchronized (lock) {
      if (done) {
        return;
      }
      waiting = null;
      int number = exchange.nextNumber();
      long remaining = exchange.nanosLeft();
      if (remaining <= 0) {
        notSent = Attempt.unanswered(number, false, exchange.deadlinePassed(), 0);
      } else {
        HttpTransport.SentMarker sent = new HttpTransport.SentMarker();
        try {
          call = transport.newCall(transport.signed(exchange, number, sent), remaining);
          inFlight = call;
          marker = sent;
          attemptStarted = started;
        } catch (RuntimeException e) {
          notSent = Attempt.unanswered(number, false, HttpTransport.unsigned(e), System.nanoTime() - started);
        }
      }
    }
    if (notSent != null) {
      ended(notSent);
    } else {
      call.enqueue(this);
    }
  }

  @Override
  public void onFailure(Call call, IOException e) {
    guarded(() -> {
      Attempt attempt = attemptOf(call, e, null);
      if (attempt != null) {
        ended(attempt);
      }
    });
  }

  @Override
  public void onResponse(Call call, Response response) {
    guarded(() -> {
      Attempt attempt = attemptOf(call, null, response);
      if (attempt != null) {
        ended(attempt);
      }
    });
  }

  /** The attempt that {@code call} ended with, or null (the response closed) when it no longer counts. */
  private Attempt attemptOf(Call call, IOException failure, Response response) {
    HttpTransport.SentMarker sent;
    long started;
    int number;
    synchronized (lock) {
      if (done || call != inFlight) {
        if (response != null) {
          response.close();
        }
        return null;
      }
      sent = marker;
      started = attemptStarted;
      number = exchange.nextNumber();
    }
    return response == null ? Attempt.unanswered(number, sent.sent, failure, System.nanoTime() - started)
        : HttpTransport.answered(number, sent, response, started);
  }

  /** An attempt ended: decide, then retry later or complete. */
  private void ended(Attempt attempt) {
    boolean succeeded;
    ServiceException failure = null;
    synchronized (lock) {
      if (done) {
        return;
      }
      inFlight = null;
      Duration wait = exchange.afterAttempt(attempt);
      succeeded = exchange.succeeded();
      if (!succeeded && wait != null) {
        try {
          waiting = transport.sleeper().schedule(wait, () -> guarded(this::attempt));
          return;
        } catch (RejectedExecutionException closed) {
          done = true;
          failure = exchange.failed("the retry could not be scheduled: the SDK is shutting down");
        }
      } else {
        done = true;
        if (!succeeded) {
          failure = exchange.failed(null);
        }
      }
    }
    if (failure != null) {
      fail(failure);
      return;
    }
    T value;
    try {
      value = exchange.decode(decoder);
    } catch (RuntimeException e) { // a ServiceException, or a bug that must not leave the future hanging
      fail(e);
      return;
    }
    finish(() -> result.completeValue(value));
  }

  /**
   * Runs one step; a step that throws (a bug, or a caller's code failing in an unexpected
   * way) ends the call instead of leaving the future to hang, and still with the call's
   * outcome: an attempt handed to OkHttp counts as one that may have been sent.
   */
  private void guarded(Runnable step) {
    try {
      step.run();
    } catch (RuntimeException e) {
      RuntimeException failure = e;
      synchronized (lock) {
        if (!done) {
          done = true;
          try {
            IOException broken = new IOException("the call failed inside the SDK: " + e, e);
            if (inFlight != null) { // its request was handed to OkHttp: it may have been sent
              exchange.record(Attempt.unanswered(exchange.nextNumber(), true, broken, 0));
            } else if (exchange.nextNumber() == 1) { // nothing was ever sent
              exchange.record(Attempt.unanswered(1, false, broken, 0));
            }
            failure = exchange.failed("the call failed inside the SDK: " + e);
            failure.addSuppressed(e);
          } catch (RuntimeException unrecordable) {
            e.addSuppressed(unrecordable);
          }
        }
      }
      fail(failure);
    }
  }

  private void fail(RuntimeException failure) {
    finish(() -> result.completeFailure(failure));
  }

  /** Completes the future once, on the caller's executor, and tells the transport the call ended. */
  private void finish(Runnable completion) {
    if (!ended.compareAndSet(false, true)) {
      return;
    }
    transport.asyncEnded();
    try {
      executor.execute(completion);
    } catch (RejectedExecutionException e) {
      completion.run(); // the caller's executor was shut down: complete anyway, here
    }
  }

  /**
   * Cancels the attempt on the wire or the retry waiting. The OkHttp call is cancelled first,
   * so nothing more can leave; only then is it read whether the attempt had reached a
   * connection, so that a cancelled write is never reported as not sent when it was.
   */
  private boolean cancel() {
    Call call;
    Future<?> pending;
    HttpTransport.SentMarker sent;
    long started;
    synchronized (lock) {
      if (done) {
        return false;
      }
      done = true;
      call = inFlight;
      pending = waiting;
      sent = marker;
      started = attemptStarted;
    }
    if (call != null) {
      call.cancel();
    } else if (pending != null) {
      pending.cancel(false);
    }
    ServiceException failure;
    synchronized (lock) { // done is set: no other step touches the exchange any more
      if (call != null) {
        InterruptedIOException cancelled = new InterruptedIOException("cancelled while the attempt was in flight");
        cancelled.initCause(new CancellationException("cancelled by the caller"));
        exchange.record(Attempt.unanswered(exchange.nextNumber(), sent.sent, cancelled,
            System.nanoTime() - started));
      }
      failure = exchange.failed("cancelled by the caller");
    }
    if (ended.compareAndSet(false, true)) {
      transport.asyncEnded();
      result.completeFailure(failure);
    }
    return true;
  }

  /**
   * The future the caller gets. {@code cancel} stops the call and completes this future
   * with the call's {@link ServiceException} (so {@code isCancelled()} stays false and
   * {@code join()} throws a {@code CompletionException} around it), because a cancelled
   * write must still say whether it may have happened. Completing it any other way (such
   * as {@code orTimeout}) does not stop the call: use {@code RequestOptions.timeout}.
   */
  private final class Result extends CompletableFuture<T> {
    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      return AsyncCall.this.cancel();
    }

    void completeValue(T value) {
      super.complete(value);
    }

    void completeFailure(RuntimeException failure) {
      super.completeExceptionally(failure);
    }

    @Override
    public <U> CompletableFuture<U> newIncompleteFuture() {
      return new CompletableFuture<>();
    }
  }
}
