package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RequestOptions;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * TLS failures: a certificate that does not verify is permanent (the same attempt would meet
 * it again), a handshake the peer closed or reset mid-way is a connection failure like any
 * other, retried. Nothing was sent in either case.
 */
class HttpTransportTlsTest {
  private static final IdempotencyKey KEY = IdempotencyKey.of("payout-po-7781-tls-tests");
  private static final String LOOPBACK_NAME = InetAddress.getLoopbackAddress().getCanonicalHostName();

  @StartStop
  private final MockWebServer server = new MockWebServer();

  private final TransportFixtures.RecordingSleeper sleeper = new TransportFixtures.RecordingSleeper();

  /** The certificate authority the tests' client trusts, and a server certificate it signed for the loopback name. */
  private final HeldCertificate authority = new HeldCertificate.Builder().certificateAuthority(0).build();
  private final HeldCertificate loopbackCertificate = new HeldCertificate.Builder()
      .addSubjectAlternativeName(LOOPBACK_NAME).signedBy(authority).build();

  /**
   * The one place a test puts trust into the client: an OkHttp client trusting {@code trusted}
   * (the JVM's own trust store when null), as an application's TLS settings would.
   */
  private static OkHttpClient clientTrusting(HeldCertificate trusted) {
    OkHttpClient.Builder client = new OkHttpClient.Builder().connectTimeout(2, TimeUnit.SECONDS)
        .readTimeout(5, TimeUnit.SECONDS);
    if (trusted != null) {
      HandshakeCertificates certificates = new HandshakeCertificates.Builder()
          .addTrustedCertificate(trusted.certificate()).build();
      client.sslSocketFactory(certificates.sslSocketFactory(), certificates.trustManager());
    }
    return client.build();
  }

  private <T> T payout(HttpUrl base, HeldCertificate trusted, Function<ApiResponse, T> decoder) {
    TransportSettings settings = new TransportSettings(base, clientTrusting(trusted), 2, Duration.ofSeconds(30),
        Duration.ofMillis(100), Duration.ofSeconds(20), new TransportFixtures.TickingClock(1_700_000_000L), sleeper,
        CallListener.NONE);
    return new HttpTransport(settings, TransportFixtures.hmac(settings)).execute(ApiRequest.post("test.operation",
        "/api/v1/payouts/external/initiate").jsonBody(Map.of()).idempotencyKey(KEY).build(),
        RequestOptions.defaults(), decoder);
  }

  private void serveHttps(HeldCertificate certificate) {
    server.useHttps(new HandshakeCertificates.Builder().heldCertificate(certificate).build().sslSocketFactory());
  }

  @Test
  void aCertificateTheClientTrusts_isAnswered() {
    serveHttps(loopbackCertificate);
    server.enqueue(new MockResponse.Builder().code(200).body("{\"success\":true}").build());

    Integer status = payout(server.url("/"), authority, ApiResponse::statusCode);

    assertThat(status).isEqualTo(200);
  }

  @Test
  void aCertificateTheClientDoesNotTrust_isNotRetried_andNothingWasSent() {
    serveHttps(new HeldCertificate.Builder().addSubjectAlternativeName(LOOPBACK_NAME).build()); // self-signed
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    ApiConnectionException thrown = catchThrowableOfType(ApiConnectionException.class,
        () -> payout(server.url("/"), null, Function.identity()));

    assertThat(thrown.attempts()).as("a certificate failure repeats itself: not retried").isEqualTo(1);
    assertThat(sleeper.waits).isEmpty();
    assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_SENT);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void aCertificateForAnotherHost_isNotRetried_andNothingWasSent() {
    serveHttps(new HeldCertificate.Builder().addSubjectAlternativeName("api.other.example").signedBy(authority).build());
    server.enqueue(new MockResponse.Builder().code(200).body("{}").build());

    ApiConnectionException thrown = catchThrowableOfType(ApiConnectionException.class,
        () -> payout(server.url("/"), authority, Function.identity()));

    assertThat(thrown.attempts()).isEqualTo(1);
    assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_SENT);
    assertThat(server.getRequestCount()).isZero();
  }

  @ParameterizedTest(name = "reset: {0}")
  @ValueSource(booleans = {false, true})
  void aPeerThatClosesOrResetsMidHandshake_isRetriedLikeAnyConnectionFailure(boolean reset) throws Exception {
    try (HandshakeBreaker peer = new HandshakeBreaker(reset)) {
      ApiConnectionException thrown = catchThrowableOfType(ApiConnectionException.class,
          () -> payout(peer.url(), authority, Function.identity()));

      assertThat(thrown.attempts()).as("transient: retried").isEqualTo(3);
      assertThat(sleeper.waits).hasSize(2);
      assertThat(peer.connections).hasValue(3);
      assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_SENT);
    }
  }

  /**
   * A TLS server that never finishes a handshake: it reads the client's first record (the
   * ClientHello) and then closes the connection (FIN) or resets it (RST), as a restarting load
   * balancer or an overloaded TLS terminator does.
   */
  private static final class HandshakeBreaker implements AutoCloseable {
    final AtomicInteger connections = new AtomicInteger();
    private final ServerSocket socket = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
    private final Thread acceptor;

    HandshakeBreaker(boolean reset) throws IOException {
      acceptor = new Thread(() -> {
        while (!socket.isClosed()) {
          try (Socket connection = socket.accept()) {
            connections.incrementAndGet();
            InputStream in = connection.getInputStream();
            in.readNBytes(5); // the record header of the ClientHello: the handshake has begun
            if (reset) {
              connection.setSoLinger(true, 0);
            }
          } catch (IOException closed) {
            return;
          }
        }
      }, "handshake-breaker");
      acceptor.setDaemon(true);
      acceptor.start();
    }

    HttpUrl url() {
      return HttpUrl.get("https://" + LOOPBACK_NAME + ":" + socket.getLocalPort() + "/");
    }

    @Override
    public void close() throws IOException {
      socket.close(); // the acceptor's accept() then fails, and it ends
    }
  }
}
