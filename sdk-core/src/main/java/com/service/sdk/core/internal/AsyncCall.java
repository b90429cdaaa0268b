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
 * lock only orders a cancellation against them and is never held during I/O.
 */
final class AsyncCall<T> implements Callback {
  private final HttpTransport transport;
  private final Exchange exchange;
  private final Function<ApiResponse, T> decoder;
  private final Executor executor;
  private final Result result = new Result();
  private final Object lock = new Object();

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
    attempt();
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
          call = transport.newCall(transport.signed(exchange.request, exchange.url, sent), remaining);
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
    HttpTransport.SentMarker sent;
    long started;
    int number;
    synchronized (lock) {
      if (done || call != inFlight) {
        return;
      }
      sent = marker;
      started = attemptStarted;
      number = exchange.nextNumber();
    }
    ended(Attempt.unanswered(number, sent.sent, e, System.nanoTime() - started));
  }

  @Override
  public void onResponse(Call call, Response response) {
    HttpTransport.SentMarker sent;
    long started;
    int number;
    synchronized (lock) {
      if (done || call != inFlight) {
        response.close();
        return;
      }
      sent = marker;
      started = attemptStarted;
      number = exchange.nextNumber();
    }
    ended(HttpTransport.answered(number, sent, response, started));
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
        waiting = transport.sleeper().schedule(wait, this::attempt);
        return;
      }
      done = true;
      if (!succeeded) {
        failure = exchange.failed(null);
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
    executorOrInline(() -> result.completeValue(value));
  }

  private void fail(RuntimeException failure) {
    executorOrInline(() -> result.completeFailure(failure));
  }

  private void executorOrInline(Runnable task) {
    try {
      executor.execute(task);
    } catch (RejectedExecutionException e) {
      task.run(); // the caller's executor was shut down: complete anyway, here
    }
  }

  /** Cancels the attempt on the wire or the retry waiting, recording what it may have done. */
  private boolean cancel() {
    Call call;
    ServiceException failure;
    synchronized (lock) {
      if (done) {
        return false;
      }
      done = true;
      call = inFlight;
      if (call != null) {
        InterruptedIOException cancelled = new InterruptedIOException("cancelled while the attempt was in flight");
        cancelled.initCause(new CancellationException("cancelled by the caller"));
        exchange.record(Attempt.unanswered(exchange.nextNumber(), marker.sent, cancelled,
            System.nanoTime() - attemptStarted));
      } else if (waiting != null) {
        waiting.cancel(false);
      }
      failure = exchange.failed("cancelled by the caller");
    }
    if (call != null) {
      call.cancel();
    }
    result.completeFailure(failure);
    return true;
  }

  /**
   * The future the caller gets. {@code cancel} stops the call and completes this future
   * with the call's {@link ServiceException} (so {@code isCancelled()} stays false and
   * {@code join()} throws a {@code CompletionException} around it), because a cancelled
   * write must still say whether it may have happened.
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
