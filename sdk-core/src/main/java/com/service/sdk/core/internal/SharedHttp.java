package com.service.sdk.core.internal;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.ConnectionPool;
import okhttp3.Dispatcher;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;

/**
 * The one OkHttp client (connection pool and dispatcher) that every client the SDK builds
 * shares, unless its builder was given the application's own. A platform that builds a
 * client per merchant then holds one pool, not one per merchant.
 *
 * <p>Clients acquire it when built and release it when closed; when the last one is
 * closed, its dispatcher's threads stop and its idle connections close, and the next
 * client built starts a fresh one. Its threads are daemon threads named
 * {@code service-sdk-dispatcher-N}, so they never keep an application from exiting. Its
 * connection pool and OkHttp's background tasks run on a task runner of its own
 * ({@link RelocatedOkHttp}), whose threads {@code service-sdk-okhttp-N} end a second after
 * their last task.
 *
 * <p>Two more pools serve every client, whichever OkHttp client it uses, and are never shut
 * down (a call must not be refused because another client was closed); their threads are
 * daemon threads that end a second after they were last used (the thread of the
 * {@link DeadlineWatch}, {@code service-sdk-deadlines-N}, ends a second after it last saw a
 * call start or end):
 *
 * <ul>
 *   <li>the {@linkplain #scheduler() scheduler}, one thread {@code service-sdk-scheduler-N}
 *       that starts retries, and never runs the application's code;
 *   <li>the {@linkplain #asyncPool() async pool}, threads {@code service-sdk-async-N} that run
 *       the application's code for asynchronous calls when no thread of the caller's is at
 *       hand: a retry's credentials and listener events, and (unless the builder was given an
 *       executor) the futures' continuations; and end calls whose deadline passed, which
 *       closes their socket (the application's socket factory's code, when it set one).
 * </ul>
 */
final class SharedHttp {
  /** Idle connections kept: enough for a busy platform's concurrency, far below a per-client pool each. */
  static final int MAX_IDLE_CONNECTIONS = 64;
  /**
   * Asynchronous calls in flight per host (OkHttp's default of 5 would queue them); each
   * holds one of the dispatcher's threads while its attempt is on the wire.
   */
  static final int MAX_REQUESTS_PER_HOST = 64;

  private static final Object LOCK = new Object();
  /** How long the scheduler's and the async pool's threads wait for work before they end. */
  private static final long IDLE_SECONDS = 1;

  private static @Nullable OkHttpClient client;
  private static @Nullable ExecutorService executor;
  private static int users;

  private SharedHttp() {}

  /** Returns the shared client, starting it when no client holds it; pair with {@link #release()}. */
  static OkHttpClient acquire() {
    synchronized (LOCK) {
      if (client == null) {
        executor = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>(),
            new Named("service-sdk-dispatcher-"));
        Dispatcher dispatcher = new Dispatcher(executor);
        dispatcher.setMaxRequests(MAX_REQUESTS_PER_HOST * 4);
        dispatcher.setMaxRequestsPerHost(MAX_REQUESTS_PER_HOST);
        client = RelocatedOkHttp.newClient(MAX_IDLE_CONNECTIONS).dispatcher(dispatcher).build();
      }
      users++;
      return client;
    }
  }

  /**
   * Returns the one thread that starts asynchronous calls' retries when their wait is over,
   * so that no thread sleeps through a backoff. What it runs is short and never the
   * application's code (which goes to {@link #asyncPool()}), so one slow credentials provider
   * or listener cannot hold up every client's timers.
   */
  static ScheduledExecutorService scheduler() {
    return Pools.SCHEDULER;
  }

  /**
   * Returns the pool that runs the application's code for asynchronous calls when no thread
   * of the caller's is at hand, and the {@link DeadlineWatch}'s expiries. It starts a thread
   * whenever none is free, so one slow continuation, listener, credentials provider or socket
   * close never holds up another (the common {@code ForkJoinPool} has one thread on a
   * two-core machine); the price is a thread for each piece of such code running at the same
   * moment.
   */
  static Executor asyncPool() {
    return Pools.ASYNC;
  }

  /** Gives back what {@link #acquire()} returned; the last release stops the shared client. */
  static void release() {
    OkHttpClient stopping;
    ExecutorService threads;
    synchronized (LOCK) {
      stopping = client;
      threads = executor;
      if (users == 0 || stopping == null || threads == null) { // acquire() starts both as it counts a user
        throw new IllegalStateException("released more often than acquired");
      }
      if (--users > 0) {
        return;
      }
      client = null;
      executor = null;
    }
    threads.shutdown();
    closeIdle(stopping.connectionPool());
  }

  /**
   * Closes the pool's idle connections. Their sockets are the application's code when it set a
   * socket factory: one whose {@code close()} throws must neither leave the others open (with a
   * task runner thread waiting to close them) nor reach the last client's {@code close()} or
   * the end of its last call ({@link UserCode}). OkHttp takes each connection out of the pool
   * before it closes it, so every try gets further.
   */
  private static void closeIdle(ConnectionPool pool) {
    while (true) {
      try {
        pool.evictAll();
        return;
      } catch (Throwable e) {
        UserCode.contain(e, "closing an idle connection of the shared pool threw");
      }
    }
  }

  /** Returns how many clients hold the shared client; for tests. */
  static int users() {
    synchronized (LOCK) {
      return users;
    }
  }

  /** Made when first used, without a lock on the way to them. */
  private static final class Pools {
    static final ScheduledThreadPoolExecutor SCHEDULER = scheduler();
    static final Executor ASYNC = async();

    private static ScheduledThreadPoolExecutor scheduler() {
      ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1, new Named("service-sdk-scheduler-"));
      scheduler.setRemoveOnCancelPolicy(true); // a call cancelled while its retry waits takes the wait out at once
      scheduler.setKeepAliveTime(IDLE_SECONDS, TimeUnit.SECONDS);
      scheduler.allowCoreThreadTimeOut(true);
      return scheduler;
    }

    private static Executor async() {
      ThreadPoolExecutor pool = new ThreadPoolExecutor(0, Integer.MAX_VALUE, IDLE_SECONDS, TimeUnit.SECONDS,
          new SynchronousQueue<>(), new Named("service-sdk-async-"));
      return new Executor() { // not the pool itself: nobody may shut it down
        @Override
        public void execute(Runnable task) {
          pool.execute(task);
        }

        @Override
        public String toString() {
          return "the SDK's async pool (service-sdk-async-N)";
        }
      };
    }
  }

  /** Daemon threads named after a prefix and a number: {@code service-sdk-async-3}. */
  static final class Named implements ThreadFactory {
    private final String prefix;
    private final AtomicInteger count = new AtomicInteger();

    Named(String prefix) {
      this.prefix = prefix;
    }

    @Override
    public Thread newThread(Runnable task) {
      Thread thread = new Thread(task, prefix + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    }
  }
}
