package com.service.sdk.benchmarks;

import java.lang.management.ManagementFactory;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler ({@code -prof com.service.sdk.benchmarks.CpuTimeProfiler}) that reports the
 * benchmark JVM's CPU time per operation, {@code cpu.time.norm} in ns/op: every thread's,
 * the JIT's and the garbage collector's included. Unlike time per operation it hardly moves
 * when other processes load the machine, since time spent waiting for a core is not CPU time;
 * time spent blocked on a lock is not either, so under contention read it beside the
 * throughput, not instead of it.
 */
public final class CpuTimeProfiler implements InternalProfiler {
  private final com.sun.management.OperatingSystemMXBean os =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private long startedNanos;

  /** JMH makes it. */
  public CpuTimeProfiler() {}

  @Override
  public String getDescription() {
    return "CPU time of the whole benchmark JVM per operation";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
    startedNanos = os.getProcessCpuTime();
  }

  @Override
  @SuppressWarnings("rawtypes") // JMH's signature
  public Collection<? extends Result> afterIteration(BenchmarkParams benchmark, IterationParams iteration,
      IterationResult result) {
    long cpu = os.getProcessCpuTime() - startedNanos;
    long ops = result.getMetadata().getAllOps();
    return List.of(new ScalarResult("cpu.time.norm", ops == 0 ? Double.NaN : (double) cpu / ops, "ns/op",
        AggregationPolicy.AVG));
  }
}
