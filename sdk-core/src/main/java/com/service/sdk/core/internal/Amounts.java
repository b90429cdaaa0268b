package com.service.sdk.core.internal;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Validation of request amounts, their one canonical form, and their two wire forms:
 * decimal strings for the plugin family ({@link #toDecimalString}) and JSON numbers for the
 * merchant HMAC family (a {@code BigDecimal} field, which {@link Json} writes in plain
 * notation).
 *
 * <p>The canonical form makes a request's bytes depend on the amount's value only, never
 * on how the caller wrote it: trailing zeros beyond the second decimal are dropped and at
 * least two decimals are kept, so {@code 499}, {@code 499.0} and {@code 499.0000} are all
 * sent as {@code 499.00}, and {@code 1.23450} as {@code 1.2345}. A request repeated after a
 * restart, with the amount read back from a database column of another scale, is then
 * byte for byte the one first sent under its idempotency key. More than four significant
 * decimals are refused: the service keeps four.
 */
public final class Amounts {
  /** The service answers with four decimals; more precision than that would be lost. */
  static final int MAX_SCALE = 4;
  /** The canonical form keeps at least this many decimals: {@code 499.00}, as the spec writes amounts. */
  static final int MIN_SCALE = 2;
  private static final Pattern DECIMAL = Pattern.compile("[0-9]+(\\.[0-9]+)?");

  private Amounts() {}

  /**
   * Parses a positive decimal written in plain notation such as {@code "499.00"}.
   *
   * @param text the amount as plain decimal text, such as {@code "499.50"}
   * @param field the field's name, for the error message
   * @return the amount, with the scale it was written with
   * @throws NullPointerException if {@code text} is null
   * @throws IllegalArgumentException naming {@code field} if the text is not such a decimal
   */
  public static BigDecimal parsePositive(String text, String field) {
    Objects.requireNonNull(text, field + " == null");
    if (!DECIMAL.matcher(text).matches()) {
      throw new IllegalArgumentException(field + " must be a positive decimal such as 499.00, was \"" + text + "\"");
    }
    return requirePositive(new BigDecimal(text), field);
  }

  /**
   * Checks that {@code amount} is above zero with at most four significant decimals, and
   * returns its canonical form (see the class comment).
   *
   * @param amount the amount to check
   * @param field the field's name, for the error message
   * @return {@code amount} itself
   * @throws NullPointerException if {@code amount} is null
   * @throws IllegalArgumentException naming {@code field} otherwise
   */
  public static BigDecimal requirePositive(BigDecimal amount, String field) {
    Objects.requireNonNull(amount, field + " == null");
    if (amount.signum() <= 0) {
      throw new IllegalArgumentException(field + " must be greater than zero, was " + amount.toPlainString());
    }
    BigDecimal stripped = amount.stripTrailingZeros();
    if (stripped.scale() > MAX_SCALE) {
      throw new IllegalArgumentException(field + " must have at most " + MAX_SCALE
          + " decimal places (the service keeps four), was " + amount.toPlainString());
    }
    return stripped.scale() < MIN_SCALE ? stripped.setScale(MIN_SCALE) : stripped;
  }

  /**
   * {@return the plugin family's wire form: plain notation, scale kept ({@code "499.00"})}
   *
   * @param amount the amount
   */
  public static String toDecimalString(BigDecimal amount) {
    return amount.toPlainString();
  }
}
