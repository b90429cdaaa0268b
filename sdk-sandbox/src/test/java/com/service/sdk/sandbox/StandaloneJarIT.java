package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
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
    String property = System.getProperty("sandbox.standalone.jar");
    assertThat(property).as("system property sandbox.standalone.jar (set by the pom)").isNotBlank();
    jar = Path.of(property);
    assertThat(jar).as("the standalone jar is built by package").isRegularFile();
  }

  private static Process start(String... args) throws IOException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command).redirectErrorStream(true).start();
  }

  /** Reads the printed {@code NAME=value} lines up to the API secret, the last one. */
  private static Map<String, String> exports(Process process) throws IOException {
    Map<String, String> printed = new LinkedHashMap<>();
    BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    StringBuilder all = new StringBuilder();
    for (String line = out.readLine(); line != null; line = out.readLine()) {
      all.append(line).append('\n');
      int eq = line.indexOf('=');
      if (eq > 0) {
        printed.put(line.substring(0, eq), line.substring(eq + 1));
      }
      if (line.startsWith("SERVICE_API_SECRET=")) {
        return printed;
      }
    }
    throw new AssertionError("the jar stopped before printing its credentials:\n" + all);
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
  void jarBundlesItsDependencies() throws IOException {
    assertThat(Files.size(jar)).as("Jackson is inside").isGreaterThan(1_000_000L);
  }
}
