package com.service.sdk.jdbc;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A JVM of its own running one of the tests' main classes on the test class path: the process the
 * crash tests kill with {@code SIGKILL} ({@code kill -9}: {@link Process#destroyForcibly()} on
 * Linux), so that nothing of it runs after, no finally block, no shutdown hook. Its standard
 * output is read line by line; standard error goes to a file, shown when it fails.
 */
final class ChildProcess implements AutoCloseable {
  /** What the queue holds after the last line. */
  private static final String END = "\u0000end";

  private final Process process;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final List<String> seen = new ArrayList<>();
  private final Path errors;

  private ChildProcess(Process process, Path errors) {
    this.process = process;
    this.errors = errors;
    Thread reader = new Thread(() -> {
      try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
          StandardCharsets.UTF_8))) {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
          lines.add(line);
        }
      } catch (IOException e) {
        lines.add("read failed: " + e);
      } finally {
        lines.add(END);
      }
    }, "child-output");
    reader.setDaemon(true);
    reader.start();
  }

  /** Starts {@code main} with {@code arguments} in a new JVM. */
  static ChildProcess start(Class<?> main, String... arguments) throws IOException {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", classPath, main.getName()));
    command.addAll(List.of(arguments));
    Path errors = Files.createTempFile("sdk-jdbc-child-", ".err");
    Process process = new ProcessBuilder(command).redirectError(errors.toFile()).start();
    return new ChildProcess(process, errors);
  }

  /**
   * Waits for a line starting with one of {@code prefixes} and returns it.
   *
   * @throws AssertionError if the process ends, or takes longer than {@code seconds}, first
   */
  String await(int seconds, String... prefixes) throws IOException, InterruptedException {
    String prefix = String.join("\" or \"", prefixes);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (true) {
      String line = lines.poll(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      if (line == null || line.equals(END)) {
        throw new AssertionError((line == null ? "no \"" + prefix + "\" within " + seconds + " s"
            : "the process ended before \"" + prefix + "\"") + "; it printed " + seen + " and on stderr:\n"
            + Files.readString(errors));
      }
      seen.add(line);
      for (String wanted : prefixes) {
        if (line.startsWith(wanted)) {
          return line;
        }
      }
    }
  }

  /** Kills it with {@code SIGKILL}, as {@code kill -9} does, and waits until it is gone. */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      throw new AssertionError("the process survived SIGKILL for 30 s");
    }
  }

  /** Every line it printed, once it is gone (after {@link #kill()} or {@link #awaitSuccess}). */
  List<String> output() throws InterruptedException {
    for (String line = lines.poll(30, TimeUnit.SECONDS); line != null && !line.equals(END);
        line = lines.poll(30, TimeUnit.SECONDS)) {
      seen.add(line);
    }
    return List.copyOf(seen);
  }

  /** Waits for it to exit by itself and checks it exited 0. */
  void awaitSuccess(int seconds) throws IOException, InterruptedException {
    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("the process did not finish within " + seconds + " s; stderr:\n" + Files.readString(errors));
    }
    if (process.exitValue() != 0) {
      throw new AssertionError("the process exited " + process.exitValue() + "; stderr:\n" + Files.readString(errors));
    }
  }

  @Override
  public void close() throws IOException {
    process.destroyForcibly();
    Files.deleteIfExists(errors);
  }
}
