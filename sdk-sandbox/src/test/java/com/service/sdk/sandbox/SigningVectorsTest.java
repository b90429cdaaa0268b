package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The tests' signer reproduces the shared vectors (computed apart from it), so wire tests sign correctly. */
class SigningVectorsTest {
  private static JsonNode vectors() throws IOException {
    try (InputStream in = SigningVectorsTest.class.getResourceAsStream("/signing.json")) {
      return new ObjectMapper().readTree(in);
    }
  }

  @Test
  void hmacFamily_testSignerMatchesVectors() throws IOException {
    for (JsonNode v : vectors().get("hmac_family")) {
      byte[] body = v.get("body").asText().getBytes(StandardCharsets.UTF_8);
      assertThat(TestSigner.hmacFamily(v.get("secret").asText(), v.get("method").asText(), v.get("path").asText(),
          v.get("query").asText(), v.get("timestamp").asText(), v.get("nonce").asText(), body))
          .as(v.get("name").asText()).isEqualTo(v.get("signature").asText());
    }
  }

  @Test
  void pluginFamily_testSignerMatchesVectors() throws IOException {
    for (JsonNode v : vectors().get("plugin_family")) {
      byte[] body = v.get("body").asText().getBytes(StandardCharsets.UTF_8);
      assertThat(TestSigner.pluginFamily(v.get("secret").asText(), v.get("timestamp").asText(),
          v.get("method").asText(), v.get("path").asText(), body))
          .as(v.get("name").asText()).isEqualTo(v.get("signature").asText());
    }
  }
}
