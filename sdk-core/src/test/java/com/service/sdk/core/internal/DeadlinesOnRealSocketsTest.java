package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.RequestOptions;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shared deadline watcher on real sockets: one client's slow socket never holds up another
 * client's deadline, and a steady trickle of calls keeps one watcher thread, not one a second.
 */
class DeadlinesOnRealSocketsTest {
  /** How long the application's socket takes to close: far beyond the other client's deadline. */
  private static final Duration SLOW_CLOSE = Duration.ofSeconds(5);
  /** Long enough for the slow client's request to be on the wire, in a JVM that is still loading OkHttp. */
  private static final Duration SLOW_DEADLINE = Duration.ofSeconds(1);
  private static final Duration OTHER_DEADLINE = Duration.ofMillis(500);
  /** What the other client's deadline may overrun by on a busy two-core machine, and still be on time. */
  private static final long SLACK_MILLIS = 1_500;

  @StartStop private final MockWebServer server = new MockWebServer();

  /**
   * The slow client's deadline passes first and its expiry closes its socket, which takes
   * seconds (the application's {@code socketFactory(..)}); meanwhile the other client's call,
   * on the same stalled server, must still end at its own deadline. Before every expiry ran on
   * the one watcher thread, and the other call ended when the slow close was over.
   */
  @ParameterizedTest(name = "async={0}")
  @ValueSource(booleans = {false, true})
  void aSocketThatClosesSlowly_holdsUpNoOtherClientsDeadline(boolean async) throws Exception {
    ScriptedSockets sockets = ScriptedSockets.closingSlowly(SLOW_CLOSE);
    try (StalledServer stalled = new StalledServer();
        HttpTransport slow = builder(stalled.url()).socketFactory(sockets).callTimeout(SLOW_DEADLINE)
            .build();
        HttpTransport other = builder(stalled.url()).callTimeout(OTHER_DEADLINE).build()) {
      CompletableFuture<Throwable> slowCall = CompletableFuture.supplyAsync(() -> failureOf(slow, async));
      assertThat(stalled.received.await(10, TimeUnit.SECONDS)).as("the slow client's request arrived").isTrue();
      assertThat(sockets.closing.await(10, TimeUnit.SECONDS)).as("the slow client's deadline closes its socket")
          .isTrue();

      long started = System.nanoTime(); // the slow close started a little before
      Throwable otherFailure = failureOf(other, async);
      long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);

      assertThat(tookMillis).as("the slow close was still under way").isLessThan(SLOW_CLOSE.toMillis());
      assertThat(otherFailure).isInstanceOf(ApiConnectionException.class)
          .hasMessageContaining("deadline of " + OTHER_DEADLINE + " passed");
      assertThat(tookMillis).as("the other client's deadline, %s", OTHER_DEADLINE)
          .isGreaterThanOrEqualTo(OTHER_DEADLINE.toMillis() - 5).isLessThan(OTHER_DEADLINE.toMillis() + SLACK_MILLIS);
      sockets.closeRelease.countDown();
      assertThat(slowCall.get(SLOW_CLOSE.toSeconds() + 10, TimeUnit.SECONDS)).isInstanceOf(ApiConnectionException.class)
          .hasMessageContaining("deadline of " + SLOW_DEADLINE + " passed");
    } finally {
      sockets.closeRelease.countDown();
    }
  }

  /**
   * The application's socket throws from {@code close()} (after closing): an asynchronous call
   * stopped at its deadline, or cancelled by the caller, must still end, with its outcome. The
   * stop closes the socket while it holds the call, so what the close throws must not leave
   * the call to nobody, its future never complete and its client's pool never released.
   */
  @ParameterizedTest(name = "stopped by {0}")
  @ValueSource(strings = {"deadline", "cancel"})
  void aSocketWhoseCloseThrows_stillEndsTheStoppedAsyncCall(String stop) throws Exception {
    ScriptedSockets sockets = ScriptedSockets.closingWith(new IllegalStateException("the socket failed on close"));
    boolean byDeadline = stop.equals("deadline");
    try (StalledServer stalled = new StalledServer();
        HttpTransport client = builder(stalled.url()).socketFactory(sockets)
            .callTimeout(byDeadline ? OTHER_DEADLINE : Duration.ofSeconds(30)).build()) {
      CompletableFuture<ApiResponse> call = client.executeAsync(ApiRequest.get("balance.get", "/payments/balance")
          .build(), RequestOptions.defaults(), Function.identity());
      assertThat(stalled.received.await(10, TimeUnit.SECONDS)).as("the request arrived").isTrue();
      Throwable cancelThrew = byDeadline ? null : catchThrowable(() -> call.cancel(true));

      Throwable ended = catchThrowable(() -> call.get(10, TimeUnit.SECONDS));

      assertThat(ended).as("how the call ended, within 10 s").isInstanceOf(ExecutionException.class);
      assertThat(ended.getCause()).isInstanceOf(ApiConnectionException.class)
          .hasMessageContaining(byDeadline ? "deadline of " + OTHER_DEADLINE + " passed" : "cancelled by the caller");
      assertThat(cancelThrew).as("what cancel() threw").isNull();
    }
  }

  /**
   * One call every 100 ms for three seconds: the watcher, which ends after a second without
   * watches, must see the calls between its looks and stay, instead of ending a second after it
   * started and leaving the next call to start another. Only a pause of a second between calls
   * (a stalled test machine) may rightly end it.
   */
  @Test
  void aCallEveryHundredMillis_keepsOneWatcherThread() throws Exception {
    awaitNoWatcher();
    try (HttpTransport client = builder(server.url("/").toString()).build()) {
      Set<Thread> watchers = new LinkedHashSet<>();
      int pauses = 0;
      long last = System.nanoTime();
      for (int i = 0; i < 30; i++) {
        server.enqueue(new MockResponse.Builder().code(204).build());
        client.execute(ApiRequest.get("balance.get", "/payments/balance").build(), RequestOptions.defaults(),
            Function.identity());
        Thread watcher = DeadlineWatch.shared().watcher();
        if (watcher != null) {
          watchers.add(watcher);
        }
        Thread.sleep(100);
        long now = System.nanoTime();
        if (now - last >= TimeUnit.SECONDS.toNanos(1)) {
          pauses++;
        }
        last = now;
      }

      assertThat(watchers).as("watcher threads over 30 calls, %d of them after a pause of a second", pauses)
          .hasSizeBetween(1, 1 + pauses);
    }
  }

  private static TransportFixtures.TransportBuilder builder(String baseUrl) {
    return new TransportFixtures.TransportBuilder().baseUrl(baseUrl).maxRetries(0);
  }

  /** Makes one call on {@code client} and returns how it failed, or null when it succeeded. */
  private static Throwable failureOf(HttpTransport client, boolean async) {
    ApiRequest balance = ApiRequest.get("balance.get", "/payments/balance").build();
    if (!async) {
      return catchThrowable(() -> client.execute(balance, RequestOptions.defaults(), Function.identity()));
    }
    try {
      client.executeAsync(balance, RequestOptions.defaults(), Function.identity()).get(30, TimeUnit.SECONDS);
      return null;
    } catch (ExecutionException e) {
      return e.getCause();
    } catch (Exception e) {
      throw new AssertionError("the call did not end", e);
    }
  }

  private static void awaitNoWatcher() throws InterruptedException {
    long bound = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (DeadlineWatch.shared().watcher() != null && System.nanoTime() < bound) {
      Thread.sleep(20);
    }
  }

  /** A loopback server that accepts connections, reads what comes and never answers. */
  private static final class StalledServer implements AutoCloseable {
    private final ServerSocket listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    private final List<Socket> accepted = Collections.synchronizedList(new ArrayList<>());
    private final Thread acceptor = new Thread(this::accept, "stalled-server");
    /** Counted down when the first bytes of a request arrive. */
    final CountDownLatch received = new CountDownLatch(1);

    StalledServer() throws IOException {
      acceptor.setDaemon(true);
      acceptor.start();
    }

    String url() {
      return "http://127.0.0.1:" + listening.getLocalPort() + "/";
    }

    private void accept() {
      while (!listening.isClosed()) {
        try {
          Socket socket = listening.accept();
          accepted.add(socket);
          Thread reader = new Thread(() -> drain(socket), "stalled-server-reader");
          reader.setDaemon(true);
          reader.start();
        } catch (IOException closed) {
          return;
        }
      }
    }

    private void drain(Socket socket) {
      try (InputStream in = socket.getInputStream()) {
        while (in.read(new byte[1024]) != -1) {
          received.countDown(); // and never answer
        }
      } catch (IOException closed) {
        // the client hung up
      }
    }

    @Override
    public void close() throws IOException {
      listening.close();
      synchronized (accepted) {
        for (Socket socket : accepted) {
          socket.close();
        }
      }
    }
  }
}
