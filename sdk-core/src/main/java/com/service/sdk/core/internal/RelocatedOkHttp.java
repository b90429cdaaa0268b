package com.service.sdk.core.internal;

import java.util.List;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import okhttp3.OkHttpClient;
import okhttp3.internal.concurrent.TaskRunner;
import okhttp3.internal.http2.Http2;

/**
 * What the SDK sets on its own copy of OkHttp, relocated into sdk-core's jar (so that nothing
 * else in the process uses it), before a shared client starts.
 *
 * <p><b>Threads.</b> OkHttp runs its background tasks (racing connects to a host's addresses,
 * closing idle pooled connections, reading HTTP/2 connections) on one process-wide
 * {@link TaskRunner}, whose pool names its threads {@code OkHttp TaskRunner}, like the
 * application's own OkHttp's, and keeps an idle one for 60 s. The SDK names them
 * {@code service-sdk-okhttp-N} and lets them end a second after their last task, as the SDK's
 * other pools do: once the last client is closed, which closes the pool's idle connections and
 * so cancels its last task, they are gone within about a second. (While OkHttp runs a task on
 * one, it names the thread after the task; sdk-core's shade configuration makes those names
 * start with {@code com.service.sdk.core.internal.shaded.okhttp3.OkHttp}, and names okio's
 * watchdog {@code service-sdk-okio-watchdog}: README "Threads".)
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
  /**
   * The loggers OkHttp logs to (its task runner's, its HTTP/2 frames', and the one of its
   * platform's warnings), held here: java.util.logging holds loggers weakly, and a logger
   * collected before OkHttp first asks for it would come back without the filter.
   */
  private static final List<Logger> LOGGERS = List.of(Logger.getLogger(TaskRunner.class.getName()),
      Logger.getLogger(Http2.class.getName()), Logger.getLogger(OkHttpClient.class.getName()));

  private RelocatedOkHttp() {}

  /** Names the task runner's threads and bounds their idle time, and filters OkHttp's logging; idempotent. */
  static void configure() {
    if (!(TaskRunner.INSTANCE.getBackend() instanceof TaskRunner.RealBackend backend)) {
      throw new IllegalStateException("OkHttp's task runner has no thread pool to configure: "
          + TaskRunner.INSTANCE.getBackend());
    }
    ThreadPoolExecutor pool = backend.getExecutor();
    pool.setThreadFactory(THREADS);
    pool.setKeepAliveTime(IDLE_SECONDS, TimeUnit.SECONDS);
    for (Logger logger : LOGGERS) {
      logger.setFilter(RelocatedOkHttp::logged);
    }
  }

  private static boolean logged(LogRecord record) {
    return record.getLevel().intValue() >= Level.INFO.intValue() || Boolean.getBoolean(LOGGING);
  }
}
