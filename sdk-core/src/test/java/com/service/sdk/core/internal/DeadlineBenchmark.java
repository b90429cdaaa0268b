package com.service.sdk.core.internal;

import java.util.concurrent.TimeUnit;
import okio.AsyncTimeout;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What a per-attempt deadline costs: OkHttp's call timeout (an okio {@link AsyncTimeout}
 * entered and exited, on okio's one process-wide queue) against {@link DeadlineWatch}. Not a
 * test: run it with the command in sdk-core/README.md, with {@code -t 1} and {@code -t 8}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DeadlineBenchmark {
  private static final long DEADLINE = TimeUnit.SECONDS.toNanos(60);
  private static final Runnable NOTHING = () -> { };

  /** JMH makes the state; nothing else should. */
  public DeadlineBenchmark() {}

  /** OkHttp's way: a timeout object per call, entered and exited. */
  @Benchmark
  public boolean okioAsyncTimeout() {
    AsyncTimeout timeout = new AsyncTimeout();
    timeout.timeout(DEADLINE, TimeUnit.NANOSECONDS);
    timeout.enter();
    return timeout.exit();
  }

  /** The SDK's way: a watch made and closed. */
  @Benchmark
  public Object deadlineWatch() {
    DeadlineWatch.Watch watch = DeadlineWatch.shared().watch(System.nanoTime() + DEADLINE, NOTHING);
    watch.close();
    return watch;
  }
}
