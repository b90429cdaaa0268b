package com.service.sdk.benchmarks;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.profile.CompilerProfiler;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
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
 *   <li>the forks of an operation (the SDK's, the raw one, the SDK's with each adapter) run back
 *       to back, in one order in odd rounds and the reverse in even ones, so load that lasts a
 *       few seconds hits them alike;
 *   <li>the ratio is taken round by round, and the rounds' ratios are summarised as their mean
 *       with a Student-t 95 % interval and the lowest and highest round ({@link Interval});
 *   <li>bytes per call are JMH's {@code gc.alloc.rate.norm} ({@code -prof gc}) of the same forks,
 *       and CPU per call their {@code cpu.time.norm};
 *   <li>each fork also reports how long the JIT compiled during its measured iterations (JMH's
 *       {@code compiler.time.profiled}, {@code -prof comp}), and the table says how many forks
 *       compiled for more than {@value #COMPILING_MILLIS} ms: such a fork measured the compiler's
 *       warm-up as much as the client, and its ratio says little (give more {@code --warmup}).
 * </ul>
 *
 * <p>With {@code --adapters}, each round also runs the SDK with each named listener
 * ({@link Adapters#named}: {@code micrometer}, {@code otel}, ...) beside the SDK alone, at the
 * thread counts of {@code --adapter-threads}, and the table adds those ratios against the SDK
 * alone: what metrics and tracing add to a call.
 *
 * <p>Run from a fresh clone (with the defaults 64 forks of about 18 seconds each, about
 * twenty minutes; the longer run below adds the adapters and rounds):
 *
 * <pre>
 * mvn -B -ntp -q -pl benchmarks -am package -DskipTests
 * java -cp benchmarks/target/benchmarks.jar com.service.sdk.benchmarks.RatioTable
 * java -cp benchmarks/target/benchmarks.jar com.service.sdk.benchmarks.RatioTable --rounds 10 --adapters micrometer,otel
 * </pre>
 *
 * <p>Options ({@link RatioSettings}): {@code --rounds 4}, {@code --threads 1,8},
 * {@code --ops hmacGet,pluginGet,refundPost,payoutPost}, {@code --adapters} (none by default;
 * {@code micrometer,otel} for both), {@code --adapter-threads 1}, {@code --warmup 10} and
 * {@code --iterations 3} (iterations of {@code --seconds 1} each per fork, after 50,000 warm-up
 * calls), {@code --benchmark InMemoryCalls}. Progress goes to standard error, the tables to standard output.
 */
public final class RatioTable {
  /** Compilation in a fork's measured iterations beyond which its figures are the JIT's as much as the client's. */
  static final long COMPILING_MILLIS = 100;
  private static final Map<String, String> ADAPTER_TITLES = Map.of("micrometer", "Micrometer", "otel",
      "OpenTelemetry", "both", "Micrometer and OpenTelemetry", "empty", "a listener that does nothing");

  private final RatioSettings settings;
  private final PrintStream progress;

  private RatioTable(RatioSettings settings, PrintStream progress) {
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
    RatioSettings settings = RatioSettings.parse(args);
    // JMH refuses to start while another JMH run holds /tmp/jmh.lock. On a shared machine that
    // would end the table part-way; the interleaved rounds are what deal with others' load.
    System.setProperty("jmh.ignoreLock", System.getProperty("jmh.ignoreLock", "true"));
    new RatioTable(settings, System.err).run(System.out);
  }

  private void run(PrintStream out) throws RunnerException {
    String loadBefore = loadAverage();
    OffsetDateTime started = OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS);
    Map<String, List<Map<String, Fork>>> rounds = new LinkedHashMap<>();
    for (int round = 1; round <= settings.rounds(); round++) {
      for (int threads : settings.threads()) {
        for (String op : settings.ops()) {
          List<Variant> variants = new ArrayList<>(variants(threads));
          if (round % 2 == 0) {
            Collections.reverse(variants);
          }
          Map<String, Fork> forks = new LinkedHashMap<>();
          for (Variant variant : variants) {
            forks.put(variant.label(), fork(op + variant.suffix(), variant.listener(), threads));
          }
          rounds.computeIfAbsent(key(threads, op), k -> new ArrayList<>()).add(forks);
          StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "round %d/%d, %s, %-10s",
              round, settings.rounds(), who(threads), op));
          for (Comparison c : comparisons(threads)) {
            line.append(String.format(Locale.ROOT, " %s time %.3f CPU %.3f bytes %.3f;", c.title(),
                c.time(forks), c.cpu(forks), c.bytes(forks)));
          }
          line.append(" JIT ms");
          for (Map.Entry<String, Fork> fork : forks.entrySet()) {
            line.append(' ').append(fork.getKey()).append(' ').append(fork.getValue().compileMillis());
          }
          progress.println(line + "; load " + loadAverage());
        }
      }
    }
    out.printf(Locale.ROOT, "%s: %s, %d forks in %d rounds, %d+%d iterations of %d s per fork after 50,000 calls,"
        + " JDK %s, %d cores; load average %s before, %s after%n%n", started, settings.benchmark(), settings.forks(),
        settings.rounds(),
        settings.warmup(), settings.iterations(), settings.seconds(), Runtime.version(),
        Runtime.getRuntime().availableProcessors(), loadBefore, loadAverage());
    printRatios(out, rounds);
    printFigures(out, rounds);
    printCompilation(out, rounds);
  }

  /** The forks of one operation in one round: the SDK's, the raw one, the SDK's with each adapter. */
  private List<Variant> variants(int threads) {
    List<Variant> variants = new ArrayList<>(List.of(Variant.SDK, Variant.RAW));
    if (settings.adaptersAt(threads)) {
      for (String adapter : settings.adapters()) {
        variants.add(new Variant("SDK + " + ADAPTER_TITLES.getOrDefault(adapter, adapter), "Sdk", adapter));
      }
    }
    return variants;
  }

  /** What is divided by what: SDK / raw, and each adapter's SDK / the SDK alone. */
  private List<Comparison> comparisons(int threads) {
    List<Comparison> comparisons = new ArrayList<>();
    comparisons.add(new Comparison("SDK / raw", Variant.SDK.label(), Variant.RAW.label()));
    for (Variant variant : variants(threads).subList(2, variants(threads).size())) {
      comparisons.add(new Comparison(variant.label() + " / SDK", variant.label(), Variant.SDK.label()));
    }
    return comparisons;
  }

  private void printRatios(PrintStream out, Map<String, List<Map<String, Fork>>> rounds) {
    out.println("Ratios, mean ± 95 % interval (lowest-highest round)");
    out.println();
    header(out, "client work");
    for (int threads : settings.threads()) {
      for (Comparison c : comparisons(threads)) {
        String who = who(threads) + ", " + c.title();
        row(out, who + ", time per call", threads, rounds, c::time);
        row(out, who + ", CPU per call", threads, rounds, c::cpu);
        row(out, who + ", bytes per call", threads, rounds, c::bytes);
      }
    }
    out.println();
  }

  private void printFigures(PrintStream out, Map<String, List<Map<String, Fork>>> rounds) {
    out.println("Means of the rounds: µs per call (1 / throughput), CPU µs per call, bytes per call");
    out.println();
    header(out, "per call");
    for (int threads : settings.threads()) {
      for (Variant variant : variants(threads)) {
        String who = who(threads) + ", " + variant.label();
        figureRow(out, who + ", µs", threads, rounds, variant, "%.2f", fork -> 1e6 / fork.callsPerSecond);
        figureRow(out, who + ", CPU µs", threads, rounds, variant, "%.2f", fork -> fork.cpuNanosPerCall / 1e3);
        figureRow(out, who + ", bytes", threads, rounds, variant, "%,.0f", fork -> fork.bytesPerCall);
      }
    }
  }

  /** Says whether the JIT was still compiling while forks measured: what would make their figures its own. */
  private static void printCompilation(PrintStream out, Map<String, List<Map<String, Fork>>> rounds) {
    long[] millis = rounds.values().stream().flatMap(List::stream).flatMap(forks -> forks.values().stream())
        .mapToLong(Fork::compileMillis).toArray();
    long compiling = Arrays.stream(millis).filter(ms -> ms > COMPILING_MILLIS).count();
    out.println();
    out.printf(Locale.ROOT, "JIT compilation in the measured iterations (JMH's compiler.time.profiled): at most %d ms"
        + " in one fork; %d of %d forks over %d ms%s%n", Arrays.stream(millis).max().orElse(0), compiling,
        millis.length, COMPILING_MILLIS, compiling == 0 ? ""
            : ": those forks measured the JIT's warm-up as well as the client, give more --warmup iterations");
  }

  private String who(int threads) {
    return inFlight() ? threads + " in flight" : threads + (threads == 1 ? " thread" : " threads");
  }

  /** Returns true for {@link AsyncCalls}, whose "threads" are calls in flight from one thread. */
  private boolean inFlight() {
    return settings.benchmark().equals(AsyncCalls.class.getSimpleName());
  }

  private void header(PrintStream out, String corner) {
    StringBuilder line = new StringBuilder("| " + corner + " |");
    StringBuilder rule = new StringBuilder("|---|");
    for (String op : settings.ops()) {
      line.append(' ').append(RatioSettings.OPERATIONS.get(op)).append(" |");
      rule.append("---|");
    }
    out.println(line);
    out.println(rule);
  }

  private void row(PrintStream out, String title, int threads, Map<String, List<Map<String, Fork>>> rounds,
      ToDoubleFunction<Map<String, Fork>> ratio) {
    StringBuilder line = new StringBuilder("| " + title + " |");
    for (String op : settings.ops()) {
      double[] values = rounds.get(key(threads, op)).stream().mapToDouble(ratio).toArray();
      line.append(' ').append(Interval.of(values)).append(" |");
    }
    out.println(line);
  }

  private void figureRow(PrintStream out, String title, int threads, Map<String, List<Map<String, Fork>>> rounds,
      Variant variant, String format, ToDoubleFunction<Fork> figure) {
    StringBuilder line = new StringBuilder("| " + title + " |");
    for (String op : settings.ops()) {
      double mean = rounds.get(key(threads, op)).stream()
          .mapToDouble(forks -> figure.applyAsDouble(forks.get(variant.label()))).average().orElseThrow();
      line.append(' ').append(String.format(Locale.ROOT, format, mean)).append(" |");
    }
    out.println(line);
  }

  private static String key(int threads, String op) {
    return threads + "/" + op;
  }

  /** Runs one benchmark method in one fresh fork and returns what it measured. */
  private Fork fork(String method, String listener, int threads) throws RunnerException {
    ChainedOptionsBuilder options = new OptionsBuilder()
        .include("^" + Pattern.quote(RatioTable.class.getPackageName() + "." + settings.benchmark() + "." + method)
            + "$")
        .param("listener", listener)
        .forks(1)
        .threads(inFlight() ? 1 : threads)
        .mode(Mode.Throughput)
        .timeUnit(TimeUnit.SECONDS)
        .warmupIterations(settings.warmup())
        .warmupTime(TimeValue.seconds(settings.seconds()))
        .measurementIterations(settings.iterations())
        .measurementTime(TimeValue.seconds(settings.seconds()))
        .jvmArgs("-Xms1g", "-Xmx1g")
        .addProfiler(GCProfiler.class)
        .addProfiler(CpuTimeProfiler.class)
        .addProfiler(CompilerProfiler.class)
        .verbosity(VerboseMode.SILENT);
    if (inFlight()) {
      options.param("inFlight", Integer.toString(threads));
    }
    RunResult result = new Runner(options.build()).runSingle();
    return new Fork(result.getPrimaryResult().getScore(), secondary(result, "gc.alloc.rate.norm"),
        secondary(result, "cpu.time.norm"), Math.round(secondary(result, "compiler.time.profiled")));
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
  private record Fork(double callsPerSecond, double bytesPerCall, double cpuNanosPerCall, long compileMillis) {}

  /** One kind of fork: a method suffix ({@code Sdk}, {@code Raw}) and the SDK's listener. */
  private record Variant(String label, String suffix, String listener) {
    static final Variant SDK = new Variant("SDK", "Sdk", "none");
    static final Variant RAW = new Variant("raw", "Raw", "none");
  }

  /** A ratio of one variant's figures to another's, per round. */
  private record Comparison(String title, String over, String under) {
    double time(Map<String, Fork> forks) {
      return forks.get(under).callsPerSecond / forks.get(over).callsPerSecond;
    }

    double cpu(Map<String, Fork> forks) {
      return forks.get(over).cpuNanosPerCall / forks.get(under).cpuNanosPerCall;
    }

    double bytes(Map<String, Fork> forks) {
      return forks.get(over).bytesPerCall / forks.get(under).bytesPerCall;
    }
  }
}
