package com.service.sdk.core.internal;

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

/**
 * The one OkHttp client (connection pool and dispatcher) that every client the SDK builds
 * shares, unless its builder was given the application's own. A platform that builds a
 * client per merchant then holds one pool, not one per merchant.
 *
 * <p>Clients acquire it when built and release it when closed; when the last one is
 * closed, its dispatcher's threads stop and its idle connections close, and the next
 * client built starts a fresh one. Its threads are daemon threads named
 * {@code service-sdk-dispatcher-N} (and {@code service-sdk-scheduler-N} for retry waits),
 * so they never keep an application from exiting.
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
  private static OkHttpClient client;
  private static ExecutorService executor;
  private static ScheduledThreadPoolExecutor scheduler; // guarded by LOCK; never shut down
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
        client = new OkHttpClient.Builder()
            .dispatcher(dispatcher)
            .connectionPool(new ConnectionPool(MAX_IDLE_CONNECTIONS, 5, TimeUnit.MINUTES))
            .build();
      }
      users++;
      return client;
    }
  }

  /**
   * Returns the one thread that starts asynchronous calls' retries when their wait is over,
   * so that no thread sleeps through a backoff. It serves every client, whichever OkHttp
   * client it uses, and is never shut down (a retry must not be refused because another
   * client was closed): its thread starts with the first wait and ends a second after the
   * last one.
   */
  static ScheduledExecutorService scheduler() {
    synchronized (LOCK) {
      if (scheduler == null) {
        scheduler = new ScheduledThreadPoolExecutor(1, new Named("service-sdk-scheduler-"));
        scheduler.setRemoveOnCancelPolicy(true);
        scheduler.setKeepAliveTime(1, TimeUnit.SECONDS);
        scheduler.allowCoreThreadTimeOut(true);
      }
      return scheduler;
    }
  }

  /** Gives back what {@link #acquire()} returned; the last release stops the shared client. */
  static void release() {
    OkHttpClient stopping;
    ExecutorService threads;
    synchronized (LOCK) {
      if (users == 0) {
        throw new IllegalStateException("released more often than acquired");
      }
      if (--users > 0) {
        return;
      }
      stopping = client;
      threads = executor;
      client = null;
      executor = null;
    }
    threads.shutdown();
    stopping.connectionPool().evictAll();
  }

  /** Returns how many clients hold the shared client; for tests. */
  static int users() {
    synchronized (LOCK) {
      return users;
    }
  }

  private static final class Named implements ThreadFactory {
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
