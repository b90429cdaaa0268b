package com.service.sdk.core.internal;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.SocketFactory;

/**
 * A socket factory for the builder's {@code socketFactory(..)}: counts the sockets it makes, and
 * can wait before each one (a slow network) or fail with an unexpected exception (a buggy
 * factory of the application's).
 */
final class ScriptedSockets extends SocketFactory {
  final AtomicInteger created = new AtomicInteger();
  private final Duration delay;
  private final RuntimeException failure;

  private ScriptedSockets(Duration delay, RuntimeException failure) {
    this.delay = delay;
    this.failure = failure;
  }

  static ScriptedSockets counting() {
    return new ScriptedSockets(Duration.ZERO, null);
  }

  static ScriptedSockets slow(Duration delay) {
    return new ScriptedSockets(delay, null);
  }

  static ScriptedSockets failing(RuntimeException failure) {
    return new ScriptedSockets(Duration.ZERO, failure);
  }

  @Override
  public Socket createSocket() throws IOException {
    created.incrementAndGet();
    if (failure != null) {
      throw failure;
    }
    if (!delay.isZero()) {
      try {
        Thread.sleep(delay.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    return new Socket();
  }

  @Override
  public Socket createSocket(String host, int port) {
    throw new UnsupportedOperationException("OkHttp connects the socket itself");
  }

  @Override
  public Socket createSocket(String host, int port, InetAddress localHost, int localPort) {
    throw new UnsupportedOperationException("OkHttp connects the socket itself");
  }

  @Override
  public Socket createSocket(InetAddress host, int port) {
    throw new UnsupportedOperationException("OkHttp connects the socket itself");
  }

  @Override
  public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) {
    throw new UnsupportedOperationException("OkHttp connects the socket itself");
  }
}
