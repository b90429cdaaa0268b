package com.service.sdk.core.internal;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.RequestOptions;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import okhttp3.ConnectionPool;
import okhttp3.Dispatcher;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;

/**
 * Throughput of 64 calls in flight through the transport: 64 threads on the blocking face,
 * against one thread keeping 64 futures in flight on the asynchronous face, on loopback
 * against a JDK HTTP server (TCP_NODELAY on, so neither face waits on Nagle). Not a test:
 * run it with the command in sdk-core/README.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class AsyncThroughputBenchmark {
  private static final int IN_FLIGHT = 64;
  private static final byte[] ANSWER = "{\"ok\":true}".getBytes(StandardCharsets.UTF_8);

  private HttpServer server;
  private ExecutorService serverThreads;
  private HttpTransport transport;
  private ApiRequest request;

  /** JMH makes the state; nothing else should. */
  public AsyncThroughputBenchmark() {}

  /**
   * Starts the server and the transport.
   *
   * @throws IOException if the server cannot bind
   */
  @Setup(Level.Trial)
  public void start() throws IOException {
    System.setProperty("sun.net.httpserver.nodelay", "true");
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 256);
    serverThreads = Executors.newFixedThreadPool(IN_FLIGHT);
    server.setExecutor(serverThreads);
    server.createContext("/", exchange -> {
      exchange.getRequestBody().readAllBytes();
      exchange.sendResponseHeaders(200, ANSWER.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(ANSWER);
      }
    });
    server.start();
    Dispatcher dispatcher = new Dispatcher();
    dispatcher.setMaxRequests(IN_FLIGHT);
    dispatcher.setMaxRequestsPerHost(IN_FLIGHT);
    OkHttpClient client = new OkHttpClient.Builder().dispatcher(dispatcher)
        .connectionPool(new ConnectionPool(IN_FLIGHT, 5, TimeUnit.MINUTES)).build();
    TransportSettings settings = new TransportSettings(
        HttpUrl.get("http://127.0.0.1:" + server.getAddress().getPort() + "/"), client, 0, Duration.ofSeconds(30),
        Duration.ofMillis(100), Duration.ofSeconds(1), Clock.systemUTC(), TransportSettings.Sleeper.THREAD,
        CallListener.NONE);
    transport = new HttpTransport(settings, RequestAuthenticator.NONE);
    request = ApiRequest.get("balance.get", "/payments/balance").build();
  }

  /** Stops the server. */
  @TearDown(Level.Trial)
  public void stop() {
    server.stop(0);
    serverThreads.shutdownNow();
  }

  /**
   * One blocking call; JMH runs 64 threads of them.
   *
   * @return the status, so the call is not optimised away
   */
  @Benchmark
  @Threads(IN_FLIGHT)
  public int blocking() {
    return transport.execute(request, RequestOptions.defaults(), Function.identity()).statusCode();
  }

  /**
   * Sixty-four asynchronous calls from one thread, waited for together.
   *
   * @return the sum of the statuses
   */
  @Benchmark
  @OperationsPerInvocation(IN_FLIGHT)
  public int async() {
    List<CompletableFuture<ApiResponse>> calls = new ArrayList<>(IN_FLIGHT);
    for (int i = 0; i < IN_FLIGHT; i++) {
      calls.add(transport.executeAsync(request, RequestOptions.defaults(), Function.identity()));
    }
    int sum = 0;
    for (CompletableFuture<ApiResponse> call : calls) {
      sum += call.join().statusCode();
    }
    return sum;
  }
}
