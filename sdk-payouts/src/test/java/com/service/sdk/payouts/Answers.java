package com.service.sdk.payouts;

import com.service.sdk.core.Outcome;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import org.junit.jupiter.params.provider.Arguments;

/** Scripted answers of the service: envelopes, error answers, and the malformed ones every operation must reject. */
final class Answers {
  private Answers() {}

  /** Returns a JSON answer with this status and body. */
  static MockResponse json(int code, String body) {
    return new MockResponse.Builder().code(code).setHeader("Content-Type", "application/json").body(body).build();
  }

  /** Returns a 200 envelope with {@code success: true} around {@code data}. */
  static MockResponse ok(String data) {
    return json(200, "{\"success\":true,\"message\":\"ok\",\"data\":" + data + "}");
  }

  /** Returns an envelope with {@code success: false} and this message, under this status. */
  static MockResponse failure(int code, String message) {
    return json(code, "{\"success\":false,\"message\":\"" + message + "\",\"data\":null}");
  }

  /**
   * Answers that are not what the spec says for any operation, whatever its record: each
   * must become a ResponseDecodingException. The third argument is the outcome of a write
   * answered so: {@code APPLIED} only inside the service's envelope (an object with
   * {@code success: true}), {@code UNKNOWN} for anything else on a 2xx, which proves nothing.
   */
  static Stream<Arguments> malformedForAnyOperation() {
    Outcome notTheService = Outcome.UNKNOWN;
    Outcome theService = Outcome.APPLIED;
    return Stream.of(
        Arguments.of("HTML page with 200", new MockResponse.Builder().code(200)
            .setHeader("Content-Type", "text/html").body("<html><body>Bad gateway</body></html>").build(),
            notTheService),
        Arguments.of("empty body", json(200, ""), notTheService),
        Arguments.of("truncated JSON", json(200, "{\"success\":true,\"data\":{\"id\":\"a"), notTheService),
        Arguments.of("envelope without success", json(200, "{\"data\":{}}"), notTheService),
        Arguments.of("success as text", json(200, "{\"success\":\"true\",\"data\":{}}"), notTheService),
        Arguments.of("JSON array instead of envelope", json(200, "[]"), notTheService),
        Arguments.of("data missing", json(200, "{\"success\":true}"), theService),
        Arguments.of("data null", json(200, "{\"success\":true,\"data\":null}"), theService),
        Arguments.of("data an array", json(200, "{\"success\":true,\"data\":[]}"), theService),
        Arguments.of("data a string", json(200, "{\"success\":true,\"data\":\"done\"}"), theService),
        Arguments.of("data empty object", json(200, "{\"success\":true,\"data\":{}}"), theService));
  }
}
