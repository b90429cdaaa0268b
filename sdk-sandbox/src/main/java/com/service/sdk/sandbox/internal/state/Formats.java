package com.service.sdk.sandbox.internal.state;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * How the service writes amounts and times, in its answers and in the messages of its refusals:
 * four-decimal amounts and ISO-8601 UTC timestamps with milliseconds.
 */
public final class Formats {
  private static final DateTimeFormatter MILLIS =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  private Formats() {}

  /**
   * An amount as a four-decimal string.
   *
   * @param value an amount with at most four decimals
   * @return e.g. {@code 499.0000}
   */
  public static String amount(BigDecimal value) {
    return figure(value).toPlainString();
  }

  /**
   * A balance figure with four decimals.
   *
   * @param value a figure with at most four decimals
   * @return the same value at scale 4
   */
  public static BigDecimal figure(BigDecimal value) {
    return value.setScale(4, RoundingMode.UNNECESSARY);
  }

  /**
   * A time in UTC with milliseconds.
   *
   * @param instant the time
   * @return e.g. {@code 2026-11-22T10:15:30.123Z}
   */
  public static String time(Instant instant) {
    return MILLIS.format(instant);
  }
}
