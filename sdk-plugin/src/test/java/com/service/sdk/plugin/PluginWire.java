package com.service.sdk.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * What the service tests share: a client aimed at a MockWebServer with fixed credentials
 * and clock, scripted JSON answers, and the plugin signature recomputed here with
 * {@code javax.crypto} (never with the SDK's signer) from the request as it was received.
 */
final class PluginWire {
  static final String KEY_ID = "key_test_plugin_1";
  static final String SECRET = "sk_test_2b7e151628aed2a6abf7158809cf4f3c";
  static final long NOW = 1_767_225_600L; // 2026-01-01T00:00:00Z
  static final Clock FIXED_CLOCK = Clock.fixed(Instant.ofEpochSecond(NOW), ZoneOffset.UTC);
  /** A complete balance answer (spec 2.3): every figure a JSON number. */
  static final String BALANCE = "{\"account_id\":\"acc_1\",\"available_balance\":1500.5,"
      + "\"locked_balance\":0,\"collection_balance\":2500.0000,\"collection_locked_balance\":10.25,"
      + "\"payout_deposit_balance\":100000,\"payout_deposit_locked_balance\":0.0001,"
      + "\"pending_settlements\":499.99,\"currency\":\"INR\"}";

  private PluginWire() {}

  /**
   * A client for {@code server}: fixed clock, retries without real waiting, a read timeout short
   * enough for the stalling tests and long enough for a loaded machine to answer in (300 ms made
   * a scripted 200 time out under a load average of 25).
   */
  static PluginClient.Builder clientFor(MockWebServer server) {
    return PluginClient.builder()
        .baseUrl(server.url("/").toString())
        .credentials(KEY_ID, SECRET)
        .clock(FIXED_CLOCK)
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5))
        .readTimeout(Duration.ofSeconds(2));
  }

  static MockResponse json(int code, String body) {
    return new MockResponse.Builder().code(code).setHeader("Content-Type", "application/json").body(body).build();
  }

  static String body(RecordedRequest request) {
    return request.getBody() == null ? "" : request.getBody().utf8();
  }

  /**
   * Asserts the request line and the three plugin headers, the signature recomputed over
   * {@code timestamp.METHOD.encodedPath.body} as received.
   */
  static void assertSigned(RecordedRequest request, String method, String encodedPath, long timestamp) {
    assertThat(request.getMethod()).isEqualTo(method);
    assertThat(request.getUrl().encodedPath()).isEqualTo(encodedPath);
    assertThat(request.getUrl().encodedQuery()).isNull();
    assertThat(request.getHeaders().get("X-Service-Api-Key")).isEqualTo(KEY_ID);
    assertThat(request.getHeaders().get("X-Service-Timestamp")).isEqualTo(Long.toString(timestamp));
    String canonical = timestamp + "." + method + "." + encodedPath + "." + body(request);
    assertThat(request.getHeaders().get("X-Service-Signature")).isEqualTo(hmacHex(SECRET, canonical));
  }

  /** Asserts a POST: signed, with a JSON body exactly equal to {@code json}. */
  static void assertSignedPost(RecordedRequest request, String encodedPath, String json) {
    assertSigned(request, "POST", encodedPath, NOW);
    assertThat(request.getHeaders().get("Content-Type")).isEqualTo("application/json");
    assertThat(body(request)).isEqualTo(json);
  }

  /** Asserts a GET: signed, without body, content type or idempotency key. */
  static void assertSignedGet(RecordedRequest request, String encodedPath) {
    assertSigned(request, "GET", encodedPath, NOW);
    assertThat(request.getBodySize()).isZero();
    assertThat(request.getHeaders().get("Content-Type")).isNull();
    assertThat(request.getHeaders().get("Idempotency-Key")).isNull();
  }

  static String hmacHex(String secret, String canonical) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      return HexFormat.of().formatHex(mac.doFinal(canonical.getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException e) {
      throw new AssertionError(e);
    }
  }
}
