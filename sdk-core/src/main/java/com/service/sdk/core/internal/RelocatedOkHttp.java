package com.service.sdk.core.internal;

import java.util.List;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;
import okhttp3.internal.concurrent.TaskRunner;
import okhttp3.internal.connection.ConnectionListener;
import okhttp3.internal.http2.Http2;

/**
 * What the SDK sets on its own copy of OkHttp (relocated into sdk-core's jar, so nothing else
 * in the process uses it) for its shared client: the threads of OkHttp's background work, and
 * OkHttp's logging.
 *
 * <p><b>Threads.</b> OkHttp runs its background tasks (racing connects to a host's addresses,
 * closing idle pooled connections, reading HTTP/2 connections) on a task runner. Its default
 * one is process-wide, names its threads {@code OkHttp TaskRunner}, like the application's own
 * OkHttp's, and keeps an idle one for 60 s. Each shared client gets one of its own instead,
 * for its connection pool and its calls: threads {@code service-sdk-okhttp-N} that end a
 * second after their last task, as the SDK's other pools do. Once the last client is closed,
 * which closes the pool's idle connections and so cancels its last task, they are gone within
 * about a second. (While OkHttp runs a task on one, it names the thread after the task;
 * sdk-core's shade configuration makes those names start with
 * {@code com.service.sdk.core.internal.shaded.okhttp3.OkHttp}, and names okio's watchdog
 * {@code service-sdk-okio-watchdog}: README "Threads".) OkHttp offers no public way to give a
 * client its task runner: the builder's {@code taskRunner} and the {@link ConnectionPool}
 * constructor that takes one are Kotlin-internal, which in the SDK's own pinned copy is ours
 * to use (an OkHttp upgrade that changes them fails to compile).
 *
 * <p><b>Logging.</b> OkHttp logs through java.util.logging to loggers named after its classes,
 * which the relocation puts under {@code com.service.sdk}: at DEBUG for the SDK, its task
 * runner would add some five lines per call to the SDK's own. Records below INFO are dropped
 * unless the system property {@value #LOGGING} is {@code true} (read at each record, so it
 * can be switched while the application runs); OkHttp's INFO and WARNING records (a leaked
 * connection, say) always go through. A filter, not a level: Spring Boot's logging system
 * resets the levels of java.util.logging loggers, never their filters.
 */
final class RelocatedOkHttp {
  /** The system property that lets the relocated OkHttp's records below INFO through: {@value}. */
  static final String LOGGING = "com.service.sdk.okhttp.logging";
  /** How long an idle task runner thread waits for work before it ends. */
  private static final long IDLE_SECONDS = 1;
  private static final ThreadFactory THREADS = new SharedHttp.Named("service-sdk-okhttp-");
  /** The task runners' logger, OkHttp's own default for them. */
  private static final Logger TASK_LOGGER = Logger.getLogger(TaskRunner.class.getName());
  /**
   * The loggers OkHttp logs to (its task runners', its HTTP/2 frames', and the one of its
   * platform's warnings), filtered, and held here: java.util.logging holds loggers weakly, and
   * a logger collected before OkHttp first asks for it would come back without the filter.
   */
  private static final List<Logger> LOGGERS = filtered(TASK_LOGGER, Logger.getLogger(Http2.class.getName()),
      Logger.getLogger(OkHttpClient.class.getName()));

  private RelocatedOkHttp() {}

  /**
   * Returns the builder of a shared client whose connection pool and background tasks run on a
   * task runner of its own, {@code service-sdk-okhttp-N}.
   *
   * @param maxIdleConnections the idle connections the pool keeps, each for five minutes at most
   */
  static OkHttpClient.Builder newClient(int maxIdleConnections) {
    TaskRunner.RealBackend threads = new TaskRunner.RealBackend(THREADS);
    threads.getExecutor().setKeepAliveTime(IDLE_SECONDS, TimeUnit.SECONDS);
    TaskRunner tasks = new TaskRunner(threads, TASK_LOGGER);
    return new OkHttpClient.Builder()
        .connectionPool(new ConnectionPool(maxIdleConnections, 5, TimeUnit.MINUTES, tasks,
            ConnectionListener.Companion.getNONE()))
        .taskRunner$okhttp(tasks);
  }

  private static List<Logger> filtered(Logger... loggers) {
    for (Logger logger : loggers) {
      logger.setFilter(RelocatedOkHttp::logged);
    }
    return List.of(loggers);
  }

  private static boolean logged(LogRecord record) {
    return record.getLevel().intValue() >= Level.INFO.intValue() || Boolean.getBoolean(LOGGING);
  }
}
