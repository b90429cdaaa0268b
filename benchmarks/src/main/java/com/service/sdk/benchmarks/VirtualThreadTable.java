package com.service.sdk.benchmarks;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;
import okhttp3.OkHttpClient;

/**
 * Blocking calls on virtual threads (Java 21 and later): {@value #THREADS} virtual threads
 * started together, each making {@link #callsPerThread} blocking calls of one operation, over
 * {@link InMemorySockets}, through the SDK and through {@link RawClient}; the SDK's and the raw
 * client's runs of an operation back to back, in one order in odd rounds and the other in even
 * ones, and the ratio SDK / raw of wall time and of the process's CPU time taken round by
 * round ({@link Interval}: mean, 95 % interval, lowest and highest round). A JFR recording of
 * {@code jdk.VirtualThreadPinned} (threshold 0) runs through the measured rounds (after
 * {@value #WARM_UP_RUNS} warm-up runs each way, whose class loading pins as the JDK does for any
 * code): the table says how many times a virtual thread was pinned to its carrier, and in which
 * frames. It also says how long the JIT compiled during the measured rounds: with a single
 * warm-up run each way the first rounds ran half-compiled code, twice as slow as the last.
 *
 * <p>The build stays on Java 17, so the virtual threads are made by reflection; on an older JVM
 * this prints that it needs Java 21 and ends. Run it on the newest JDK:
 *
 * <pre>
 * /usr/lib/jvm/temurin-25-jdk-amd64/bin/java -cp benchmarks/target/benchmarks.jar com.service.sdk.benchmarks.VirtualThreadTable [rounds] [calls per thread]
 * </pre>
 */
public final class VirtualThreadTable {
  /** Virtual threads per run. */
  static final int THREADS = 1_000;
  /** Unmeasured runs of each operation each way first: the JIT compiles for seconds (RatioSettings). */
  static final int WARM_UP_RUNS = 10;
  private static final String KEY_ID = "key_bench";
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

  private final int callsPerThread;
  private final Map<String, Callable<Object>> sdk = new LinkedHashMap<>();
  private final Map<String, Callable<Object>> raw = new LinkedHashMap<>();

  private VirtualThreadTable(int callsPerThread) {
    this.callsPerThread = callsPerThread;
    InMemorySockets sockets = new InMemorySockets();
    PluginClient plugin = InMemoryCalls.overSockets(PluginClient.builder(), sockets).baseUrl(InMemorySockets.BASE_URL)
        .credentials(KEY_ID, SECRET).build();
    MerchantClient merchant = InMemoryCalls.overSockets(MerchantClient.builder(), sockets)
        .baseUrl(InMemorySockets.BASE_URL).credentials(KEY_ID, SECRET).build();
    RawClient hand = new RawClient(new OkHttpClient.Builder().socketFactory(sockets)
        .connectionPool(InMemoryCalls.pool()).build(), InMemorySockets.BASE_URL, KEY_ID, SECRET);
    CreateRefundRequest refund = CreateRefundRequest.builder().merchantId("m_42").paymentId("pay_1")
        .amount("100.00").merchantRefundId("order-1-r1").build();
    InitiatePayoutRequest payout = InitiatePayoutRequest.builder().payeeId("6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10")
        .amount("1250.75").externalRef("po_7781").method(PayoutMethod.IMPS).build();
    sdk.put("hmacGet", () -> merchant.payouts().status("txn_1"));
    raw.put("hmacGet", hand::payoutStatus);
    sdk.put("pluginGet", () -> plugin.payments().status("pay_1"));
    raw.put("pluginGet", hand::paymentStatus);
    sdk.put("refundPost", () -> plugin.refunds().create(refund));
    raw.put("refundPost", hand::refund);
    sdk.put("payoutPost", () -> merchant.payouts().initiate(payout));
    raw.put("payoutPost", hand::payout);
  }

  /**
   * Runs the rounds and prints the table, or says that the JVM has no virtual threads.
   *
   * @param args rounds (default 5) and calls per virtual thread (default 20)
   * @throws Exception if a call fails
   */
  public static void main(String[] args) throws Exception {
    if (Runtime.version().feature() < 21) {
      System.out.println("VirtualThreadTable needs Java 21 or later (virtual threads); this is Java "
          + Runtime.version() + ": nothing measured. Run it with the newest JDK, such as"
          + " /usr/lib/jvm/temurin-25-jdk-amd64/bin/java.");
      return;
    }
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    int calls = args.length > 1 ? Integer.parseInt(args[1]) : 20;
    new VirtualThreadTable(calls).run(rounds);
    System.exit(0); // the raw client's OkHttp threads are not daemons
  }

