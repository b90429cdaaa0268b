package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The packaged standalone jar, started with {@code java -jar} as a separate process, for the ITs. */
final class StandaloneJar {
  private StandaloneJar() {}

  /** The jar that {@code package} built (failsafe names it in {@code sandbox.standalone.jar}). */
  static Path path() {
    String property = System.getProperty("sandbox.standalone.jar");
    assertThat(property).as("system property sandbox.standalone.jar (set by the pom)").isNotBlank();
    Path jar = Path.of(property);
    assertThat(jar).as("the standalone jar is built by package").isRegularFile();
    return jar;
  }

  /** Starts {@code java <jvmOptions> -jar <jar> <args>}, standard error merged into standard output. */
  static Process start(List<String> jvmOptions, String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmOptions);
    command.addAll(List.of("-jar", path().toString()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command).redirectErrorStream(true).start();
  }

  /** Reads the printed {@code NAME=value} lines up to the API secret, the last one. */
  static Map<String, String> exports(Process process) throws IOException {
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
}
