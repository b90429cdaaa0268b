package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class DeadlineWatchTest {
  private static final long HOUR = TimeUnit.HOURS.toNanos(1);

  private final DeadlineWatch watch = new DeadlineWatch(new SharedHttp.Named("test-deadlines-"), HOUR,
      SharedHttp.asyncPool());

  @Test
  void watch_expiresAtItsDeadline_notBefore() throws Exception {
    CountDownLatch ended = new CountDownLatch(1);
    long started = System.nanoTime();
    long deadline = started + TimeUnit.MILLISECONDS.toNanos(50);

    DeadlineWatch.Watch w = watch.watch(deadline, ended::countDown);

    assertThat(ended.await(10, TimeUnit.SECONDS)).isTrue();
    assertThat(System.nanoTime() - deadline).isGreaterThanOrEqualTo(0);
    assertThat(w.expired()).isTrue();
  }

  @Test
  void closedWatch_neverExpires() throws Exception {
    AtomicInteger closedRan = new AtomicInteger();
    CountDownLatch later = new CountDownLatch(1);
    long now = System.nanoTime();

    long deadline = now + TimeUnit.MILLISECONDS.toNanos(200);
    DeadlineWatch.Watch closed = watch.watch(deadline, closedRan::incrementAndGet);
    closed.close();
    assumeTrue(System.nanoTime() - deadline < 0,
        "closed before its deadline (not so after a pause of 200 ms: then nothing is proven)");
    closed.close(); // idempotent
    watch.watch(now + TimeUnit.MILLISECONDS.toNanos(300), later::countDown);

    assertThat(later.await(10, TimeUnit.SECONDS)).isTrue(); // the closed one's deadline has passed too
    assertThat(closedRan).hasValue(0);
    assertThat(closed.expired()).isFalse();
  }

  @Test
  void soonerDeadline_wakesTheWatcherSleepingUntilALaterOne() throws Exception {
    AtomicInteger farRan = new AtomicInteger();
    CountDownLatch soon = new CountDownLatch(1);
    DeadlineWatch.Watch far = watch.watch(System.nanoTime() + HOUR, farRan::incrementAndGet);
    assertThat(awaitWatcherAsleep()).as("the watcher sleeps until the far deadline").isTrue();

    watch.watch(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(20), soon::countDown);

    assertThat(soon.await(10, TimeUnit.SECONDS)).isTrue();
    assertThat(farRan).hasValue(0);
    far.close();
  }

  @Test
  void expiryThatThrows_doesNotStopTheWatcher() throws Exception {
    CountDownLatch second = new CountDownLatch(1);
    long now = System.nanoTime();

    watch.watch(now + TimeUnit.MILLISECONDS.toNanos(10), () -> {
      throw new IllegalStateException("boom");
    });
    watch.watch(now + TimeUnit.MILLISECONDS.toNanos(40), second::countDown);

    assertThat(second.await(10, TimeUnit.SECONDS)).isTrue();
  }

  @Test
  void expiryThatThrowsAnError_doesNotStopTheWatcher_andTheNextDeadlineStillEnds() throws Exception {
    CountDownLatch first = new CountDownLatch(1);
    watch.watch(System.nanoTime(), () -> {
      first.countDown();
      throw new AssertionError("an Error, not an Exception");
    });
    assertThat(first.await(10, TimeUnit.SECONDS)).isTrue();

    CountDownLatch second = new CountDownLatch(1);
    watch.watch(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(20), second::countDown);

    assertThat(second.await(10, TimeUnit.SECONDS)).isTrue();
  }

  /**
   * An expiry that blocks (a socket whose close takes seconds) holds up no other: each runs on
   * a thread of the pool, and the watcher goes on watching.
   */
  @Test
  void anExpiryThatBlocks_holdsUpNoOtherExpiry() throws Exception {
    CountDownLatch blocking = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch next = new CountDownLatch(1);
    try {
      watch.watch(System.nanoTime(), () -> {
        blocking.countDown();
        awaitQuietly(release);
      });
      assertThat(blocking.await(10, TimeUnit.SECONDS)).isTrue();

      watch.watch(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(20), next::countDown);

      assertThat(next.await(10, TimeUnit.SECONDS)).isTrue();
      assertThat(release.getCount()).as("the first expiry still blocks").isEqualTo(1);
    } finally {
      release.countDown();
    }
  }

  /**
   * When the pool refuses an expiry (no thread to be had) it runs on the watcher. A watch made
   * while such an expiry waits on a lock: the lock's wait uses up the wake-up the watch gave,
   * and the watcher, which knew of no other deadline, would sleep for its whole idle time (an
   * hour here).
   */
  @Test
  void watchMadeWhileAnExpiryOnTheWatcherWaitsOnALock_stillEndsAtItsDeadline() throws Exception {
    DeadlineWatch watch = new DeadlineWatch(new SharedHttp.Named("test-deadlines-refused-pool-"), HOUR, task -> {
      throw new RejectedExecutionException("no thread");
    });
    CountDownLatch inExpiry = new CountDownLatch(1);
    CountDownLatch go = new CountDownLatch(1);
    watch.watch(System.nanoTime(), () -> {
      inExpiry.countDown();
      awaitQuietly(go);
    });
    assertThat(inExpiry.await(10, TimeUnit.SECONDS)).isTrue();

    CountDownLatch ended = new CountDownLatch(1);
    watch.watch(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(20), ended::countDown);
    go.countDown();

    assertThat(ended.await(10, TimeUnit.SECONDS)).isTrue();
  }

  /** No thread to be had (out of native threads): the watch fails, is not kept, and the next one still ends. */
  @Test
  void aWatcherThatCannotStart_failsTheWatch_keepsNothing_andTheNextWatchStartsOne() throws Exception {
    AtomicInteger asked = new AtomicInteger();
    ThreadFactory named = new SharedHttp.Named("test-deadlines-refused-");
    DeadlineWatch refusedOnce = new DeadlineWatch(task -> {
      if (asked.getAndIncrement() == 0) {
        throw new OutOfMemoryError("unable to create native thread");
      }
      return named.newThread(task);
    }, HOUR, SharedHttp.asyncPool());
    AtomicInteger failedRan = new AtomicInteger();

    Throwable thrown = catchThrowable(() -> refusedOnce.watch(System.nanoTime(), failedRan::incrementAndGet));
    CountDownLatch next = new CountDownLatch(1);
    refusedOnce.watch(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(20), next::countDown);

    assertThat(thrown).isInstanceOf(OutOfMemoryError.class);
    assertThat(next.await(10, TimeUnit.SECONDS)).isTrue();
    assertThat(failedRan).as("the failed watch was not kept, though its deadline had passed").hasValue(0);
  }

  /** Eight threads watching and closing at once: every closed watch stays quiet, every open one ends. */
  @Test
  void concurrentWatches_closedOnesStayQuiet_openOnesAllEnd() throws Exception {
    int threads = 8;
    int each = 2_000;
    AtomicInteger closedRan = new AtomicInteger();
    List<DeadlineWatch.Watch> closedInTime = Collections.synchronizedList(new ArrayList<>());
    CountDownLatch open = new CountDownLatch(threads * 10);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        done.add(pool.submit(() -> {
          for (int i = 0; i < each; i++) {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(200);
            DeadlineWatch.Watch w = watch.watch(deadline, closedRan::incrementAndGet);
            w.close();
            if (System.nanoTime() - deadline < 0) { // closed before its deadline (a long pause here may not be)
              closedInTime.add(w);
            }
            if (i % (each / 10) == 0) {
              watch.watch(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(5), open::countDown);
            }
          }
        }));
      }
      for (Future<?> f : done) {
        f.get();
      }
      assertThat(open.await(10, TimeUnit.SECONDS)).isTrue();
    } finally {
      pool.shutdownNow();
    }
    CountDownLatch last = new CountDownLatch(1);
    watch.watch(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300), last::countDown);
    assertThat(last.await(10, TimeUnit.SECONDS)).isTrue(); // past every closed watch's deadline
    assertThat(closedInTime).hasSizeGreaterThan(threads * each / 2).noneMatch(DeadlineWatch.Watch::expired);
    assertThat(closedRan).hasValueLessThanOrEqualTo(threads * each - closedInTime.size());
  }

  @Test
  void idleWatcher_ends_andTheNextWatchStartsAnother() throws Exception {
    DeadlineWatch quick = new DeadlineWatch(new SharedHttp.Named("test-deadlines-quick-"),
        TimeUnit.MILLISECONDS.toNanos(50), SharedHttp.asyncPool());
    CountDownLatch first = new CountDownLatch(1);
    quick.watch(System.nanoTime(), first::countDown);
    Thread watcher = quick.watcher();
    assertThat(first.await(10, TimeUnit.SECONDS)).isTrue();

    watcher.join(TimeUnit.SECONDS.toMillis(10));
    assertThat(watcher.isAlive()).isFalse();
    assertThat(quick.watcher()).isNull();

    CountDownLatch second = new CountDownLatch(1);
    quick.watch(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(10), second::countDown);
    Thread next = quick.watcher();
    assertThat(second.await(10, TimeUnit.SECONDS)).isTrue();
    assertThat(next).isNotNull().isNotSameAs(watcher);
  }

  /**
   * Watches made and closed between the watcher's looks (a call every tenth of the idle time,
   * each over at once) are use: the watcher stays for the whole run instead of ending an idle
   * time after it started and leaving the next watch to start another. A pause of the test
   * thread as long as the idle time may rightly end it, so such pauses are allowed for.
   */
  @Test
  void watchesThatComeAndGoBetweenLooks_keepOneWatcher() throws Exception {
    long idle = TimeUnit.MILLISECONDS.toNanos(300);
    AtomicInteger started = new AtomicInteger();
    ThreadFactory named = new SharedHttp.Named("test-deadlines-steady-");
    DeadlineWatch steady = new DeadlineWatch(task -> {
      started.incrementAndGet();
      return named.newThread(task);
    }, idle, Runnable::run);
    int pauses = 0;
    long last = System.nanoTime();
    for (int i = 0; i < 60; i++) { // six idle times
      steady.watch(System.nanoTime() + HOUR, () -> { }).close();
      Thread.sleep(30);
      long now = System.nanoTime();
      if (now - last >= idle) {
        pauses++;
      }
      last = now;
    }

    assertThat(started).as("watcher threads started, %d pauses of the idle time", pauses).hasValueBetween(1,
        1 + pauses);
  }

  private boolean awaitWatcherAsleep() throws InterruptedException {
    long bound = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < bound) {
      Thread watcher = watch.watcher();
      if (watcher != null && watcher.getState() == Thread.State.TIMED_WAITING) {
        return true;
      }
      Thread.sleep(5);
    }
    return false;
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
