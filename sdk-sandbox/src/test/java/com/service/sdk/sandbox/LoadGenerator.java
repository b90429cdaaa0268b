package com.service.sdk.sandbox;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Measures sustained signed status reads (operation 2) per second against an embedded sandbox,
 * from a local multi-threaded client. Not a test: run it by hand (see the module README).
 * Options: {@code --threads N} (default 4), {@code --seconds N} (default 10; a 3 s warm-up
 * comes first).
 */
public final class LoadGenerator {
  private LoadGenerator() {}

  /**
   * Runs the measurement and prints throughput and latency percentiles.
   *
   * @param args the options
   * @throws Exception if the run fails
   */
  public static void main(String[] args) throws Exception {
    int threads = 4;
    int seconds = 10;
    for (int i = 0; i + 1 < args.length; i += 2) {
      if ("--threads".equals(args[i])) {
        threads = Integer.parseInt(args[i + 1]);
      } else if ("--seconds".equals(args[i])) {
        seconds = Integer.parseInt(args[i + 1]);
      } else {
        throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    try (Sandbox sandbox = Sandbox.start()) {
      SandboxMerchant merchant = sandbox.createMerchant();
      String paymentId = Fixtures.createPayment(new WireClient(sandbox), merchant, "499.00");
      String path = "/payments/" + paymentId + "/status";
      run(sandbox, merchant, path, threads, Duration.ofSeconds(3));
      long[] latencies = run(sandbox, merchant, path, threads, Duration.ofSeconds(seconds));
      Arrays.sort(latencies);
      System.out.printf("threads=%d seconds=%d requests=%d throughput=%.0f/s p50=%.2fms p99=%.2fms max=%.2fms%n",
          threads, seconds, latencies.length, latencies.length / (double) seconds,
          percentile(latencies, 0.50), percentile(latencies, 0.99), latencies[latencies.length - 1] / 1e6);
    }
  }

  private static long[] run(Sandbox sandbox, SandboxMerchant merchant, String path, int threads, Duration length)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      long end = System.nanoTime() + length.toNanos();
      List<Future<long[]>> results = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        results.add(pool.submit(() -> worker(sandbox.baseUrl(), merchant, path, end)));
      }
      List<long[]> all = new ArrayList<>();
      int total = 0;
      for (Future<long[]> result : results) {
        long[] one = result.get();
        all.add(one);
        total += one.length;
      }
      long[] merged = new long[total];
      int at = 0;
      for (long[] one : all) {
        System.arraycopy(one, 0, merged, at, one.length);
        at += one.length;
      }
      return merged;
    } finally {
      pool.shutdownNow();
    }
  }

  private static long[] worker(String baseUrl, SandboxMerchant merchant, String path, long end) throws Exception {
    HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    long[] latencies = new long[1 << 16];
    int n = 0;
    URI uri = URI.create(baseUrl + path);
    while (System.nanoTime() < end) {
      String ts = Long.toString(Instant.now().getEpochSecond());
      HttpRequest request = HttpRequest.newBuilder(uri)
          .header("X-Service-Api-Key", merchant.apiKeyId())
          .header("X-Service-Timestamp", ts)
          .header("X-Service-Signature", TestSigner.pluginFamily(merchant.apiSecret(), ts, "GET", path, new byte[0]))
          .GET().build();
      long start = System.nanoTime();
      HttpResponse<byte[]> response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
      long took = System.nanoTime() - start;
      if (response.statusCode() != 200) {
        throw new IllegalStateException(response.statusCode() + " " + new String(response.body(), StandardCharsets.UTF_8));
      }
      if (n == latencies.length) {
        latencies = Arrays.copyOf(latencies, n * 2);
      }
      latencies[n++] = took;
    }
    return Arrays.copyOf(latencies, n);
  }

  private static double percentile(long[] sorted, double p) {
    return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)] / 1e6;
  }
}
