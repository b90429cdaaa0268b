package com.service.sdk.core.internal;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JavaType;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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

  record Inner(String name, Integer n, Map<String, Object> notes) {}

  record Outer(String id, Inner inner, List<Inner> items) {}

  private static final JavaType OUTER = Json.shared().constructType(Outer.class);

  /** Every place a key can be twice: the fast reader refuses each, as Jackson's own detection does. */
  @ParameterizedTest
  @ValueSource(strings = {
      "{\"id\":\"a\",\"id\":\"b\"}",
      "{\"id\":\"a\",\"inner\":{\"n\":1,\"name\":\"x\",\"n\":2}}",
      "{\"items\":[{\"name\":\"x\"},{\"name\":\"y\",\"n\":1,\"name\":\"z\"}]}",
      "{\"inner\":{\"notes\":{\"k\":1,\"k\":2}}}",
      "{\"inner\":{\"notes\":{\"deep\":[{\"k\":1},{\"k\":1,\"j\":[{\"k\":2,\"k\":3}]}]}}}",
      "{\"unknown\":{\"k\":1,\"k\":2},\"id\":\"a\"}",
      "{\"id\":\"a\",\"unknown\":[[{\"a\":{\"b\":{\"c\":1,\"c\":1}}}]]}",
      "{\"unknown\":1,\"id\":\"a\",\"unknown\":1}",
      "{\"id\":\"a\",\"inner\":{\"name\":\"x\"},\"inner\":{\"name\":\"x\"}}"})
  void readValue_refusesAKeyTwice_atAnyDepth_knownOrNot(String body) {
    assertThatThrownBy(() -> Json.shared().readTree(body)).hasMessageContaining("Duplicate field");
    assertThatThrownBy(() -> Json.readValue(body.getBytes(UTF_8), OUTER)).hasMessageContaining("Duplicate field");
  }

  /** The same name in different objects is no duplicate: a parent's and its child's, siblings', array items'. */
  @ParameterizedTest
  @ValueSource(strings = {
      "{\"id\":\"a\",\"inner\":{\"name\":\"x\",\"notes\":{\"name\":1,\"id\":2}},\"items\":[]}",
      "{\"items\":[{\"name\":\"x\",\"n\":1},{\"name\":\"y\",\"n\":2}],\"id\":\"a\"}",
      "{\"inner\":{\"name\":\"x\"},\"unknown\":{\"inner\":{\"name\":1},\"name\":[{\"name\":1}]},\"id\":\"a\"}",
      "{\"unknown\":[{\"k\":1},{\"k\":2}],\"id\":\"a\",\"items\":[{\"notes\":{\"k\":[{\"k\":{\"k\":1}}]}}]}"})
  void readValue_takesTheSameNameInDifferentObjects_asTheSharedMapperDoes(String body) throws Exception {
    assertThat((Outer) Json.readValue(body.getBytes(UTF_8), OUTER)).isEqualTo(Json.shared().readValue(body, Outer.class));
  }

  @ParameterizedTest
  @ValueSource(strings = {"{\"id\":\"a\"} trailing", "{\"id\":\"a\"}{\"id\":\"b\"}", "{\"id\":", "",
      "{\"inner\":{\"notes\":{\"x\":[1,{]}}}"})
  void readValue_refusesWhatTheSharedMapperRefuses(String body) {
    assertThatThrownBy(() -> Json.shared().readValue(body, Outer.class)).isNotNull();
    assertThatThrownBy(() -> Json.readValue(body.getBytes(UTF_8), OUTER)).isNotNull();
  }

  @Test
  void readValue_refusesNestingDeeperThanTheBound() {
    String deep = "{\"unknown\":" + "[".repeat(Json.MAX_NESTING_DEPTH + 1) + "]".repeat(Json.MAX_NESTING_DEPTH + 1) + "}";

    assertThatThrownBy(() -> Json.readValue(deep.getBytes(UTF_8), OUTER)).hasMessageContaining("nesting depth");
  }

  /** Past its bound of names per object the fast reader gives up; the shared mapper, which reports, reads it. */
  @Test
  void readValue_givesUpOnAnObjectOfMoreNamesThanItsBound() throws Exception {
    String many = IntStream.range(0, UniqueNames.MAX_NAMES_PER_OBJECT + 1).mapToObj(i -> "\"k" + i + "\":" + i)
        .collect(Collectors.joining(",", "{\"id\":\"a\",\"inner\":{\"notes\":{", "}}}"));
    String enough = many.replace(",\"k" + UniqueNames.MAX_NAMES_PER_OBJECT + "\":" + UniqueNames.MAX_NAMES_PER_OBJECT,
        "");

    assertThatThrownBy(() -> Json.readValue(many.getBytes(UTF_8), OUTER))
        .hasMessageContaining("more than " + UniqueNames.MAX_NAMES_PER_OBJECT + " names in one object");
    assertThat(Json.shared().readValue(many, Outer.class).inner().notes()).hasSize(UniqueNames.MAX_NAMES_PER_OBJECT + 1);
    assertThat((Outer) Json.readValue(enough.getBytes(UTF_8), OUTER)).isEqualTo(Json.shared().readValue(enough, Outer.class));
  }
}
