package com.service.sdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.internal.Json;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OpenValueTest {

  static final class Color extends OpenValue {
    static final Color RED = new Color("red", true);
    private static final Map<String, Color> KNOWN = index(RED);

    private Color(String value, boolean known) {
      super(value, known);
    }

    @JsonCreator
    static Color of(String value) {
      Color known = KNOWN.get(value);
      return known != null ? known : new Color(value, false);
    }
  }

  record Paint(Color color) {}

  @Test
  void unknownValues_decodeAndKeepTheirText() throws Exception {
    Paint paint = Json.mapper().readValue("{\"color\":\"ultraviolet\"}", Paint.class);

    assertThat(paint.color().value()).isEqualTo("ultraviolet");
    assertThat(paint.color().isKnown()).isFalse();
  }

  @Test
  void knownValues_decodeToTheConstant() throws Exception {
    assertThat(Json.mapper().readValue("{\"color\":\"red\"}", Paint.class).color()).isSameAs(Color.RED);
    assertThat(Color.RED.isKnown()).isTrue();
  }

  @Test
  void valuesWriteAsTheirText() {
    assertThat(new String(Json.write(new Paint(Color.of("blue"))), java.nio.charset.StandardCharsets.UTF_8))
        .isEqualTo("{\"color\":\"blue\"}");
  }

  @Test
  void equalityFollowsTheText() {
    assertThat(Color.of("blue")).isEqualTo(Color.of("blue")).hasSameHashCodeAs(Color.of("blue"));
    assertThat(Color.of("blue")).isNotEqualTo(Color.of("Blue"));
    assertThat(Color.of("blue")).hasToString("blue");
  }

  @Test
  void blankText_isRefused_namingTheType() {
    for (String blank : new String[] {"", "  ", "\t"}) {
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> Color.of(blank))
          .isInstanceOf(IllegalArgumentException.class).hasMessage("Color must not be blank");
    }
  }
}
