package com.service.sdk.core.internal;

import java.util.concurrent.Executor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Ends calls whose deadline has passed. One daemon thread, {@code service-sdk-deadlines-N},
 * watches every deadline; when one passes it hands the expiry to an executor (the SDK's async
 * pool), where a blocking call's attempt is cancelled on the wire (what OkHttp's own call
 * timeout would do) and an asynchronous call is stopped. Cancelling closes the call's socket,
 * which is the application's code when it set a {@code socketFactory(..)}, and may take as
 * long as that socket likes: on the pool, one slow close holds up no other call's deadline.
 * The watcher thread itself never runs an expiry, unless no pool thread can be started.
 *
 * <p>Why not OkHttp's call timeout: it puts every call into okio's one process-wide timeout
 * queue, behind one lock that every socket read and write of every OkHttp client in the
 * process also takes, watched by okio's watchdog thread. Measured with interleaved forks,
 * this watch took 12 to 14 % off a blocking call's client work on one thread and 25 to 27 % at
 * eight (docs/performance.md).
 *
 * <p>A watch is linked into one of a few stripes picked by thread, under that stripe's own
 * lock, and unlinked when its call or attempt ends; the watcher thread sleeps until the
 * earliest deadline it knows of (a second at most) and is woken early only by a watch that
 * ends sooner, or when it was idle. With the same timeout on every call each new deadline is
 * later than the ones already watched, so a busy client wakes it about once a second, not once
 * per call. The watcher ends once it has seen no watch made or closed for a second (as the
 * SDK's other threads end when no client uses them), which is one to two seconds after the
 * last watch closed, since it looks at least once a second; the next watch starts a new one.
 * Each stripe counts the watches made and closed in it, so watches that came and went between
 * two looks still count as use.
 */
final class DeadlineWatch {
  private static final Logger LOG = LoggerFactory.getLogger(HttpTransport.class);
  private static final DeadlineWatch SHARED = new DeadlineWatch(new SharedHttp.Named("service-sdk-deadlines-"),
      TimeUnit.SECONDS.toNanos(1), SharedHttp.asyncPool());
  /** A power of two; more stripes than cores keeps the stripes' locks uncontended. */
  private static final int STRIPES = 16;

  private final ThreadFactory threads;
  private final long idleNanos;
  private final Executor expiries;
  private final Stripe[] stripes = new Stripe[STRIPES];
  private final AtomicReference<@Nullable Thread> watcher = new AtomicReference<>();
  /** Whether the watcher is scanning: a watch made meanwhile may be missed by the scan, so it wakes it. */
  private volatile boolean scanning;
  /**
   * Set by a watch that wakes the watcher, cleared when a scan starts: a wake-up that lands
   * while the watcher is busy (its unpark may be used up by a lock an expiry waits on) is still
   * seen before it sleeps.
   */
  private volatile boolean woken;
  /** Whether the watcher knows of no deadline: it sleeps until woken, or for its idle time. */
  private volatile boolean idle = true;
  /** The {@link System#nanoTime()} the watcher wakes at when not {@link #idle}. */
  private volatile long wakeAt;

  /**
   * Creates a watch whose watcher threads come from {@code threads} and end after
   * {@code idleNanos} without watches, and whose expiries run on {@code expiries} (on the
   * watcher, when it refuses them); the SDK uses {@link #shared()}, tests their own.
   */
  DeadlineWatch(ThreadFactory threads, long idleNanos, Executor expiries) {
    this.threads = threads;
    this.idleNanos = idleNanos;
    this.expiries = expiries;
    for (int i = 0; i < STRIPES; i++) {
      stripes[i] = new Stripe();
    }
  }

  /** Returns the watch every transport shares. */
  static DeadlineWatch shared() {
    return SHARED;
  }

  /**
   * Runs {@code expiry} on the expiries' executor once {@link System#nanoTime()} reaches
   * {@code deadline}, unless the returned watch is closed first.
   *
   * @param deadline a {@link System#nanoTime()} value
   * @param expiry what ends the call or attempt, such as {@code call::cancel}
   * @return the watch, to close when the attempt has ended
   * @throws OutOfMemoryError (or whatever the thread factory throws) when no watcher thread
   *     could be started; the watch is then not kept
   */
  Watch watch(long deadline, Runnable expiry) {
    Watch watch = new Watch(deadline, expiry, stripes[Thread.currentThread().hashCode() & (STRIPES - 1)]);
    watch.stripe.link(watch);
    Thread current = watcher.get();
    if (current == null) {
      try {
        start();
      } catch (Throwable e) { // no watcher: the watch must not stay behind
        watch.close();
        throw e;
      }
    } else if (scanning || idle || deadline - wakeAt < 0) {
      woken = true;
      LockSupport.unpark(current);
    }
    return watch;
  }

  /** Returns the watcher thread, or null when none runs; for tests. */
  @Nullable Thread watcher() {
    return watcher.get();
  }

  private void start() {
    Thread thread = threads.newThread(this::run);
    if (!watcher.compareAndSet(null, thread)) {
      LockSupport.unpark(watcher.get()); // another watch started one first
      return;
    }
    try {
      thread.start();
    } catch (Throwable e) { // no thread to be had: the next watch tries again
      watcher.compareAndSet(thread, null);
      throw e;
    }
  }

  private void run() {
    Thread self = Thread.currentThread();
    try {
      watchUntilIdle(self);
    } finally { // however it ended, the next watch starts a watcher
      watcher.compareAndSet(self, null);
    }
  }

  private void watchUntilIdle(Thread self) {
    long busy = System.nanoTime(); // when a scan last found a watch, or watches made or closed since the one before
    long seen = 0; // the stripes' traffic that scan saw
    while (true) {
      scanning = true;
      woken = false;
      long now = System.nanoTime();
      Watch expired = null;
      boolean any = false;
      long earliest = 0;
      long traffic = 0;
      for (Stripe stripe : stripes) {
        synchronized (stripe) {
          traffic += stripe.traffic;
          for (Watch w = stripe.head; w != null; ) {
            Watch next = w.next;
            if (w.deadline - now <= 0) {
              stripe.unlink(w);
              w.nextExpired = expired;
              expired = w;
            } else if (!any || w.deadline - earliest < 0) {
              earliest = w.deadline;
              any = true;
            }
            w = next;
          }
        }
      }
      wakeAt = earliest;
      idle = !any;
      scanning = false;
      for (Watch w = expired; w != null; w = w.nextExpired) {
        w.expire(expiries);
      }
      if (any || traffic != seen) {
        busy = now;
        seen = traffic;
      } else if (now - busy >= idleNanos && !retire(self)) {
        return;
      }
      Thread.interrupted(); // nobody should interrupt this thread; if someone did, it must not spin
      if (woken) {
        continue; // a watch came while the expiries ran
      }
      // Closed watches leave quietly, so look again within the idle time to notice there are none.
      LockSupport.parkNanos(this, any ? Math.min(earliest - System.nanoTime(), idleNanos) : idleNanos);
    }
  }

  /**
   * Gives up the watcher's place after its idle time without watches; returns true when a watch
   * came meanwhile and this thread took its place back, so it goes on watching.
   */
  private boolean retire(Thread self) {
    watcher.compareAndSet(self, null);
    // A watch linked before it read the watcher still as this thread is visible now: keep it.
    return anyWatched() && watcher.compareAndSet(null, self);
  }

  private boolean anyWatched() {
    for (Stripe stripe : stripes) {
      synchronized (stripe) {
        if (stripe.head != null) {
          return true;
        }
      }
    }
    return false;
  }

  /** One call's or attempt's deadline; {@link #close()} it when that has ended, however. */
  static final class Watch implements AutoCloseable {
    private final long deadline;
    private final Runnable expiry;
    private final Stripe stripe;
    private @Nullable Watch previous; // guarded by stripe
    private @Nullable Watch next; // guarded by stripe
    private boolean linked; // guarded by stripe
    private @Nullable Watch nextExpired; // the watcher's own
    private volatile boolean expired;

    private Watch(long deadline, Runnable expiry, Stripe stripe) {
      this.deadline = deadline;
      this.expiry = expiry;
      this.stripe = stripe;
    }

    /** Returns true when the deadline passed before the watch was closed: its expiry ran. */
    boolean expired() {
      return expired;
    }

    /** Marks the watch expired and hands its expiry to {@code expiries}; runs it here when they refuse it. */
    private void expire(Executor expiries) {
      expired = true;
      try {
        expiries.execute(this::runExpiry);
      } catch (Throwable noThread) { // better late on the watcher than a call that never ends
        runExpiry();
      }
    }

    private void runExpiry() {
      try {
        expiry.run();
      } catch (Throwable e) { // the thread, the watcher's or the pool's, goes on with other calls
        LOG.warn("ending a call at its deadline failed", e);
      }
    }

    /** Stops watching; idempotent. */
    @Override
    public void close() {
      synchronized (stripe) {
        if (linked) {
          stripe.unlink(this);
          stripe.traffic++;
        }
      }
    }
  }

  /** Watches linked in a list under the stripe's own lock. */
  private static final class Stripe {
    private @Nullable Watch head; // guarded by this
    /** Watches linked and closed here so far: how the watcher tells watches came and went between its looks. */
    private long traffic; // guarded by this

    synchronized void link(Watch watch) {
      traffic++;
      watch.next = head;
      if (head != null) {
        head.previous = watch;
      }
      head = watch;
      watch.linked = true;
    }

    /** Unlinks {@code watch}; the caller holds this stripe's lock. */
    void unlink(Watch watch) {
      if (watch.previous == null) {
        head = watch.next;
      } else {
        watch.previous.next = watch.next;
      }
      if (watch.next != null) {
        watch.next.previous = watch.previous;
      }
      watch.previous = null;
      watch.next = null;
      watch.linked = false;
    }
  }
}
