package com.service.sdk.benchmarks;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link RatioTable}'s command line: {@code --option value} pairs, each with a default. The
 * defaults make 64 forks of about 18 seconds each: the SDK and the raw client, four rounds of
 * four operations on one thread and on eight, in about twenty minutes; the adapters
 * ({@code --adapters micrometer,otel}) and more rounds are for a longer run.
 *
 * @param rounds how many rounds
 * @param threads the thread counts
 * @param ops the operations, by the prefix of their benchmark methods
 * @param adapters the listeners ({@link Adapters#named}) measured on the SDK against the SDK alone
 * @param adapterThreads the thread counts at which the adapters are measured
 * @param warmup JMH warm-up iterations per fork
 * @param iterations JMH measured iterations per fork
 * @param seconds the length of each iteration
 * @param benchmark the benchmark class
 */
record RatioSettings(int rounds, int[] threads, List<String> ops, List<String> adapters, int[] adapterThreads,
    int warmup, int iterations, int seconds, String benchmark) {
  /** Column titles of the operations, by the prefix of their benchmark methods. */
  static final Map<String, String> OPERATIONS = Map.of("hmacGet", "HMAC GET", "pluginGet", "plugin GET",
      "refundPost", "refund POST", "payoutPost", "payout POST");
  private static final Map<String, String> DEFAULTS = new LinkedHashMap<>();

  static {
    DEFAULTS.put("rounds", "4");
    DEFAULTS.put("threads", "1,8");
    DEFAULTS.put("ops", "hmacGet,pluginGet,refundPost,payoutPost");
    DEFAULTS.put("adapters", "");
    DEFAULTS.put("adapter-threads", "1");
    // Ten warm-up seconds, because the JIT is still compiling long after 50,000 calls: JMH's -prof comp
    // on the refund (2026-11-28) gave 5.5 s of compilation in the first second, 1.15 s in the second,
    // then 0.22, 0.12 and 0 (time per call 34.8 falling to 15.4 µs); with one warm-up iteration 34 of
    // 64 forks compiled for over 100 ms while measured, and the ratios measured which side's code the
    // JIT happened to finish first. Three measured seconds then hold the interval within a few percent.
    DEFAULTS.put("warmup", "10");
    DEFAULTS.put("iterations", "3");
    DEFAULTS.put("seconds", "1");
    DEFAULTS.put("benchmark", InMemoryCalls.class.getSimpleName());
  }

  /**
   * Reads the options; any not given takes its default.
   *
   * @param args {@code --option value} pairs
   * @return the settings
   * @throws IllegalArgumentException naming an option or an operation that does not exist
   */
  static RatioSettings parse(String... args) {
    Map<String, String> given = new LinkedHashMap<>(DEFAULTS);
    for (int i = 0; i < args.length; i += 2) {
      if (!args[i].startsWith("--") || i + 1 == args.length || !DEFAULTS.containsKey(args[i].substring(2))) {
        throw new IllegalArgumentException("expected --option value pairs of " + DEFAULTS.keySet() + ", found \""
            + args[i] + "\"");
      }
      given.put(args[i].substring(2), args[i + 1]);
    }
    List<String> ops = list(given.get("ops"));
    for (String op : ops) {
      if (!OPERATIONS.containsKey(op)) {
        throw new IllegalArgumentException("unknown operation " + op + "; known: " + OPERATIONS.keySet());
      }
    }
    return new RatioSettings(Integer.parseInt(given.get("rounds")), numbers(given.get("threads")), ops,
        list(given.get("adapters")), numbers(given.get("adapter-threads")), Integer.parseInt(given.get("warmup")),
        Integer.parseInt(given.get("iterations")), Integer.parseInt(given.get("seconds")), given.get("benchmark"));
  }

  /** Returns how many forks (fresh JVMs) the run makes: what its length is about. */
  int forks() {
    int perRound = 0;
    for (int t : threads) {
      perRound += ops.size() * (2 + (adaptersAt(t) ? adapters.size() : 0));
    }
    return rounds * perRound;
  }

  /** Returns true when the adapters are measured at {@code threads}. */
  boolean adaptersAt(int threads) {
    return Arrays.stream(adapterThreads).anyMatch(t -> t == threads);
  }

  private static List<String> list(String text) {
    return text.isBlank() ? List.of() : List.of(text.split(","));
  }

  private static int[] numbers(String text) {
    return list(text).stream().mapToInt(Integer::parseInt).toArray();
  }
}
