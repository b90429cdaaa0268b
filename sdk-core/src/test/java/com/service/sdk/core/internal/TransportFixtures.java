package com.service.sdk.core.internal;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.ClientBuilder;
import com.service.sdk.core.ClientConfiguration;
import com.service.sdk.core.Credentials;
import com.service.sdk.core.CredentialsProvider;
import com.service.sdk.core.auth.HmacSigner;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Test doubles for the transport: a builder of real transports, a sleeper that records, a
 * clock that ticks, counted nonces.
 */
final class TransportFixtures {
  static final String SECRET = "sk_test_transport_secret_0123456789";
  static final String KEY_ID = "key_test_1";

  private TransportFixtures() {}

  static TransportSettings settings(HttpUrl base, RecordingSleeper sleeper, Duration readTimeout, Duration callTimeout) {
    OkHttpClient client = new OkHttpClient.Builder().readTimeout(readTimeout).connectTimeout(Duration.ofSeconds(2))
        .build();
    return new TransportSettings(base, client, 2, callTimeout, Duration.ofMillis(100), Duration.ofSeconds(20),
        new TickingClock(1_700_000_000L), sleeper, CallListener.NONE);
  }

  static RequestAuthenticator hmac(TransportSettings settings) {
    AtomicInteger counter = new AtomicInteger();
    return RequestAuthenticator.hmac(CredentialsProvider.of(Credentials.of(KEY_ID, SECRET)), settings.clock(),
        () -> String.format("%032x", counter.incrementAndGet()));
  }

  /** A loopback URL on which nothing listens: connecting is refused. */
  static HttpUrl refusingUrl() throws IOException {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    return HttpUrl.get("http://127.0.0.1:" + port + "/");
  }

  /**
   * A builder whose "client" is the transport the SDK's clients are made of: unsigned, or
   * HMAC-signed with the credentials given, and counted nonces.
   */
  static final class TransportBuilder extends ClientBuilder<TransportBuilder, HttpTransport> {
    private CredentialsProvider credentials;
    private OkHttpClient base;

    @Override
    protected TransportBuilder self() {
      return this;
    }

    TransportBuilder credentials(CredentialsProvider provider) {
      this.credentials = provider;
      return this;
    }

    /**
     * Derives the transport from {@code client} (its own DNS or dispatcher, say) instead of the
     * SDK's shared one; the seam applications no longer have, since OkHttp is relocated.
     */
    TransportBuilder on(OkHttpClient client) {
      this.base = client;
      return this;
    }

    @Override
    protected HttpTransport newClient(ClientConfiguration configuration) {
      AtomicInteger nonces = new AtomicInteger();
      RequestAuthenticator authenticator = credentials == null ? RequestAuthenticator.NONE
          : RequestAuthenticator.hmac(credentials, configuration.clock(),
              () -> String.format("%032x", nonces.incrementAndGet()));
      return base == null ? HttpTransport.open(configuration, authenticator, "TestClient")
          : HttpTransport.open(configuration, authenticator, "TestClient", base, () -> {});
    }
  }

  /** Records each wait instead of sleeping. */
  static final class RecordingSleeper implements TransportSettings.Sleeper {
    final List<Duration> waits = new CopyOnWriteArrayList<>();

    @Override
    public void sleep(Duration duration) {
      waits.add(duration);
    }

    /** Records the wait and runs the task at once, on the calling thread. */
    @Override
    public Future<?> schedule(Duration delay, Runnable task) {
      waits.add(delay);
      task.run();
      return CompletableFuture.completedFuture(null);
    }
  }

  /** A sleeper whose thread is interrupted while it waits: the application is shutting down. */
  static final class InterruptedSleeper implements TransportSettings.Sleeper {
    @Override
    public void sleep(Duration duration) throws InterruptedException {
      throw new InterruptedException("shutdown");
    }

    @Override
    public Future<?> schedule(Duration delay, Runnable task) {
      throw new UnsupportedOperationException("blocking calls only");
    }
  }

  /** A clock that moves one second forward every time it is read. */
  static final class TickingClock extends Clock {
    private final AtomicLong seconds;

    TickingClock(long start) {
      this.seconds = new AtomicLong(start);
    }

    @Override
    public Instant instant() {
      return Instant.ofEpochSecond(seconds.getAndIncrement());
    }

    @Override
    public ZoneOffset getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(java.time.ZoneId zone) {
      throw new UnsupportedOperationException();
    }
  }
}
