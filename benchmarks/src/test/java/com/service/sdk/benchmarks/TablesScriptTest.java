package com.service.sdk.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tables.sh} prints every table of the Performance guide ({@code docs/performance.md}) on any machine a fresh clone
 * lands on, whatever JDKs it has: here with stand-ins for {@code mvn} and {@code java} that
 * only say how they were called, so the script's own flow is what is tested, in milliseconds.
 */
class TablesScriptTest {
  @TempDir
  Path bin;

  @Test
  void withoutTheNewestJdkAtItsDefaultPath_everyTableIsStillPrinted() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "needs bash");
    stub("mvn", "echo \"mvn $*\" >&2");
    stub("java", "echo \"java $*\"");
    ProcessBuilder script = new ProcessBuilder("/bin/bash", Path.of("tables.sh").toAbsolutePath().toString())
        .redirectErrorStream(true);
    script.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    script.environment().put("NEWEST_JAVA", bin.resolve("no-such-jdk/bin/java").toString());
    Process run = script.start();
    assertThat(run.waitFor(30, TimeUnit.SECONDS)).isTrue();
    String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(run.exitValue()).as(output).isZero();
    assertThat(output).contains("## Blocking calls, SDK / raw", "## The asynchronous face, SDK / raw",
        "## Blocking calls on virtual threads, SDK / raw", "## The observability adapters over the SDK alone")
        .contains("java -cp benchmarks/target/benchmarks.jar com.service.sdk.benchmarks.VirtualThreadTable")
        .contains("NEWEST_JAVA");
  }

  private void stub(String name, String body) throws IOException {
    Path file = bin.resolve(name);
    Files.writeString(file, "#!/bin/sh\n" + body + "\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }
}
