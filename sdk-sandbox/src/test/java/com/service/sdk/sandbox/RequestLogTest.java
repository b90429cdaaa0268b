package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The request log: every request to a service operation with its verdict, and for a refused
 * signature the precise reason, the expected canonical string and which common mistake the
 * signature matches; never a secret or a signature.
 */
class RequestLogTest {
  private static final String LIST = "/api/v1/payees/external/list";

  private static SandboxRequest last(Sandbox sandbox) {
    List<SandboxRequest> requests = sandbox.requests();
    assertThat(requests).isNotEmpty();
    return requests.get(requests.size() - 1);
  }

  private static String ts() {
    return Long.toString(Instant.now().getEpochSecond());
  }

  @Test
  void acceptedAndRefusedRequests_areLoggedWithOperationMerchantAndVerdict() {
    try (Sandbox sandbox = Sandbox.start()) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant();
      wire.plugin(m).get("/payments/balance");
      SandboxRequest ok = last(sandbox);
      assertThat(ok.operation()).isEqualTo(SandboxOperation.BALANCE);
      assertThat(ok.method()).isEqualTo("GET");
      assertThat(ok.path()).isEqualTo("/payments/balance");
      assertThat(ok.merchantId()).isEqualTo(m.merchantId());
      assertThat(ok.apiKeyId()).isEqualTo(m.apiKeyId());
      assertThat(ok.status()).isEqualTo(200);
      assertThat(ok.verdict()).isEqualTo("accepted");
      assertThat(ok.reason()).isNull();

      wire.plugin(m).get("/payments/pay_missing/status");
      SandboxRequest missing = last(sandbox);
      assertThat(missing.status()).isEqualTo(404);
      assertThat(missing.verdict()).isEqualTo("refused");
      assertThat(missing.reason()).contains("pay_missing");

      wire.anonymous().get("/_sandbox/callbacks");
      assertThat(last(sandbox)).as("controls are not logged").isEqualTo(missing);
    }
  }

  @Test
  void unknownKey_isNamedInTheLogOnly() {
    try (Sandbox sandbox = Sandbox.start()) {
      SandboxMerchant stranger = new SandboxMerchant("m_x", "key_from_another_run", "sk_test_0000");
      WireResponse answer = new WireClient(sandbox).plugin(stranger).get("/payments/balance");
      assertThat(answer.body()).doesNotContain("key_from_another_run");
      SandboxRequest logged = last(sandbox);
      assertThat(logged.verdict()).isEqualTo("unauthenticated");
      assertThat(logged.reason()).isEqualTo("unknown API key id key_from_another_run");
      assertThat(logged.merchantId()).isNull();
      assertThat(logged.expectedCanonical()).isNull();
      assertThat(logged.hint()).contains("API key id of this sandbox");
    }
  }

  @Test
  void hmacSignatureOverPathAndQueryJoined_isNamedAsThatMistake() {
    try (Sandbox sandbox = Sandbox.start()) {
      SandboxMerchant m = sandbox.createMerchant();
      String ts = ts();
      String nonce = WireClient.freshNonce();
      String mistaken = TestSigner.hmacFamily(m.apiSecret(), "GET", LIST + "?limit=5", "", ts, nonce, new byte[0]);
      WireResponse answer = new WireClient(sandbox).hmac(m).timestamp(Long.parseLong(ts)).nonce(nonce)
          .signature(mistaken).get(LIST + "?limit=5");
      assertThat(answer.status()).isEqualTo(401);
      SandboxRequest logged = last(sandbox);
      assertThat(logged.reason()).isEqualTo("signature mismatch");
      assertThat(logged.merchantId()).isEqualTo(m.merchantId());
      assertThat(logged.query()).isEqualTo("limit=5");
      assertThat(logged.expectedCanonical()).startsWith("GET\n" + LIST + "\nlimit=5\n" + ts + "\n" + nonce + "\n");
      assertThat(logged.hint()).contains("query string was signed as part of the path");
    }
  }

  @Test
  void pluginSignatureOverTheDecodedPath_isNamedAsThatMistake() {
    try (Sandbox sandbox = Sandbox.start()) {
      SandboxMerchant m = sandbox.createMerchant();
      String ts = ts();
      String mistaken = TestSigner.pluginFamily(m.apiSecret(), ts, "GET", "/payments/pay one/status", new byte[0]);
      new WireClient(sandbox).plugin(m).timestamp(Long.parseLong(ts)).signature(mistaken).get("/payments/pay%20one/status");
      SandboxRequest logged = last(sandbox);
      assertThat(logged.status()).isEqualTo(401);
      assertThat(logged.path()).isEqualTo("/payments/pay%20one/status");
      assertThat(logged.expectedCanonical()).isEqualTo(ts + ".GET./payments/pay%20one/status.");
      assertThat(logged.hint()).contains("path was signed decoded");
    }
  }

  @Test
  void uppercaseHex_andAnotherMerchantsSecret_areNamed() {
    try (Sandbox sandbox = Sandbox.start()) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant();
      SandboxMerchant other = sandbox.createMerchant();
      String ts = ts();
      String right = TestSigner.pluginFamily(m.apiSecret(), ts, "GET", "/payments/balance", new byte[0]);
      wire.plugin(m).timestamp(Long.parseLong(ts)).signature(right.toUpperCase(java.util.Locale.ROOT)).get("/payments/balance");
      assertThat(last(sandbox).hint()).contains("uppercase hexadecimal");

      String nonce = WireClient.freshNonce();
      String withOthersSecret = TestSigner.hmacFamily(other.apiSecret(), "GET", LIST, null, ts, nonce, new byte[0]);
      wire.hmac(m).timestamp(Long.parseLong(ts)).nonce(nonce).signature(withOthersSecret).get(LIST);
      SandboxRequest logged = last(sandbox);
      assertThat(logged.hint()).contains("secret of another merchant (" + other.merchantId());

      wire.hmac(new SandboxMerchant(m.merchantId(), m.apiKeyId(), "sk_test_nobody")).get(LIST);
      assertThat(last(sandbox).hint()).contains("no common mistake matches");
    }
  }

  @Test
  void aRotatedSecret_signsNothing_theNewOneDoes_andTheLogSaysTheOldOneWasUsed() {
    try (Sandbox sandbox = Sandbox.start()) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant before = sandbox.createMerchant();

      SandboxMerchant after = sandbox.rotateSecret(before);

      assertThat(after.merchantId()).isEqualTo(before.merchantId());
      assertThat(after.apiKeyId()).isEqualTo(before.apiKeyId());
      assertThat(after.apiSecret()).isNotEqualTo(before.apiSecret());
      assertThat(wire.plugin(before).get("/payments/balance").status()).isEqualTo(401);
      assertThat(last(sandbox).hint()).contains("the secret key " + before.apiKeyId() + " had before its rotation");
      assertThat(wire.hmac(before).get(LIST).status()).isEqualTo(401);
      assertThat(wire.plugin(after).get("/payments/balance").status()).isEqualTo(200);
      assertThat(wire.hmac(after).get(LIST).status()).isEqualTo(200);

      WireResponse overHttp = wire.anonymous().post("/_sandbox/merchants/" + before.merchantId() + "/rotate-secret", "");
      assertThat(overHttp.status()).isEqualTo(200);
      SandboxMerchant third = new SandboxMerchant(before.merchantId(), overHttp.data().get("api_key_id").asText(),
          overHttp.data().get("api_secret").asText());
      assertThat(third.apiKeyId()).isEqualTo(before.apiKeyId());
      assertThat(wire.plugin(after).get("/payments/balance").status()).isEqualTo(401);
      assertThat(wire.plugin(third).get("/payments/balance").status()).isEqualTo(200);
      assertThat(wire.anonymous().post("/_sandbox/merchants/m_nobody/rotate-secret", "").status()).isEqualTo(404);
    }
  }

  @Test
  void theLogOverHttp_neverShowsSecretsOrSignatures() {
    try (Sandbox sandbox = Sandbox.start()) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant();
      String ts = ts();
      String body = Fixtures.paymentBody(m.merchantId(), "5.00");
      String signature = TestSigner.pluginFamily(m.apiSecret(), ts, "POST", "/payments/create",
          body.getBytes(StandardCharsets.UTF_8));
      wire.plugin(m).timestamp(Long.parseLong(ts)).signature(signature).post("/payments/create", body);
      wire.plugin(new SandboxMerchant(m.merchantId(), m.apiKeyId(), "sk_test_wrong")).post("/payments/create", body);
      WireResponse log = wire.anonymous().get("/_sandbox/requests");
      assertThat(log.status()).isEqualTo(200);
      assertThat(log.body()).doesNotContain(m.apiSecret()).doesNotContain(signature).doesNotContain("sk_test_wrong");
      JsonNode entries = log.data();
      assertThat(entries).hasSize(2);
      assertThat(entries.get(0).get("operation").asText()).isEqualTo("CREATE_PAYMENT");
      assertThat(entries.get(0).get("verdict").asText()).isEqualTo("accepted");
      assertThat(entries.get(1).get("verdict").asText()).isEqualTo("unauthenticated");
      assertThat(entries.get(1).get("expected_canonical").asText()).endsWith(body);
      assertThat(sandbox.requests()).hasSize(2);
    }
  }
}
