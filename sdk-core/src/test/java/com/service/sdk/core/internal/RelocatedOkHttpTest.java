package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.RequestOptions;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.CookieJar;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The logging filter {@link RelocatedOkHttp} sets on OkHttp's loggers, here on the unrelocated
 * OkHttp the unit tests run (RelocatedOkHttpIT in consumer-tests runs the same on the built jar,
 * where those loggers sit under {@code com.service.sdk}, with the threads' names), and the
 * cookie jar that keeps OkHttp from needing the public suffix list the jar leaves out.
 */
class RelocatedOkHttpTest {
  /** OkHttp's task runner's logger (TaskRunner.logger), by name: its package is not exported to the tests. */
  private static final Logger TASK_RUNNER = Logger.getLogger("okhttp3.internal.concurrent.TaskRunner");

  @StartStop private final MockWebServer server = new MockWebServer();

  private final Recorded recorded = new Recorded();
  private Level level;

  @BeforeEach
  void listenAtFine() {
    level = TASK_RUNNER.getLevel();
    TASK_RUNNER.setLevel(Level.FINE);
    TASK_RUNNER.addHandler(recorded);
  }

  @AfterEach
  void stopListening() {
    TASK_RUNNER.removeHandler(recorded);
    TASK_RUNNER.setLevel(level);
    System.clearProperty(RelocatedOkHttp.LOGGING);
  }

  @Test
  void theTaskRunnersLinesBelowInfo_areDropped_unlessTheSwitchIsOn() {
    call();
    int quiet = recorded.records.size();
    System.setProperty(RelocatedOkHttp.LOGGING, "true");
    call();

    assertThat(quiet).as("the task runner's lines at FINE for a call on a client of the SDK's").isZero();
    assertThat(recorded.records).as("the same with -D%s=true", RelocatedOkHttp.LOGGING).isNotEmpty()
        .allMatch(r -> r.getLevel() == Level.FINE);
  }

  @Test
  void recordsAtInfoAndAbove_alwaysGoThrough() {
    call(); // a client of the SDK's has configured the logger

    TASK_RUNNER.info("informational");
    TASK_RUNNER.warning("a warning");
    TASK_RUNNER.fine("a detail");

    assertThat(recorded.records).extracting(LogRecord::getMessage).containsExactly("informational", "a warning");
  }

  /**
   * The published jar leaves out OkHttp's public suffix list, which OkHttp reads to accept a
   * cookie set for a parent domain (or for {@code HttpUrl.topPrivateDomain()}, which the SDK
   * never calls): the OkHttp clients of the SDK's calls keep no cookies, so parse none.
   */
  @Test
  void theSdksOkHttpClients_keepNoCookies() {
    OkHttpClient shared = SharedHttp.acquire();
    try {
      assertThat(shared.cookieJar()).isSameAs(CookieJar.NO_COOKIES);
      assertThat(Wire.client(shared.newBuilder()).cookieJar()).isSameAs(CookieJar.NO_COOKIES);
    } finally {
      SharedHttp.release();
    }
  }

  /** One call on a fresh connection, through a client of the SDK's (the shared OkHttp client), closed after. */
  private void call() {
    server.enqueue(new MockResponse.Builder().code(204).build());
    try (HttpTransport client = new TransportFixtures.TransportBuilder().baseUrl(server.url("/").toString()).build()) {
      client.execute(ApiRequest.get("balance.get", "/payments/balance").build(), RequestOptions.defaults(),
          Function.identity());
    }
  }

  private static final class Recorded extends Handler {
    final List<LogRecord> records = new CopyOnWriteArrayList<>();

    @Override
    public void publish(LogRecord record) {
      records.add(record);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }
}
