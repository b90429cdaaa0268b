package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Spec section 5: both canonical strings, window, nonces, merchant standing, public family, source IPs. */
class AuthenticationTest extends SandboxWireTest {
  private static final String LIST = "/api/v1/payees/external/list";

  private long now() {
    return Instant.now().getEpochSecond();
  }

  @Test
  void hmac_correctlySignedRequestWithQuery_isAccepted() {
    WireResponse r = wire.hmac(sandbox.createMerchant()).get(LIST + "?limit=50&offset=0");
    assertThat(r.status()).as(r.body()).isEqualTo(200);
    assertThat(r.json().get("success").asBoolean()).isTrue();
  }

  @Test
  void plugin_correctlySignedRequest_isAccepted() {
    WireResponse r = wire.plugin(sandbox.createMerchant()).get("/payments/balance");
    assertThat(r.status()).as(r.body()).isEqualTo(200);
  }

  @Test
  void unknownKey_is401_inBothFamilies() {
    SandboxMerchant stranger = new SandboxMerchant("m_x", "key_unknown", "sk_test_0000");
    WireResponse hmac = wire.hmac(stranger).get(LIST);
    WireResponse plugin = wire.plugin(stranger).get("/payments/balance");
    assertThat(hmac.status()).isEqualTo(401);
    assertThat(hmac.json().get("success").asBoolean()).isFalse();
    assertThat(hmac.message()).contains("unknown API key");
    assertThat(plugin.status()).isEqualTo(401);
    assertThat(plugin.json().get("error").asText()).isEqualTo("authentication_failed");
    assertThat(plugin.message()).contains("unknown API key");
  }

  @Test
  void badSignature_is401_inBothFamilies() {
    SandboxMerchant m = sandbox.createMerchant();
    SandboxMerchant wrongSecret = new SandboxMerchant(m.merchantId(), m.apiKeyId(), "sk_test_wrong");
    assertThat(wire.hmac(wrongSecret).get(LIST).message()).contains("signature mismatch");
    assertThat(wire.plugin(wrongSecret).get("/payments/balance").status()).isEqualTo(401);
    assertThat(wire.hmac(m).signature("ABCDEF").get(LIST).message()).contains("64 lowercase hexadecimal");
  }

  @Test
  void signedQueryDiffersFromSentQuery_is401() {
    SandboxMerchant m = sandbox.createMerchant();
    String n = WireClient.freshNonce();
    long ts = now();
    String signedForOtherQuery = TestSigner.hmacFamily(m.apiSecret(), "GET", LIST, "limit=10", Long.toString(ts), n, new byte[0]);
    WireResponse r = wire.hmac(m).timestamp(ts).nonce(n).signature(signedForOtherQuery).get(LIST + "?limit=50");
    assertThat(r.status()).isEqualTo(401);
  }

  @Test
  void timestampOutsideWindow_is401_eitherDirection_inBothFamilies() {
    SandboxMerchant m = sandbox.createMerchant();
    assertThat(wire.hmac(m).timestamp(now() - 310).get(LIST).message()).contains("allowed window is +/-300 s");
    assertThat(wire.hmac(m).timestamp(now() + 310).get(LIST).status()).isEqualTo(401);
    assertThat(wire.plugin(m).timestamp(now() - 310).get("/payments/balance").status()).isEqualTo(401);
    assertThat(wire.plugin(m).timestamp(now() - 250).get("/payments/balance").status()).isEqualTo(200);
    assertThat(wire.hmac(m).header("X-Ignored", "x").timestamp(now() + 250).get(LIST).status()).isEqualTo(200);
  }

  @Test
  void timestampWindow_isConfigurable() {
    try (Sandbox narrow = Sandbox.start(SandboxOptions.builder().timestampWindow(Duration.ofSeconds(30)).build())) {
      WireClient narrowWire = new WireClient(narrow);
      SandboxMerchant m = narrow.createMerchant();
      assertThat(narrowWire.hmac(m).timestamp(now() - 60).get(LIST).message()).contains("+/-30 s");
      assertThat(narrowWire.hmac(m).timestamp(now() - 20).get(LIST).status()).isEqualTo(200);
    }
  }

  @Test
  void nonSecondsTimestamp_is401() {
    WireResponse r = wire.hmac(sandbox.createMerchant()).header("X-Unused", "1").timestamp(now() * 1000).get(LIST);
    assertThat(r.status()).isEqualTo(401);
  }

