package com.service.sdk.benchmarks;

import com.service.sdk.core.ClientBuilder;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
import java.io.IOException;
import java.lang.reflect.Method;
import java.util.concurrent.TimeUnit;
import okhttp3.OkHttpClient;
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
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Cost per call of each family's GET and keyed POST, through the SDK and through
 * {@link RawClient}, over the same transport: {@code *Sdk} and {@code *Raw} methods come in
 * pairs. Subclasses say what answers the calls: a {@link LocalServer} on loopback in a process
 * of its own ({@link SingleThreadCalls} on one thread, {@link EightThreadCalls} on eight), or
 * {@link InMemorySockets} in this JVM ({@link InMemoryCalls}, the client's own work alone, which
 * {@link RatioTable} compares). Add {@code -prof gc} for bytes allocated per call
 * ({@code gc.alloc.rate.norm}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public abstract class CallBenchmark {
  private static final String KEY_ID = "key_bench";
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

  private PluginClient plugin;
  private MerchantClient merchant;
  private RawClient raw;
  private final CreateRefundRequest refund = CreateRefundRequest.builder().merchantId("m_42").paymentId("pay_1")
      .amount("100.00").merchantRefundId("order-1-r1").build();
  private final InitiatePayoutRequest payout = InitiatePayoutRequest.builder()
      .payeeId("6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10").amount("1250.75").externalRef("po_7781")
      .method(PayoutMethod.IMPS).build();

  /**
   * Starts what answers the calls.
   *
   * @return the base URL both clients call
   * @throws IOException if it cannot start
   */
  abstract String startAnswering() throws IOException;

  /** Stops what {@link #startAnswering()} started. */
  abstract void stopAnswering();

  /**
   * Gives an SDK client's builder the transport, with every other setting left at its default.
   *
   * @param <B> the builder's type
   * @param builder the builder
   * @return the builder
   */
  abstract <B extends ClientBuilder<B, ?>> B transport(B builder);

  /** Returns the OkHttp client, with OkHttp's defaults but for the transport, that the raw client uses. */
  abstract OkHttpClient rawHttp();

  /** Returns how many calls of the measured operation a fork makes before JMH's timed warm-up. */
  abstract int warmUpCalls();

  /**
   * Starts answering, builds both clients with their default settings, and makes
   * {@link #warmUpCalls()} calls of the measured operation: a warm-up counted in calls, which
   * reaches the JIT's thresholds however busy the machine is, where JMH's is counted in seconds.
   *
   * @param benchmark which method this fork measures
   * @throws IOException if answering cannot start
   * @throws ReflectiveOperationException if a warm-up call fails
   */
  @Setup(Level.Trial)
  public void start(BenchmarkParams benchmark) throws IOException, ReflectiveOperationException {
    String baseUrl = startAnswering();
    plugin = transport(PluginClient.builder()).baseUrl(baseUrl).credentials(KEY_ID, SECRET).build();
    merchant = transport(MerchantClient.builder()).baseUrl(baseUrl).credentials(KEY_ID, SECRET).build();
    raw = new RawClient(rawHttp(), baseUrl, KEY_ID, SECRET);
    String name = benchmark.getBenchmark();
    Method measured = CallBenchmark.class.getMethod(name.substring(name.lastIndexOf('.') + 1));
    for (int i = 0; i < warmUpCalls(); i++) {
      measured.invoke(this);
    }
  }

  /** Closes the clients and stops answering. */
  @TearDown(Level.Trial)
  public void stop() {
    plugin.close();
    merchant.close();
    stopAnswering();
  }

  /** Plugin family GET through the SDK. */
  @Benchmark
  public Object pluginGetSdk() {
    return plugin.payments().status("pay_1");
  }

  /** Plugin family GET by hand. */
  @Benchmark
  public Object pluginGetRaw() throws IOException {
    return raw.paymentStatus();
  }

  /** Plugin family keyed POST (refund) through the SDK. */
  @Benchmark
  public Object refundPostSdk() {
    return plugin.refunds().create(refund);
  }

  /** Plugin family keyed POST (refund) by hand. */
  @Benchmark
  public Object refundPostRaw() throws IOException {
    return raw.refund();
  }

  /** Merchant HMAC family GET through the SDK. */
  @Benchmark
  public Object hmacGetSdk() {
    return merchant.payouts().status("txn_1");
  }

  /** Merchant HMAC family GET by hand. */
  @Benchmark
  public Object hmacGetRaw() throws IOException {
    return raw.payoutStatus();
  }

  /** Merchant HMAC family keyed POST (payout) through the SDK. */
  @Benchmark
  public Object payoutPostSdk() {
    return merchant.payouts().initiate(payout);
  }

  /** Merchant HMAC family keyed POST (payout) by hand. */
  @Benchmark
  public Object payoutPostRaw() throws IOException {
    return raw.payout();
  }
}
