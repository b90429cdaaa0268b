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
 * <p><b>Bounds.</b> An amount is above zero, below {@code 10^14} (at most 14 digits before
 * the point) and has at most four significant decimals (the service keeps four): at most 18
 * digits in all, which fit a {@code DECIMAL(18,4)} column and a signed 64-bit count of
 * ten-thousandths, the forms payment systems store amounts in. No currency's payment comes
 * near the bound (10^14 Indonesian rupiah is about 6 billion US dollars), and the spec shows
 * no maximum. Anything else is refused before a request is built, in time that does not
 * depend on how the amount was written: text longer than 32
 * characters is refused before it is parsed, and a {@code BigDecimal} is measured by its
 * bit length and exponent before any arithmetic, so {@code 1e10000000} (one digit and an
 * exponent) never becomes a ten-million-digit body.
 *
 * <p>The canonical form makes a request's bytes depend on the amount's value only, never
 * on how the caller wrote it: trailing zeros beyond the second decimal are dropped and at
 * least two decimals are kept, so {@code 499}, {@code 499.0} and {@code 499.0000} are all
 * sent as {@code 499.00}, and {@code 1.23450} as {@code 1.2345}. A request repeated after a
 * restart, with the amount read back from a database column of another scale, is then
 * byte for byte the one first sent under its idempotency key.
 */
public final class Amounts {
  /** The service answers with four decimals; more precision than that would be lost. */
  static final int MAX_SCALE = 4;
  /** The canonical form keeps at least this many decimals: {@code 499.00}, as the spec writes amounts. */
  static final int MIN_SCALE = 2;
  /** At most this many digits before the decimal point: amounts are below {@code 10^14}. */
  static final int MAX_INTEGER_DIGITS = 14;
  /** Amounts are below this. */
  static final BigDecimal UPPER_BOUND = BigDecimal.ONE.scaleByPowerOfTen(MAX_INTEGER_DIGITS);
  /** Room for 18 digits, a point and zeros a database column of another scale adds. */
  static final int MAX_TEXT_CHARS = 32;
  /**
   * The most bits of a {@code BigDecimal}'s unscaled value looked at any further (about 77
   * digits: an amount within the bounds, written with many trailing zeros, still fits).
   * Larger values are refused before any arithmetic, whose cost grows with their size.
   */
  private static final int MAX_UNSCALED_BITS = 256;
  /** How far the exponent of a value shown in a message may go before it is shown in E notation. */
  private static final int MAX_SHOWN_SCALE = 32;
  private static final Pattern DECIMAL = Pattern.compile("[0-9]+(\\.[0-9]+)?");

  private Amounts() {}

  /**
   * Parses a positive decimal written in plain notation such as {@code "499.00"}, within the
   * bounds of the class comment.
   *
   * @param text the amount as plain decimal text, such as {@code "499.50"}
   * @param field the field's name, for the error message
   * @return the amount, in its canonical form
   * @throws NullPointerException if {@code text} is null
   * @throws IllegalArgumentException naming {@code field} if the text is not such a decimal,
   *     is longer than 32 characters, or is out of bounds
   */
  public static BigDecimal parsePositive(String text, String field) {
    Objects.requireNonNull(text, field + " == null");
    if (text.length() > MAX_TEXT_CHARS) {
      throw new IllegalArgumentException(field + " must be a decimal of at most " + MAX_TEXT_CHARS
          + " characters such as 499.00, was \"" + text.substring(0, MAX_TEXT_CHARS) + "...\" ("
          + text.length() + " characters)");
    }
    if (!DECIMAL.matcher(text).matches()) {
      throw new IllegalArgumentException(field + " must be a positive decimal such as 499.00, was \"" + text + "\"");
    }
    return requirePositive(new BigDecimal(text), field);
  }

  /**
   * Checks that {@code amount} is within the bounds of the class comment (above zero, below
   * {@code 10^14}, at most four significant decimals) and returns its canonical form.
   *
   * @param amount the amount to check
   * @param field the field's name, for the error message
   * @return the amount in its canonical form
   * @throws NullPointerException if {@code amount} is null
   * @throws IllegalArgumentException naming {@code field} otherwise
   */
  public static BigDecimal requirePositive(BigDecimal amount, String field) {
    Objects.requireNonNull(amount, field + " == null");
    int bits = amount.unscaledValue().bitLength();
    if (bits > MAX_UNSCALED_BITS) {
      throw new IllegalArgumentException(field + " must have at most " + MAX_INTEGER_DIGITS
          + " digits before the decimal point and " + MAX_SCALE + " after, was written with about "
          + (int) (bits * Math.log10(2)) + " digits");
    }
    if (amount.signum() <= 0) {
      throw new IllegalArgumentException(field + " must be greater than zero, was " + shown(amount));
    }
    if (amount.compareTo(UPPER_BOUND) >= 0) { // compares exponents first: cheap however large
      throw new IllegalArgumentException(field + " must be below 10^" + MAX_INTEGER_DIGITS
          + " (at most " + MAX_INTEGER_DIGITS + " digits before the decimal point), was " + shown(amount));
    }
    BigDecimal stripped = amount.stripTrailingZeros();
    if (stripped.scale() > MAX_SCALE) {
      throw new IllegalArgumentException(field + " must have at most " + MAX_SCALE
          + " decimal places (the service keeps four), was " + shown(amount));
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

  /** An amount for a message: plain when that is short, else in E notation (never a million zeros). */
  private static String shown(BigDecimal amount) {
    return Math.abs((long) amount.scale()) <= MAX_SHOWN_SCALE ? amount.toPlainString() : amount.toString();
  }
}
