package com.service.sdk.systemtests.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.core.ServiceException;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every answer of {@link HostileCorpus} is served by a local server to one operation through
 * the public clients, and must end exactly as its case states: the whole typed result, or one
 * typed exception with its status, the body as received and the outcome. Never an
 * {@code NullPointerException}, {@code ClassCastException}, {@code StackOverflowError},
 * {@code OutOfMemoryError}, a hang, a result with a field left empty, or a second request (a
 * followed redirect, a retry): each case is one request and one answer.
 */
final class HostileAnswersTest {
  /** Far beyond what any case needs (the 20 MiB answers take well under a second). */
  private static final Duration HANG = Duration.ofSeconds(20);

  private MockWebServer server;
  private Operation.Clients clients;

  @BeforeEach
  void start() throws IOException {
    server = new MockWebServer();
    server.start();
    HttpUrl url = server.url("/");
    clients = new Operation.Clients("http://" + url.host() + ":" + url.port());
  }

  @AfterEach
  void stop() {
    server.close();
  }

  @Test
  void theCorpusHasAtLeastFiftyAnswersAndCoversEveryFamily() {
    List<HostileCase> corpus = HostileCorpus.cases();
    assertThat(corpus).hasSizeGreaterThanOrEqualTo(50);
    assertThat(corpus).extracting(HostileCase::operation).contains(Operation.values());
    assertThat(corpus).extracting(HostileCase::name).doesNotHaveDuplicates();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("com.service.sdk.systemtests.hostile.HostileCorpus#cases")
  void hostileAnswerEndsExactlyAsStated(HostileCase hostile) {
    assertOutcome(hostile);
  }

  /**
   * Duplicate keys: an answer that names a field twice is refused as undecodable. Two readers
   * of the same bytes (the SDK, a proxy, a log pipeline) may each take a different one of the
   * two values (first wins or last wins), so neither is an answer one can act on when it is an
   * amount or an identifier.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("com.service.sdk.systemtests.hostile.HostileCorpus#duplicateKeys")
  void duplicateKeysAreRefused(HostileCase hostile) {
    assertOutcome(hostile);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("com.service.sdk.systemtests.hostile.HostileCorpus#timesAsNumbers")
  void timesAsNumbersAreRefused(HostileCase hostile) {
    assertOutcome(hostile);
  }

  /** A blank status names no state: refused like a missing one, never an "unknown" status with no text. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("com.service.sdk.systemtests.hostile.HostileCorpus#blankStatuses")
  void blankStatusesAreRefused(HostileCase hostile) {
    assertOutcome(hostile);
  }

  private void assertOutcome(HostileCase hostile) {
    server.enqueue(hostile.answer().get());
    Object result = null;
    ServiceException thrown = null;
    try {
      result = assertTimeoutPreemptively(HANG, () -> hostile.operation().call(clients),
          () -> hostile.name() + " hung");
    } catch (ServiceException e) {
      thrown = e;
    }
    if (hostile.expected() instanceof Expected.Value value) {
      if (thrown != null) {
        fail(hostile.name() + ": expected " + value.value() + " but the call threw", thrown);
      }
      assertThat(result).as(hostile.name()).isEqualTo(value.value());
    } else {
      Expected.Failure failure = (Expected.Failure) hostile.expected();
      if (thrown == null) {
        fail(hostile.name() + ": expected " + failure.type().getSimpleName() + " but the call returned " + result);
      }
      assertThat(thrown).as(hostile.name()).isExactlyInstanceOf(failure.type());
      assertThat(thrown.outcome()).as(hostile.name() + ": outcome").isEqualTo(failure.outcome());
      assertThat(thrown.attempts()).as(hostile.name() + ": attempts").isEqualTo(1);
      if (thrown instanceof ApiException api) {
        assertThat(api.statusCode()).as(hostile.name() + ": status").isEqualTo(failure.status());
        assertThat(api.rawBody()).as(hostile.name() + ": raw body").isEqualTo(failure.body());
        assertThat(api.serviceMessage()).as(hostile.name() + ": service message").isEqualTo(failure.serviceMessage());
      } else if (thrown instanceof ResponseDecodingException decoding) {
        assertThat(decoding.statusCode()).as(hostile.name() + ": status").isEqualTo(failure.status());
        assertThat(decoding.bodySnippet()).as(hostile.name() + ": body").isEqualTo(failure.body());
      }
    }
    assertThat(server.getRequestCount()).as(hostile.name() + ": requests sent (no retry, no redirect followed)")
        .isEqualTo(1);
  }

  /** One hostile answer: its name, the operation it answers, the answer (made when served) and the outcome. */
  record HostileCase(String name, Operation operation, Supplier<MockResponse> answer, Expected expected) {
    @Override
    public String toString() {
      return name;
    }

    static HostileCase of(String name, Operation operation, Supplier<MockResponse> answer, Expected expected) {
      return new HostileCase(operation + ": " + name, operation, answer, expected);
    }
  }
}
