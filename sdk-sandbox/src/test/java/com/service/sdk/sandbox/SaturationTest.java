package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** When every request thread is busy and the queue (128 per thread) is full, the sandbox answers 503 at once. */
class SaturationTest {
  private static final String GET = "GET /_sandbox/faults HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";

  @Test
  void requestBeyondThreadsAndQueue_is503WithRetryAfter_whileTheOthersWaitTheirTurn() throws IOException {
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.builder().threads(1).build())) {
      int port = Integer.parseInt(sandbox.baseUrl().substring(sandbox.baseUrl().lastIndexOf(':') + 1));
      List<Socket> sockets = new ArrayList<>();
      try {
        Socket busy = open(port, sockets);
        // The only request thread waits for a body that comes later.
        write(busy, "POST /_sandbox/merchants HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            + "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n");
        sleep(200);
        List<Socket> waiting = new ArrayList<>();
        for (int i = 0; i < 129; i++) {
          Socket socket = open(port, sockets);
          write(socket, GET);
          waiting.add(socket);
        }
        Socket refused = firstAnswered(waiting, 3_000);
        assertThat(refused).as("one request beyond 1 thread + 128 queued is answered while the thread is busy").isNotNull();
        String refusal = read(refused);
        assertThat(refusal).startsWith("HTTP/1.1 503").containsIgnoringCase("Retry-After: 1").contains("saturated");
        write(busy, "{}");
        assertThat(read(busy)).startsWith("HTTP/1.1 200");
        waiting.remove(refused);
        for (Socket socket : waiting) {
          assertThat(read(socket)).startsWith("HTTP/1.1 200");
        }
      } finally {
        for (Socket socket : sockets) {
          socket.close();
        }
      }
    }
  }

  private static Socket open(int port, List<Socket> sockets) throws IOException {
    Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
    socket.setSoTimeout(5_000);
    sockets.add(socket);
    return socket;
  }

  private static void write(Socket socket, String text) throws IOException {
    OutputStream out = socket.getOutputStream();
    out.write(text.getBytes(StandardCharsets.US_ASCII));
    out.flush();
  }

  private static String read(Socket socket) throws IOException {
    InputStream in = socket.getInputStream();
    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
  }

  /** The first socket with an answer to read within the time limit, or null. */
  private static Socket firstAnswered(List<Socket> sockets, long millis) throws IOException {
    long deadline = System.nanoTime() + millis * 1_000_000;
    while (System.nanoTime() < deadline) {
      for (Socket socket : sockets) {
        if (socket.getInputStream().available() > 0) {
          return socket;
        }
      }
      sleep(10);
    }
    return null;
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }
}
