package com.service.sdk.core.internal;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

  record Body(String merchantId, BigDecimal amount, String currency, Map<String, Object> customNotes, Instant at) {}

  @Test
  void write_usesSnakeCaseAndLeavesNullsOut() {
    byte[] json = Json.write(new Body("m_1", new BigDecimal("499.50"), null, null, null));

    assertThat(new String(json, UTF_8)).isEqualTo("{\"merchant_id\":\"m_1\",\"amount\":499.50}");
  }

  @Test
  void write_bigDecimalInPlainNotation() {
    assertThat(new String(Json.write(new Body("m", new BigDecimal("1E+3"), null, null, null)), UTF_8))
        .contains("\"amount\":1000");
    assertThat(new String(Json.write(new Body("m", new BigDecimal("0.0000001"), null, null, null)), UTF_8))
        .contains("\"amount\":0.0000001");
  }

  @Test
  void write_instantAsIsoText() {
    assertThat(new String(Json.write(new Body("m", null, null, null, Instant.parse("2026-11-22T10:15:30.123Z"))),
        UTF_8)).contains("\"at\":\"2026-11-22T10:15:30.123Z\"");
  }

  @Test
  void write_keepsMapKeysAsGivenAndNonAsciiAsUtf8() {
    assertThat(new String(Json.write(new Body("m", null, null, Map.of("noteKey", "₹ दीपावली"), null)), UTF_8))
        .isEqualTo("{\"merchant_id\":\"m\",\"custom_notes\":{\"noteKey\":\"₹ दीपावली\"}}");
  }

  @Test
  void write_unserialisableValue_isIllegalArgument() {
    assertThatThrownBy(() -> Json.write(new Object())).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot write request as JSON");
  }

  @Test
  void read_refusesAKeyTwice_evenWithTheSameValue() {
    assertThatThrownBy(() -> Json.mapper().readValue("{\"amount\":1.00,\"amount\":1000.00}", Body.class))
        .hasMessageContaining("Duplicate field 'amount'");
    assertThatThrownBy(() -> Json.mapper().readTree("{\"success\":false,\"success\":false}"))
        .hasMessageContaining("Duplicate field 'success'");
  }

  @Test
  void read_takesTimesOnlyAsIsoText() throws Exception {
    assertThat(Json.mapper().readValue("{\"at\":\"2026-11-22T10:15:30Z\"}", Body.class).at())
        .isEqualTo(Instant.parse("2026-11-22T10:15:30Z"));
    for (String number : new String[] {"1795514400", "1795514400000", "1795514400.5"}) {
      assertThatThrownBy(() -> Json.mapper().readValue("{\"at\":" + number + "}", Body.class))
          .as(number).hasMessageContaining("Instant");
    }
  }
}
