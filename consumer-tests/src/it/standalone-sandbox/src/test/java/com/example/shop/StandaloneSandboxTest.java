package com.example.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The jar Maven copied runs with java -jar, prints a ready merchant, and serves HTTP. */
class StandaloneSandboxTest {
  @Test
  void theCopiedJarRunsAndServes() throws Exception {
    Path jar = Path.of(System.getProperty("standalone.jar"));
    assertTrue(Files.isRegularFile(jar), jar + " was copied by dependency:copy");
    Process process = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-jar", jar.toString(), "--port", "0", "--auto-pay", "--auto-settle")).redirectErrorStream(true).start();
    try {
      Map<String, String> printed = new HashMap<>();
      BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        int eq = line.indexOf('=');
        if (eq > 0) {
          printed.put(line.substring(0, eq), line.substring(eq + 1));
        }
        if (line.startsWith("SERVICE_API_SECRET=")) {
          break; // the last line it prints before serving
        }
      }
      assertTrue(printed.containsKey("SERVICE_API_SECRET"), "it prints a ready merchant: " + printed);
      HttpResponse<String> dashboard = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(URI.create(printed.get("SANDBOX_DASHBOARD"))).build(),
          HttpResponse.BodyHandlers.ofString());
      assertEquals(200, dashboard.statusCode());
      assertTrue(dashboard.body().contains(printed.get("SERVICE_MERCHANT_ID")), "the dashboard lists the merchant");
    } finally {
      process.destroy();
      assertTrue(process.waitFor(10, TimeUnit.SECONDS), "the jar stops on SIGTERM");
    }
  }
}
