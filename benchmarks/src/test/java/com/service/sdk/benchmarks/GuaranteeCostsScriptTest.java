package com.service.sdk.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
 * {@code guarantee-costs.sh} measures what two guarantees cost by taking one line each out of
 * experiment copies of the SDK, found by their text: a change to {@code Wire} or {@code Json}
 * could leave it measuring the SDK as it is under another name. Each test runs the script in a
 * scratch git repository holding the script, {@code Wire.java} and {@code Json.java} as they are
 * in this working tree (so an edit that no longer applies fails here, before it is committed),
 * with stand-ins for {@code mvn} and {@code java} that say where and how they were called, and
 * with git's configuration out of the way: nothing happens to the repository the tests run in.
 */
class GuaranteeCostsScriptTest {
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
    git(repo, "-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "scratch");
  }

  @Test
  void eachCopyDiffersInExactlyItsLine_eachTableRunsInItsCopy_andNothingIsLeftBehind() throws Exception {
    String commit = git(repo, "rev-parse", "HEAD").strip();
    stub("mvn", "echo \"mvn|$PWD|$*\" >&2");
    stub("java", "echo \"java|$PWD|$*\"");
    String worktreesBefore = git(repo, "worktree", "list", "--porcelain");

    String output = run(Map.of());

    assertThat(output).contains("Every copy is of commit " + commit);
    assertThat(section(output, "as-committed")).doesNotContain("Wire.java", "Json.java");
    assertThat(section(output, "no-sent-mark")).contains("    1\t1\t" + WIRE).doesNotContain("Json.java");
    assertThat(section(output, "no-duplicate-check")).contains("    1\t1\t" + JSON).doesNotContain("Wire.java");
    assertThat(section(output, "neither")).contains("    1\t1\t" + WIRE, "    1\t1\t" + JSON);
    List<String[]> tables = calls(output, "java|");
    assertThat(tables).hasSize(VARIANTS.size());
    for (int i = 0; i < VARIANTS.size(); i++) {
      assertThat(tables.get(i)[1]).as("where the table of %s ran", VARIANTS.get(i)).endsWith("/" + VARIANTS.get(i));
      assertThat(tables.get(i)[2]).isEqualTo("-cp benchmarks/target/benchmarks.jar"
          + " com.service.sdk.benchmarks.RatioTable --rounds 6 --threads 1 --ops pluginGet,refundPost");
    }
    assertNothingLeftBehind(worktreesBefore);
  }

  /**
   * The copies are made one after another, each after the previous one's build: a commit or
   * checkout meanwhile must not make the later copies of another commit than the first.
   */
  @Test
  void everyCopyIsOfTheCommitTheRunStartedAt_evenWhenHeadMovesDuringTheBuilds() throws Exception {
    String started = git(repo, "rev-parse", "HEAD").strip();
    stub("mvn", "echo \"mvn|$PWD|$(git rev-parse HEAD)\" >&2\n"
        + "case $PWD in */as-committed) git -C '" + repo + "' -c user.name=u -c user.email=u@example.com"
        + " commit -q --allow-empty -m 'committed while the run builds' ;; esac");
    stub("java", "echo \"java|$PWD|$(git rev-parse HEAD)\"");

    List<String[]> tables = calls(run(Map.of()), "java|");

    assertThat(tables).hasSize(VARIANTS.size());
    for (int i = 0; i < VARIANTS.size(); i++) {
      assertThat(tables.get(i)[1]).endsWith("/" + VARIANTS.get(i));
      assertThat(tables.get(i)[2]).as("commit of the copy %s", VARIANTS.get(i)).isEqualTo(started);
    }
  }

