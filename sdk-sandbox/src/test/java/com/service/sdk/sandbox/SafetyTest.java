package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.sandbox.internal.http.ControlGuard;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Safe by default: loopback unless remote access is meant, a control token when one is in effect,
 * callbacks only to loopback or allowed hosts, an unknown key answered like a wrong signature,
 * and bounded resources and idempotency records.
 */
class SafetyTest {
  private static final String TOKEN = "control-token-0123456789";

  @Test
  void hostBeyondLoopback_isRefusedWithoutTheExplicitFlag() {
    assertThatThrownBy(() -> Sandbox.start(SandboxOptions.builder().host("0.0.0.0").build()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not loopback").hasMessageContaining("--allow-remote");
    assertThatThrownBy(() -> SandboxMain.run(new String[] {"--port", "0", "--host", "0.0.0.0"}, System.out))
        .hasMessageContaining("--allow-remote");
    assertThat(CommandLine.usage()).contains("--allow-remote", "--control-token TOKEN", "--callback-allow HOST,...",
        "--max-resources N", "--max-idempotency-records N");
  }

  @Test
  void seedWithRemoteAccess_isRefusedAtStart_soASeededSandboxStaysOnLoopback() {
    assertThatThrownBy(() -> SandboxOptions.builder().seed(42).allowRemoteAccess(true).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("predictable").hasMessageContaining("stays on loopback");
    assertThatThrownBy(() -> SandboxMain.run(new String[] {"--port", "0", "--seed", "42", "--allow-remote"}, System.out))
        .hasMessageContaining("--seed").hasMessageContaining("--allow-remote");
    assertThatThrownBy(() -> SandboxMain.run(
        new String[] {"--allow-remote", "--host", "127.0.0.1", "--port", "0", "--seed", "42"}, System.out))
        .hasMessageContaining("stays on loopback");
    try (Sandbox seeded = SandboxMain.run(new String[] {"--port", "0", "--seed", "42"}, System.out)) {
      assertThat(seeded.baseUrl()).startsWith("http://127.0.0.1:");
    }
  }

  @Test
  void safetyOptions_onTheCommandLine_reachTheSettings() {
    SandboxOptions options = CommandLine.parse(new String[] {"--host", "0.0.0.0", "--allow-remote", "--control-token",
        TOKEN, "--callback-allow", "Hooks.Example.test,10.0.0.7,hooks.example.test", "--max-resources", "5",
        "--max-idempotency-records", "6"}).options.build();
    assertThat(options.server().host()).isEqualTo("0.0.0.0");
    assertThat(options.server().allowRemoteAccess()).isTrue();
    assertThat(options.server().controlToken()).isEqualTo(TOKEN);
    assertThat(options.server().callbackAllow()).containsExactlyInAnyOrder("hooks.example.test", "10.0.0.7");
    assertThat(options.resources().maxResources()).isEqualTo(5);
    assertThat(options.resources().maxIdempotencyRecords()).isEqualTo(6);
    var defaults = SandboxOptions.defaults().server();
    assertThat(defaults.allowRemoteAccess()).isFalse();
    assertThat(defaults.controlToken()).isNull();
    assertThat(defaults.callbackAllow()).isEmpty();
    assertThatThrownBy(() -> CommandLine.parse(new String[] {"--callback-allow", "a.test,"}))
        .hasMessageContaining("callbackAllow entries");
  }

  @Test
  void controlToken_isGeneratedBeyondLoopback_andOptionalOnLoopback() {
    assertThat(ControlGuard.tokenFor(null, true, null)).isNull();
    assertThat(ControlGuard.tokenFor(TOKEN, true, null)).isEqualTo(TOKEN);
    assertThat(ControlGuard.tokenFor(TOKEN, false, null)).isEqualTo(TOKEN);
    String generated = ControlGuard.tokenFor(null, false, null);
    assertThat(generated).matches("[0-9a-f]{32}").isNotEqualTo(ControlGuard.tokenFor(null, false, null));
    // Bound to loopback behind a proxy or a port mapping: open only when the public URL is this machine's too.
    assertThat(ControlGuard.tokenFor(null, true, "https://sandbox.example.test")).matches("[0-9a-f]{32}");
    assertThat(ControlGuard.tokenFor(null, true, "http://10.0.0.7:8080")).matches("[0-9a-f]{32}");
    assertThat(ControlGuard.tokenFor(null, true, "http://sandbox.localhost:8080")).matches("[0-9a-f]{32}");
    assertThat(ControlGuard.tokenFor(null, true, "http://localhost:18080")).isNull();
    assertThat(ControlGuard.tokenFor(null, true, "http://127.0.0.1:18080")).isNull();
    assertThat(ControlGuard.tokenFor(null, true, "http://[::1]:18080")).isNull();
    assertThat(ControlGuard.tokenFor(TOKEN, true, "https://sandbox.example.test")).isEqualTo(TOKEN);
    try (Sandbox open = Sandbox.start()) {
      assertThat(open.controlToken()).isEmpty();
      assertThat(new WireClient(open).anonymous().get("/_sandbox/callbacks").status()).isEqualTo(200);
    }
  }

  @Test
  void controls_requireTheToken_whenOneIsInEffect() {
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.builder().controlToken(TOKEN).build())) {
      WireClient wire = new WireClient(sandbox);
      assertThat(sandbox.controlToken()).contains(TOKEN);
      WireResponse without = wire.anonymous().post("/_sandbox/merchants", "");
      assertThat(without.status()).isEqualTo(401);
      assertThat(without.message()).contains("X-Sandbox-Control-Token", "SANDBOX_CONTROL_TOKEN");
      assertThat(wire.anonymous().header("X-Sandbox-Control-Token", "control-token-wrong-00000").get("/_sandbox/callbacks")
          .status()).isEqualTo(401);
      assertThat(wire.anonymous().header("X-Sandbox-Control-Token", TOKEN).post("/_sandbox/merchants", "").status())
          .isEqualTo(200);
      assertThat(wire.anonymous().header("Cookie", "a=b; sandbox_control_token=" + TOKEN).get("/_sandbox/requests")
          .status()).isEqualTo(200);
      assertThat(wire.anonymous().get("/_sandbox/requests?token=" + TOKEN).status()).isEqualTo(200);
      assertThat(wire.anonymous().post("/_sandbox/merchants?token=" + TOKEN, "").status())
          .as("a token in the query is taken on GET only").isEqualTo(401);
      // The service's own operations are not controls.
      assertThat(wire.plugin(sandbox.createMerchant()).get("/payments/balance").status()).isEqualTo(200);
    }
    assertThatThrownBy(() -> SandboxOptions.builder().controlToken("short")).hasMessageContaining("16 to 128");
  }

  /** Sends a raw request with a Host header of the test's choice (the JDK's client will not) and returns the status line. */
  private static String statusLine(Sandbox sandbox, String path, String host) throws IOException {
    return statusLine(URI.create(sandbox.baseUrl()).getPort(), path, host);
  }

  private static String statusLine(int port, String path, String host) throws IOException {
    return statusLine(port, path, host, "");
  }

  /** As above, with more header lines ({@code "Name: value\r\n"} each). */
  private static String statusLine(int port, String path, String host, String headers) throws IOException {
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      socket.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\n" + headers
          + "Connection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      return answer.substring(0, answer.indexOf('\r'));
    }
  }

