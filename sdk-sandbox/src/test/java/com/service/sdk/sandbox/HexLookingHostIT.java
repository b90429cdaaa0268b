package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A host name that merely looks like hexadecimal ({@code ba5e.de}) is a name: the sandbox never
 * resolves it, so it neither reaches the loopback-only controls nor passes the callback rule,
 * even where it resolves to 127.0.0.1. The standalone jar runs with a hosts file
 * ({@code -Djdk.net.hosts.file}) that says so, which is what DNS could say for anyone's name.
 */
class HexLookingHostIT {
  private static final String NAME = "ba5e.de";
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  static Path dir;
  private static Process sandbox;
  private static int port;

  @BeforeAll
  static void start() throws IOException {
    Path hosts = Files.writeString(dir.resolve("hosts"), "127.0.0.1 localhost\n127.0.0.1 " + NAME + "\n");
    sandbox = StandaloneJar.start(List.of("-Djdk.net.hosts.file=" + hosts), "--port", "0");
    port = URI.create(StandaloneJar.exports(sandbox).get("SERVICE_BASE_URL")).getPort();
  }

  @AfterAll
  static void stop() throws InterruptedException {
    sandbox.destroy();
    assertThat(sandbox.waitFor(10, TimeUnit.SECONDS)).isTrue();
  }

  @Test
  void controls_refuseAHexLookingHost_thatResolvesToLoopback() throws IOException {
    assertThat(request("POST", "/_sandbox/merchants", "127.0.0.1:" + port, "")).startsWith("HTTP/1.1 200");
    String answer = request("POST", "/_sandbox/merchants", NAME + ":" + port, "");
    assertThat(answer).startsWith("HTTP/1.1 403").doesNotContain("api_secret");
  }

  @Test
  void approvedSourceIps_refuseAHexLookingName() throws IOException {
    String answer = request("POST", "/_sandbox/merchants", "127.0.0.1",
        "{\"approved_source_ips\":[\"" + NAME + "\"]}");
    assertThat(answer).startsWith("HTTP/1.1 400").contains("not a literal IP address: " + NAME);
  }

  @Test
  void callbacks_toAHexLookingHost_areNotSent() throws Exception {
    JsonNode merchant = body(request("POST", "/_sandbox/merchants", "127.0.0.1",
        "{\"notify_url\":\"http://" + NAME + ":9/callbacks\"}")).get("data");
    PluginClient plugin = PluginClient.builder().baseUrl("http://127.0.0.1:" + port)
        .credentials(merchant.get("api_key_id").asText(), merchant.get("api_secret").asText()).build();
    String paymentId = plugin.payments().create(CreatePaymentRequest.builder()
        .merchantId(merchant.get("merchant_id").asText()).orderId("order-hex-1").amount("5.00")
        .customer("Asha Rao", "asha@example.com", "9800000000").build()).paymentId();
    assertThat(request("POST", "/_sandbox/payments/" + paymentId + "/pay", "127.0.0.1", "")).startsWith("HTTP/1.1 200");
    JsonNode delivery = null;
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (delivery == null || !delivery.get("finished").asBoolean()) {
      assertThat(System.nanoTime()).as("the callback finishes").isLessThan(deadline);
      for (JsonNode d : body(request("GET", "/_sandbox/callbacks", "127.0.0.1", null)).get("data")) {
        delivery = d.get("url").asText().contains(NAME) ? d : delivery;
      }
      Thread.sleep(50);
    }
    assertThat(delivery.get("delivered").asBoolean()).isFalse();
    assertThat(delivery.get("attempts")).hasSize(1);
    assertThat(delivery.get("attempts").get(0).get("error").asText()).contains(NAME + " is not loopback and not allowed");
  }

  /** A raw HTTP/1.1 request with the Host header of the test's choice (the JDK's client will not send one). */
  private static String request(String method, String path, String host, String json) throws IOException {
    byte[] body = json == null ? new byte[0] : json.getBytes(StandardCharsets.UTF_8);
    String head = method + " " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n"
        + (json == null ? "" : "Content-Type: application/json\r\nContent-Length: " + body.length + "\r\n") + "\r\n";
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
      socket.getOutputStream().write(body);
      return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static JsonNode body(String answer) throws IOException {
    return JSON.readTree(answer.substring(answer.indexOf("\r\n\r\n") + 4));
  }
}
