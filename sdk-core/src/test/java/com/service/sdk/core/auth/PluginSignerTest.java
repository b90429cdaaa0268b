package com.service.sdk.core.auth;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class PluginSignerTest {
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

  static Stream<JsonNode> vectors() {
    return SigningVectors.family("plugin_family").stream();
  }

  @ParameterizedTest(name = "{index}: {0}")
  @MethodSource("vectors")
  void canonicalBytes_matchVector(JsonNode v) {
    byte[] canonical = PluginSigner.canonicalBytes(v.get("timestamp").asText(), v.get("method").asText(),
        v.get("path").asText(), v.get("body").asText().getBytes(UTF_8));

    assertThat(new String(canonical, UTF_8)).isEqualTo(v.get("canonical").asText());
  }

  @ParameterizedTest(name = "{index}: {0}")
  @MethodSource("vectors")
  void sign_matchesVector(JsonNode v) {
    String signature = new PluginSigner(v.get("secret").asText()).sign(v.get("timestamp").asText(),
        v.get("method").asText(), v.get("path").asText(), v.get("body").asText().getBytes(UTF_8));

    assertThat(signature).isEqualTo(v.get("signature").asText());
  }

  @Test
  void canonicalBytes_ofGetWithoutBody_endWithThePeriod() {
    assertThat(new String(PluginSigner.canonicalBytes("1700000000", "get", "/payments/balance", null), UTF_8))
        .isEqualTo("1700000000.GET./payments/balance.");
  }

  @Test
  void canonicalBytes_keepRawBodyBytes() {
    byte[] body = {'{', (byte) 0xc3, (byte) 0xa9, '}'};

    byte[] canonical = PluginSigner.canonicalBytes("1", "POST", "/p", body);

    assertThat(canonical).endsWith(body).startsWith("1.POST./p.".getBytes(UTF_8));
  }

  @Test
  void toString_neverShowsTheSecret() {
    assertThat(new PluginSigner(SECRET).toString()).doesNotContain(SECRET);
  }
}
