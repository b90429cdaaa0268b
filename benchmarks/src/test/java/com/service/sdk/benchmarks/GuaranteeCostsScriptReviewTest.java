package com.service.sdk.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Review of {@code guarantee-costs.sh}: runs it in a scratch git repository (the script, Wire.java
 * and Json.java as they are here, committed once) with stand-ins for {@code mvn} and {@code java},
 * so that nothing happens to the repository the tests run in.
 */
class GuaranteeCostsScriptReviewTest {
  private static final String WIRE = "sdk-core/src/main/java/com/service/sdk/core/internal/Wire.java";
  private static final String JSON = "sdk-core/src/main/java/com/service/sdk/core/internal/Json.java";
  private static final List<String> VARIANTS = List.of("as-committed", "no-sent-mark", "no-duplicate-check", "neither");

  @TempDir
  Path root;
  Path repo;
  Path bin;
  Path tmp;

  @BeforeEach
  void scratchRepository() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "needs bash");
    repo = Files.createDirectories(root.resolve("repo"));
    bin = Files.createDirectories(root.resolve("bin"));
    tmp = Files.createDirectories(root.resolve("tmp"));
    copy(Path.of("guarantee-costs.sh"), "benchmarks/guarantee-costs.sh");
    copy(Path.of("..", WIRE), WIRE);
    copy(Path.of("..", JSON), JSON);
    git(repo, "init", "-q");
    git(repo, "add", "-A");
    git(repo, "-c", "user.name=review", "-c", "user.email=review@example.com", "commit", "-q", "-m", "scratch");
  }

  /**
   * The copies are made one after another, each after the previous one's build (minutes each, 30
   * in all with the benchmarks): a commit or checkout in the repository meanwhile makes the later
   * copies of another commit than the first, and the table compares two different SDKs.
   */
  @Test
  void everyCopyIsOfTheCommitTheRunStartedAt_evenWhenHeadMovesDuringTheBuilds() throws Exception {
    String started = git(repo, "rev-parse", "HEAD").strip();
    stub("mvn", "echo \"mvn|$PWD|$(git rev-parse HEAD)\" >&2\n"
        + "case $PWD in */as-committed) git -C '" + repo + "' -c user.name=u -c user.email=u@example.com"
        + " commit -q --allow-empty -m 'committed while the run builds' ;; esac");
    stub("java", "echo \"java|$PWD|$(git rev-parse HEAD)\"");

    Process run = script(Map.of()).start();
    assertThat(run.waitFor(120, TimeUnit.SECONDS)).isTrue();
    String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String errors = new String(run.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(run.exitValue()).as(errors).isZero();

    List<String[]> javaRuns = new ArrayList<>();
    output.lines().filter(line -> line.startsWith("java|")).forEach(line -> javaRuns.add(line.split("\\|")));
    assertThat(javaRuns).hasSize(4);
    for (int i = 0; i < 4; i++) {
      assertThat(javaRuns.get(i)[1]).as("where the table of %s ran", VARIANTS.get(i)).endsWith("/" + VARIANTS.get(i));
      assertThat(javaRuns.get(i)[2]).as("commit of the copy %s (%s)", VARIANTS.get(i), errors).isEqualTo(started);
    }
  }

  /**
   * {@code kill PID} (or Java's {@code Process.destroy()}, a CI job's cancel) sends SIGTERM to the
   * script alone: its EXIT trap removes the copies while the build it started goes on, orphaned,
   * loading the machine and writing its jar back into the removed temporary directory.
   */
  @Test
  void aRunStoppedWithSigterm_leavesNoBuildBehindWritingIntoItsTemporaryDirectory() throws Exception {
    Path building = root.resolve("building");
    stub("mvn", "echo building > '" + building + "'\nsleep 3\n"
        + "mkdir -p \"$PWD/benchmarks/target\" && echo jar > \"$PWD/benchmarks/target/benchmarks.jar\"");
    stub("java", "echo \"java $*\"");
    String worktreesBefore = git(repo, "worktree", "list", "--porcelain");

    Process run = script(Map.of()).start();
    for (int i = 0; i < 300 && !Files.exists(building); i++) {
      Thread.sleep(100);
    }
    assertThat(building).exists();
    run.destroy(); // SIGTERM to the script's process
    assertThat(run.waitFor(60, TimeUnit.SECONDS)).isTrue();
    Thread.sleep(5_000); // longer than the stand-in build

    try (Stream<Path> left = Files.walk(tmp)) {
      assertThat(left.filter(path -> !path.equals(tmp)).map(Path::toString)).as("left in TMPDIR").isEmpty();
    }
    git(repo, "worktree", "prune");
    assertThat(git(repo, "worktree", "list", "--porcelain")).isEqualTo(worktreesBefore);
  }

  /**
   * The record of what each copy changed is {@code git diff --stat}, whose names shrink to the
   * terminal width ({@code COLUMNS}) and which colours its output when the user's git config says
   * {@code color.ui=always}: the file is then not named, and costs.md carries escape codes (and
   * GuaranteeCostsScriptTest's {@code contains("internal/Wire.java")} fails on such a machine).
   */
  @Test
  void theRecordOfEachCopysChange_namesTheFile_whateverTheTerminalWidthAndGitConfig() throws Exception {
    Path config = root.resolve("gitconfig");
    Files.writeString(config, "[color]\n\tui = always\n[diff]\n\tstatNameWidth = 20\n");
    stub("mvn", "true");
    stub("java", "echo \"java $*\"");

    Process run = script(Map.of("COLUMNS", "30", "GIT_CONFIG_GLOBAL", config.toString())).start();
    assertThat(run.waitFor(120, TimeUnit.SECONDS)).isTrue();
    String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String errors = new String(run.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(run.exitValue()).as(errors).isZero();

    assertThat(output).doesNotContain("\u001b[");
    assertThat(section(output, "no-sent-mark")).contains("internal/Wire.java");
    assertThat(section(output, "no-duplicate-check")).contains("internal/Json.java");
  }

  private ProcessBuilder script(Map<String, String> extra) {
    ProcessBuilder script = new ProcessBuilder("/bin/bash", repo.resolve("benchmarks/guarantee-costs.sh").toString());
    Map<String, String> environment = script.environment();
    environment.put("PATH", bin + ":" + System.getenv("PATH"));
    environment.put("TMPDIR", tmp.toString());
    environment.remove("COLUMNS");
    environment.put("GIT_CONFIG_GLOBAL", "/dev/null");
    environment.put("GIT_CONFIG_NOSYSTEM", "1");
    environment.putAll(extra);
    return script.directory(root.toFile());
  }

  private static String section(String output, String name) {
    int start = output.indexOf("## " + name + "\n");
    assertThat(start).as("heading of " + name + " in " + output).isNotNegative();
    int end = output.indexOf("\n## ", start + 1);
    return output.substring(start, end < 0 ? output.length() : end);
  }

  private void copy(Path from, String to) throws IOException {
    Path target = repo.resolve(to);
    Files.createDirectories(target.getParent());
    Files.copy(from, target);
  }

  private static String git(Path in, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("git", "-C", in.toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("GIT_CONFIG_GLOBAL", "/dev/null");
    builder.environment().put("GIT_CONFIG_NOSYSTEM", "1");
    Process git = builder.start();
    String output = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(git.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(git.exitValue()).as(output).isZero();
    return output;
  }

  private void stub(String name, String body) throws IOException {
    Path file = bin.resolve(name);
    Files.writeString(file, "#!/bin/sh\n" + body + "\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }
}