  @Test
  void reusedNonce_is401() {
    SandboxMerchant m = sandbox.createMerchant();
    String nonce = WireClient.freshNonce();
    assertThat(wire.hmac(m).nonce(nonce).get(LIST).status()).isEqualTo(200);
    WireResponse replay = wire.hmac(m).nonce(nonce).get(LIST);
    assertThat(replay.status()).isEqualTo(401);
    assertThat(replay.message()).contains("already used");
    assertThat(wire.hmac(sandbox.createMerchant()).nonce(nonce).get(LIST).status())
        .as("nonces are kept per key").isEqualTo(200);
  }

  @Test
  void nonceNotThirtyTwoLowercaseHex_is401() {
    SandboxMerchant m = sandbox.createMerchant();
    assertThat(wire.hmac(m).nonce("00112233445566778899AABBCCDDEEFF").get(LIST).message())
        .contains("32 lowercase hexadecimal");
    assertThat(wire.hmac(m).nonce("abc").get(LIST).status()).isEqualTo(401);
  }

  @Test
  void missingHeader_is401_namingIt() {
    WireResponse r = wire.anonymous().get(LIST);
    assertThat(r.status()).isEqualTo(401);
    assertThat(r.message()).contains("missing header X-API-KEY-ID");
  }

  @Test
  void nonceMemory_isBoundedPerKey() {
    try (Sandbox small = Sandbox.start(SandboxOptions.builder().maxNoncesPerKey(3).build())) {
      WireClient smallWire = new WireClient(small);
      SandboxMerchant m = small.createMerchant();
      for (int i = 0; i < 3; i++) {
        assertThat(smallWire.hmac(m).get(LIST).status()).isEqualTo(200);
      }
      assertThat(smallWire.hmac(m).get(LIST).status()).isEqualTo(429);
    }
  }

  @Test
  void nonces_expireWithTheWindow_thenAreUsableAgain_andNoLongerCountAgainstTheBound() {
    MutableClock clock = new MutableClock(Instant.now());
    try (Sandbox small = Sandbox.start(SandboxOptions.builder().clock(clock).maxNoncesPerKey(3).build())) {
      WireClient smallWire = new WireClient(small, clock);
      SandboxMerchant m = small.createMerchant();
      String first = WireClient.freshNonce();
      assertThat(smallWire.hmac(m).nonce(first).get(LIST).status()).isEqualTo(200);
      assertThat(smallWire.hmac(m).get(LIST).status()).isEqualTo(200);
      assertThat(smallWire.hmac(m).get(LIST).status()).isEqualTo(200);
      clock.advance(Duration.ofSeconds(299));
      assertThat(smallWire.hmac(m).nonce(first).get(LIST).status()).as("still remembered").isEqualTo(401);
      clock.advance(Duration.ofSeconds(11));
      assertThat(smallWire.hmac(m).nonce(first).get(LIST).status()).as("its timestamp left the window").isEqualTo(200);
      assertThat(smallWire.hmac(m).get(LIST).status()).isEqualTo(200);
      assertThat(smallWire.hmac(m).get(LIST).status()).as("the expired nonces were forgotten").isEqualTo(200);
      assertThat(smallWire.hmac(m).get(LIST).status()).as("three live nonces").isEqualTo(429);
    }
  }

  @Test
  void aNonceWithALaterTimestamp_doesNotKeepExpiredOnesCountingAgainstTheBound() {
    MutableClock clock = new MutableClock(Instant.now());
    try (Sandbox small = Sandbox.start(SandboxOptions.builder().clock(clock).maxNoncesPerKey(3).build())) {
      WireClient smallWire = new WireClient(small, clock);
      SandboxMerchant m = small.createMerchant();
      long start = clock.instant().getEpochSecond();
      assertThat(smallWire.hmac(m).timestamp(start + 290).get(LIST).status()).isEqualTo(200);
      assertThat(smallWire.hmac(m).get(LIST).status()).isEqualTo(200);
      assertThat(smallWire.hmac(m).get(LIST).status()).isEqualTo(200);
      clock.advance(Duration.ofSeconds(310));
      WireResponse next = smallWire.hmac(m).get(LIST);
      assertThat(next.status()).as("one live nonce of three: " + next.body()).isEqualTo(200);
      assertThat(smallWire.hmac(m).get(LIST).status()).isEqualTo(200);
      assertThat(smallWire.hmac(m).get(LIST).status()).as("three live nonces").isEqualTo(429);
    }
  }

