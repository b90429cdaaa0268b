package com.service.sdk.benchmarks;

import com.service.sdk.core.CallListener;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What one call's events cost in an adapter, without the network: the events the SDK sends
 * for a payment status read answered at the first attempt ({@code forCall}, call started,
 * attempt starting with its headers, attempt finished, call finished), given to each
 * {@link Adapters adapter}. Compare with a whole call ({@link ObservedCalls}); {@code -prof gc}
 * gives the bytes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ListenerEventsBenchmark {
  private static final CallListener.Call CALL = new CallListener.Call("payments.status",
      CallListener.Family.PLUGIN, "GET", "/payments/{paymentId}/status", "http://127.0.0.1:8080/payments/pay_1/status",
      "127.0.0.1", 8080, null);
  private static final CallListener.Attempt ATTEMPT = new CallListener.Attempt(1, 200, null, true,
      Duration.ofMillis(2), "req_1");
  private static final CallListener.End END = new CallListener.End(1, Duration.ofMillis(3), 200, null, null, "req_1");

  /** The adapter: see {@link Adapters#named}. */
  @Param({"none", "micrometer-noop", "micrometer-bare", "micrometer", "otel-noop", "otel-unsampled", "otel", "both"})
  public String adapter;

  private CallListener listener;

  /** Builds the adapter. */
  @Setup
  public void build() {
    listener = Adapters.named(adapter);
  }

  /** One call's events, as the SDK sends them; the headers an adapter adds go to the black hole. */
  @Benchmark
  public void oneCall(Blackhole headers) {
    events(listener, (name, value) -> headers.consume(value));
  }

  /** Tells {@code listener} of one call's events, as the SDK would. */
  static void events(CallListener listener, CallListener.AttemptHeaders headers) {
    CallListener call = listener.forCall(CALL);
    if (call == CallListener.NONE) {
      return; // what the SDK does: no other event for this call
    }
    call.callStarted(CALL);
    call.attemptStarting(CALL, 1, headers);
    call.attemptFinished(CALL, ATTEMPT);
    call.callFinished(CALL, END);
  }
}
