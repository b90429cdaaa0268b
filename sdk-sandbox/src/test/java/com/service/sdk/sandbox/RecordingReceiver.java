package com.service.sdk.sandbox;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/** A merchant callback endpoint on loopback that records bodies and fails the first N requests with 500. */
final class RecordingReceiver implements AutoCloseable {
  private final HttpServer server;
  private final List<String> bodies = new CopyOnWriteArrayList<>();
  private final AtomicInteger failuresLeft;

  RecordingReceiver(int failFirst) {
    this.failuresLeft = new AtomicInteger(failFirst);
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.createContext("/", exchange -> {
      try (InputStream in = exchange.getRequestBody()) {
        bodies.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      }
      exchange.sendResponseHeaders(failuresLeft.getAndDecrement() > 0 ? 500 : 204, -1);
      exchange.close();
    });
    server.start();
  }

  String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  List<String> bodies() {
    return bodies;
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
