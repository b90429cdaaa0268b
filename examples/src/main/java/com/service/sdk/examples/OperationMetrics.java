package com.service.sdk.examples;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.Outcome;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * A {@link CallListener} that counts, per operation, calls by how they ended, attempts,
 * retries and time spent: what a metrics registry (Micrometer, Prometheus, OpenTelemetry)
 * would record, kept here in plain maps so the example needs no library. Register it with
 * {@code PluginClient.builder().listener(metrics)}; read it with {@link #snapshot()}.
 *
 * <p>Thread-safe and cheap: one map look-up and a few adders per event, as a listener must
 * be, since it runs on the calling thread.
 */
public final class OperationMetrics implements CallListener {
  private final Map<String, Counters> byOperation = new ConcurrentHashMap<>();

  @Override
  public void attemptFinished(Call call, Attempt attempt) {
    counters(call).attempts.increment();
  }

  @Override
  public void retryScheduled(Call call, Retry retry) {
    counters(call).retries.increment();
  }

  @Override
  public void callFinished(Call call, End end) {
    Counters counters = counters(call);
    counters.nanos.add(end.duration().toNanos());
    if (end.succeeded()) {
      counters.succeeded.increment();
    } else {
      counters.failed.computeIfAbsent(end.outcome(), outcome -> new LongAdder()).increment();
    }
  }

  private Counters counters(Call call) {
    return byOperation.computeIfAbsent(call.operation(), operation -> new Counters());
  }

  /**
   * Returns the figures so far, per operation name such as {@code "refunds.create"}.
   *
   * @return the figures, sorted by operation
   */
  public Map<String, Figures> snapshot() {
    Map<String, Figures> figures = new TreeMap<>();
    byOperation.forEach((operation, c) -> {
      Map<Outcome, Long> failed = new TreeMap<>();
      c.failed.forEach((outcome, count) -> failed.put(outcome, count.sum()));
      figures.put(operation, new Figures(c.succeeded.sum(), Map.copyOf(failed), c.attempts.sum(), c.retries.sum(),
          Duration.ofNanos(c.nanos.sum())));
    });
    return figures;
  }

  /**
   * One operation's figures.
   *
   * @param succeeded calls that returned a result
   * @param failedByOutcome calls that threw, by what they may have done at the service
   * @param attempts attempts sent or tried, retries included
   * @param retries retries scheduled
   * @param time time spent in calls, waits included
   */
  public record Figures(long succeeded, Map<Outcome, Long> failedByOutcome, long attempts, long retries,
      Duration time) {}

  private static final class Counters {
    final LongAdder succeeded = new LongAdder();
    final Map<Outcome, LongAdder> failed = new ConcurrentHashMap<>();
    final LongAdder attempts = new LongAdder();
    final LongAdder retries = new LongAdder();
    final LongAdder nanos = new LongAdder();
  }
}
