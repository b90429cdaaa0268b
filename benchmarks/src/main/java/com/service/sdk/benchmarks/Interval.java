package com.service.sdk.benchmarks;

import java.util.Arrays;
import java.util.Locale;

/**
 * The mean of a few per-round figures with its two-sided 95 % Student-t confidence interval,
 * and the lowest and highest round: how {@link RatioTable} reports a ratio.
 *
 * @param mean the mean of the rounds
 * @param halfWidth half the width of the 95 % interval around the mean (0 for one round)
 * @param lowest the lowest round
 * @param highest the highest round
 * @param rounds how many rounds
 */
record Interval(double mean, double halfWidth, double lowest, double highest, int rounds) {
  /** Two-sided 95 % quantiles of Student's t for 1 to 30 degrees of freedom. */
  private static final double[] T_975 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
      2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060,
      2.056, 2.052, 2.048, 2.045, 2.042};

  /**
   * Summarises the rounds.
   *
   * @param values one figure per round, at least one
   * @return the summary
   * @throws IllegalArgumentException if there are none
   */
  static Interval of(double... values) {
    if (values.length == 0) {
      throw new IllegalArgumentException("no rounds to summarise");
    }
    double mean = Arrays.stream(values).average().orElseThrow();
    double halfWidth = 0;
    if (values.length > 1) {
      double squares = Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum();
      double deviation = Math.sqrt(squares / (values.length - 1));
      halfWidth = t975(values.length - 1) * deviation / Math.sqrt(values.length);
    }
    return new Interval(mean, halfWidth, Arrays.stream(values).min().orElseThrow(),
        Arrays.stream(values).max().orElseThrow(), values.length);
  }

  /** Returns the 97.5 % quantile of t; beyond 30 degrees of freedom, the one at 30 (a little wide). */
  static double t975(int degreesOfFreedom) {
    return T_975[Math.min(degreesOfFreedom, T_975.length) - 1];
  }

  /** Returns {@code "1.14 ± 0.05 (1.09-1.19)"}: mean, half-width, lowest and highest round. */
  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%.2f ± %.2f (%.2f-%.2f)", mean, halfWidth, lowest, highest);
  }
}
