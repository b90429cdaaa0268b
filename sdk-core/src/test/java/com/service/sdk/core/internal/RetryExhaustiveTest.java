package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.AuthenticationException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.ConflictException;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RateLimitException;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.core.ServerException;
import com.service.sdk.core.ServiceException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The retry rules and the outcome, proven exhaustively: every sequence of up to three
 * attempt results, for a GET, a keyed POST and an unkeyed POST, against the real transport
 * over real loopback connections ({@link ScriptedNetwork}). For each sequence it checks how
 * many attempts were made, that an unkeyed POST is never sent again once it may have
 * arrived, that every attempt is signed afresh and carries the same key and body, the
 * waits, the exception type, and the outcome the whole history implies.
 *
 * <p>The expectations come from a model written here from the failure model's rules, not
 * from the transport's code: {@link #retried} and {@link #expectedOutcome}.
 */
class RetryExhaustiveTest {
  private static final IdempotencyKey KEY = IdempotencyKey.of("refund-ord-1001-exhaustive");
  private static final int MAX_ATTEMPTS = 3;

  @StartStop
  private final MockWebServer server = new MockWebServer();

  /** One attempt's result, as the issue lists them. */
  enum Result {
    REFUSED_BEFORE_SENDING, RESET_AFTER_SENDING, READ_TIMEOUT_AFTER_SENDING, S429, S429_RETRY_AFTER,
    S500, S502, S503, S504, S400, S401, S404, S409, S422, S200, S200_UNDECODABLE, S200_NOT_THE_SERVICE;

    boolean sent() {
      return this != REFUSED_BEFORE_SENDING;
    }

    ScriptedNetwork.Step step() {
      switch (this) {
        case REFUSED_BEFORE_SENDING:
          return new ScriptedNetwork.Refuse();
        case RESET_AFTER_SENDING:
          return new ScriptedNetwork.Reset();
        case READ_TIMEOUT_AFTER_SENDING:
          return new ScriptedNetwork.ReadTimeout();
        case S429_RETRY_AFTER:
          return answer(new MockResponse.Builder().code(429).setHeader("Retry-After", "1")
              .body("{\"message\":\"slow down\"}"));
        case S200:
          return answer(new MockResponse.Builder().code(200).body("{\"thing_id\":\"t_1\"}"));
        case S200_UNDECODABLE: // the service's envelope (an object naming its thing) that no record can be made of
          return answer(new MockResponse.Builder().code(200).body("{\"thing_id\":\"t_1\",\"amount\":\"lots\"}"));
        case S200_NOT_THE_SERVICE: // a proxy's or captive portal's page: no evidence of anything
          return answer(new MockResponse.Builder().code(200).body("<html>gateway says hello</html>"));
        default:
          int status = Integer.parseInt(name().substring(1, 4));
          return answer(new MockResponse.Builder().code(status).body("{\"message\":\"failure " + status + "\"}"));
      }
    }

    private static ScriptedNetwork.Step answer(MockResponse.Builder response) {
      return new ScriptedNetwork.Answer(response.build());
    }
  }

  enum Kind { GET, KEYED_POST, UNKEYED_POST }

  /** The two ways of running a call; they share every rule, so both must pass every sequence. */
  enum Face { BLOCKING, ASYNC }

  /** The shape of a record the SDK decodes: one required identifier. */
  record Thing(String thingId, java.math.BigDecimal amount) {
    Thing {
      Objects.requireNonNull(thingId, "thing_id");
    }
  }

