package com.service.sdk.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Predicate;

/**
 * The merchant's callback endpoint of the demo, on 127.0.0.1: it acknowledges every JSON callback
 * with 204 and keeps it. As in a real handler, a callback is a notice that something happened;
 * the demo confirms it with a status call before believing it.
 */
final class CallbackReceiver implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final HttpServer server;
  private final ExecutorService executor;
  private final List<JsonNode> received = new ArrayList<>();

  private CallbackReceiver(HttpServer server, ExecutorService executor) {
    this.server = server;
    this.executor = executor;
  }

  /** Starts a receiver on a free port of 127.0.0.1. */
  static CallbackReceiver start() throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    ExecutorService executor = Executors.newSingleThreadExecutor(task -> {
      Thread thread = new Thread(task, "demo-callbacks");
      thread.setDaemon(true);
      return thread;
    });
    CallbackReceiver receiver = new CallbackReceiver(server, executor);
    server.createContext("/callbacks", receiver::handle);
    server.setExecutor(executor);
    server.start();
    return receiver;
  }

  /** The URL of a callback path, such as {@code http://127.0.0.1:41234/callbacks/payments}. */
  String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/callbacks" + path;
  }

  /**
   * Waits for a callback that matches {@code condition}, among those already received too.
   *
   * @return the matching callback's JSON body, or null if none came in time
   * @throws InterruptedException if interrupted while waiting
   */
  synchronized JsonNode await(Duration timeout, Predicate<JsonNode> condition) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (true) {
      for (JsonNode callback : received) {
        if (condition.test(callback)) {
          return callback;
        }
      }
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        return null;
      }
      wait(Math.max(1, left / 1_000_000));
    }
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange; InputStream body = exchange.getRequestBody()) {
      JsonNode callback;
      try {
        callback = JSON.readTree(body);
      } catch (IOException e) {
        exchange.sendResponseHeaders(400, -1);
        return;
      }
      synchronized (this) {
        received.add(callback);
        notifyAll();
      }
      exchange.sendResponseHeaders(204, -1);
    }
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
