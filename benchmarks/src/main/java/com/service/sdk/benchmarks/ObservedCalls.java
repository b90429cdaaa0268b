package com.service.sdk.benchmarks;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutMethod;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A whole SDK call on one thread against the {@link LocalServer} (in a process of its own),
 * without a listener and with each {@link Adapters adapter}: what metrics and tracing add to
 * a call's time and (with {@code -prof gc}) bytes.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ObservedCalls {
  private static final String KEY_ID = "key_bench";
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

  /** The listener on both clients: see {@link Adapters#named}. */
  @Param({"none", "empty", "micrometer", "otel", "both"})
  public String adapter;

  private Process server;
  private PluginClient plugin;
  private MerchantClient merchant;
  private final InitiatePayoutRequest payout = InitiatePayoutRequest.builder()
      .payeeId("6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10").amount("1250.75").externalRef("po_7781")
      .method(PayoutMethod.IMPS).build();

  /** Starts the server in a process of its own and builds the clients with the adapter. */
  @Setup(Level.Trial)
  public void start() throws IOException {
    server = LocalServer.startProcess();
    String baseUrl = LocalServer.baseUrlOf(server);
    plugin = PluginClient.builder().baseUrl(baseUrl).credentials(KEY_ID, SECRET).listener(Adapters.named(adapter))
        .build();
    merchant = MerchantClient.builder().baseUrl(baseUrl).credentials(KEY_ID, SECRET)
        .listener(Adapters.named(adapter)).build();
  }

  /** Stops the server and the clients. */
  @TearDown(Level.Trial)
  public void stop() {
    plugin.close();
    merchant.close();
    server.destroy();
  }

  /** Plugin family GET (payment status). */
  @Benchmark
  public Object pluginGet() {
    return plugin.payments().status("pay_1");
  }

  /** Merchant HMAC family keyed POST (payout). */
  @Benchmark
  public Object payoutPost() {
    return merchant.payouts().initiate(payout);
  }
}
