package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AmountsTest {

  @Test
  void parsePositive_keepsScale() {
    assertThat(Amounts.parsePositive("499.00", "amount")).isEqualTo(new BigDecimal("499.00"));
    assertThat(Amounts.toDecimalString(Amounts.parsePositive("499.00", "amount"))).isEqualTo("499.00");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", " 1.00", "1,00", "-1.00", "+1", "1e3", "4.99E2", "abc", "1.", ".5", "NaN", "0x10"})
  void parsePositive_rejectsAnythingButAPlainDecimal(String text) {
    assertThatThrownBy(() -> Amounts.parsePositive(text, "amount")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("amount must be a positive decimal");
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "0.00"})
  void parsePositive_rejectsZero(String text) {
    assertThatThrownBy(() -> Amounts.parsePositive(text, "amount")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("amount must be greater than zero");
  }

  @Test
  void requirePositive_rejectsMoreThanFourDecimals() {
    assertThatThrownBy(() -> Amounts.requirePositive(new BigDecimal("1.00001"), "max_limit"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("max_limit must have at most 4 decimal");
  }

  @Test
  void requirePositive_dropsTrailingZerosBeyondFour() {
    assertThat(Amounts.toDecimalString(Amounts.requirePositive(new BigDecimal("1.000000"), "amount")))
        .isEqualTo("1.00");
  }

  @Test
  void requirePositive_normalisesANegativeScale() {
    BigDecimal amount = Amounts.requirePositive(new BigDecimal("1E+3"), "amount");

    assertThat(Amounts.toDecimalString(amount)).isEqualTo("1000.00");
  }

  @Test
  void requirePositive_givesOneFormPerValue() {
    for (String written : new String[] {"499", "499.0", "499.00", "499.000", "499.0000", "4.99E2"}) {
      assertThat(Amounts.toDecimalString(Amounts.requirePositive(new BigDecimal(written), "amount")))
          .as(written).isEqualTo("499.00");
    }
    assertThat(Amounts.toDecimalString(Amounts.requirePositive(new BigDecimal("1.23450"), "amount")))
        .isEqualTo("1.2345");
    assertThat(Amounts.toDecimalString(Amounts.requirePositive(new BigDecimal("0.5"), "amount")))
        .isEqualTo("0.50");
  }

  @Test
  void parsePositive_refusesMoreThanFourSignificantDecimals() {
    assertThatThrownBy(() -> Amounts.parsePositive("1.00001", "amount"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("amount must have at most 4 decimal places (the service keeps four), was 1.00001");
  }

  @Test
  void requirePositive_namesTheFieldWhenNull() {
    assertThatThrownBy(() -> Amounts.requirePositive(null, "amount")).isInstanceOf(NullPointerException.class)
        .hasMessage("amount == null");
  }

  /**
   * Without the bounds each of these costs seconds of CPU (a ten-million-digit scale change, a
   * million-digit parse); with them, each is refused at once. The timeout is far beyond what
   * the checks take and far below what the work they prevent takes: a bound, not a measurement.
   */
  private static final Duration FAR_BEYOND_A_CHECK = Duration.ofSeconds(10);

  @Test
  void requirePositive_refusesAHugeExponent_beforeAnyArithmetic() {
    BigDecimal huge = new BigDecimal("1e10000000"); // one digit and an exponent: cheap to make

    assertTimeoutPreemptively(FAR_BEYOND_A_CHECK, () ->
        assertThatThrownBy(() -> Amounts.requirePositive(huge, "minLimit"))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessage("minLimit must be below 10^14 (at most 14 digits before the decimal point), was 1E+10000000"));
  }

  @Test
  void requirePositive_refusesAHugeUnscaledValue_beforeAnyArithmetic() {
    BigDecimal huge = new BigDecimal(BigInteger.ONE.shiftLeft(33_000_000), 10_000_000); // ~10^2,700,000

    assertTimeoutPreemptively(FAR_BEYOND_A_CHECK, () ->
        assertThatThrownBy(() -> Amounts.requirePositive(huge, "amount"))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageStartingWith("amount must have at most 14 digits before the decimal point and 4 after,"
                + " was written with about 993"));
  }

  @Test
  void requirePositive_refusesATinyValueWithAHugeScale_withoutPrintingItsZeros() {
    BigDecimal tiny = new BigDecimal("1e-10000000");

    assertTimeoutPreemptively(FAR_BEYOND_A_CHECK, () ->
        assertThatThrownBy(() -> Amounts.requirePositive(tiny, "amount"))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessage("amount must have at most 4 decimal places (the service keeps four), was 1E-10000000"));
  }

  @Test
  void requirePositive_refusesAHugeNegative_withoutPrintingItsDigits() {
    assertTimeoutPreemptively(FAR_BEYOND_A_CHECK, () ->
        assertThatThrownBy(() -> Amounts.requirePositive(new BigDecimal("-1e10000000"), "amount"))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessage("amount must be greater than zero, was -1E+10000000"));
  }

  @Test
  void parsePositive_refusesAMillionDigits_beforeParsingThem() {
    String text = "9".repeat(1_000_000);

    assertTimeoutPreemptively(FAR_BEYOND_A_CHECK, () ->
        assertThatThrownBy(() -> Amounts.parsePositive(text, "amount"))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessage("amount must be a decimal of at most 32 characters such as 499.00, was \""
                + "9".repeat(32) + "...\" (1000000 characters)"));
  }

  @Test
  void theBounds_areBelow10To14_withFourDecimals() {
    assertThat(Amounts.toDecimalString(Amounts.parsePositive("99999999999999.9999", "amount")))
        .isEqualTo("99999999999999.9999");
    assertThat(Amounts.toDecimalString(Amounts.requirePositive(new BigDecimal("0.0001"), "amount")))
        .isEqualTo("0.0001");
    assertThatThrownBy(() -> Amounts.parsePositive("100000000000000", "amount"))
        .hasMessage("amount must be below 10^14 (at most 14 digits before the decimal point), was 100000000000000");
    assertThatThrownBy(() -> Amounts.requirePositive(new BigDecimal("1E+14"), "amount"))
        .hasMessage("amount must be below 10^14 (at most 14 digits before the decimal point), was 100000000000000");
  }

  @Test
  void anAmountWithinTheBounds_writtenWithManyTrailingZeros_isStillTheSameAmount() {
    assertThat(Amounts.toDecimalString(Amounts.parsePositive("499.0000000000000000000000000000", "amount")))
        .isEqualTo("499.00");
    assertThat(Amounts.toDecimalString(Amounts.requirePositive(new BigDecimal("499." + "0".repeat(60)), "amount")))
        .isEqualTo("499.00");
  }
}