  @TestFactory
  Stream<DynamicTest> everySequenceOfUpToThreeAttempts() {
    ScriptedNetwork network = new ScriptedNetwork(server);
    TransportFixtures.RecordingSleeper sleeper = new TransportFixtures.RecordingSleeper();
    TransportSettings settings = new TransportSettings(server.url("/"), network.client(), MAX_ATTEMPTS - 1,
        Duration.ofSeconds(60), Duration.ofMillis(100), Duration.ofSeconds(20),
        new TransportFixtures.TickingClock(1_700_000_000L), sleeper, CallListener.NONE);
    HttpTransport transport = new HttpTransport(settings, TransportFixtures.hmac(settings));

    List<DynamicTest> tests = new ArrayList<>();
    for (Face face : Face.values()) {
      for (Kind kind : Kind.values()) {
        for (List<Result> sequence : distinctSequences(kind)) {
          String name = face + " " + kind + ": "
              + sequence.stream().map(Enum::name).collect(Collectors.joining(" > "));
          tests.add(DynamicTest.dynamicTest(name, () -> {
            sleeper.waits.clear();
            List<ScriptedNetwork.Step> script = new ArrayList<>();
            sequence.forEach(result -> script.add(result.step()));
            while (script.size() < MAX_ATTEMPTS + 1) {
              script.add(Result.S200.step()); // what a transport that tries too often would get
            }
            network.play(script);
            check(kind, sequence, network, sleeper, catchThrowable(() -> call(transport, kind, face)));
          }));
        }
      }
    }
    return tests.stream();
  }

  private static Thing call(HttpTransport transport, Kind kind, Face face) {
    ApiRequest request;
    switch (kind) {
      case GET:
        request = ApiRequest.get("test.operation", "/things").segment("t_1", "thingId").build();
        break;
      case KEYED_POST:
        request = ApiRequest.post("test.operation", "/refunds/create").jsonBody(Map.of("amount", "1.00")).idempotencyKey(KEY).build();
        break;
      default:
        request = ApiRequest.post("test.operation", "/payments/create").jsonBody(Map.of("amount", "1.00")).build();
    }
    if (face == Face.BLOCKING) {
      return transport.execute(request, RequestOptions.defaults(), ResponseDecoder.bare(Thing.class, "thing_id"));
    }
    try {
      return transport.executeAsync(request, RequestOptions.defaults(), ResponseDecoder.bare(Thing.class, "thing_id")).join();
    } catch (CompletionException e) {
      throw (RuntimeException) e.getCause(); // the SDK's exception itself, one level down
    }
  }

  private static void check(Kind kind, List<Result> sequence, ScriptedNetwork network,
      TransportFixtures.RecordingSleeper sleeper, Throwable thrown) {
    Result last = sequence.get(sequence.size() - 1);
    assertThat(network.connections()).as("attempts").isEqualTo(sequence.size());
    assertThat(sleeper.waits).as("one wait before each retry").hasSize(sequence.size() - 1);
    for (int i = 0; i + 1 < sequence.size(); i++) {
      if (sequence.get(i) == Result.S429_RETRY_AFTER) {
        assertThat(sleeper.waits.get(i)).as("Retry-After honoured").isEqualTo(Duration.ofSeconds(1));
      }
    }
    checkEveryAttemptSignedAfresh(kind, sequence, network.requestsWritten());
    if (last == Result.S200) {
      assertThat(thrown).as("the call succeeds").isNull();
      return;
    }
    assertThat(thrown).isInstanceOf(expectedType(last));
    ServiceException exception = (ServiceException) thrown;
    Outcome outcome = expectedOutcome(kind, sequence);
    assertThat(exception.outcome()).as("outcome").isEqualTo(outcome);
    assertThat(exception.outcomeUnknown()).isEqualTo(outcome == Outcome.UNKNOWN || outcome == Outcome.APPLIED);
    assertThat(exception.attempts()).isEqualTo(sequence.size());
    if (kind == Kind.KEYED_POST) {
      assertThat(exception.idempotencyKey()).contains(KEY);
      assertThat(exception).hasMessageContaining("idempotency key: " + KEY.value());
      if (outcome.mayHaveTakenEffect()) {
        assertThat(exception).hasMessageContaining("repeat it with the same idempotency key " + KEY.value());
      }
    } else {
      assertThat(exception.idempotencyKey()).isEmpty();
    }
  }

