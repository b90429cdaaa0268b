package com.service.sdk.payouts;

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
   * must become a ResponseDecodingException.
   */
  static Stream<Arguments> malformedForAnyOperation() {
    return Stream.of(
        Arguments.of("HTML page with 200", new MockResponse.Builder().code(200)
            .setHeader("Content-Type", "text/html").body("<html><body>Bad gateway</body></html>").build()),
        Arguments.of("empty body", json(200, "")),
        Arguments.of("truncated JSON", json(200, "{\"success\":true,\"data\":{\"id\":\"a")),
        Arguments.of("envelope without success", json(200, "{\"data\":{}}")),
        Arguments.of("success as text", json(200, "{\"success\":\"true\",\"data\":{}}")),
        Arguments.of("JSON array instead of envelope", json(200, "[]")),
        Arguments.of("data missing", json(200, "{\"success\":true}")),
        Arguments.of("data null", json(200, "{\"success\":true,\"data\":null}")),
        Arguments.of("data an array", json(200, "{\"success\":true,\"data\":[]}")),
        Arguments.of("data a string", json(200, "{\"success\":true,\"data\":\"done\"}")),
        Arguments.of("data empty object", json(200, "{\"success\":true,\"data\":{}}")));
  }
}