  @Test
  void signatureCoversTheEncodedPath_notTheDecodedOne() {
    SandboxMerchant m = sandbox.createMerchant();
    String encoded = "/api/v1/payouts/external/status/txn%2F2024%20A";
    WireResponse signedEncoded = wire.hmac(m).get(encoded);
    assertThat(signedEncoded.status()).as("authenticated, then the decoded id is unknown").isEqualTo(404);
    assertThat(signedEncoded.message()).contains("txn/2024 A");
    String n = WireClient.freshNonce();
    long ts = now();
    String overDecoded = TestSigner.hmacFamily(m.apiSecret(), "GET", "/api/v1/payouts/external/status/txn/2024 A",
        null, Long.toString(ts), n, new byte[0]);
    assertThat(wire.hmac(m).timestamp(ts).nonce(n).signature(overDecoded).get(encoded).status()).isEqualTo(401);
  }

  @Test
  void disabledOrInactiveMerchant_is403() {
    SandboxMerchant disabled = sandbox.createMerchant(MerchantOptions.builder().enabled(false).build());
    SandboxMerchant inactive = sandbox.createMerchant(MerchantOptions.builder().active(false).build());
    assertThat(wire.hmac(disabled).get(LIST).message()).contains("disabled");
    assertThat(wire.plugin(disabled).get("/payments/balance").status()).isEqualTo(403);
    WireResponse r = wire.hmac(inactive).get(LIST);
    assertThat(r.status()).isEqualTo(403);
    assertThat(r.message()).contains("not active");
  }

  @Test
  void publicOperation_withCredentials_isRefused_unlessStrictnessIsOff() {
    SandboxMerchant m = sandbox.createMerchant();
    String shortId = Fixtures.createLink(wire, m, "100", "");
    String path = "/api/v1/collections/checkout/" + shortId;
    assertThat(wire.anonymous().get(path).status()).isEqualTo(200);
    WireResponse withCredentials = wire.hmac(m).get(path);
    assertThat(withCredentials.status()).isEqualTo(400);
    assertThat(withCredentials.message()).contains("must not carry merchant credentials");
    try (Sandbox lenient = Sandbox.start(SandboxOptions.builder().strictPublicCredentials(false).build())) {
      WireClient lenientWire = new WireClient(lenient);
      SandboxMerchant lm = lenient.createMerchant();
      String id = Fixtures.createLink(lenientWire, lm, "100", "");
      assertThat(lenientWire.hmac(lm).get("/api/v1/collections/checkout/" + id).status()).isEqualTo(200);
    }
  }

  @Test
  void bothPublicOperations_refuseEveryCredentialHeader_namingIt() {
    SandboxMerchant m = sandbox.createMerchant();
    String shortId = Fixtures.createLink(wire, m, "100", "");
    List<String> paths = List.of("/api/v1/collections/intents/" + shortId + "/status", "/api/v1/collections/checkout/" + shortId);
    List<String> headers = List.of("X-API-KEY-ID", "X-API-TIMESTAMP", "X-API-NONCE", "X-API-SIGNATURE",
        "X-Service-Api-Key", "X-Service-Timestamp", "X-Service-Signature", "Authorization");
    for (String path : paths) {
      assertThat(wire.anonymous().get(path).status()).as(path).isEqualTo(200);
      for (String header : headers) {
        WireResponse r = wire.anonymous().header(header, "x").get(path);
        assertThat(r.status()).as(header + " on " + path).isEqualTo(400);
        assertThat(r.message()).contains("must not carry merchant credentials").contains(header);
      }
      WireResponse signed = wire.plugin(m).get(path);
      assertThat(signed.status()).as("a plugin-signed request to " + path).isEqualTo(400);
    }
  }

  @Test
  void balance_onlyFromApprovedSourceIps() {
    SandboxMerchant elsewhere = sandbox.createMerchant(MerchantOptions.builder().approvedSourceIps(Set.of("10.0.0.1")).build());
    WireResponse r = wire.plugin(elsewhere).get("/payments/balance");
    assertThat(r.status()).isEqualTo(403);
    assertThat(r.message()).contains("not approved");
    SandboxMerchant loopback = sandbox.createMerchant(MerchantOptions.builder().approvedSourceIps(Set.of("127.0.0.1")).build());
    assertThat(wire.plugin(loopback).get("/payments/balance").status()).isEqualTo(200);
  }
}