  private static void checkEveryAttemptSignedAfresh(Kind kind, List<Result> sequence, List<String> written) {
    long sent = sequence.stream().filter(Result::sent).count();
    assertThat(written).as("requests that left this machine").hasSize((int) sent);
    if (kind == Kind.UNKEYED_POST) {
      assertThat(written).as("an unkeyed POST is never sent again once it may have arrived").hasSizeLessThanOrEqualTo(1);
    }
    Set<String> nonces = new HashSet<>();
    Set<String> timestamps = new HashSet<>();
    Set<String> bodies = new HashSet<>();
    for (String request : written) {
      nonces.add(header(request, "X-API-NONCE"));
      timestamps.add(header(request, "X-API-TIMESTAMP"));
      bodies.add(request.substring(request.indexOf("\r\n\r\n") + 4));
      assertThat(header(request, "X-API-SIGNATURE")).matches("[0-9a-f]{64}");
      assertThat(header(request, "Idempotency-Key")).isEqualTo(kind == Kind.KEYED_POST ? KEY.value() : null);
    }
    assertThat(nonces).as("a fresh nonce per attempt").hasSize(written.size());
    assertThat(timestamps).as("a fresh timestamp per attempt").hasSize(written.size());
    assertThat(bodies).as("the same body bytes on every attempt").hasSizeLessThanOrEqualTo(1);
  }

  private static String header(String request, String name) {
    Matcher matcher = Pattern.compile("(?im)^" + Pattern.quote(name) + ": ([^\r\n]*)").matcher(request);
    return matcher.find() ? matcher.group(1) : null;
  }

  // ---- The model: the failure model's rules, written independently of the transport. ----

  /** Whether the SDK tries again after {@code result}, for this kind of request. */
  static boolean retried(Kind kind, Result result) {
    switch (result) {
      case REFUSED_BEFORE_SENDING:
        return true; // it never left: safe for any request
      case RESET_AFTER_SENDING: case READ_TIMEOUT_AFTER_SENDING: case S429: case S429_RETRY_AFTER:
      case S500: case S502: case S503: case S504:
        return kind != Kind.UNKEYED_POST; // only what is safe to repeat
      default:
        return false;
    }
  }

  /** What the call may have done at the service, from all the attempts made. */
  static Outcome expectedOutcome(Kind kind, List<Result> made) {
    if (made.stream().noneMatch(Result::sent)) {
      return Outcome.NOT_SENT;
    }
    if (kind == Kind.GET) {
      return Outcome.NOT_APPLIED; // reads change nothing
    }
    if (made.contains(Result.S200_UNDECODABLE)) {
      return Outcome.APPLIED;
    }
    boolean mayHave = made.stream().anyMatch(r -> r == Result.RESET_AFTER_SENDING
        || r == Result.READ_TIMEOUT_AFTER_SENDING || r.name().startsWith("S5") || r == Result.S200_NOT_THE_SERVICE);
    return mayHave ? Outcome.UNKNOWN : Outcome.NOT_APPLIED;
  }

  static Class<? extends Throwable> expectedType(Result last) {
    switch (last) {
      case REFUSED_BEFORE_SENDING: case RESET_AFTER_SENDING: case READ_TIMEOUT_AFTER_SENDING:
        return ApiConnectionException.class;
      case S429: case S429_RETRY_AFTER:
        return RateLimitException.class;
      case S400: case S422:
        return InvalidRequestException.class;
      case S401:
        return AuthenticationException.class;
      case S404:
        return NotFoundException.class;
      case S409:
        return ConflictException.class;
      case S200_UNDECODABLE: case S200_NOT_THE_SERVICE:
        return ResponseDecodingException.class;
      default:
        return ServerException.class;
    }
  }

  /**
   * Every script of three results, cut to the attempts the model says are made; scripts
   * that differ only after the call ends are one sequence.
   */
  static List<List<Result>> distinctSequences(Kind kind) {
    Map<String, List<Result>> distinct = new LinkedHashMap<>();
    Result[] all = Result.values();
    for (Result a : all) {
      for (Result b : all) {
        for (Result c : all) {
          List<Result> made = new ArrayList<>();
          for (Result result : List.of(a, b, c)) {
            made.add(result);
            if (!retried(kind, result)) {
              break;
            }
          }
          distinct.putIfAbsent(made.toString(), made);
        }
      }
    }
    return new ArrayList<>(distinct.values());
  }
}
