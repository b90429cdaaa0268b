package com.service.sdk.benchmarks;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The one local server both clients of a loopback comparison talk to: it answers each of the
 * four measured operations with its {@link CannedAnswers canned answer}, checks nothing, and counts
 * the connections it was opened (one client port is one connection). The benchmarks run it
 * in a process of its own ({@link #main}, {@link #startProcess}), so that its work and its
 * allocations are not counted as the client's.
 */
public final class LocalServer implements AutoCloseable {
  private final HttpServer server;
  private final ExecutorService threads;
  private final Set<SocketAddress> clients = ConcurrentHashMap.newKeySet();

  LocalServer() throws IOException {
    // As the sandbox does: without TCP_NODELAY every keep-alive answer waits for a delayed ACK.
    System.setProperty("sun.net.httpserver.nodelay", "true");
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1024);
    threads = Executors.newFixedThreadPool(16, runnable -> {
      Thread thread = new Thread(runnable, "local-server");
      thread.setDaemon(true);
      return thread;
    });
    server.setExecutor(threads);
    server.createContext("/", this::answer);
    server.start();
  }

  /**
   * Serves until the process is killed, after printing the base URL as the first line.
   *
   * @param args none
   * @throws IOException if the server cannot start
   * @throws InterruptedException never, in practice: the process is killed
   */
  public static void main(String[] args) throws IOException, InterruptedException {
    LocalServer server = new LocalServer();
    System.out.println(server.baseUrl());
    System.out.flush();
    Thread.currentThread().join();
  }

  /**
   * Starts a server in a child JVM with this JVM's class path.
   *
   * @return the child process; its base URL is the first line of its output
   * @throws IOException if the process cannot start
   */
  static Process startProcess() throws IOException {
    String java = ProcessHandle.current().info().command().orElse("java");
    return new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
        LocalServer.class.getName()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
  }

  /**
   * Reads the base URL a child server printed.
   *
   * @param process a process from {@link #startProcess()}
   * @return its base URL
   * @throws IOException if it printed none
   */
  static String baseUrlOf(Process process) throws IOException {
    BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    String line = out.readLine();
    if (line == null || !line.startsWith("http://")) {
      throw new IOException("the local server process printed no base URL: " + line);
    }
    return line;
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  /** Returns how many connections clients opened so far. */
  int connectionsOpened() {
    return clients.size();
  }

  private void answer(HttpExchange exchange) throws IOException {
    clients.add(exchange.getRemoteAddress());
    try (InputStream in = exchange.getRequestBody()) {
      in.readAllBytes();
    }
    byte[] body = CannedAnswers.BODIES.get(exchange.getRequestMethod() + " " + exchange.getRequestURI().getRawPath());
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    if (body == null) {
      exchange.sendResponseHeaders(404, -1);
    } else {
      exchange.sendResponseHeaders(200, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
    exchange.close();
  }

  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
  }
}
