package com.service.sdk.sandbox.internal.http;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * The sandbox's server socket and threads: binds the address (loopback unless remote access was
 * meant), runs requests on a bounded pool (a request beyond it is answered 503 at once), holds
 * delayed answers on a timer thread, and stops all of it at once.
 */
public final class Listener implements AutoCloseable {
  private static final String NO_DELAY = "sun.net.httpserver.nodelay";
  /** Requests that may wait per request thread; beyond that the sandbox answers 503. */
  private static final int QUEUE_PER_THREAD = 128;

  private final HttpServer server;
  private final boolean loopback;
  private final int threads;
  private final ScheduledExecutorService delays =
      Executors.newSingleThreadScheduledExecutor(Threads.daemon("sandbox-delayed-answers"));
  private @Nullable ThreadPoolExecutor executor;

  /**
   * Binds the address; nothing is served until {@link #start(Dispatcher)}.
   *
   * @param settings the host, port and threads to use
   * @throws IOException if the address cannot be bound
   * @throws IllegalArgumentException if the host is not loopback and remote access was not allowed
   */
  public Listener(ServerSettings settings) throws IOException {
    InetAddress bind = InetAddress.getByName(settings.host());
    this.loopback = bind.isLoopbackAddress();
    if (!loopback && !settings.allowRemoteAccess()) {
      throw new IllegalArgumentException("host " + settings.host() + " is not loopback: the sandbox hands out API"
          + " secrets and pays payments on request, so binding it beyond this machine needs --allow-remote"
          + " (SandboxOptions.Builder.allowRemoteAccess(true))");
    }
    // Without TCP_NODELAY the JDK server's header and body writes meet delayed ACKs: every
    // keep-alive answer waits ~40 ms. The JDK reads this once, when its first server starts.
    if (System.getProperty(NO_DELAY) == null) {
      System.setProperty(NO_DELAY, "true");
    }
    this.server = HttpServer.create(new InetSocketAddress(bind, settings.port()), 256);
    this.threads = settings.threads();
  }

  /**
   * Returns whether the bound address is a loopback one.
   *
   * @return true on loopback
   */
  public boolean loopback() {
    return loopback;
  }

  /**
   * Returns the bound port.
   *
   * @return the port, also when 0 asked for a free one
   */
  public int port() {
    return server.getAddress().getPort();
  }

  /**
   * Returns the timer thread that sends answers held back by delay faults.
   *
   * @return the timer
   */
  public ScheduledExecutorService delays() {
    return delays;
  }

  /**
   * Starts serving every request through the dispatcher.
   *
   * @param dispatcher what handles requests, and answers those beyond the pool with 503
   */
  public void start(Dispatcher dispatcher) {
    this.executor = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS,
        new ArrayBlockingQueue<>(QUEUE_PER_THREAD * threads), Threads.daemon("sandbox-http"),
        (request, pool) -> dispatcher.refuse(request));
    server.setExecutor(executor);
    server.createContext("/", dispatcher);
    server.start();
  }

  /** Stops the server at once and drops answers held back by delay faults. Idempotent. */
  @Override
  public void close() {
    server.stop(0);
    if (executor != null) {
      executor.shutdownNow();
    }
    delays.shutdownNow();
  }
}