  /**
   * A tunnel or proxy in front of a loopback sandbox started without {@code --public-url} (ngrok
   * with its Host rewritten, a reverse proxy that sends {@code Host: localhost}) forwards requests
   * from anywhere with a loopback Host; it says so in its forwarding headers. Open controls refuse
   * such a request, as they refuse another Host.
   */
  @Test
  void openControls_refuseARequestAProxyForwarded() throws IOException {
    try (Sandbox sandbox = Sandbox.start()) {
      int port = URI.create(sandbox.baseUrl()).getPort();
      for (String forwarded : List.of("X-Forwarded-For: 203.0.113.9", "Forwarded: for=203.0.113.9;proto=https",
          "X-Forwarded-Host: sandbox.example.test", "X-Real-IP: 203.0.113.9")) {
        assertThat(statusLine(port, "/_sandbox/requests", "localhost:" + port, forwarded + "\r\n")).as(forwarded)
            .isEqualTo("HTTP/1.1 403 Forbidden");
      }
      assertThat(statusLine(port, "/_sandbox/requests", "localhost:" + port)).isEqualTo("HTTP/1.1 200 OK");
    }
  }

  @Test
  void openControls_answerOnlyRequestsAddressedToThisMachine() throws IOException {
    try (Sandbox sandbox = Sandbox.start()) {
      assertThat(statusLine(sandbox, "/_sandbox/requests", "rebound.example.test:8080")).isEqualTo("HTTP/1.1 403 Forbidden");
      assertThat(statusLine(sandbox, "/_sandbox/", "rebound.example.test")).isEqualTo("HTTP/1.1 403 Forbidden");
      assertThat(statusLine(sandbox, "/_sandbox/requests", "localhost:8080")).isEqualTo("HTTP/1.1 200 OK");
      assertThat(statusLine(sandbox, "/_sandbox/requests", "127.0.0.1")).isEqualTo("HTTP/1.1 200 OK");
      assertThat(statusLine(sandbox, "/_sandbox/requests", "[::1]:8080")).isEqualTo("HTTP/1.1 200 OK");
      WireClient wire = new WireClient(sandbox);
      WireResponse fromAnotherSite = wire.anonymous().header("Origin", "https://shop.example.test").post("/_sandbox/merchants", "");
      assertThat(fromAnotherSite.status()).isEqualTo(403);
      assertThat(fromAnotherSite.message()).contains("Origin https://shop.example.test");
      assertThat(wire.anonymous().header("Origin", "null").post("/_sandbox/merchants", "").status()).isEqualTo(403);
      assertThat(wire.anonymous().header("Origin", sandbox.baseUrl()).post("/_sandbox/merchants", "").status()).isEqualTo(200);
      assertThat(wire.anonymous().header("Origin", "http://localhost:3000").post("/_sandbox/merchants", "").status())
          .isEqualTo(200);
      assertThat(statusLine(sandbox, "/api/v1/collections/checkout/nope", "rebound.example.test"))
          .as("the service's operations are not controls").isEqualTo("HTTP/1.1 404 Not Found");
    }
    int port;
    try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = free.getLocalPort();
    }
    try (Sandbox mapped = Sandbox.start(SandboxOptions.builder().port(port).publicBaseUrl("http://localhost:18080").build())) {
      assertThat(mapped.controlToken()).as("a port mapped on this machine").isEmpty();
      assertThat(statusLine(port, "/_sandbox/requests", "localhost:18080")).isEqualTo("HTTP/1.1 200 OK");
      assertThat(statusLine(port, "/_sandbox/requests", "other.test:18080")).isEqualTo("HTTP/1.1 403 Forbidden");
    }
    try (Sandbox proxied = Sandbox.start(SandboxOptions.builder().port(port).publicBaseUrl("http://sandbox.test:8080").build())) {
      assertThat(proxied.baseUrl()).isEqualTo("http://sandbox.test:8080");
      assertThat(proxied.controlToken()).as("behind a proxy, whatever the bound address").isPresent();
      assertThat(statusLine(port, "/_sandbox/requests", "Sandbox.test:8080")).isEqualTo("HTTP/1.1 401 Unauthorized");
      assertThat(statusLine(port, "/_sandbox/requests?token=" + proxied.controlToken().orElseThrow(), "sandbox.test:8080"))
          .isEqualTo("HTTP/1.1 200 OK");
    }
    try (Sandbox tokened = Sandbox.start(SandboxOptions.builder().controlToken(TOKEN).build())) {
      assertThat(statusLine(tokened, "/_sandbox/requests?token=" + TOKEN, "sandbox.example.test"))
          .as("with a token, the token is the guard").isEqualTo("HTTP/1.1 200 OK");
    }
  }

  @Test
  void callbacks_goOnlyToLoopbackOrAllowedHosts() {
    try (Sandbox sandbox = Sandbox.start()) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant merchant = sandbox.createMerchant(
          MerchantOptions.builder().notifyUrl("http://169.254.169.254/latest/meta-data").build());
      Fixtures.paidPayment(sandbox, wire, merchant, "5.00");
      CallbackDelivery refused = sandbox.callbacks().await(Duration.ofSeconds(5), CallbackDelivery::finished);
      assertThat(refused.delivered()).isFalse();
      assertThat(refused.attempts()).singleElement()
          .satisfies(a -> assertThat(a.error()).contains("169.254.169.254 is not loopback and not allowed"));
    }
    assertThatThrownBy(() -> SandboxOptions.builder().callbackAllow(Set.of("hooks.test:8080")))
        .hasMessageContaining("without port");
  }

  @Test
  void unknownKey_isAnsweredExactlyLikeAWrongSignature() {
    try (Sandbox sandbox = Sandbox.start()) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant known = sandbox.createMerchant();
      SandboxMerchant unknown = new SandboxMerchant(known.merchantId(), "key_doesnotexist00000000", known.apiSecret());
      SandboxMerchant wrongSecret = new SandboxMerchant(known.merchantId(), known.apiKeyId(), "sk_test_wrong");
      for (boolean plugin : new boolean[] {true, false}) {
        WireResponse a = plugin ? wire.plugin(unknown).get("/payments/balance")
            : wire.hmac(unknown).get("/api/v1/payees/external/list");
        WireResponse b = plugin ? wire.plugin(wrongSecret).get("/payments/balance")
            : wire.hmac(wrongSecret).get("/api/v1/payees/external/list");
        assertThat(a.status()).isEqualTo(401).isEqualTo(b.status());
        assertThat(a.body()).isEqualTo(b.body()).doesNotContain("key_doesnotexist").doesNotContain(known.apiKeyId());
        // A malformed signature is refused before the key is looked up, so its answer does not tell either.
        WireResponse c = plugin ? wire.plugin(unknown).signature("xyz").get("/payments/balance")
            : wire.hmac(unknown).signature("xyz").get("/api/v1/payees/external/list");
        WireResponse d = plugin ? wire.plugin(known).signature("xyz").get("/payments/balance")
            : wire.hmac(known).signature("xyz").get("/api/v1/payees/external/list");
        assertThat(c.body()).isEqualTo(d.body()).contains("64 lowercase hexadecimal");
      }
    }
  }

  @Test
  void resources_areBounded_oldestEvicted() {
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.builder().maxResources(2).build())) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant();
      String first = Fixtures.createPayment(wire, m, "1.00");
      String second = Fixtures.createPayment(wire, m, "2.00");
      String third = Fixtures.createPayment(wire, m, "3.00");
      assertThat(wire.plugin(m).get("/payments/" + first + "/status").status()).isEqualTo(404);
      assertThat(wire.plugin(m).get("/payments/" + second + "/status").status()).isEqualTo(200);
      assertThat(wire.plugin(m).get("/payments/" + third + "/status").status()).isEqualTo(200);

      String payeeA = Fixtures.bankVerifiedPayee(wire, m);
      Fixtures.bankVerifiedPayee(wire, m);
      String payeeC = Fixtures.bankVerifiedPayee(wire, m);
      WireResponse list = wire.hmac(m).get("/api/v1/payees/external/list");
      assertThat(list.body()).doesNotContain(payeeA).contains(payeeC);

      String linkA = Fixtures.createLink(wire, m, "5", "");
      Fixtures.createLink(wire, m, "5", "");
      Fixtures.createLink(wire, m, "5", "");
      assertThat(wire.anonymous().get("/api/v1/collections/intents/" + linkA + "/status").status()).isEqualTo(404);

      String payoutA = Fixtures.payout(wire, m, payeeC, "1.00");
      Fixtures.payout(wire, m, payeeC, "1.00");
      Fixtures.payout(wire, m, payeeC, "1.00");
      assertThat(wire.hmac(m).get("/api/v1/payouts/external/status/" + payoutA).status()).isEqualTo(404);
      assertThat(sandbox.payouts(m.merchantId())).hasSize(2);
    }
    assertThatThrownBy(() -> SandboxOptions.builder().maxResources(0)).hasMessageContaining("maxResources");
  }

  @Test
  void idempotencyRecords_areBounded_oldestForgotten() {
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.builder().maxIdempotencyRecords(1).build())) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant();
      String payment = Fixtures.paidPayment(sandbox, wire, m, "10.00");
      String body = Fixtures.refundBody(m.merchantId(), payment, "1.00");
      String keyA = Fixtures.key();
      String keyB = Fixtures.key();
      String refundA = wire.plugin(m).idempotencyKey(keyA).post("/refunds/create", body).json().get("refund_id").asText();
      String refundB = wire.plugin(m).idempotencyKey(keyB).post("/refunds/create", body).json().get("refund_id").asText();
      assertThat(wire.plugin(m).idempotencyKey(keyB).post("/refunds/create", body).json().get("refund_id").asText())
          .as("the latest key still replays").isEqualTo(refundB);
      assertThat(wire.plugin(m).idempotencyKey(keyA).post("/refunds/create", body).json().get("refund_id").asText())
          .as("the evicted key creates anew").isNotEqualTo(refundA).isNotEqualTo(refundB);
    }
  }
}
