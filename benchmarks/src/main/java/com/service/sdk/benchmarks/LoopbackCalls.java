package com.service.sdk.benchmarks;

import com.service.sdk.core.ClientBuilder;
import java.io.IOException;
import okhttp3.OkHttpClient;

/**
 * {@link CallBenchmark} against a {@link LocalServer} on loopback, in a process of its own so
 * that its work and its allocations are not counted as the client's: the whole round trip,
 * kernel and server included.
 */
public abstract class LoopbackCalls extends CallBenchmark {
  private Process server;

  @Override
  String startAnswering() throws IOException {
    server = LocalServer.startProcess();
    return LocalServer.baseUrlOf(server);
  }

  @Override
  void stopAnswering() {
    server.destroy();
  }

  @Override
  <B extends ClientBuilder<B, ?>> B transport(B builder) {
    return builder; // the SDK's own shared connection pool, on real sockets
  }

  @Override
  OkHttpClient rawHttp() {
    return new OkHttpClient();
  }

  @Override
  int warmUpCalls() {
    return 0; // a round trip takes long enough for JMH's timed warm-up to be plenty
  }
}
