package com.service.sdk.benchmarks;

import com.service.sdk.core.CallListener;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * What each adapter adds to a call (and what one call's events cost in it, without the
 * network, as in {@link ListenerEventsBenchmark}), measured on the calling thread alone: its CPU time and the
 * bytes it allocates, per call. A blocking call does its client work (signing, OkHttp, reading
 * the answer, the listener's events) on the caller's thread, so these two figures leave out the
 * server (in a process of its own) and every other process on the machine, which wall-clock
 * figures on a shared, loaded machine cannot. The adapters take turns round by round, so a
 * change in the machine's load falls on all of them alike; the median round is reported.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar com.service.sdk.benchmarks.ObservationCost [calls per round] [rounds]</pre>
 */
public final class ObservationCost {
  private static final String KEY_ID = "key_bench";
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";
  private static final List<String> ADAPTERS = List.of("none", "empty", "micrometer-bare", "micrometer", "otel-unsampled", "otel", "both");

  private ObservationCost() {}

  /**
   * Runs the comparison and prints one line per operation and adapter.
   *
   * @param args calls per round (default 2,000) and rounds (default 7)
   * @throws Exception if the server cannot start
   */
  public static void main(String[] args) throws Exception {
    int calls = args.length > 0 ? Integer.parseInt(args[0]) : 2_000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    Process server = LocalServer.startProcess();
    try {
      String baseUrl = LocalServer.baseUrlOf(server);
      InitiatePayoutRequest payout = InitiatePayoutRequest.builder().payeeId("6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10")
          .amount("1250.75").externalRef("po_7781").method(PayoutMethod.IMPS).build();
      Map<String, Runnable> work = new LinkedHashMap<>();
      for (String adapter : ADAPTERS) {
        CallListener listener = Adapters.named(adapter);
        PluginClient plugin = PluginClient.builder().baseUrl(baseUrl).credentials(KEY_ID, SECRET).listener(listener)
            .build();
        MerchantClient merchant = MerchantClient.builder().baseUrl(baseUrl).credentials(KEY_ID, SECRET)
            .listener(listener).build();
        work.put("pluginGet " + adapter, () -> plugin.payments().status("pay_1"));
        work.put("payoutPost " + adapter, () -> merchant.payouts().initiate(payout));
        long[] headerChars = new long[1];
        CallListener.AttemptHeaders headers = (name, value) -> headerChars[0] += value.length();
        work.put("events only " + adapter, () -> ListenerEventsBenchmark.events(listener, headers));
      }
      Map<String, List<long[]>> measured = new LinkedHashMap<>();
      work.keySet().forEach(name -> measured.put(name, new ArrayList<>()));
      for (int round = -2; round < rounds; round++) { // two rounds of warm-up
        for (Map.Entry<String, Runnable> entry : work.entrySet()) {
          long[] figures = measure(entry.getValue(), calls, threads::getCurrentThreadCpuTime,
              threads::getCurrentThreadAllocatedBytes);
          if (round >= 0) {
            measured.get(entry.getKey()).add(figures);
          }
        }
      }
      System.out.printf("%-26s %16s %16s%n", "operation adapter", "CPU ns/call", "bytes/call");
      measured.forEach((name, figures) -> System.out.printf("%-26s %16d %16d%n", name, median(figures, 0),
          median(figures, 1)));
    } finally {
      server.destroy();
    }
  }

  private static long[] measure(Runnable call, int calls, LongSupplier cpu, LongSupplier allocated) {
    long cpuBefore = cpu.getAsLong();
    long bytesBefore = allocated.getAsLong();
    for (int i = 0; i < calls; i++) {
      call.run();
    }
    return new long[] {(cpu.getAsLong() - cpuBefore) / calls, (allocated.getAsLong() - bytesBefore) / calls};
  }

  private static long median(List<long[]> figures, int column) {
    long[] values = figures.stream().mapToLong(f -> f[column]).sorted().toArray();
    return values[values.length / 2];
  }
}
