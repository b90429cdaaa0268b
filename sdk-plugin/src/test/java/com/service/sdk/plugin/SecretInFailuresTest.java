package com.service.sdk.plugin;

import static com.service.sdk.plugin.PluginWire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * SECURITY.md's promise that the API secret is never in an exception: whatever way a signed call
 * fails, nothing the caller gets (the exception, its message, causes, suppressed exceptions and
 * stack trace, as a log would print them) contains the secret.
 */
class SecretInFailuresTest {
  @StartStop private final MockWebServer server = new MockWebServer();

  static Stream<Arguments> failures() {
    return Stream.of(
        Arguments.of("401", json(401, "{\"error\":{\"code\":\"unauthorized\",\"message\":\"bad signature\"}}")),
        Arguments.of("400", json(400, "{\"error\":{\"code\":\"invalid\",\"message\":\"amount\"}}")),
        Arguments.of("500 every time", json(500, "{\"error\":{\"code\":\"internal\",\"message\":\"boom\"}}")),
        Arguments.of("not the envelope", json(200, "<html>proxy</html>")),
        Arguments.of("connection dropped", new MockResponse.Builder()
            .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("failures")
  void aFailedSignedCall_neverCarriesTheSecret(String what, MockResponse answer) {
    for (int attempt = 0; attempt < 6; attempt++) {
      server.enqueue(answer);
    }
    try (PluginClient client = PluginWire.clientFor(server).build()) {
      Throwable failure = catchThrowable(() -> client.balance().get());

      assertThat(failure).as(what).isNotNull();
      StringWriter printed = new StringWriter();
      failure.printStackTrace(new PrintWriter(printed));
      assertThat(printed.toString()).as(what).contains(failure.getClass().getSimpleName())
          .doesNotContain(PluginWire.SECRET);
    }
  }
}
