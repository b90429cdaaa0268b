package com.service.sdk.core.internal;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Future;
import okhttp3.Call;
import org.jspecify.annotations.Nullable;

/**
 * Who holds one asynchronous call at a moment ({@link AsyncCall}): a thread of ours that works
 * on it (the owner, the only one that touches its exchange and runs the application's code),
 * OkHttp (its attempt is queued or on the wire), the scheduler (its retry waits), or nobody
 * (it is done). Its lock guards nothing but these hand-overs, and no code runs under it.
 *
 * <p>A stop (a cancel, the deadline) takes a call that OkHttp or the scheduler holds: the
 * stopper then ends it. A call that a thread owns is only asked to stop: the owner ends it at
 * its next hand-over, which returns the stop instead of handing the call on.
 */
final class CallHold {
  private enum Holder { OWNER, OKHTTP, SCHEDULER, NOBODY }

  /** Why a call is stopped from outside its steps. */
  enum Stop {
    CANCELLED, DEADLINE;

    /** Returns what the call's exception says of the stop. */
    String note(Exchange exchange) {
      return this == CANCELLED ? "cancelled by the caller" : exchange.deadlineNote();
    }

    /** Returns the failure of an attempt that the stop cut short. */
    IOException failure(Exchange exchange) {
      if (this == DEADLINE) {
        return exchange.deadlinePassed();
      }
      InterruptedIOException cancelled = new InterruptedIOException("cancelled while the attempt was under way");
      cancelled.initCause(new CancellationException("cancelled by the caller"));
      return cancelled;
    }
  }

  /**
   * What a stopper took: the attempt OkHttp held or the retry that waited, for the stopper to
   * {@linkplain #cancel(Taken) cancel} (after which the attempt's marker says for good whether
   * it reached a connection) and then end.
   */
  record Taken(@Nullable Call call, Wire.@Nullable SentMarker marker, @Nullable Future<?> pending) {
    /** Returns the marker of the attempt OkHttp held (set with its call), or null when none was under way. */
    Wire.@Nullable SentMarker attemptUnderWay() {
      return call == null ? null : marker;
    }
  }

  /** Says that the owner ends the call, having been asked to. */
  static final Taken OWNER_ENDS = new Taken(null, null, null);

  private final Object lock = new Object();
  private Holder holder = Holder.OWNER; // the caller, who starts the call
  private @Nullable Stop stop;
  private @Nullable Call inFlight;
  private Wire.@Nullable SentMarker marker;
  private @Nullable Future<?> waiting;

  /**
   * The owner hands an attempt to OkHttp; returns the stop asked for meanwhile instead, and
   * then keeps the call.
   */
  @Nullable Stop toOkHttp(Call call, Wire.SentMarker sent) {
    synchronized (lock) {
      if (stop == null) {
        holder = Holder.OKHTTP;
        inFlight = call;
        marker = sent;
      }
      return stop;
    }
  }

  /**
   * OkHttp is done with {@code call}: returns its marker when the call was OkHttp's to give
   * back, and this thread now owns it; null when a stop took it.
   */
  Wire.@Nullable SentMarker fromOkHttp(Call call) {
    synchronized (lock) {
      if (holder != Holder.OKHTTP || call != inFlight) {
        return null;
      }
      holder = Holder.OWNER; // inFlight stays until the answer is read: a stop cuts it short
      return marker;
    }
  }

  /** The owner has read the attempt's answer: nothing is left to cut short. Returns the stop asked for, if any. */
  @Nullable Stop answerRead() {
    synchronized (lock) {
      inFlight = null;
      return stop;
    }
  }

  /** The owner leaves the call to a retry's wait; returns the stop asked for meanwhile instead. */
  @Nullable Stop toScheduler() {
    synchronized (lock) {
      if (stop == null) {
        holder = Holder.SCHEDULER;
      }
      return stop;
    }
  }

  /**
   * Keeps the handle of the retry scheduled, for a stop to cancel; cancels it at once when a
   * stop took the call while it was being scheduled (when the retry already started, that
   * changes nothing).
   */
  void scheduled(Future<?> retry) {
    synchronized (lock) {
      if (holder == Holder.SCHEDULER) {
        waiting = retry;
        return;
      }
    }
    retry.cancel(false);
  }

  /** The retry could not be scheduled: the owner takes the call back; false when a stop took it. */
  boolean reclaim() {
    synchronized (lock) {
      if (holder != Holder.SCHEDULER) {
        return false;
      }
      holder = Holder.OWNER;
      return true;
    }
  }

  /** Returns true while the call waits for its retry. */
  boolean waiting() {
    synchronized (lock) {
      return holder == Holder.SCHEDULER;
    }
  }

  /** The retry's wait is over: this thread owns the call; false when a stop took it. */
  boolean fromScheduler() {
    synchronized (lock) {
      if (holder != Holder.SCHEDULER) {
        return false;
      }
      holder = Holder.OWNER;
      waiting = null;
      return true;
    }
  }

  /**
   * Stops the call for {@code reason}: returns what the stopper must cancel and end, the
   * stopper now being the only one working on the call; {@link #OWNER_ENDS} when a thread owns
   * the call (an answer being read is cut short); null when the call is over or already
   * stopping.
   */
  @Nullable Taken takeOver(Stop reason, boolean completed) {
    Taken taken;
    Call owned = null;
    synchronized (lock) {
      if (holder == Holder.NOBODY || stop != null || completed) {
        return null;
      }
      if (holder == Holder.OWNER) {
        stop = reason;
        owned = inFlight;
        taken = OWNER_ENDS;
      } else {
        taken = new Taken(inFlight, marker, waiting);
        done();
      }
    }
    if (owned != null) {
      cancel(owned);
    }
    return taken;
  }

  /**
   * A step broke: nobody holds the call any more. Returns what was under way (cancelled), for
   * the call's outcome.
   */
  Taken breakDown() {
    Taken taken;
    synchronized (lock) {
      taken = new Taken(inFlight, marker, waiting);
      done();
    }
    cancel(taken);
    return taken;
  }

  private void done() {
    holder = Holder.NOBODY;
    inFlight = null;
    waiting = null;
  }

  /** Cancels what a stopper took: the OkHttp call first, so that nothing more can leave; then its marker is read. */
  static void cancel(Taken taken) {
    Call call = taken.call();
    if (call != null) {
      cancel(call);
    }
    Future<?> pending = taken.pending();
    if (pending != null) {
      pending.cancel(false);
    }
  }

  /**
   * Cancels an attempt's OkHttp call, which closes its socket: the application's code when it
   * set a socket factory, and what that throws must not keep the stopper from ending the call
   * ({@link UserCode}).
   */
  private static void cancel(Call call) {
    try {
      call.cancel();
    } catch (Throwable e) {
      UserCode.contain(e, "closing the socket of an attempt being cancelled threw");
    }
  }
}