  /**
   * {@code kill PID} (Java's {@code Process.destroy()}, a cancelled job) sends SIGTERM to the
   * script alone: the build it started must stop with it, not run on, orphaned, writing into the
   * removed temporary directory on a machine meant to be quiet.
   */
  @Test
  void aRunStoppedWithSigterm_leavesNoBuildBehindWritingIntoItsTemporaryDirectory() throws Exception {
    Path building = root.resolve("building");
    stub("mvn", "echo building > '" + building + "'\nsleep 2\n"
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
    Thread.sleep(3_000); // longer than the stand-in build

    assertThat(run.exitValue()).isEqualTo(143);
    assertNothingLeftBehind(worktreesBefore);
  }

  /**
   * The copies are of the commit, not of what is being edited: an uncommitted change is in none
   * of them, and the script says so rather than let a table pass for the working tree's.
   */
  @Test
  void anUncommittedChange_isInNoCopy_andTheScriptSaysSo() throws Exception {
    Files.writeString(repo.resolve(WIRE), "// being edited\n", StandardOpenOption.APPEND);
    stub("mvn", "true");
    stub("java", "echo \"java|$PWD|$(grep -c 'being edited' " + WIRE + ")\"");

    List<String[]> tables = calls(run(Map.of()), "java|");

    assertThat(Files.readString(root.resolve("stderr"))).contains("the working tree has uncommitted changes");
    assertThat(tables).hasSize(VARIANTS.size())
        .allSatisfy(table -> assertThat(table[2]).as("lines being edited in %s", table[1]).isEqualTo("0"));
  }

  /**
   * The record of what each copy changed names the file and carries no escape codes whatever the
   * terminal's width and the user's git configuration.
   */
  @Test
  void theRecordOfEachCopysChange_namesTheFile_whateverTheTerminalWidthAndGitConfig() throws Exception {
    Path config = root.resolve("gitconfig");
    Files.writeString(config, "[color]\n\tui = always\n[diff]\n\tstatNameWidth = 20\n");
    stub("mvn", "true");
    stub("java", "echo \"java $*\"");

    String output = run(Map.of("COLUMNS", "30", "GIT_CONFIG_GLOBAL", config.toString()));

    assertThat(output).doesNotContain("\u001b[");
    assertThat(section(output, "no-sent-mark")).contains("    1\t1\t" + WIRE);
    assertThat(section(output, "no-duplicate-check")).contains("    1\t1\t" + JSON);
  }

  /** Runs the script to its end and returns what it printed, failing on a non-zero status. */
  private String run(Map<String, String> extra) throws IOException, InterruptedException {
    Process run = script(extra).redirectError(root.resolve("stderr").toFile()).start();
    String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!run.waitFor(120, TimeUnit.SECONDS)) {
      run.destroyForcibly();
    }
    assertThat(run.exitValue()).as(Files.readString(root.resolve("stderr"))).isZero();
    return output;
  }

  private ProcessBuilder script(Map<String, String> extra) {
    ProcessBuilder script = new ProcessBuilder("/bin/bash", repo.resolve("benchmarks/guarantee-costs.sh").toString());
    Map<String, String> environment = script.environment();
    environment.put("PATH", bin + ":" + System.getenv("PATH"));
    environment.put("TMPDIR", tmp.toString());
    environment.remove("COLUMNS");
    environment.remove("ROUNDS");
    environment.remove("OPS");
    environment.put("GIT_CONFIG_GLOBAL", "/dev/null");
    environment.put("GIT_CONFIG_NOSYSTEM", "1");
    environment.putAll(extra);
    return script.directory(root.toFile());
  }

  private void assertNothingLeftBehind(String worktreesBefore) throws IOException, InterruptedException {
    try (Stream<Path> left = Files.walk(tmp)) {
      assertThat(left.filter(path -> !path.equals(tmp)).map(Path::toString)).as("left in TMPDIR").isEmpty();
    }
    git(repo, "worktree", "prune");
    assertThat(git(repo, "worktree", "list", "--porcelain")).isEqualTo(worktreesBefore);
  }

  /** The stand-ins' lines that start with {@code prefix}, split at {@code |}. */
  private static List<String[]> calls(String output, String prefix) {
    return output.lines().filter(line -> line.startsWith(prefix)).map(line -> line.split("\\|")).toList();
  }

  /** The script's output from the heading {@code ## name} to the next heading. */
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
