package com.service.sdk.benchmarks;

import com.service.sdk.plugin.PluginClient;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Cold start: in a fresh JVM (one per fork), building the client and getting the first
 * signed answer, through the SDK and by hand ({@link RawClient}). Class loading and the
 * first TLS-free connection are part of it; the server's start is not.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(10)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
public class ColdStartBenchmark {
  private Process server;
  private String baseUrl;

  /** Starts the server in a process of its own. */
  @Setup(Level.Trial)
  public void start() throws IOException {
    server = LocalServer.startProcess();
    baseUrl = LocalServer.baseUrlOf(server);
  }

  /** Stops the server. */
  @TearDown(Level.Trial)
  public void stop() {
    server.destroy();
  }

  /** Builds a plugin client and reads a payment status through the SDK. */
  @Benchmark
  public Object sdkFirstAnswer() {
    return PluginClient.builder().baseUrl(baseUrl).credentials("key_bench", "secret").build()
        .payments().status("pay_1");
  }

  /** Builds the hand-written client and reads the same payment status. */
  @Benchmark
  public Object rawFirstAnswer() throws IOException {
    return new RawClient(baseUrl, "key_bench", "secret").paymentStatus();
  }
}
