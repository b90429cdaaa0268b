package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The standalone command prints its URLs and a ready merchant; --seed makes identifiers reproducible. */
class SandboxMainTest {
  private static Map<String, String> run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Map<String, String> printed = new LinkedHashMap<>();
    try (Sandbox sandbox = SandboxMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8))) {
      for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
        int eq = line.indexOf('=');
        if (eq > 0) {
          printed.put(line.substring(0, eq), line.substring(eq + 1));
        }
      }
      printed.put("toString", sandbox.toString());
    }
    return printed;
  }

  @Test
  void printsUrlsAndUsableCredentials() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (Sandbox sandbox = SandboxMain.run(new String[] {"--port", "0"}, new PrintStream(out, true, StandardCharsets.UTF_8))) {
      String text = out.toString(StandardCharsets.UTF_8);
      assertThat(text).contains("SERVICE_BASE_URL=" + sandbox.baseUrl())
          .contains("SERVICE_CHECKOUT_BASE_URL=" + sandbox.checkoutBaseUrl());
      String key = text.replaceAll("(?s).*SERVICE_API_KEY_ID=(\\S+).*", "$1");
      String secret = text.replaceAll("(?s).*SERVICE_API_SECRET=(\\S+).*", "$1");
      String merchantId = text.replaceAll("(?s).*SERVICE_MERCHANT_ID=(\\S+).*", "$1");
      WireResponse balance = new WireClient(sandbox).plugin(new SandboxMerchant(merchantId, key, secret)).get("/payments/balance");
      assertThat(balance.status()).isEqualTo(200);
    }
  }

  @Test
  void seed_makesIdentifiersReproducible() {
    Map<String, String> first = run("--port", "0", "--seed", "42");
    Map<String, String> second = run("--port", "0", "--seed", "42");
    assertThat(second.get("SERVICE_MERCHANT_ID")).isEqualTo(first.get("SERVICE_MERCHANT_ID"));
    assertThat(second.get("SERVICE_API_KEY_ID")).isEqualTo(first.get("SERVICE_API_KEY_ID"));
    assertThat(second.get("SERVICE_API_SECRET")).isEqualTo(first.get("SERVICE_API_SECRET"));
    assertThat(run("--port", "0", "--seed", "43").get("SERVICE_MERCHANT_ID")).isNotEqualTo(first.get("SERVICE_MERCHANT_ID"));
    assertThat(run("--port", "0").get("SERVICE_MERCHANT_ID")).isNotEqualTo(first.get("SERVICE_MERCHANT_ID"));
  }

  @Test
  void seededSandboxes_createTheSameResourceIds() {
    String[] ids = new String[2];
    for (int i = 0; i < 2; i++) {
      try (Sandbox sandbox = Sandbox.start(SandboxOptions.builder().seed(7L).build())) {
        WireClient wire = new WireClient(sandbox);
        SandboxMerchant m = sandbox.createMerchant();
        ids[i] = Fixtures.createPayment(wire, m, "5.00") + " " + Fixtures.createLink(wire, m, "5", "");
      }
    }
    assertThat(ids[1]).isEqualTo(ids[0]);
  }

  @Test
  void publicUrl_isPrintedInsteadOfTheBoundAddress() {
    Map<String, String> printed = run("--port", "0", "--public-url", "http://sandbox.test:8443/");
    assertThat(printed.get("SERVICE_BASE_URL")).isEqualTo("http://sandbox.test:8443");
    assertThat(printed.get("SERVICE_CHECKOUT_BASE_URL")).isEqualTo("http://sandbox.test:8443/checkout");
    assertThatThrownBy(() -> SandboxMain.run(new String[] {"--public-url", "http://sandbox.test/api"}, System.out))
        .hasMessageContaining("without path");
  }

  @Test
  void unknownOrIncompleteOptions_areRefused() {
    assertThatThrownBy(() -> SandboxMain.run(new String[] {"--colour"}, System.out)).hasMessageContaining("unknown option");
    assertThatThrownBy(() -> SandboxMain.run(new String[] {"--port"}, System.out)).hasMessageContaining("needs a value");
    assertThatThrownBy(() -> SandboxMain.run(new String[] {"--port", "x"}, System.out)).hasMessageContaining("needs a number");
  }

  @Test
  void help_listsEveryOption() {
    assertThat(CommandLine.parse(new String[] {"--help"}).help).isTrue();
    assertThat(CommandLine.usage()).contains("--port N", "--host ADDRESS", "--public-url URL", "--seed N",
        "--auto-pay", "--auto-settle", "--help");
  }
}
