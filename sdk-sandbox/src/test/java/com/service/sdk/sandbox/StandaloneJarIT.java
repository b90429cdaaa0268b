package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The packaged standalone jar, started with {@code java -jar} as a separate process (no Maven, no
 * class path): it prints its exports, and the SDK's client makes signed calls to it.
 */
class StandaloneJarIT {
  private static Path jar;

  @BeforeAll
  static void findJar() {
    jar = StandaloneJar.path();
  }

  private static Process start(String... args) throws IOException {
    return StandaloneJar.start(List.of(), args);
  }

  private static Map<String, String> exports(Process process) throws IOException {
    return StandaloneJar.exports(process);
  }

  @Test
  void jarRunsAlone_andAnswersTheSdksSignedCalls() throws Exception {
    Process process = start("--port", "0", "--seed", "11");
    try {
      Map<String, String> printed = exports(process);
      assertThat(printed.get("SERVICE_BASE_URL")).startsWith("http://127.0.0.1:");
      PluginClient plugin = PluginClient.builder()
          .baseUrl(printed.get("SERVICE_BASE_URL"))
          .credentials(printed.get("SERVICE_API_KEY_ID"), printed.get("SERVICE_API_SECRET"))
          .build();
      HostedPayment payment = plugin.payments().create(CreatePaymentRequest.builder()
          .merchantId(printed.get("SERVICE_MERCHANT_ID"))
          .orderId("order-jar-1")
          .amount("12.50")
          .customer("Asha Rao", "asha@example.com", "9800000000")
          .build());
      assertThat(payment.checkoutUrl()).startsWith(printed.get("SERVICE_CHECKOUT_BASE_URL"));
      assertThat(plugin.payments().status(payment.paymentId()).status()).isEqualTo(PaymentState.CREATED);
    } finally {
      process.destroy();
      assertThat(process.waitFor(10, TimeUnit.SECONDS)).as("the jar stops on SIGTERM").isTrue();
    }
  }

  @Test
  void help_exitsZeroListingTheOptions_andAnUnknownOptionExitsTwo() throws Exception {
    Process help = start("--help");
    String text = new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(help.waitFor(10, TimeUnit.SECONDS)).isTrue();
    assertThat(help.exitValue()).isZero();
    assertThat(text).contains("java -jar sdk-sandbox-", "--port N", "--host ADDRESS", "--help");

    Process wrong = start("--colour");
    String error = new String(wrong.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(wrong.waitFor(10, TimeUnit.SECONDS)).isTrue();
    assertThat(wrong.exitValue()).isEqualTo(2);
    assertThat(error).contains("unknown option --colour");
  }

  @Test
  void seedWithAllowRemote_exitsTwoSayingWhy() throws Exception {
    // On loopback: should the check ever go, this test must not have bound anything wider.
    Process refused = start("--port", "0", "--seed", "42", "--allow-remote");
    try {
      assertThat(refused.waitFor(30, TimeUnit.SECONDS)).as("the jar refuses to start").isTrue();
      String error = new String(refused.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertThat(refused.exitValue()).isEqualTo(2);
      assertThat(error).contains("predictable", "stays on loopback").doesNotContain("SERVICE_API_SECRET");
    } finally {
      refused.destroyForcibly();
    }
  }

  /**
   * Behind a proxy the sandbox is bound to loopback, yet every request that reaches it came from
   * wherever the proxy serves: the controls (which hand out API secrets) need the token it prints.
   */
  @Test
  void behindAProxy_theControlsNeedThePrintedToken() throws Exception {
    int port;
    try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = free.getLocalPort();
    }
    Process process = start("--port", String.valueOf(port), "--public-url", "https://sandbox.example.test");
    try {
      Map<String, String> printed = exports(process);
      String proxied = post(port, "/_sandbox/merchants", "Host: sandbox.example.test\r\n");

      assertThat(proxied).startsWith("HTTP/1.1 401 ").contains("SANDBOX_CONTROL_TOKEN").doesNotContain("api_secret");
      assertThat(printed.get("SERVICE_BASE_URL")).isEqualTo("https://sandbox.example.test");
      String token = printed.get("SANDBOX_CONTROL_TOKEN");
      assertThat(token).as("the control token, printed").isNotBlank();
      String withToken = post(port, "/_sandbox/merchants",
          "Host: sandbox.example.test\r\nX-Sandbox-Control-Token: " + token + "\r\n");

      assertThat(withToken).startsWith("HTTP/1.1 200 ").contains("\"api_secret\"");
    } finally {
      process.destroy();
      assertThat(process.waitFor(10, TimeUnit.SECONDS)).as("the jar stops on SIGTERM").isTrue();
    }
  }

  /** POSTs an empty body over a plain socket, as a proxy forwards it (with the public Host), and returns the answer. */
  private static String post(int port, String path, String headers) throws IOException {
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      socket.getOutputStream().write(("POST " + path + " HTTP/1.1\r\n" + headers
          + "Content-Length: 0\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void jarBundlesItsDependencies() throws IOException {
    assertThat(Files.size(jar)).as("Jackson is inside").isGreaterThan(1_000_000L);
  }

  /**
   * The sandbox and its Jackson, relocated under the sandbox's package, and nothing else: no class
   * outside {@code com.service.sdk.sandbox} that could meet another copy of itself on a class path.
   * Nothing it does not need to run (JSpecify's annotations are read by compilers, never at run time).
   */
  @Test
  void jarCarriesOnlyTheSandboxAndItsRelocatedJackson() throws IOException {
    Set<String> outside = new TreeSet<>();
    try (JarFile file = new JarFile(jar.toFile())) {
      for (JarEntry entry : (Iterable<JarEntry>) file.stream()::iterator) {
        String name = entry.getName();
        if (!entry.isDirectory() && !name.startsWith("META-INF/") && !name.startsWith("com/service/sdk/sandbox/")) {
          outside.add(name.substring(0, name.lastIndexOf('/') + 1));
        }
      }
      assertThat(file.getEntry("com/service/sdk/sandbox/shaded/jackson/databind/ObjectMapper.class")).isNotNull();
    }
    assertThat(outside).as("packages outside com.service.sdk.sandbox").isEmpty();
  }
}
