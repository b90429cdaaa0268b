package com.service.sdk.benchmarks;

import com.service.sdk.core.ClientBuilder;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
import java.io.IOException;
import java.lang.reflect.Method;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import okhttp3.Dispatcher;
import okhttp3.OkHttpClient;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The asynchronous face's throughput over {@link InMemorySockets}: {@value #BATCH} calls per
 * invocation with at most {@link #inFlight} of them in flight at once, through the SDK's
 * {@code async()} services and through {@link RawClient}'s OkHttp {@code enqueue} + Jackson
 * (the answer decoded in OkHttp's callback, which completes the future on OkHttp's own thread).
 * The SDK completes its futures on its async executor instead, so that the application's
 * continuations never run on OkHttp's threads: that hand-off is in its figure. Both clients
 * allow 64 calls at once to one host. {@link RatioTable} compares them with
 * {@code --benchmark AsyncCalls --threads 1,8,64}, where "threads" is the calls in flight
 * (each fork runs one JMH thread).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@OperationsPerInvocation(AsyncCalls.BATCH)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class AsyncCalls {
  /** Calls per invocation. */
  static final int BATCH = 256;
  private static final String KEY_ID = "key_bench";
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

  /** At most this many calls are in flight at once. */
  @Param({"1", "8", "64"})
  public int inFlight;

  /** The SDK's listener ({@link Adapters#named}); only {@code none} is compared here. */
  @Param({"none"})
  public String listener;

  /**
   * Where the SDK completes its futures: {@code default}, its async pool; {@code direct}, the
   * thread that read the answer (OkHttp's), as the raw client does, which measures what the
   * hand-off costs (an application may choose it with {@code asyncExecutor(Runnable::run)}).
   */
  @Param({"default"})
  public String executor;

  private final InMemorySockets sockets = new InMemorySockets();
  private final CreateRefundRequest refund = CreateRefundRequest.builder().merchantId("m_42").paymentId("pay_1")
      .amount("100.00").merchantRefundId("order-1-r1").build();
  private final InitiatePayoutRequest payout = InitiatePayoutRequest.builder()
      .payeeId("6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10").amount("1250.75").externalRef("po_7781")
      .method(PayoutMethod.IMPS).build();
  private PluginClient plugin;
  private MerchantClient merchant;
  private RawClient raw;
  private Dispatcher rawDispatcher;

  /**
   * Builds both clients and makes 50,000 calls of the measured operation, {@link #inFlight} at once.
   *
   * @param benchmark which method this fork measures
   * @throws ReflectiveOperationException if a warm-up call fails
   */
  @Setup(Level.Trial)
  public void start(BenchmarkParams benchmark) throws ReflectiveOperationException {
    plugin = completing(InMemoryCalls.overSockets(PluginClient.builder(), sockets)).baseUrl(InMemorySockets.BASE_URL)
        .credentials(KEY_ID, SECRET).listener(Adapters.named(listener)).build();
    merchant = completing(InMemoryCalls.overSockets(MerchantClient.builder(), sockets))
        .baseUrl(InMemorySockets.BASE_URL).credentials(KEY_ID, SECRET).listener(Adapters.named(listener)).build();
    rawDispatcher = new Dispatcher();
    rawDispatcher.setMaxRequestsPerHost(64); // the SDK's own limit per host; OkHttp's default is 5
    raw = new RawClient(new OkHttpClient.Builder().socketFactory(sockets).connectionPool(InMemoryCalls.pool())
        .dispatcher(rawDispatcher).build(), InMemorySockets.BASE_URL, KEY_ID, SECRET);
    String name = benchmark.getBenchmark();
    Method measured = AsyncCalls.class.getMethod(name.substring(name.lastIndexOf('.') + 1));
    for (int i = 0; i < 50_000 / BATCH; i++) {
      measured.invoke(this);
    }
  }

  private <B extends ClientBuilder<B, ?>> B completing(B builder) {
    return executor.equals("direct") ? builder.asyncExecutor(Runnable::run) : builder;
  }

  /** Closes the SDK's clients and stops the raw client's dispatcher. */
  @TearDown(Level.Trial)
  public void stop() {
    plugin.close();
    merchant.close();
    rawDispatcher.executorService().shutdown();
  }

  /** A call that gives a future. */
  private interface AsyncCall {
    CompletableFuture<?> start() throws IOException;
  }

  /** Makes {@value #BATCH} calls, at most {@link #inFlight} at once, and waits for the last. */
  private void batch(AsyncCall call) throws IOException, InterruptedException {
    Semaphore window = new Semaphore(inFlight);
    CountDownLatch done = new CountDownLatch(BATCH);
    AtomicReference<Throwable> failed = new AtomicReference<>();
    for (int i = 0; i < BATCH; i++) {
      window.acquire();
      call.start().whenComplete((value, failure) -> {
        if (failure != null) {
          failed.compareAndSet(null, failure);
        }
        window.release();
        done.countDown();
      });
    }
    done.await();
    if (failed.get() != null) {
      throw new IllegalStateException("a call failed", failed.get());
    }
  }

  /**
   * Plugin family GET through the SDK.
   *
   * @throws Exception if a call failed
   */
  @Benchmark
  public void pluginGetSdk() throws Exception {
    batch(() -> plugin.async().payments().status("pay_1"));
  }

  /**
   * Plugin family GET by hand.
   *
   * @throws Exception if a call failed
   */
  @Benchmark
  public void pluginGetRaw() throws Exception {
    batch(raw::paymentStatusAsync);
  }

  /**
   * Refund through the SDK.
   *
   * @throws Exception if a call failed
   */
  @Benchmark
  public void refundPostSdk() throws Exception {
    batch(() -> plugin.async().refunds().create(refund));
  }

  /**
   * Refund by hand.
   *
   * @throws Exception if a call failed
   */
  @Benchmark
  public void refundPostRaw() throws Exception {
    batch(raw::refundAsync);
  }

  /**
   * Merchant HMAC family GET through the SDK.
   *
   * @throws Exception if a call failed
   */
  @Benchmark
  public void hmacGetSdk() throws Exception {
    batch(() -> merchant.async().payouts().status("txn_1"));
  }

  /**
   * Merchant HMAC family GET by hand.
   *
   * @throws Exception if a call failed
   */
  @Benchmark
  public void hmacGetRaw() throws Exception {
    batch(raw::payoutStatusAsync);
  }

  /**
   * Payout through the SDK.
   *
   * @throws Exception if a call failed
   */
  @Benchmark
  public void payoutPostSdk() throws Exception {
    batch(() -> merchant.async().payouts().initiate(payout));
  }

  /**
   * Payout by hand.
   *
   * @throws Exception if a call failed
   */
  @Benchmark
  public void payoutPostRaw() throws Exception {
    batch(raw::payoutAsync);
  }
}
