package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ChecksTest {

  @Test
  void required_namesTheFieldThatWasNeverSet() {
    assertThatThrownBy(() -> Checks.required(null, "merchantId")).isInstanceOf(NullPointerException.class)
        .hasMessage("merchantId is required");
    assertThatThrownBy(() -> Checks.requiredText(" ", "title")).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("title must not be blank");
  }

  @Test
  void optionalText_passesNullAndRejectsBlank() {
    assertThat(Checks.optionalText(null, "currency")).isNull();
    assertThatThrownBy(() -> Checks.optionalText("", "currency")).hasMessage("currency must not be blank");
  }

  @Test
  void atLeastOne_rejectsZero() {
    assertThat(Checks.atLeastOne(null, "usageLimit")).isNull();
    assertThatThrownBy(() -> Checks.atLeastOne(0, "usageLimit")).hasMessage("usageLimit must be at least 1, was 0");
  }

  @ParameterizedTest
  @ValueSource(strings = {"shop.example/cb", "/cb", "ftp://shop.example/cb", "https://", "http://exa mple.com"})
  void httpUrl_requiresAnAbsoluteHttpUrl(String url) {
    assertThatThrownBy(() -> Checks.httpUrl(url, "callbackUrl")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("callbackUrl must be an absolute http(s) URL");
  }

  @Test
  void httpUrl_acceptsHttpAndHttps() {
    assertThat(Checks.httpUrl("https://shop.example/cb?x=1", "u")).isEqualTo("https://shop.example/cb?x=1");
    assertThat(Checks.httpUrl("http://127.0.0.1:8080/cb", "u")).isEqualTo("http://127.0.0.1:8080/cb");
  }

  @Test
  void jsonObject_copiesDeeplyAndImmutably() {
    Map<String, Object> inner = new HashMap<>(Map.of("n", 1));
    Map<String, Object> copy = Checks.jsonObject(Map.of("cart", inner, "tags", List.of("a", true)), "metadata");
    inner.put("n", 2);

    assertThat(copy).containsEntry("cart", Map.of("n", 1));
    assertThatThrownBy(() -> copy.put("x", 1)).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void jsonObject_givesTheSameBytesWhateverTheCallersMapOrder() {
    Map<String, Object> forward = new java.util.LinkedHashMap<>();
    forward.put("zeta", 1);
    forward.put("alpha", Map.of("y", 2, "b", 3));
    forward.put("mid", "x");
    Map<String, Object> backward = new java.util.LinkedHashMap<>();
    backward.put("mid", "x");
    backward.put("alpha", new java.util.TreeMap<>(Map.of("b", 3, "y", 2)).descendingMap());
    backward.put("zeta", 1);

    byte[] one = Json.write(Checks.jsonObject(forward, "metadata"));
    byte[] other = Json.write(Checks.jsonObject(backward, "metadata"));

    assertThat(new String(one, java.nio.charset.StandardCharsets.UTF_8))
        .isEqualTo("{\"alpha\":{\"b\":3,\"y\":2},\"mid\":\"x\",\"zeta\":1}");
    assertThat(other).isEqualTo(one);
  }

  @Test
  void jsonObject_writesFloatingPointNumbersWithoutAnExponent() {
    byte[] json = Json.write(Checks.jsonObject(Map.of("big", 1.0e10, "small", 2.5f), "tags"));

    assertThat(new String(json, java.nio.charset.StandardCharsets.UTF_8)).isEqualTo("{\"big\":10000000000,\"small\":2.5}");
  }

  @Test
  void jsonObject_refusesNumbersThatAreNotFinite() {
    assertThatThrownBy(() -> Checks.jsonObject(Map.of("x", Double.NaN), "tags"))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("tags.x must be a finite number, was NaN");
  }

  @Test
  void jsonObject_namesWhereAValueIsUnusable() {
    assertThatThrownBy(() -> Checks.jsonObject(Map.of("cart", Map.of("when", new Object())), "metadata"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("metadata.cart.when must be text");
    Map<String, Object> withNull = new HashMap<>();
    withNull.put("k", null);
    assertThatThrownBy(() -> Checks.jsonObject(withNull, "tags")).isInstanceOf(NullPointerException.class)
        .hasMessage("tags.k == null");
  }

  @Test
  void requiredId_reportsBlankAndMissing() {
    assertThatThrownBy(() -> Checks.requiredId(null, "payment_id")).hasMessage("payment_id");
    assertThatThrownBy(() -> Checks.requiredId("", "payment_id")).hasMessage("required field \"payment_id\" is blank");
  }

  @Test
  void masked_showsOnlyWhetherSet() {
    assertThat(Checks.masked("asha@example.com")).isEqualTo("<redacted>");
    assertThat(Checks.masked(null)).isEqualTo("null");
  }
}
