package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The demo's end-to-end journey against the service that {@code SERVICE_BASE_URL},
 * {@code SERVICE_API_KEY_ID}, {@code SERVICE_API_SECRET} and {@code SERVICE_MERCHANT_ID} name
 * (a test account: it makes payouts). Skipped, saying so, when they are not all set; DemoTest
 * runs the same journey against the embedded sandbox on every build.
 */
class ServiceEndToEndTest {

  @Test
  void journey_againstTheServiceNamedByTheEnvironment() throws Exception {
    Map<String, String> environment = System.getenv();
    List<String> missing = DemoTarget.VARIABLES.stream()
        .filter(name -> environment.get(name) == null || environment.get(name).isBlank())
        .toList();
    assumeTrue(missing.isEmpty(), () -> "no service configured (" + String.join(", ", missing)
        + " not set): the end-to-end journey against a service is skipped; DemoTest runs it against the sandbox");

    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    boolean passed;
    try (DemoTarget target = DemoTarget.fromEnvironment(environment);
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      passed = Demo.run(target, out);
    }
    String output = bytes.toString(StandardCharsets.UTF_8);
    assertThat(passed).as(output).isTrue();
    assertThat(output).doesNotContain(environment.get("SERVICE_API_SECRET"));
  }
}
