package com.service.sdk.core.internal;

import com.service.sdk.core.ServiceException;
import com.service.sdk.core.internal.CallHold.Stop;
import com.service.sdk.core.internal.CallHold.Taken;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.Request;
import okhttp3.Response;
import org.jspecify.annotations.Nullable;

/**
 * One asynchronous call: the same {@link Exchange} as a synchronous one decides after each
 * attempt; OkHttp's {@code enqueue} sends the attempts, and the transport's
 * {@link TransportSettings.Sleeper#schedule scheduler} waits between them, so no thread is
 * held while a retry waits.
 *
 * <p><b>Who works on the call.</b> One thread at a time owns the call and works on its
 * exchange: the caller's for the first attempt, OkHttp's for each answer, a thread of the
 * SDK's async pool for each retry. Only the owner runs the application's code (listener
 * events, the credentials provider), and never under a lock: {@link CallHold}'s guards
 * nothing but the hand-overs, to OkHttp while an attempt is queued or on the wire, to the
 * scheduler while a retry waits. The scheduler's thread never runs the application's code: a
 * retry whose wait is over is handed to the async pool, where the {@link DeadlineWatch} also
 * ends a call whose deadline passed.
 *
 * <p><b>Stopping.</b> A cancel or the call's deadline (watched from the moment the caller
 * called, so the time an attempt waits in OkHttp's queue counts) stops the call. While OkHttp
 * or the scheduler holds it, the stopper takes it over at once: the OkHttp call is cancelled
 * first, so nothing more can leave, and only then is it read whether the attempt had reached
 * a connection, so that a stopped write is never reported as not sent when it was (an attempt
 * still in OkHttp's queue never reached one: {@code NOT_SENT}). While a thread owns it, the
 * stop is left for the owner, who ends the call at its next step.
 *
 * <p>The future it returns completes on the caller's executor, never on OkHttp's I/O threads
 * (unless the caller's executor runs tasks where it is called). Whatever happens, and
 * whatever the application's code throws, the future completes exactly once and the transport
 * is told the call ended (a closed client's pool is released only when its last asynchronous
 * call has ended).
 */
final class AsyncCall<T> implements Callback {
  private final HttpTransport transport;
  private final Exchange exchange;
  private final Function<ApiResponse, T> decoder;
  private final Executor executor;
  private final Result result = new Result();
  private final CallHold hold = new CallHold();
  private final AtomicBoolean completed = new AtomicBoolean();
  private volatile DeadlineWatch.@Nullable Watch deadline;

  AsyncCall(HttpTransport transport, Exchange exchange, Function<ApiResponse, T> decoder, Executor executor) {
    this.transport = transport;
    this.exchange = exchange;
    this.decoder = decoder;
    this.executor = executor;
  }

  CompletableFuture<T> start() {
    try {
      deadline = DeadlineWatch.shared().watch(System.nanoTime() + exchange.nanosLeft(), () -> stop(Stop.DEADLINE));
    } catch (Throwable e) { // no thread for the watcher: the call never starts, and no longer counts as running
      transport.ended();
      throw e;
    }
    guarded(this::attempt);
    return result;
  }

  /** Signs and sends the next attempt; the owner's step. */
  private void attempt() {
    int number = exchange.nextNumber();
    long started = System.nanoTime();
    if (exchange.nanosLeft() <= 0) {
      ended(Attempt.unanswered(number, false, exchange.deadlinePassed(), 0));
      return;
    }
    Wire.SentMarker sent = new Wire.SentMarker(started);
    Request signed;
    try {
      signed = transport.signed(exchange, number, sent);
    } catch (Throwable e) { // the credentials provider's, whatever it is
      UserCode.rethrowIfFatal(e);
      ended(Attempt.unanswered(number, false, UserCode.unsigned(e), System.nanoTime() - started));
      return;
    }
    Call call = transport.newCall(signed);
    Stop stopped = hold.toOkHttp(call, sent);
    if (stopped != null) { // asked for while the attempt was being signed: it never left
      end(stopped, Attempt.unanswered(number, false, stopped.failure(exchange), System.nanoTime() - started));
      return;
    }
    call.enqueue(this);
  }

  @Override
  public void onFailure(Call call, IOException e) {
    guarded(() -> answered(call, e));
  }

  @Override
  public void onResponse(Call call, Response response) {
    guarded(() -> answered(call, response));
  }

  /** OkHttp got no answer for {@code call}: take the call back, unless it no longer counts. */
  private void answered(Call call, IOException failure) {
    Wire.SentMarker sent = hold.fromOkHttp(call);
    if (sent != null) { // else taken over by a stop
      int number = exchange.nextNumber();
      long nanos = System.nanoTime() - sent.started;
      ended(Attempt.unanswered(number, sent.sent, UserCode.asTheBlockingFaceHasIt(failure), nanos));
    }
  }

  /** OkHttp got {@code response} for {@code call}: take the call back, unless it no longer counts. */
  private void answered(Call call, Response response) {
    Wire.SentMarker sent = hold.fromOkHttp(call);
    if (sent == null) { // taken over by a stop: its answer is nobody's
      response.close();
      return;
    }
    ended(Wire.answered(exchange.nextNumber(), sent, response, sent.started));
  }

  /** An attempt ended: decide, then retry later or complete. The owner's step. */
  private void ended(Attempt attempt) {
    Stop stopped = hold.answerRead();
    if (stopped != null) {
      end(stopped, attempt);
      return;
    }
    Duration wait = exchange.afterAttempt(attempt);
    if (exchange.succeeded()) {
      succeed();
      return;
    }
    if (wait == null) {
      fail(exchange.failed(null));
      return;
    }
    stopped = hold.toScheduler();
    if (stopped != null) {
      end(stopped, null);
      return;
    }
    Future<?> retry;
    try {
      retry = transport.sleeper().schedule(wait, this::retryDue);
    } catch (RuntimeException e) {
      if (!hold.reclaim()) {
        return; // a stop took the call meanwhile and ends it
      }
      if (e instanceof RejectedExecutionException) {
        fail(exchange.failed("the retry could not be scheduled: the SDK is shutting down"));
        return;
      }
      throw e;
    }
    hold.scheduled(retry);
  }

