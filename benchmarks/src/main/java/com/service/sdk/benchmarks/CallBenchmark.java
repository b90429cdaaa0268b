package com.service.sdk.benchmarks;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
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
 * Cost per call of each family's GET and keyed POST, through the SDK and through
 * {@link RawClient}, against the same {@link LocalServer} (in a process of its own):
 * {@code *Sdk} and {@code *Raw} methods come in pairs. {@link SingleThreadCalls} runs them on one thread (latency),
 * {@link EightThreadCalls} on eight (time per call under contention); add {@code -prof gc}
 * for bytes allocated per call ({@code gc.alloc.rate.norm}).
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

  private Process server;
  private PluginClient plugin;
  private MerchantClient merchant;
  private RawClient raw;
  private final CreateRefundRequest refund = CreateRefundRequest.builder().merchantId("m_42").paymentId("pay_1")
      .amount("100.00").merchantRefundId("order-1-r1").build();
  private final InitiatePayoutRequest payout = InitiatePayoutRequest.builder()
      .payeeId("6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10").amount("1250.75").externalRef("po_7781")
      .method(PayoutMethod.IMPS).build();

  /** Starts the server in a process of its own and builds both clients with their default settings. */
  @Setup(Level.Trial)
  public void start() throws IOException {
    server = LocalServer.startProcess();
    String baseUrl = LocalServer.baseUrlOf(server);
    plugin = PluginClient.builder().baseUrl(baseUrl).credentials(KEY_ID, SECRET).build();
    merchant = MerchantClient.builder().baseUrl(baseUrl).credentials(KEY_ID, SECRET).build();
    raw = new RawClient(baseUrl, KEY_ID, SECRET);
  }

  /** Stops the server. */
  @TearDown(Level.Trial)
  public void stop() {
    server.destroy();
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
