package com.service.sdk.sandbox.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The sandbox's verifier reproduces the shared signing vectors (computed apart from it). */
class CryptoTest {
  private static JsonNode vectors() throws IOException {
    try (InputStream in = CryptoTest.class.getResourceAsStream("/signing.json")) {
      return new ObjectMapper().readTree(in);
    }
  }

  @Test
  void hmacFamily_canonicalStringAndSignature_matchVectors() throws IOException {
    for (JsonNode v : vectors().get("hmac_family")) {
      byte[] body = v.get("body").asText().getBytes(StandardCharsets.UTF_8);
      String canonical = Crypto.hmacCanonical(v.get("method").asText(), v.get("path").asText(),
          v.get("query").asText(), v.get("timestamp").asText(), v.get("nonce").asText(), body);
      assertThat(canonical).as(v.get("name").asText()).isEqualTo(v.get("canonical").asText());
      assertThat(Crypto.hmacHex(v.get("secret").asText().getBytes(StandardCharsets.UTF_8),
          canonical.getBytes(StandardCharsets.UTF_8))).isEqualTo(v.get("signature").asText());
    }
  }

  @Test
  void pluginFamily_canonicalStringAndSignature_matchVectors() throws IOException {
    for (JsonNode v : vectors().get("plugin_family")) {
      byte[] body = v.get("body").asText().getBytes(StandardCharsets.UTF_8);
      byte[] canonical = Crypto.pluginCanonical(v.get("timestamp").asText(), v.get("method").asText(),
          v.get("path").asText(), body);
      assertThat(new String(canonical, StandardCharsets.UTF_8)).as(v.get("name").asText())
          .isEqualTo(v.get("canonical").asText());
      assertThat(Crypto.hmacHex(v.get("secret").asText().getBytes(StandardCharsets.UTF_8), canonical))
          .isEqualTo(v.get("signature").asText());
    }
  }
}
