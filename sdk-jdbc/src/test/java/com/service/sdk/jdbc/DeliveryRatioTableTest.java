package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The statistics {@link DeliveryRatioTable} prints its ratios with. */
class DeliveryRatioTableTest {
  @Test
  void interval_isTheMeanWithItsStudentT95PercentHalfWidth_andTheLowestAndHighestRound() {
    // mean 1.2, standard deviation 0.2, t(2) = 4.303: 4.303 * 0.2 / sqrt(3) = 0.497
    assertThat(DeliveryRatioTable.interval(1.0, 1.4, 1.2)).isEqualTo("1.20 ± 0.50 (1.00-1.40)");
    // ten rounds, t(9) = 2.262
    assertThat(DeliveryRatioTable.interval(1, 2, 1, 2, 1, 2, 1, 2, 1, 2)).isEqualTo("1.50 ± 0.38 (1.00-2.00)");
  }

  @Test
  void interval_ofOneRound_hasNoWidth_andOfNoneIsRefused() {
    assertThat(DeliveryRatioTable.interval(1.3)).isEqualTo("1.30 ± 0.00 (1.30-1.30)");
    assertThatThrownBy(DeliveryRatioTable::interval).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no rounds");
  }

  /**
   * Where the table looks for PostgreSQL, when it finds none, and how to point it elsewhere: the
   * module's documented {@code -Dsdk.jdbc.postgres.bin=<dir>} reaches the table (the jdbc-ratio
   * profile passes it on) and a directory without a server is named, not taken for "none installed".
   */
  @Test
  void withoutPostgres_itSaysWhereItLooked_andHowToPointItElsewhere() {
    String before = System.getProperty("sdk.jdbc.postgres.bin");
    System.setProperty("sdk.jdbc.postgres.bin", "/nonexistent/postgresql/bin");
    try {
      assertThatThrownBy(() -> DeliveryRatioTable.main(new String[0])).isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("/nonexistent/postgresql/bin").hasMessageContaining("initdb")
          .hasMessageContaining("-Dsdk.jdbc.postgres.bin=").hasMessageContaining("bash .ci/postgres");
    } finally {
      if (before == null) {
        System.clearProperty("sdk.jdbc.postgres.bin");
      } else {
        System.setProperty("sdk.jdbc.postgres.bin", before);
      }
    }
  }
}
