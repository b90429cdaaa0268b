package com.service.sdk.benchmarks;

import com.service.sdk.payouts.MerchantClient;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * How many TCP connections 10,000 calls from 32 threads open: through the SDK with its
 * defaults (its own pool keeps up to 64 idle connections), and by hand with OkHttp's defaults. Run with
 * {@code java -cp benchmarks/target/benchmarks.jar com.service.sdk.benchmarks.ConnectionCount}.
 */
public final class ConnectionCount {
  private static final int CALLS = 10_000;
  private static final int THREADS = 32;

  private ConnectionCount() {}

  /**
   * Prints one line per client.
   *
   * @param args none
   * @throws Exception if the server cannot start or a call fails
   */
  public static void main(String[] args) throws Exception {
    try (LocalServer server = new LocalServer()) {
      MerchantClient defaults = MerchantClient.builder().baseUrl(server.baseUrl()).credentials("key", "secret").build();
      count(server, "SDK, default settings", () -> defaults.payouts().status("txn_1"));
    }
    try (LocalServer server = new LocalServer()) {
      RawClient raw = new RawClient(server.baseUrl(), "key", "secret");
      count(server, "raw OkHttp, default settings", raw::payoutStatus);
    }
  }

  private interface Call {
    Object run() throws Exception;
  }

  private static void count(LocalServer server, String name, Call call) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Object>> calls = new ArrayList<>();
      for (int i = 0; i < CALLS; i++) {
        calls.add(pool.submit(call::run));
      }
      for (Future<Object> done : calls) {
        done.get();
      }
    } finally {
      pool.shutdownNow();
    }
    System.out.printf("%-45s %,d calls from %d threads opened %d connections%n", name, CALLS, THREADS,
        server.connectionsOpened());
  }
}
