package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
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
}
