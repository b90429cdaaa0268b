package com.service.sdk.sandbox;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A callback endpoint on loopback that answers 200 at once and then trickles its body, one byte
 * every 100 ms, until the caller goes away or the receiver is closed: an answer that never ends.
 */
final class StallingReceiver implements AutoCloseable {
  private final HttpServer server;
  private final ExecutorService threads = Executors.newCachedThreadPool();
  private final AtomicInteger received = new AtomicInteger();
  private volatile boolean closed;

  StallingReceiver() {
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.setExecutor(threads);
    server.createContext("/", exchange -> {
      try (InputStream in = exchange.getRequestBody(); OutputStream out = exchange.getResponseBody()) {
        in.readAllBytes();
        received.incrementAndGet();
        exchange.sendResponseHeaders(200, 0);
        while (!closed) {
          out.write(' ');
          out.flush();
          Thread.sleep(100);
        }
      } catch (IOException | InterruptedException e) {
        // The caller gave up, or the receiver is closing.
      }
    });
    server.start();
  }

  String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  /** How many requests arrived. */
  int received() {
    return received.get();
  }

  @Override
  public void close() {
    closed = true;
    server.stop(0);
    threads.shutdownNow();
  }
}
