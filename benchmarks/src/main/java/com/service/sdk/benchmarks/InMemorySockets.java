package com.service.sdk.benchmarks;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.SocketFactory;

/**
 * A {@link SocketFactory} whose sockets never reach the kernel, so that a benchmark over them
 * measures the client's own work: building, signing and writing the request, reading and
 * decoding the answer, and everything the HTTP client does around them (its pool, its
 * timeouts, its I/O on okio), with no network stack, no server and no thread hand-off in
 * the figure.
 *
 * <p>Each socket keeps the bytes its client writes until they make a whole HTTP/1.1 request
 * (headers, then as many body bytes as its {@code Content-Length} says), and then puts that
 * request's pre-encoded {@link CannedAnswers canned answer} (chosen by method and path; a 404
 * for anything else) where the client reads next. The answer is made on the thread that
 * wrote the request, so it is waiting when the client reads: nothing is ever waited for. A
 * read that finds nothing (OkHttp's health check of a pooled connection, with a 1 ms timeout)
 * times out at once, as nothing can arrive later. Answering allocates nothing once a socket's
 * two buffers have grown to fit, so {@code -prof gc} counts the client's bytes alone.
 *
 * <p>Host and port are never looked up nor dialled: use an IP literal such as
 * {@link #BASE_URL}, so that the client does not ask DNS either.
 */
final class InMemorySockets extends SocketFactory {
  /** The base URL to give a client that uses these sockets. */
  static final String BASE_URL = "http://127.0.0.1:8080";

  private final AtomicInteger opened = new AtomicInteger();

  /** Returns how many sockets clients made so far: one per connection. */
  int opened() {
    return opened.get();
  }

  @Override
  public Socket createSocket() throws SocketException {
    return new InMemorySocket(new InMemoryConnection(opened.incrementAndGet()));
  }

  @Override
  public Socket createSocket(String host, int port) throws IOException {
    return connected(new InetSocketAddress(host, port));
  }

  @Override
  public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
    return connected(new InetSocketAddress(host, port));
  }

  @Override
  public Socket createSocket(InetAddress host, int port) throws IOException {
    return connected(new InetSocketAddress(host, port));
  }

  @Override
  public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort)
      throws IOException {
    return connected(new InetSocketAddress(address, port));
  }

  private Socket connected(SocketAddress address) throws IOException {
    Socket socket = createSocket();
    socket.connect(address);
    return socket;
  }

  /** A plain {@link Socket} on an {@link InMemoryConnection}: the JDK's own socket logic (open, closed, shut down) applies. */
  private static final class InMemorySocket extends Socket {
    InMemorySocket(InMemoryConnection connection) throws SocketException {
      super(connection);
    }
  }
}
