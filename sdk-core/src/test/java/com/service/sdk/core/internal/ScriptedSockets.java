package com.service.sdk.core.internal;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.SocketFactory;

/**
 * A socket factory for the builder's {@code socketFactory(..)}: counts the sockets it makes, and
 * can wait before each one (a slow network), fail with an unexpected exception (a buggy
 * factory of the application's), or make sockets whose {@code close()} takes a while.
 */
final class ScriptedSockets extends SocketFactory {
  final AtomicInteger created = new AtomicInteger();
  /** Counted down when a socket's {@code close()} starts. */
  final CountDownLatch closing = new CountDownLatch(1);
  /** Ends the wait of every {@code close()} under way or to come. */
  final CountDownLatch closeRelease = new CountDownLatch(1);
  private final Duration delay;
  private final RuntimeException failure;
  private final Duration closeDelay;

  private ScriptedSockets(Duration delay, RuntimeException failure, Duration closeDelay) {
    this.delay = delay;
    this.failure = failure;
    this.closeDelay = closeDelay;
  }

  static ScriptedSockets counting() {
    return new ScriptedSockets(Duration.ZERO, null, Duration.ZERO);
  }

  static ScriptedSockets slow(Duration delay) {
    return new ScriptedSockets(delay, null, Duration.ZERO);
  }

  static ScriptedSockets failing(RuntimeException failure) {
    return new ScriptedSockets(Duration.ZERO, failure, Duration.ZERO);
  }

  /** Sockets whose {@code close()} waits {@code closeDelay}, or until {@link #closeRelease}, before closing. */
  static ScriptedSockets closingSlowly(Duration closeDelay) {
    return new ScriptedSockets(Duration.ZERO, null, closeDelay);
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
    return closeDelay.isZero() ? new Socket() : new SlowClosingSocket();
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

  private final class SlowClosingSocket extends Socket {
    @Override
    public synchronized void close() throws IOException {
      closing.countDown();
      try {
        closeRelease.await(closeDelay.toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      super.close();
    }
  }
}
