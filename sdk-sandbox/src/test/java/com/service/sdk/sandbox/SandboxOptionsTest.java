package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Clock;
import org.junit.jupiter.api.Test;

/** Options that change what the sandbox tells clients: the public base URL. */
class SandboxOptionsTest {
  private static final String PUBLIC = "http://sandbox.test:8443";

  private static int freePort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void publicBaseUrl_isTheBaseUrl_andStartsEveryCheckoutUrl() {
    int port = freePort();
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.builder().port(port).publicBaseUrl(PUBLIC + "/").build())) {
      assertThat(sandbox.baseUrl()).isEqualTo(PUBLIC);
      assertThat(sandbox.checkoutBaseUrl()).isEqualTo(PUBLIC + "/checkout");
      WireClient wire = new WireClient("http://127.0.0.1:" + port, Clock.systemUTC());
      SandboxMerchant m = sandbox.createMerchant();
      WireResponse payment = wire.plugin(m).post("/payments/create", Fixtures.paymentBody(m.merchantId(), "10.00"));
      assertThat(payment.status()).as(payment.body()).isEqualTo(200);
      assertThat(payment.json().get("checkout_url").asText())
          .isEqualTo(PUBLIC + "/checkout/payments/" + payment.json().get("payment_id").asText());
      WireResponse link = wire.hmac(m).post("/api/v1/collections/intents/api", Fixtures.linkBody("10", ""));
      assertThat(link.status()).as(link.body()).isEqualTo(200);
      assertThat(link.data().get("checkout_url").asText())
          .isEqualTo(PUBLIC + "/checkout/" + link.data().get("short_id").asText());
    }
  }

  @Test
  void publicBaseUrl_mustBeAnHttpUrlWithoutPathQueryOrFragment() {
    SandboxOptions.Builder builder = SandboxOptions.builder();
    for (String bad : new String[] {"sandbox.test:8443", "ftp://sandbox.test", "http://sandbox.test/api",
        "http://sandbox.test?x=1", "http://sandbox.test#top", "http://user@sandbox.test"}) {
      assertThatThrownBy(() -> builder.publicBaseUrl(bad)).as(bad)
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("publicBaseUrl");
    }
    assertThat(SandboxOptions.builder().publicBaseUrl("https://sandbox.test").build().server().publicBaseUrl())
        .isEqualTo("https://sandbox.test");
  }
}
