package com.service.sdk.jdbc;

import java.io.Closeable;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A PostgreSQL server of this machine's binaries (Debian's {@code postgresql-15}: {@code .ci/postgres}
 * installs it), run for the tests: a new cluster in a temporary directory, on a free loopback
 * port, no Unix socket, stopped and deleted by {@link #close()}. {@code initdb} refuses to run as
 * root, and CI runs as root: then every command runs as the package's unprivileged
 * {@code postgres} user through {@code runuser}.
 */
final class PostgresServer implements Closeable {
  /** Where Debian puts each major version's binaries. */
  private static final Path DEBIAN = Path.of("/usr/lib/postgresql");

  private final Path bin;
  private final Path dir;
  private final int port;

  private PostgresServer(Path bin, Path dir, int port) {
    this.bin = bin;
    this.dir = dir;
    this.port = port;
  }

  /**
   * The binaries ({@link #binaries}), or a failure that says where they were looked for and how to
   * install them or point at others: what the benchmarks and the required suites start from.
   */
  static Path requiredBinaries() {
    return binaries().orElseThrow(() -> new IllegalStateException(missing() + ": install them with"
        + " `bash .ci/postgres` (Debian's postgresql-15), or set -Dsdk.jdbc.postgres.bin=<dir>"));
  }

  /** Says that no binaries were found, and where they were looked for. */
  static String missing() {
    String configured = System.getProperty("sdk.jdbc.postgres.bin", "");
    return "no PostgreSQL server binaries on this machine (looked for initdb and pg_ctl in "
        + (configured.isBlank() ? "/usr/lib/postgresql/*/bin" : configured) + ")";
  }

  /**
   * Finds the binaries: {@code sdk.jdbc.postgres.bin} when set, else the newest
   * {@code /usr/lib/postgresql/<version>/bin} with {@code initdb} and {@code pg_ctl}.
   */
  static Optional<Path> binaries() {
    String configured = System.getProperty("sdk.jdbc.postgres.bin", "");
    if (!configured.isBlank()) {
      Path bin = Path.of(configured);
      return usable(bin) ? Optional.of(bin) : Optional.empty();
    }
    if (!Files.isDirectory(DEBIAN)) {
      return Optional.empty();
    }
    try (Stream<Path> versions = Files.list(DEBIAN)) {
      return versions.map(version -> version.resolve("bin")).filter(PostgresServer::usable)
          .max(Comparator.comparing(bin -> majorVersion(bin.getParent().getFileName().toString())));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static int majorVersion(String name) {
    return name.matches("\\d+") ? Integer.parseInt(name) : 0;
  }

  private static boolean usable(Path bin) {
    return Files.isExecutable(bin.resolve("initdb")) && Files.isExecutable(bin.resolve("pg_ctl"));
  }

  /**
   * Creates and starts a cluster.
   *
   * @param durable false for the tests (no fsync: a crash of the machine is not what they test),
   *     true for measurements, which must pay for every commit as a merchant's server does
   */
  static PostgresServer start(Path bin, boolean durable) throws IOException {
    Path dir = Files.createTempDirectory("sdk-jdbc-postgres-");
    if (asRoot()) {
      UserPrincipal postgres = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
      Files.setOwner(dir, postgres);
    }
    try {
      run(bin, dir, List.of("initdb", "-D", dir.resolve("data").toString(), "-A", "trust", "-U", "postgres",
          "-E", "UTF8", "--locale=C", "--no-sync"));
      IOException last = null;
      for (int tries = 0; tries < 5; tries++) {
        int port = freePort();
        PostgresServer server = new PostgresServer(bin, dir, port);
        try {
          server.pgCtl("start", "-w", "-t", "60", "-l", dir.resolve("server.log").toString(), "-o", server.options(durable));
          return server;
        } catch (IOException e) {
          last = e; // the port was taken between finding it and binding it: another one
        }
      }
      throw last;
    } catch (IOException | RuntimeException e) {
      delete(dir);
      throw e;
    }
  }

  private String options(boolean durable) {
    String options = "-p " + port + " -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=300";
    return durable ? options : options + " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  }

  /** {@return the JDBC URL of {@code database} on this server} */
  String url(String database) {
    return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=postgres";
  }

  int port() {
    return port;
  }

  @Override
  public void close() throws IOException {
    try {
      pgCtl("stop", "-w", "-t", "60", "-m", "fast");
    } finally {
      delete(dir);
    }
  }

  private void pgCtl(String... arguments) throws IOException {
    List<String> command = new ArrayList<>(List.of("pg_ctl", "-D", dir.resolve("data").toString()));
    command.addAll(List.of(arguments));
    run(bin, dir, command);
  }

  /** Runs one of the binaries (as {@code postgres} when this is root); its output goes to a log, shown on failure. */
  private static void run(Path bin, Path dir, List<String> command) throws IOException {
    List<String> line = new ArrayList<>();
    if (asRoot()) {
      line.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    line.add(bin.resolve(command.get(0)).toString());
    line.addAll(command.subList(1, command.size()));
    Path log = Files.createTempFile("sdk-jdbc-postgres-", ".log");
    try {
      Process process = new ProcessBuilder(line).directory(dir.toFile()).redirectErrorStream(true)
          .redirectOutput(log.toFile()).start();
      if (!waitFor(process)) {
        process.destroyForcibly();
        throw new IOException(String.join(" ", line) + " did not finish within 90 s");
      }
      if (process.exitValue() != 0) {
        Path serverLog = dir.resolve("server.log");
        throw new IOException(String.join(" ", line) + " exited " + process.exitValue() + ":\n"
            + Files.readString(log) + (Files.exists(serverLog) ? Files.readString(serverLog) : ""));
      }
    } finally {
      Files.deleteIfExists(log);
    }
  }

  private static boolean waitFor(Process process) throws IOException {
    try {
      return process.waitFor(90, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
      throw new InterruptedIOException("interrupted while waiting for " + process.info().commandLine().orElse("?"));
    }
  }

  private static boolean asRoot() {
    return "root".equals(System.getProperty("user.name"));
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  private static void delete(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }
}
