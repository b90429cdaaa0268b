package com.service.sdk.spring.boot.autoconfigure;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/**
 * One of sdk-jdbc's housekeeping calls ({@code MoneyMovements.resume()},
 * {@code JdbcDeliveryStore.prune()}) run by the starter: at startup, then {@code interval} after
 * each run ends, on a daemon thread of its own (never the application's {@code TaskScheduler},
 * whose one thread a resume that waits for the service would hold). A run that fails is logged at
 * WARN and the next one goes ahead as planned; an {@code Error} goes to the thread's
 * uncaught-exception handler, where the application's own policy sees it, and the schedule goes
 * on. It starts with the application context and stops first when it closes, letting a running
 * call finish for up to {@link #STOP_WAIT} before the clients close.
 */
final class ScheduledJdbcTask implements SmartLifecycle {
  private static final Logger LOG = LoggerFactory.getLogger(ScheduledJdbcTask.class);
  static final Duration STOP_WAIT = Duration.ofSeconds(10);

  private final String name;
  private final Duration interval;
  private final Runnable task;
  private @Nullable ScheduledExecutorService executor;

  /** {@code name} is the thread's and what the log calls it, such as {@code service-sdk-jdbc-resume}. */
  ScheduledJdbcTask(String name, Duration interval, Runnable task) {
    this.name = name;
    this.interval = interval;
    this.task = task;
  }

  @Override
  public synchronized void start() {
    if (executor != null) {
      return;
    }
    executor = Executors.newSingleThreadScheduledExecutor(runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    });
    executor.scheduleWithFixedDelay(this::runOnce, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
  }

  /**
   * A run that calls {@code call} on each of {@code beans} in turn: one that throws keeps no other
   * from its call (a callback endpoint whose resume() fails must not leave the others' deliveries
   * unfinished); the first failure, with the later ones suppressed in it, ends the run once every
   * bean had its call. An {@code Error} ends the run at once.
   */
  static <T> Runnable onEach(List<T> beans, Consumer<T> call) {
    return () -> {
      RuntimeException failed = null;
      for (T bean : beans) {
        try {
          call.accept(bean);
        } catch (RuntimeException e) {
          if (failed == null) {
            failed = e;
          } else {
            failed.addSuppressed(e);
          }
        }
      }
      if (failed != null) {
        throw failed;
      }
    };
  }

  /** One run; whatever it throws ends here, so the schedule goes on. */
  void runOnce() {
    try {
      task.run();
    } catch (RuntimeException e) {
      LOG.warn("{} failed; it runs again in {}", name, interval, e);
    } catch (Error e) {
      Thread thread = Thread.currentThread();
      thread.getUncaughtExceptionHandler().uncaughtException(thread, e);
    }
  }

  @Override
  public synchronized void stop() {
    if (executor == null) {
      return;
    }
    executor.shutdown();
    try {
      if (!executor.awaitTermination(STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
        executor.shutdownNow();
        LOG.info("{} was still running {} after the application began to close, and was interrupted; its next"
            + " run, on any instance, finishes what it left (a movement keeps its key and its bytes)", name, STOP_WAIT);
      }
    } catch (InterruptedException e) {
      executor.shutdownNow();
      Thread.currentThread().interrupt();
    }
    executor = null;
  }

  @Override
  public synchronized boolean isRunning() {
    return executor != null;
  }

  @Override
  public String toString() {
    return "ScheduledJdbcTask[" + name + " every " + interval + "]";
  }
}
