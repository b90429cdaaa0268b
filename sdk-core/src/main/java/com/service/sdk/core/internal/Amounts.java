package com.service.sdk.core.internal;

import java.math.BigDecimal;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Validation of request amounts and their two wire forms: decimal strings for the plugin
 * family ({@link #toDecimalString}) and JSON numbers for the merchant HMAC family (a
 * {@code BigDecimal} field, which {@link Json} writes in plain notation).
 */
public final class Amounts {
  /** The service answers with four decimals; more precision than that would be lost. */
  static final int MAX_SCALE = 4;
  private static final Pattern DECIMAL = Pattern.compile("[0-9]+(\\.[0-9]+)?");

  private Amounts() {}

  /**
   * Parses a positive decimal written in plain notation such as {@code "499.00"}.
   *
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
   * Checks that {@code amount} is above zero with at most four decimals.
   *
   * @throws NullPointerException if {@code amount} is null
   * @throws IllegalArgumentException naming {@code field} otherwise
   */
  public static BigDecimal requirePositive(BigDecimal amount, String field) {
    Objects.requireNonNull(amount, field + " == null");
    if (amount.signum() <= 0) {
      throw new IllegalArgumentException(field + " must be greater than zero, was " + amount.toPlainString());
    }
    if (amount.stripTrailingZeros().scale() > MAX_SCALE) {
      throw new IllegalArgumentException(field + " must have at most " + MAX_SCALE
          + " decimal places, was " + amount.toPlainString());
    }
    return amount.scale() < 0 ? amount.setScale(0) : amount;
  }

  /** Returns the plugin family's wire form: plain notation, scale kept ({@code "499.00"}). */
  public static String toDecimalString(BigDecimal amount) {
    return amount.toPlainString();
  }
}
