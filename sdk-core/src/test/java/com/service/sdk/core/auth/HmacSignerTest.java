package com.service.sdk.core.auth;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class HmacSignerTest {
  private static final String SECRET = "sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

  static Stream<JsonNode> vectors() {
    return SigningVectors.family("hmac_family").stream();
  }

  @ParameterizedTest(name = "{index}: {0}")
  @MethodSource("vectors")
  void canonicalString_matchesVector(JsonNode v) {
    String canonical = HmacSigner.canonicalString(v.get("method").asText(), v.get("path").asText(),
        v.get("query").asText(), v.get("timestamp").asText(), v.get("nonce").asText(),
        v.get("body").asText().getBytes(UTF_8));

    assertThat(canonical).isEqualTo(v.get("canonical").asText());
    assertThat(canonical).endsWith("\n" + v.get("body_sha256").asText());
  }

  @ParameterizedTest(name = "{index}: {0}")
  @MethodSource("vectors")
  void sign_matchesVector(JsonNode v) {
    String signature = new HmacSigner(v.get("secret").asText()).sign(v.get("method").asText(),
        v.get("path").asText(), v.get("query").asText(), v.get("timestamp").asText(), v.get("nonce").asText(),
        v.get("body").asText().getBytes(UTF_8));

    assertThat(signature).isEqualTo(v.get("signature").asText());
  }

  @Test
  void canonicalString_treatsNullQueryAndBodyAsEmpty() {
    String canonical = HmacSigner.canonicalString("get", "/p", null, "1", "n", null);

    assertThat(canonical).isEqualTo(
        "GET\n/p\n\n1\nn\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  }

  @Test
  void sign_isSafeUnderConcurrentUse() throws Exception {
    HmacSigner signer = new HmacSigner(SECRET);
    JsonNode v = SigningVectors.family("hmac_family").get(0);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<String>> results = pool.invokeAll(Stream.<java.util.concurrent.Callable<String>>generate(
          () -> () -> signer.sign(v.get("method").asText(), v.get("path").asText(), "", v.get("timestamp").asText(),
              v.get("nonce").asText(), v.get("body").asText().getBytes(UTF_8))).limit(200).toList());
      for (Future<String> result : results) {
        assertThat(result.get()).isEqualTo(v.get("signature").asText());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void toString_neverShowsTheSecret() {
    assertThat(new HmacSigner(SECRET).toString()).doesNotContain(SECRET).contains("redacted");
  }

  @Test
  void constructor_rejectsMissingSecret() {
    assertThatThrownBy(() -> new HmacSigner(null)).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("apiSecret");
    assertThatThrownBy(() -> new HmacSigner("  ")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("apiSecret");
  }
}