  /** The scheduler's thread: the wait is over; the attempt is signed on the async pool. */
  private void retryDue() {
    if (hold.waiting()) {
      handOff(() -> {
        if (hold.fromScheduler()) {
          guarded(this::attempt);
        }
      });
    }
  }

  /**
   * Cancels the attempt on the wire or the retry waiting, and ends the call here (the caller's
   * thread for a cancel, the async pool for the deadline); when a thread is working on the call
   * at that moment, asks it to end the call at its next step. Returns false when the call was
   * over or already stopping.
   */
  private boolean stop(Stop reason) {
    Taken taken = hold.takeOver(reason, completed.get());
    if (taken != null && taken != CallHold.OWNER_ENDS) {
      guarded(() -> {
        CallHold.cancel(taken);
        endTaken(reason, taken);
      });
    }
    return taken != null;
  }

  /** Ends a call that a stop took over, telling the listener; on the stopper's thread or the async pool. */
  private void endTaken(Stop reason, Taken taken) {
    Wire.SentMarker cut = taken.attemptUnderWay();
    if (cut != null) {
      exchange.record(Attempt.unanswered(exchange.nextNumber(), cut.sent, reason.failure(exchange),
          System.nanoTime() - cut.started));
    }
    // A deadline that cut an attempt short is said by that attempt's failure already.
    String note = reason == Stop.DEADLINE && cut != null ? null : reason.note(exchange);
    ServiceException failure = exchange.failed(note);
    finish(() -> result.completeFailure(failure), reason == Stop.CANCELLED);
  }

  /** The owner ends the call for a stop asked of it, after {@code cut}, the attempt it cut short. */
  private void end(Stop reason, @Nullable Attempt cut) {
    if (cut != null) {
      exchange.record(cut);
    }
    fail(exchange.failed(reason.note(exchange)));
  }

  private void succeed() {
    T value;
    try {
      value = exchange.decode(decoder);
    } catch (ServiceException e) {
      fail(e);
      return;
    }
    try {
      exchange.endSucceeded();
    } finally { // even when the listener threw what must go on up: the caller has its result
      finish(() -> result.completeValue(value), false);
    }
  }

  private void fail(RuntimeException failure) {
    finish(() -> result.completeFailure(failure), false);
  }

  /**
   * Runs one step; a step that throws (a bug, or a {@link VirtualMachineError} from the
   * application's code) ends the call instead of leaving the future to hang, with the call's
   * outcome; a {@code VirtualMachineError} then goes on up ({@link UserCode}).
   */
  private void guarded(Runnable step) {
    try {
      step.run();
    } catch (Throwable e) {
      try {
        stopBroken(e);
      } finally {
        UserCode.rethrowIfFatal(e);
      }
    }
  }

  private void stopBroken(Throwable e) {
    Taken underWay = hold.breakDown();
    if (completed.get()) {
      return; // the future has its answer already
    }
    String note = e instanceof VirtualMachineError fatal ? UserCode.stoppedBy(fatal)
        : "the call failed inside the SDK: " + e;
    Throwable failure;
    try {
      Wire.SentMarker sent = underWay.attemptUnderWay();
      Attempt cut = sent == null ? null : Attempt.unanswered(exchange.nextNumber(), sent.sent,
          Exchange.cutShort(e), System.nanoTime() - sent.started);
      failure = exchange.stopped(e, cut, note);
    } catch (RuntimeException unrecordable) { // the exchange itself is broken: the cause is all there is
      e.addSuppressed(unrecordable);
      failure = e;
    }
    if (failure != null) {
      if (failure != e) {
        failure.addSuppressed(e);
      }
      Throwable outcome = failure;
      finish(() -> result.completeFailure(outcome), false);
    }
  }

  /**
   * Tells the transport the call ended (the last call of a closed client releases the shared
   * pool), then completes the future once, on the caller's executor (or here, when
   * {@code direct}). Neither a release that throws nor an executor that refuses or throws
   * keeps the future from completing: it then completes here.
   */
  private void finish(Runnable completion, boolean direct) {
    if (!completed.compareAndSet(false, true)) {
      return;
    }
    DeadlineWatch.Watch watch = deadline;
    if (watch != null) {
      watch.close();
    }
    try {
      transport.ended();
    } finally { // even when the release broke: the caller has its result
      complete(completion, direct);
    }
  }

  private void complete(Runnable completion, boolean direct) {
    if (direct) {
      completion.run();
      return;
    }
    try {
      executor.execute(completion);
    } catch (Throwable e) { // shut down, or broken: complete anyway, here
      try {
        UserCode.contain(e, "the async executor {} did not take the future's completion", executor);
      } finally {
        completion.run();
      }
    }
  }

  /** Gives the application's code of this call to the SDK's async pool, off the scheduler's thread. */
  private static void handOff(Runnable task) {
    try {
      SharedHttp.asyncPool().execute(task);
    } catch (Throwable noThread) { // no thread could be started: better here than a call that never ends
      task.run();
    }
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
      return stop(Stop.CANCELLED);
    }

    void completeValue(T value) {
      super.complete(value);
    }

    void completeFailure(Throwable failure) {
      super.completeExceptionally(failure);
    }

    @Override
    public <U> CompletableFuture<U> newIncompleteFuture() {
      return new CompletableFuture<>();
    }
  }
}
