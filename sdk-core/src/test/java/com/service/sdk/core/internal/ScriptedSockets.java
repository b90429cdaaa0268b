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
 * factory of the application's), or make sockets whose {@code close()} takes a while or, once
 * closed, throws.
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
  private final RuntimeException closeFailure;

  private ScriptedSockets(Duration delay, RuntimeException failure, Duration closeDelay) {
    this(delay, failure, closeDelay, null);
  }

  private ScriptedSockets(Duration delay, RuntimeException failure, Duration closeDelay,
      RuntimeException closeFailure) {
    this.delay = delay;
    this.failure = failure;
    this.closeDelay = closeDelay;
    this.closeFailure = closeFailure;
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

  /**
   * Sockets whose {@code close()} closes them and then throws {@code closeFailure}: a wrapper of
   * the application's that fails on its way out.
   */
  static ScriptedSockets closingWith(RuntimeException closeFailure) {
    return new ScriptedSockets(Duration.ZERO, null, Duration.ZERO, closeFailure);
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
    if (closeFailure != null) {
      return new ThrowingOnCloseSocket();
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

  private final class ThrowingOnCloseSocket extends Socket {
    @Override
    public void close() throws IOException {
      closing.countDown();
      super.close();
      throw closeFailure;
    }
  }
}
