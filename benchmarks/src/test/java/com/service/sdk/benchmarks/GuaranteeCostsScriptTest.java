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
 * {@code guarantee-costs.sh} measures what two guarantees cost by taking one line each out of
 * experiment copies of the SDK. Those lines are found by text, so a change to {@code Wire} or
 * {@code Json} can leave the script measuring the SDK as it is under another name; here, with
 * stand-ins for {@code mvn} and {@code java} that only say how they were called, each copy is
 * shown to differ from the committed code in exactly its file, and the copies to be gone after
 * (the script makes them as git worktrees of HEAD in the repository this test runs in, and
 * removes them).
 */
class GuaranteeCostsScriptTest {
  @TempDir
  Path bin;

  @Test
  void eachCopyDiffersInItsOwnLine_andNoneIsLeftBehind() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "needs bash");
    assumeTrue(Files.exists(Path.of("..", ".git")), "needs the git repository the script makes its copies from");
    stub("mvn", "echo \"mvn $*\" >&2");
    stub("java", "echo \"java $*\"");
    String worktreesBefore = git("worktree", "list", "--porcelain");

    ProcessBuilder script = new ProcessBuilder("/bin/bash", Path.of("guarantee-costs.sh").toAbsolutePath().toString());
    script.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    Process run = script.start();
    assertThat(run.waitFor(120, TimeUnit.SECONDS)).isTrue();
    String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String errors = new String(run.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(run.exitValue()).as(errors).isZero();
    assertThat(section(output, "as-committed")).doesNotContain("Wire.java", "Json.java");
    assertThat(section(output, "no-sent-mark")).contains("internal/Wire.java", "1 file changed, 1 insertion(+), 1 deletion(-)")
        .doesNotContain("Json.java");
    assertThat(section(output, "no-duplicate-check")).contains("internal/Json.java", "1 file changed, 1 insertion(+), 1 deletion(-)")
        .doesNotContain("Wire.java");
    assertThat(section(output, "neither")).contains("internal/Wire.java", "internal/Json.java",
        "2 files changed, 2 insertions(+), 2 deletions(-)");
    assertThat(output.split("com.service.sdk.benchmarks.RatioTable --rounds 6 --threads 1 --ops pluginGet,refundPost",
        -1)).hasSize(5);
    assertThat(errors).contains("mvn -B -ntp -q -pl benchmarks -am package -DskipTests");
    assertThat(git("worktree", "list", "--porcelain")).isEqualTo(worktreesBefore);
  }

  /** The script's output from the heading {@code ## name} to the next heading. */
  private static String section(String output, String name) {
    int start = output.indexOf("## " + name + "\n");
    assertThat(start).as("heading of " + name + " in " + output).isNotNegative();
    int end = output.indexOf("\n## ", start + 1);
    return output.substring(start, end < 0 ? output.length() : end);
  }

  private static String git(String... args) throws IOException, InterruptedException {
    String[] command = new String[args.length + 1];
    command[0] = "git";
    System.arraycopy(args, 0, command, 1, args.length);
    Process git = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(git.waitFor(30, TimeUnit.SECONDS)).isTrue();
    return output;
  }

  private void stub(String name, String body) throws IOException {
    Path file = bin.resolve(name);
    Files.writeString(file, "#!/bin/sh\n" + body + "\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }
}
