package com.service.sdk.jdbc;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Prints what a delivery's bookkeeping through {@link JdbcDeliveryStore} (claim + complete) costs
 * over the same bookkeeping written by hand ({@link JdbcBenchmark#claimAndCompleteByHand}), store
 * / hand, with the method of the benchmarks module's {@code RatioTable}:
 * <ul>
 *   <li>each figure is one JMH fork (a fresh JVM, sample time) of one method, on new tables of one
 *       PostgreSQL server that this table starts (fsync on) for all of them;</li>
 *   <li>the store's fork and the hand-written one of a setting (threads, {@code synchronous_commit})
 *       run back to back, in one order in odd rounds and the other in even ones, so load that lasts
 *       a few seconds hits them alike;</li>
 *   <li>the ratio is taken round by round, and the rounds' ratios are given as their mean with a
 *       Student-t 95 % interval and the lowest and highest round.</li>
 * </ul>
 * Ratios of the p50, the p99 and the mean time per operation, and of the bytes allocated per
 * operation (JMH's {@code gc.alloc.rate.norm}); then the figures themselves. Run as sdk-jdbc's
 * README says:
 *
 * <pre>
 * mvn -B -ntp -q -pl sdk-jdbc -am -Pjdbc-ratio test -DskipTests [-Dratio.args="--rounds 8"]
 * </pre>
 *
 * <p>Options: {@code --rounds 6}, {@code --threads 1,8}, {@code --sync on,off}, {@code --warmup 2},
 * {@code --iterations 3} and {@code --seconds 3} (iterations of that many seconds per fork),
 * {@code --prepare-threshold 5} (the driver's, {@link JdbcBenchmark#prepareThreshold}).
 * Progress goes to standard error, the tables to standard output.
 */
final class DeliveryRatioTable {
  private static final String STORE = "claimAndComplete";
  private static final String HAND = "claimAndCompleteByHand";

  /** One fork's figures: µs per operation (mean, p50, p99) and bytes per operation. */
  record Fork(double mean, double p50, double p99, double bytes) {}

  private final Map<String, String> options = new LinkedHashMap<>(Map.of("rounds", "6", "threads", "1,8",
      "sync", "on,off", "warmup", "2", "iterations", "3", "seconds", "3", "prepare-threshold", "5"));

  private DeliveryRatioTable() {}

  /**
   * Starts a server, runs the rounds and prints the tables.
   *
   * @param args options, see the class comment
   * @throws Exception if the server cannot start or a fork fails
   */
  public static void main(String[] args) throws Exception {
    DeliveryRatioTable table = new DeliveryRatioTable();
    for (int i = 0; i < args.length; i += 2) {
      String name = args[i].replaceFirst("^--", "");
      if (!table.options.containsKey(name) || i + 1 == args.length) {
        throw new IllegalArgumentException("unknown option or no value: " + args[i] + "; options: "
            + table.options);
      }
      table.options.put(name, args[i + 1]);
    }
    // JMH refuses to start while another JMH run holds /tmp/jmh.lock; on a shared machine the
    // interleaved rounds are what deal with others' load.
    System.setProperty("jmh.ignoreLock", "true");
    try (PostgresServer server = PostgresServer.start(PostgresServer.requiredBinaries(), true)) {
      table.run(server.url("postgres"), System.out, System.err);
    }
  }

  private void run(String url, PrintStream out, PrintStream progress) throws RunnerException {
    String loadBefore = loadAverage();
    OffsetDateTime started = OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS);
    int rounds = Integer.parseInt(options.get("rounds"));
    List<String> settings = new ArrayList<>();
    for (String threads : options.get("threads").split(",")) {
      for (String sync : options.get("sync").split(",")) {
        settings.add(threads + "/" + sync);
      }
    }
    Map<String, List<Map<String, Fork>>> results = new LinkedHashMap<>();
    for (int round = 1; round <= rounds; round++) {
      for (String setting : settings) {
        List<String> order = round % 2 == 1 ? List.of(STORE, HAND) : List.of(HAND, STORE);
        Map<String, Fork> forks = new LinkedHashMap<>();
        for (String method : order) {
          forks.put(method, fork(url, method, setting));
        }
        results.computeIfAbsent(setting, s -> new ArrayList<>()).add(forks);
        progress.printf(Locale.ROOT, "round %d/%d, %s: store / hand p50 %.3f p99 %.3f mean %.3f bytes %.3f; load %s%n",
            round, rounds, title(setting), ratio(forks, Fork::p50), ratio(forks, Fork::p99),
            ratio(forks, Fork::mean), ratio(forks, Fork::bytes), loadAverage());
      }
    }
    out.printf(Locale.ROOT, "%s: JdbcBenchmark, %d forks in %d rounds, %s+%s iterations of %s s per fork,"
        + " prepareThreshold %s, JDK %s, %d cores; load average %s before, %s after%n%n", started,
        2 * settings.size() * rounds, rounds, options.get("warmup"), options.get("iterations"), options.get("seconds"),
        options.get("prepare-threshold"), Runtime.version(),
        Runtime.getRuntime().availableProcessors(), loadBefore, loadAverage());
    out.println("| claim + complete, store / hand | p50 | p99 | mean | bytes |");
    out.println("|---|---|---|---|---|");
    for (String setting : settings) {
      List<Map<String, Fork>> rows = results.get(setting);
      out.printf("| %s | %s | %s | %s | %s |%n", title(setting), interval(rows, Fork::p50),
          interval(rows, Fork::p99), interval(rows, Fork::mean), interval(rows, Fork::bytes));
    }
    out.println();
    out.println("| means of the rounds, µs per operation (bytes) | p50 | p99 | mean | bytes |");
    out.println("|---|---|---|---|---|");
    for (String setting : settings) {
      for (String method : List.of(STORE, HAND)) {
        List<Fork> forks = results.get(setting).stream().map(f -> f.get(method)).toList();
        out.printf(Locale.ROOT, "| %s, %s | %.0f | %.0f | %.0f | %,.0f |%n", title(setting),
            method.equals(STORE) ? "store" : "by hand", mean(forks, Fork::p50), mean(forks, Fork::p99),
            mean(forks, Fork::mean), mean(forks, Fork::bytes));
      }
    }
  }

  private static String title(String setting) {
    String[] parts = setting.split("/");
    return parts[0] + (parts[0].equals("1") ? " thread" : " threads") + ", synchronous_commit " + parts[1];
  }

  private static double ratio(Map<String, Fork> forks, ToDoubleFunction<Fork> figure) {
    return figure.applyAsDouble(forks.get(STORE)) / figure.applyAsDouble(forks.get(HAND));
  }

  private static String interval(List<Map<String, Fork>> rounds, ToDoubleFunction<Fork> figure) {
    return interval(rounds.stream().mapToDouble(forks -> ratio(forks, figure)).toArray());
  }

  private static double mean(List<Fork> forks, ToDoubleFunction<Fork> figure) {
    return forks.stream().mapToDouble(figure).average().orElseThrow();
  }

  /** Two-sided 95 % quantiles of Student's t for 1 to 30 degrees of freedom. */
  private static final double[] T_975 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
      2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060,
      2.056, 2.052, 2.048, 2.045, 2.042};

  /**
   * Returns the rounds' mean ± the half-width of its 95 % Student-t interval, then the lowest and
   * highest round, as the benchmarks module's {@code Interval} prints them: {@code "1.14 ± 0.05
   * (1.09-1.19)"}. Beyond 30 rounds, t at 30 (a little wide).
   */
  static String interval(double... rounds) {
    double mean = Arrays.stream(rounds).average().orElseThrow(() -> new IllegalArgumentException("no rounds"));
    double halfWidth = 0;
    if (rounds.length > 1) {
      double squares = Arrays.stream(rounds).map(v -> (v - mean) * (v - mean)).sum();
      halfWidth = T_975[Math.min(rounds.length - 1, T_975.length) - 1]
          * Math.sqrt(squares / (rounds.length - 1)) / Math.sqrt(rounds.length);
    }
    return String.format(Locale.ROOT, "%.2f ± %.2f (%.2f-%.2f)", mean, halfWidth,
        Arrays.stream(rounds).min().orElseThrow(), Arrays.stream(rounds).max().orElseThrow());
  }

  /** Runs one method in one fresh fork at one setting ({@code "8/on"}) and returns what it measured. */
  @SuppressWarnings("rawtypes") // JMH's getSecondaryResults() is a map of raw Results
  private Fork fork(String url, String method, String setting) throws RunnerException {
    String[] parts = setting.split("/");
    int seconds = Integer.parseInt(options.get("seconds"));
    RunResult result = new Runner(new OptionsBuilder()
        .include("^" + Pattern.quote(JdbcBenchmark.class.getName() + "." + method) + "$")
        .param("synchronousCommit", parts[1])
        .param("server", url)
        .param("prepareThreshold", options.get("prepare-threshold"))
        .forks(1)
        .threads(Integer.parseInt(parts[0]))
        .mode(Mode.SampleTime)
        .timeUnit(TimeUnit.MICROSECONDS)
        .warmupIterations(Integer.parseInt(options.get("warmup")))
        .warmupTime(TimeValue.seconds(seconds))
        .measurementIterations(Integer.parseInt(options.get("iterations")))
        .measurementTime(TimeValue.seconds(seconds))
        .addProfiler(GCProfiler.class)
        .verbosity(VerboseMode.SILENT)
        .build()).runSingle();
    var statistics = result.getPrimaryResult().getStatistics();
    double bytes = result.getSecondaryResults().entrySet().stream()
        .filter(e -> e.getKey().endsWith("gc.alloc.rate.norm")).mapToDouble(e -> e.getValue().getScore())
        .findFirst().orElseThrow(() -> new IllegalStateException("JMH's GC profiler gave no gc.alloc.rate.norm"));
    return new Fork(statistics.getMean(), statistics.getPercentile(50), statistics.getPercentile(99), bytes);
  }

  /** Returns the 1, 5 and 15 minute load averages, as {@code uptime} shows them. */
  static String loadAverage() {
    try {
      String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
      return parts[0] + ", " + parts[1] + ", " + parts[2];
    } catch (IOException e) {
      return "unknown (" + e.getMessage() + ")";
    }
  }
}
