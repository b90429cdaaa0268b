package com.service.sdk.benchmarks;

import com.service.sdk.core.ClientBuilder;
import java.util.concurrent.TimeUnit;
import javax.net.SocketFactory;
import org.openjdk.jmh.annotations.Param;
import okhttp3.ConnectionPool;
import okhttp3.OkHttpClient;

/**
 * {@link CallBenchmark} over {@link InMemorySockets}: the client's own work per call, with no
 * kernel, server or thread hand-off in the figure. Threads come from JMH's {@code -t}
 * (one by default), the SDK's listener from {@code -p listener=micrometer} and the like;
 * {@link RatioTable} runs it on one and on eight threads, with and without the adapters.
 */
public class InMemoryCalls extends CallBenchmark {
  /** The listener the SDK's clients get, by {@link Adapters#named} ({@code none}: none); the raw client has none. */
  @Param({"none"})
  public String listener;

  private final InMemorySockets sockets = new InMemorySockets();

  /**
   * The one place where the SDK's clients are handed the in-memory sockets: its builder's
   * {@code socketFactory(..)}, with which the SDK keeps its own shared connection pool.
   *
   * @param <B> the builder's type
   * @param builder an SDK client's builder
   * @param sockets where its connections come from
   * @return the builder
   */
  static <B extends ClientBuilder<B, ?>> B overSockets(B builder, SocketFactory sockets) {
    return builder.socketFactory(sockets);
  }

  /**
   * The raw client's connection pool: as many idle connections as the SDK's own shared one
   * keeps. With OkHttp's default of five, eight threads on two busy cores close and reopen
   * connections, and the figure would be OkHttp's connection setup, not per-call work.
   */
  static ConnectionPool pool() {
    return new ConnectionPool(64, 5, TimeUnit.MINUTES);
  }

  @Override
  String startAnswering() {
    return InMemorySockets.BASE_URL;
  }

  @Override
  void stopAnswering() {}

  @Override
  <B extends ClientBuilder<B, ?>> B transport(B builder) {
    B over = overSockets(builder, sockets);
    return listener.equals("none") ? over : over.listener(Adapters.named(listener));
  }

  /** About two seconds of calls on an idle machine, and as many on a busy one. */
  @Override
  int warmUpCalls() {
    return 50_000;
  }

  @Override
  OkHttpClient rawHttp() {
    return new OkHttpClient.Builder().socketFactory(sockets).connectionPool(pool()).build();
  }
}