  private void run(int rounds) throws Exception {
    String loadBefore = RatioTable.loadAverage();
    Path recorded = Files.createTempFile("virtual-thread-pinning", ".jfr");
    Map<String, List<double[]>> ratios = new LinkedHashMap<>();
    for (int run = 0; run < WARM_UP_RUNS; run++) { // not counted, nor its class loading's pinning
      for (String op : sdk.keySet()) {
        runOnVirtualThreads(sdk.get(op));
        runOnVirtualThreads(raw.get(op));
      }
    }
    long compilingBefore = compilationMillis();
    try (Recording recording = new Recording()) {
      recording.enable("jdk.VirtualThreadPinned").withThreshold(Duration.ZERO).withStackTrace();
      recording.start();
      for (int round = 1; round <= rounds; round++) {
        for (String op : sdk.keySet()) {
          boolean sdkFirst = round % 2 == 1;
          long[] first = runOnVirtualThreads((sdkFirst ? sdk : raw).get(op));
          long[] second = runOnVirtualThreads((sdkFirst ? raw : sdk).get(op));
          long[] bySdk = sdkFirst ? first : second;
          long[] byRaw = sdkFirst ? second : first;
          ratios.computeIfAbsent(op, k -> new ArrayList<>()).add(new double[] {
              (double) bySdk[0] / byRaw[0], (double) bySdk[1] / byRaw[1], bySdk[0], byRaw[0]});
          System.err.printf(Locale.ROOT, "round %d/%d %-10s SDK %.1f µs/call, raw %.1f µs/call, load %s%n", round,
              rounds, op, bySdk[0] / 1e3 / calls(), byRaw[0] / 1e3 / calls(), RatioTable.loadAverage());
        }
      }
      recording.stop();
      recording.dump(recorded);
    }
    long compilingAfter = compilationMillis();
    long compiling = compilingAfter < 0 ? -1 : compilingAfter - compilingBefore;
    System.out.printf(Locale.ROOT, "%d virtual threads x %d blocking calls each, in-memory sockets, %d rounds,"
        + " JDK %s, %d cores; load average %s before, %s after%n%n", THREADS, callsPerThread, rounds,
        Runtime.version(), Runtime.getRuntime().availableProcessors(), loadBefore, RatioTable.loadAverage());
    System.out.println("| virtual threads, SDK / raw | " + String.join(" | ", headers()) + " |");
    System.out.println("|---|---|---|---|---|");
    row("wall time per call", ratios, 0);
    row("CPU time per call", ratios, 1);
    System.out.print("| µs per call, SDK (raw) |");
    ratios.forEach((op, rows) -> System.out.printf(Locale.ROOT, " %.2f (%.2f) |", mean(rows, 2) / 1e3 / calls(),
        mean(rows, 3) / 1e3 / calls()));
    System.out.println();
    System.out.println();
    System.out.printf(Locale.ROOT, compiling < 0 ? "JIT compilation during the measured rounds: not reported by this JVM%n%n"
        : "JIT compilation during the measured rounds: %d ms in all%n%n", compiling);
    pinning(recorded);
    Files.deleteIfExists(recorded);
  }

  private long calls() {
    return (long) THREADS * callsPerThread;
  }

  private List<String> headers() {
    List<String> titles = new ArrayList<>();
    sdk.keySet().forEach(op -> titles.add(RatioSettings.OPERATIONS.get(op)));
    return titles;
  }

  private static void row(String title, Map<String, List<double[]>> ratios, int column) {
    StringBuilder line = new StringBuilder("| " + title + " |");
    ratios.forEach((op, rows) -> line.append(' ')
        .append(Interval.of(rows.stream().mapToDouble(r -> r[column]).toArray())).append(" |"));
    System.out.println(line);
  }

  /** The JIT's compilation time so far, or -1 on a JVM without a JIT (-Xint) or without that count. */
  private static long compilationMillis() {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : -1;
  }

  private static double mean(List<double[]> rows, int column) {
    return rows.stream().mapToDouble(r -> r[column]).average().orElseThrow();
  }

  /**
   * Starts {@value #THREADS} virtual threads that wait for one another, then each make
   * {@link #callsPerThread} calls; returns the wall time and the process's CPU time, in
   * nanoseconds, from the start signal to the last call's end.
   */
  private long[] runOnVirtualThreads(Callable<Object> call) throws Exception {
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    CountDownLatch ready = new CountDownLatch(THREADS);
    CountDownLatch go = new CountDownLatch(1);
    List<Future<?>> done = new ArrayList<>(THREADS);
    ExecutorService threads = virtualThreadPerTask();
    try {
      for (int i = 0; i < THREADS; i++) {
        done.add(threads.submit(() -> {
          ready.countDown();
          go.await();
          for (int c = 0; c < callsPerThread; c++) {
            call.call();
          }
          return null;
        }));
      }
      ready.await();
      long cpu = os.getProcessCpuTime();
      long started = System.nanoTime();
      go.countDown();
      for (Future<?> each : done) {
        each.get();
      }
      return new long[] {System.nanoTime() - started, os.getProcessCpuTime() - cpu};
    } finally {
      threads.shutdown();
    }
  }

  /** {@code Executors.newVirtualThreadPerTaskExecutor()}, by reflection: the build is Java 17's. */
  private static ExecutorService virtualThreadPerTask() throws ReflectiveOperationException {
    return (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
  }

  /** Prints how often a virtual thread was pinned, and the frames it was pinned in most often. */
  private static void pinning(Path recorded) throws IOException {
    Map<String, Integer> byFrames = new LinkedHashMap<>();
    int pinned = 0;
    for (RecordedEvent event : RecordingFile.readAllEvents(recorded)) {
      if (!event.getEventType().getName().equals("jdk.VirtualThreadPinned")) {
        continue;
      }
      pinned++;
      StringBuilder frames = new StringBuilder();
      List<RecordedFrame> stack = event.getStackTrace() == null ? List.of() : event.getStackTrace().getFrames();
      for (RecordedFrame frame : stack.subList(0, Math.min(4, stack.size()))) {
        frames.append(frames.length() == 0 ? "" : " < ").append(frame.getMethod().getType().getName()).append('.')
            .append(frame.getMethod().getName());
      }
      byFrames.merge(frames.toString(), 1, Integer::sum);
    }
    System.out.println("jdk.VirtualThreadPinned events (threshold 0) in the measured rounds: " + pinned);
    byFrames.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(5)
        .forEach(e -> System.out.println("  " + e.getValue() + " x " + e.getKey()));
  }
}
