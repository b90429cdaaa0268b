package com.service.sdk.sandbox.internal.server;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Objects;

/** Argument checks of the option builders, with messages that name the option. */
public final class Checks {
  private Checks() {}

  /**
   * Checks that a duration is positive.
   *
   * @param d the duration
   * @param name the option's name
   * @return {@code d}
   * @throws NullPointerException if null
   * @throws IllegalArgumentException if zero or negative
   */
  public static Duration positive(Duration d, String name) {
    Objects.requireNonNull(d, name + " == null");
    if (d.isNegative() || d.isZero()) {
      throw new IllegalArgumentException(name + " must be positive: " + d);
    }
    return d;
  }

  /**
   * Checks that a number lies in a range.
   *
   * @param value the number
   * @param min the smallest allowed
   * @param max the largest allowed
   * @param name the option's name
   * @return {@code value}
   * @throws IllegalArgumentException if outside the range
   */
  public static int range(int value, int min, int max, String name) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(name + " must be " + min + ".." + max + ": " + value);
    }
    return value;
  }

  /**
   * Checks an amount option: zero or more, at most 4 decimals.
   *
   * @param amount the amount
   * @param name the option's name
   * @return {@code amount}
   * @throws NullPointerException if null
   * @throws IllegalArgumentException if negative or too precise
   */
  public static BigDecimal amount(BigDecimal amount, String name) {
    Objects.requireNonNull(amount, name + " == null");
    if (amount.signum() < 0 || amount.stripTrailingZeros().scale() > 4) {
      throw new IllegalArgumentException(name + " must be >= 0 with at most 4 decimals: " + amount);
    }
    return amount;
  }
}
