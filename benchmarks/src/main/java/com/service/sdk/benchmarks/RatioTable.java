package com.service.sdk.benchmarks;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Prints the SDK's cost relative to the hand-written client, SDK / raw, as ratios with their
 * 95 % intervals: time per call (throughput inverted), CPU time per call ({@link CpuTimeProfiler},
 * which load from other processes hardly moves) and bytes allocated per call, for each
 * operation on one thread and on eight. A single run's time on a shared machine means little;
 * this is built to cancel what load can be cancelled:
 *
 * <ul>
 *   <li>each measurement is one JMH fork (a fresh JVM) of one {@code *Sdk} or {@code *Raw}
 *       method of {@link InMemoryCalls} (the client's own work, no kernel nor server);
 *   <li>the SDK's fork and the raw fork of an operation run back to back, in one order in odd
 *       rounds and the other in even ones, so load that lasts a few seconds hits both alike;
 *   <li>the ratio is taken round by round, and the rounds' ratios are summarised as their mean
 *       with a Student-t 95 % interval and the lowest and highest round ({@link Interval});
 *   <li>bytes per call are JMH's {@code gc.alloc.rate.norm} ({@code -prof gc}) of the same forks,
 *       and CPU per call their {@code cpu.time.norm}.
 * </ul>
 *
 * <p>Run from a fresh clone (80 forks, about nine minutes with the defaults on an otherwise idle machine):
 *
 * <pre>
 * mvn -B -ntp -q -pl benchmarks -am package -DskipTests
 * java -cp benchmarks/target/benchmarks.jar com.service.sdk.benchmarks.RatioTable
 * </pre>
 *
 * <p>Options: {@code --rounds 5}, {@code --threads 1,8}, {@code --ops hmacGet,pluginGet,refundPost,payoutPost},
 * {@code --warmup 2} and {@code --iterations 2} (iterations of {@code --seconds 1} each per fork),
 * {@code --benchmark InMemoryCalls} (or {@code SingleThreadCalls}, the loopback one). Progress goes
 * to standard error, the tables to standard output.
 */
public final class RatioTable {
  /** Column titles of the operations, by the prefix of their benchmark methods. */
  private static final Map<String, String> TITLES = new LinkedHashMap<>();

  static {
    TITLES.put("hmacGet", "HMAC GET");
    TITLES.put("pluginGet", "plugin GET");
    TITLES.put("refundPost", "refund POST");
    TITLES.put("payoutPost", "payout POST");
  }

  private final Settings settings;
  private final PrintStream progress;

  private RatioTable(Settings settings, PrintStream progress) {
    this.settings = settings;
    this.progress = progress;
  }

  /**
   * Runs the rounds and prints the tables.
   *
   * @param args options, see the class comment
   * @throws RunnerException if a fork fails
   */
  public static void main(String[] args) throws RunnerException {
    Settings settings = Settings.parse(args);
    // JMH refuses to start while another JMH run holds /tmp/jmh.lock. On a shared machine that
    // would end the table part-way; the interleaved rounds are what deal with others' load.
    System.setProperty("jmh.ignoreLock", System.getProperty("jmh.ignoreLock", "true"));
    new RatioTable(settings, System.err).run(System.out);
  }

  private void run(PrintStream out) throws RunnerException {
    String loadBefore = loadAverage();
    OffsetDateTime started = OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS);
    Map<String, List<Round>> rounds = new LinkedHashMap<>();
    for (int round = 1; round <= settings.rounds; round++) {
      for (int threads : settings.threads) {
        for (String op : settings.ops) {
          boolean sdkFirst = round % 2 == 1;
          Fork first = fork(op + (sdkFirst ? "Sdk" : "Raw"), threads);
          Fork second = fork(op + (sdkFirst ? "Raw" : "Sdk"), threads);
          Round result = sdkFirst ? new Round(first, second) : new Round(second, first);
          rounds.computeIfAbsent(key(threads, op), k -> new ArrayList<>()).add(result);
          progress.printf(Locale.ROOT, "round %d/%d, %d thread(s), %-10s SDK/raw time %.3f, CPU %.3f, bytes %.3f"
              + " (SDK %,.0f calls/s %,.0f B, raw %,.0f calls/s %,.0f B; load %s)%n", round, settings.rounds, threads,
              op, result.timeRatio(), result.cpuRatio(), result.bytesRatio(), result.sdk.callsPerSecond,
              result.sdk.bytesPerCall, result.raw.callsPerSecond, result.raw.bytesPerCall, loadAverage());
        }
      }
    }
    out.printf(Locale.ROOT, "%s: %s, %d rounds, %d+%d iterations of %d s per fork, JDK %s, %d cores;"
        + " load average %s before, %s after%n%n", started, settings.benchmark, settings.rounds, settings.warmup,
        settings.iterations, settings.seconds, Runtime.version(), Runtime.getRuntime().availableProcessors(),
        loadBefore, loadAverage());
    printRatios(out, rounds);
    printFigures(out, rounds);
  }

  private void printRatios(PrintStream out, Map<String, List<Round>> rounds) {
    out.println("SDK / raw, mean ± 95 % interval (lowest-highest round)");
    out.println();
    header(out, "client work, SDK / raw");
    for (int threads : settings.threads) {
      String who = threads + (threads == 1 ? " thread" : " threads");
      row(out, who + ", time per call", threads, rounds, Round::timeRatio);
      row(out, who + ", CPU per call", threads, rounds, Round::cpuRatio);
      row(out, who + ", bytes per call", threads, rounds, Round::bytesRatio);
    }
    out.println();
  }

  private void printFigures(PrintStream out, Map<String, List<Round>> rounds) {
    out.println("Mean of the rounds, SDK / raw: µs per call (1 / throughput), CPU µs per call, bytes per call");
    out.println();
    header(out, "per call, SDK / raw");
    for (int threads : settings.threads) {
      String who = threads + (threads == 1 ? " thread" : " threads");
      figureRow(out, who + ", µs", threads, rounds, "%.2f / %.2f", fork -> 1e6 / fork.callsPerSecond);
      figureRow(out, who + ", CPU µs", threads, rounds, "%.2f / %.2f", fork -> fork.cpuNanosPerCall / 1e3);
      figureRow(out, who + ", bytes", threads, rounds, "%,.0f / %,.0f", fork -> fork.bytesPerCall);
    }
  }

  private void header(PrintStream out, String corner) {
    StringBuilder line = new StringBuilder("| " + corner + " |");
    StringBuilder rule = new StringBuilder("|---|");
    for (String op : settings.ops) {
      line.append(' ').append(TITLES.get(op)).append(" |");
      rule.append("---|");
    }
    out.println(line);
    out.println(rule);
  }

  private void row(PrintStream out, String title, int threads, Map<String, List<Round>> rounds,
      java.util.function.ToDoubleFunction<Round> ratio) {
    StringBuilder line = new StringBuilder("| " + title + " |");
    for (String op : settings.ops) {
      double[] values = rounds.get(key(threads, op)).stream().mapToDouble(ratio).toArray();
      line.append(' ').append(Interval.of(values)).append(" |");
    }
    out.println(line);
  }

  private void figureRow(PrintStream out, String title, int threads, Map<String, List<Round>> rounds,
      String format, java.util.function.ToDoubleFunction<Fork> figure) {
    StringBuilder line = new StringBuilder("| " + title + " |");
    for (String op : settings.ops) {
      List<Round> each = rounds.get(key(threads, op));
      double sdk = each.stream().mapToDouble(r -> figure.applyAsDouble(r.sdk)).average().orElseThrow();
      double raw = each.stream().mapToDouble(r -> figure.applyAsDouble(r.raw)).average().orElseThrow();
      line.append(' ').append(String.format(Locale.ROOT, format, sdk, raw)).append(" |");
    }
    out.println(line);
  }

  private static String key(int threads, String op) {
    return threads + "/" + op;
  }

  /** Runs one benchmark method in one fresh fork and returns what it measured. */
  private Fork fork(String method, int threads) throws RunnerException {
    Options options = new OptionsBuilder()
        .include("^" + Pattern.quote(RatioTable.class.getPackageName() + "." + settings.benchmark + "." + method) + "$")
        .forks(1)
        .threads(threads)
        .mode(Mode.Throughput)
        .timeUnit(TimeUnit.SECONDS)
        .warmupIterations(settings.warmup)
        .warmupTime(TimeValue.seconds(settings.seconds))
        .measurementIterations(settings.iterations)
        .measurementTime(TimeValue.seconds(settings.seconds))
        .jvmArgs("-Xms1g", "-Xmx1g")
        .addProfiler(GCProfiler.class)
        .addProfiler(CpuTimeProfiler.class)
        .verbosity(VerboseMode.SILENT)
        .build();
    RunResult result = new Runner(options).runSingle();
    return new Fork(result.getPrimaryResult().getScore(), secondary(result, "gc.alloc.rate.norm"),
        secondary(result, "cpu.time.norm"));
  }

  @SuppressWarnings("rawtypes") // JMH's getSecondaryResults() is a map of raw Results
  private static double secondary(RunResult result, String name) {
    return result.getSecondaryResults().entrySet().stream().filter(e -> e.getKey().endsWith(name))
        .mapToDouble(e -> e.getValue().getScore()).findFirst()
        .orElseThrow(() -> new IllegalStateException("JMH's profilers gave no " + name));
  }

  /** Returns the 1, 5 and 15 minute load averages as {@code uptime} shows them, or the 1 minute one. */
  static String loadAverage() {
    try {
      String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
      return parts[0] + " " + parts[1] + " " + parts[2];
    } catch (IOException | RuntimeException notLinux) {
      return String.format(Locale.ROOT, "%.2f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
  }

  /** What one fork measured. */
  private record Fork(double callsPerSecond, double bytesPerCall, double cpuNanosPerCall) {}

  /** One round of one operation: the SDK's fork and the raw one. */
  private record Round(Fork sdk, Fork raw) {
    double timeRatio() {
      return raw.callsPerSecond / sdk.callsPerSecond;
    }

    double cpuRatio() {
      return sdk.cpuNanosPerCall / raw.cpuNanosPerCall;
    }

    double bytesRatio() {
      return sdk.bytesPerCall / raw.bytesPerCall;
    }
  }

  /** The command line's options. */
  private record Settings(int rounds, int[] threads, List<String> ops, int warmup, int iterations, int seconds,
      String benchmark) {
    static Settings parse(String[] args) {
      Map<String, String> given = new LinkedHashMap<>();
      for (int i = 0; i < args.length; i += 2) {
        if (!args[i].startsWith("--") || i + 1 == args.length) {
          throw new IllegalArgumentException("expected --option value pairs, found \"" + args[i] + "\"");
        }
        given.put(args[i].substring(2), args[i + 1]);
      }
      List<String> ops = List.of(given.getOrDefault("ops", String.join(",", TITLES.keySet())).split(","));
      for (String op : ops) {
        if (!TITLES.containsKey(op)) {
          throw new IllegalArgumentException("unknown operation " + op + "; known: " + TITLES.keySet());
        }
      }
      Settings settings = new Settings(Integer.parseInt(given.getOrDefault("rounds", "5")),
          java.util.Arrays.stream(given.getOrDefault("threads", "1,8").split(",")).mapToInt(Integer::parseInt)
              .toArray(), ops, Integer.parseInt(given.getOrDefault("warmup", "2")),
          Integer.parseInt(given.getOrDefault("iterations", "2")), Integer.parseInt(given.getOrDefault("seconds", "1")),
          given.getOrDefault("benchmark", InMemoryCalls.class.getSimpleName()));
      given.keySet().removeAll(List.of("rounds", "threads", "ops", "warmup", "iterations", "seconds", "benchmark"));
      if (!given.isEmpty()) {
        throw new IllegalArgumentException("unknown options " + given.keySet());
      }
      return settings;
    }
  }
}
