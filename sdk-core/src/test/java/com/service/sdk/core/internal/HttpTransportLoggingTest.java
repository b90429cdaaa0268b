package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.RequestOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

class HttpTransportLoggingTest {
  private static final String EMAIL = "asha.rao@example.com";
  private static final String ACCOUNT = "50100012345678";

  @StartStop
  private final MockWebServer server = new MockWebServer();

  private final Logger sdkLogger = (Logger) LoggerFactory.getLogger("com.service.sdk");
  private final ListAppender<ILoggingEvent> appender = new ListAppender<>();
  private Level previousLevel;

  @BeforeEach
  void captureEverything() {
    previousLevel = sdkLogger.getLevel();
    sdkLogger.setLevel(Level.TRACE);
    sdkLogger.setAdditive(false);
    appender.start();
    sdkLogger.addAppender(appender);
  }

  @AfterEach
  void restore() {
    sdkLogger.detachAppender(appender);
    sdkLogger.setLevel(previousLevel);
    sdkLogger.setAdditive(true);
  }

  @Test
  void traceOfAFailingRetrySequence_neverShowsSecretsSignaturesOrPersonalData() throws Exception {
    String answerWithPersonalData = "{\"success\":true,\"data\":{\"legal_name\":\"Ravi Kumar\",\"email_address\":\""
        + EMAIL + "\",\"bank_account_no\":\"" + ACCOUNT + "\"}}";
    server.enqueue(new MockResponse.Builder().code(500).body("{\"message\":\"boom for " + EMAIL + "\"}").build());
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build());
    server.enqueue(new MockResponse.Builder().code(503).body(answerWithPersonalData).build());
    TransportFixtures.RecordingSleeper sleeper = new TransportFixtures.RecordingSleeper();
    TransportSettings settings = TransportFixtures.settings(server.url("/"), sleeper, Duration.ofSeconds(2),
        Duration.ofSeconds(30));
    IdempotencyKey key = IdempotencyKey.of("payout-po-7781-logging");

    Throwable thrown = catchThrowable(() -> new HttpTransport(settings, TransportFixtures.hmac(settings)).execute(
        ApiRequest.post("test.operation", "/api/v1/payees/external/create")
            .jsonBody(Map.of("legal_name", "Ravi Kumar", "email_address", EMAIL, "bank_account_no", ACCOUNT))
            .idempotencyKey(key).build(), RequestOptions.defaults(), Function.identity()));

    assertThat(thrown).isNotNull();
    List<String> signatures = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      signatures.add(server.takeRequest().getHeaders().get("X-API-SIGNATURE"));
    }
    List<String> lines = new ArrayList<>();
    for (ILoggingEvent event : appender.list) {
      lines.add(event.getFormattedMessage());
      assertThat(event.getLevel()).as("nothing above DEBUG for what is also thrown").isIn(Level.DEBUG, Level.TRACE);
    }
    String everything = String.join("\n", lines);

    assertThat(everything).doesNotContain(TransportFixtures.SECRET).doesNotContain(EMAIL).doesNotContain(ACCOUNT)
        .doesNotContain("Ravi Kumar");
    for (String signature : signatures) {
      assertThat(everything).doesNotContain(signature);
    }
    assertThat(everything)
        .contains("POST /api/v1/payees/external/create at localhost -> HTTP 500")
        .contains("(attempt 1/3, idempotency key " + key + ")")
        .contains("POST /api/v1/payees/external/create at localhost -> HTTP 503")
        .contains("retrying in")
        .contains("****5678")
        .contains("<redacted>");
  }
}
