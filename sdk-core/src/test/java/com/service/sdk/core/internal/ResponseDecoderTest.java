package com.service.sdk.core.internal;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.ResponseDecodingException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class ResponseDecoderTest {

  /** A record shaped like the SDK's: one required identifier, the rest optional. */
  record Thing(String thingId, BigDecimal amount, Integer count, Boolean active, Instant createdAt) {
    Thing {
      Objects.requireNonNull(thingId, "thing_id");
    }
  }

  private static ApiResponse answer(int status, String body) {
    return TestAnswers.answer("POST", "/things", status, body, 1, IdempotencyKey.of("thing-key-00000001"));
  }

  @Test
  void bare_decodesSnakeCaseWithExactDecimalsAndInstants() {
    Thing thing = ResponseDecoder.bare(answer(200,
        "{\"thing_id\":\"t_1\",\"amount\":\"499.0000\",\"count\":3,\"active\":true,"
            + "\"created_at\":\"2026-11-22T10:15:30.123Z\",\"unknown_field\":{\"x\":[1,2]}}"), Thing.class,
        "thing_id");

    assertThat(thing.thingId()).isEqualTo("t_1");
    assertThat(thing.amount()).isEqualTo(new BigDecimal("499.0000"));
    assertThat(thing.amount().scale()).isEqualTo(4);
    assertThat(thing.createdAt()).isEqualTo(Instant.parse("2026-11-22T10:15:30.123Z"));
  }

  @Test
  void envelope_decodesData() {
    Thing thing = ResponseDecoder.envelope(answer(201,
        "{\"success\":true,\"message\":\"created\",\"data\":{\"thing_id\":\"t_2\",\"amount\":12345678901234567890.1234}}"),
        Thing.class);

    assertThat(thing.amount()).isEqualTo(new BigDecimal("12345678901234567890.1234"));
  }

  @Test
  void envelope_jsonNumberKeepsTrailingZeros() {
    Thing thing = ResponseDecoder.envelope(answer(200,
        "{\"success\":true,\"data\":{\"thing_id\":\"t\",\"amount\":1500.50}}"), Thing.class);

    assertThat(thing.amount().toPlainString()).isEqualTo("1500.50");
  }

  @Test
  void envelope_successFalseOn2xx_isApiExceptionWithTheServiceMessage() {
    ApiException thrown = catchThrowableOfType(ApiException.class, () -> ResponseDecoder.envelope(
        answer(200, "{\"success\":false,\"message\":\"Provider merchant id not assigned\"}"), Thing.class));

    assertThat(thrown.getClass()).isEqualTo(ApiException.class);
    assertThat(thrown.statusCode()).isEqualTo(200);
    assertThat(thrown.serviceMessage()).isEqualTo("Provider merchant id not assigned");
    assertThat(thrown.idempotencyKey()).contains(IdempotencyKey.of("thing-key-00000001"));
  }

  /**
   * A write answered 2xx with the service's envelope (for the plugin family, a JSON object whose
   * identifier is text) took effect.
   */
  private static final Outcome THE_SERVICE = Outcome.APPLIED;
  /** A 2xx body that is not the service's envelope shows nothing: the write may or may not have happened. */
  private static final Outcome NOT_THE_SERVICE = Outcome.UNKNOWN;

  static Stream<Arguments> malformedBare() {
    return Stream.of(
        Arguments.of("empty body", "", "the body is empty", NOT_THE_SERVICE),
        Arguments.of("HTML error page", "<html><body>502 Bad Gateway</body></html>", "not valid JSON", NOT_THE_SERVICE),
        Arguments.of("truncated JSON", "{\"thing_id\":\"t_1\",\"amount\":\"4", "not valid JSON", NOT_THE_SERVICE),
        Arguments.of("only whitespace", "   \n ", "nothing", NOT_THE_SERVICE),
        Arguments.of("JSON null", "null", "found a JSON null", NOT_THE_SERVICE),
        Arguments.of("JSON array", "[{\"thing_id\":\"t\"}]", "found a JSON array", NOT_THE_SERVICE),
        Arguments.of("JSON string", "\"ok\"", "found a JSON string", NOT_THE_SERVICE),
        Arguments.of("JSON number", "42", "found a JSON number", NOT_THE_SERVICE),
        Arguments.of("missing required id", "{\"amount\":\"1.00\"}", "required field \"thing_id\" is missing", NOT_THE_SERVICE),
        Arguments.of("null required id", "{\"thing_id\":null}", "required field \"thing_id\" is missing", NOT_THE_SERVICE),
        Arguments.of("id as a number", "{\"thing_id\":123}", "thing_id", NOT_THE_SERVICE),
        Arguments.of("id as an object", "{\"thing_id\":{\"v\":1}}", "thing_id", NOT_THE_SERVICE),
        Arguments.of("amount as an object", "{\"thing_id\":\"t\",\"amount\":{\"v\":1}}", "amount", THE_SERVICE),
        Arguments.of("amount not a number", "{\"thing_id\":\"t\",\"amount\":\"abc\"}", "amount", THE_SERVICE),
        Arguments.of("count as a string", "{\"thing_id\":\"t\",\"count\":\"3\"}", "count", THE_SERVICE),
        Arguments.of("count as a fraction", "{\"thing_id\":\"t\",\"count\":3.5}", "count", THE_SERVICE),
        Arguments.of("boolean as a string", "{\"thing_id\":\"t\",\"active\":\"yes\"}", "active", THE_SERVICE),
        Arguments.of("boolean as a number", "{\"thing_id\":\"t\",\"active\":1}", "active", THE_SERVICE),
        Arguments.of("amount as empty text", "{\"thing_id\":\"t\",\"amount\":\"\"}", "amount", THE_SERVICE),
        Arguments.of("amount as blank text", "{\"thing_id\":\"t\",\"amount\":\"  \"}", "amount", THE_SERVICE),
        Arguments.of("count as empty text", "{\"thing_id\":\"t\",\"count\":\"\"}", "count", THE_SERVICE),
        Arguments.of("boolean as empty text", "{\"thing_id\":\"t\",\"active\":\"\"}", "active", THE_SERVICE),
        Arguments.of("time as empty text", "{\"thing_id\":\"t\",\"created_at\":\"\"}", "created_at", THE_SERVICE),
        Arguments.of("unparseable time", "{\"thing_id\":\"t\",\"created_at\":\"yesterday\"}", "created_at", THE_SERVICE),
        Arguments.of("trailing garbage", "{\"thing_id\":\"t\"} trailing", "not valid JSON", NOT_THE_SERVICE),
        Arguments.of("two objects", "{\"thing_id\":\"t\"}{\"thing_id\":\"u\"}", "not valid JSON", NOT_THE_SERVICE),
        Arguments.of("nested too deep", "{\"thing_id\":\"t\",\"x\":" + "[".repeat(200) + "]".repeat(200) + "}",
            "not valid JSON", NOT_THE_SERVICE),
        Arguments.of("invalid UTF-8 escape", "{\"thing_id\":\"\\uZZZZ\"}", "not valid JSON", NOT_THE_SERVICE));
  }

  @ParameterizedTest(name = "bare: {0}")
  @MethodSource("malformedBare")
  void bare_malformedAnswer_isResponseDecodingException(String name, String body, String reason, Outcome outcome) {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(answer(200, body), Thing.class, "thing_id"));

    assertThat(thrown).as(name).hasMessageContaining(reason).hasMessageContaining("POST /things at api.test answered HTTP 200")
        .hasMessageContaining("repeat it with the same idempotency key thing-key-00000001");
    assertThat(thrown.outcome()).as("an object naming its thing_id is the plugin family's envelope; nothing else shows an effect")
        .isEqualTo(outcome);
    assertThat(thrown.statusCode()).isEqualTo(200);
    assertThat(thrown.bodySnippet()).isEqualTo(body.length() > ApiResponse.SNIPPET_CHARS
        ? body.substring(0, ApiResponse.SNIPPET_CHARS) : body);
    assertThat(thrown.attempts()).isEqualTo(1);
  }

  static Stream<Arguments> malformedEnvelope() {
    return Stream.of(
        Arguments.of("no success field", "{\"data\":{\"thing_id\":\"t\"}}", "no boolean \"success\"",
            NOT_THE_SERVICE),
        Arguments.of("success as a string", "{\"success\":\"true\",\"data\":{\"thing_id\":\"t\"}}",
            "no boolean \"success\"", NOT_THE_SERVICE),
        Arguments.of("success as a number", "{\"success\":1,\"data\":{\"thing_id\":\"t\"}}", "no boolean \"success\"",
            NOT_THE_SERVICE),
        Arguments.of("no data", "{\"success\":true}", "\"data\" must be a JSON object, found nothing", THE_SERVICE),
        Arguments.of("data null", "{\"success\":true,\"data\":null}", "found a JSON null", THE_SERVICE),
        Arguments.of("data an array", "{\"success\":true,\"data\":[]}", "found a JSON array", THE_SERVICE),
        Arguments.of("data a string", "{\"success\":true,\"data\":\"t\"}", "found a JSON string", THE_SERVICE),
        Arguments.of("data without id", "{\"success\":true,\"data\":{}}", "required field \"thing_id\"", THE_SERVICE),
        Arguments.of("bare object instead of envelope", "{\"thing_id\":\"t\"}", "no boolean \"success\"",
            NOT_THE_SERVICE),
        Arguments.of("envelope is an array", "[]", "the envelope must be a JSON object", NOT_THE_SERVICE),
        Arguments.of("HTML page", "<html>portal</html>", "not valid JSON", NOT_THE_SERVICE));
  }

  @ParameterizedTest(name = "envelope: {0}")
  @MethodSource("malformedEnvelope")
  void envelope_malformedAnswer_isResponseDecodingException(String name, String body, String reason, Outcome outcome) {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.envelope(answer(200, body), Thing.class));

    assertThat(thrown).as(name).hasMessageContaining(reason);
    assertThat(thrown.outcome()).as("an object with success: true is the envelope; nothing else shows an effect")
        .isEqualTo(outcome);
    assertThat(thrown.getMessage().contains("not the service's envelope")).isEqualTo(outcome == NOT_THE_SERVICE);
  }

  record Things(java.util.List<Thing> things) {}

  record Account(String thingId, String bankAccountNo) {}

  @Test
  void messageNeverQuotesAnAccountNumber() {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(answer(200, "{\"thing_id\":\"t\",\"bank_account_no\":50100012345678}"),
            Account.class, "thing_id"));

    assertThat(thrown).hasMessageContaining("bank_account_no").hasMessageNotContaining("50100012345678");
    assertThat(thrown.bodySnippet()).contains("50100012345678");
  }

  @Test
  void blankRequiredId_isReportedByName() {
    record Keyed(String thingId) {
      Keyed {
        Checks.requiredId(thingId, "thing_id");
      }
    }

    assertThat(catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(answer(200, "{\"thing_id\":\"  \"}"), Keyed.class, "thing_id")))
        .hasMessageContaining("required field \"thing_id\" is blank");
  }

  @Test
  void missingIdInsideAList_namesTheItem() {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(answer(200, "{\"things\":[{\"thing_id\":\"a\"},{\"amount\":\"1.00\"}]}"),
            Things.class, "things"));

    assertThat(thrown).hasMessageContaining("required field \"things[1].thing_id\" is missing or null");
  }

  @Test
  void failureOfAnUnkeyedPost_inTheServicesEnvelope_isAppliedAndAdvisesRecoveringState() {
    ApiResponse post = TestAnswers.answer("POST", "/payments/create", 200, "{\"thing_id\":\"t\",\"count\":\"x\"}", 1,
        null);

    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(post, Thing.class, "thing_id"));

    assertThat(thrown.outcome()).isEqualTo(Outcome.APPLIED);
    assertThat(thrown.outcomeUnknown()).isTrue();
    assertThat(thrown).hasMessageContaining("answer could not be read")
        .hasMessageContaining("recover its state (its status operation or callback) instead of creating it again");
  }

  @Test
  void anHtmlPageWith200_forAnUnkeyedPost_isUnknown_notApplied() {
    String portal = "<!DOCTYPE html><html><body>Sign in to the hotel Wi-Fi</body></html>";
    ApiResponse post = TestAnswers.answer("POST", "/payments/create", 200, portal, 1, null);

    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(post, Thing.class, "thing_id"));

    assertThat(thrown.outcome()).as("a 2xx that is not the service's envelope proves nothing").isEqualTo(Outcome.UNKNOWN);
    assertThat(thrown).hasMessageContaining("POST /payments/create at api.test answered HTTP 200 with a body that is not the"
        + " service's envelope (a proxy, a captive portal or a wrong base URL may have answered; check the base URL):"
        + " the body is not valid JSON")
        .hasMessageContaining("may have taken effect: recover its state");
    assertThat(thrown.bodySnippet()).isEqualTo(portal);
  }

  @Test
  void anOversizedPageWith200_keepsOnlyTheStartOfItsBody() {
    String page = "<html>" + "x".repeat(100_000) + "</html>";
    ApiResponse post = TestAnswers.answer("POST", "/payments/create", 200, page, 1, null);

    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(post, Thing.class, "thing_id"));

    assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(thrown.bodySnippet()).hasSize(ApiResponse.SNIPPET_CHARS).isEqualTo(page.substring(0, ApiResponse.SNIPPET_CHARS));
  }

  @Test
  void failureOfAKeyedPost_namesTheKeyToRepeatWith() {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(answer(200, "[]"), Thing.class, "thing_id"));

    assertThat(thrown.outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(thrown).hasMessageContaining("repeat it with the same idempotency key thing-key-00000001");
  }

  @Test
  void failureOfARead_changedNothing() {
    ApiResponse get = TestAnswers.answer("GET", "/things/t", 200, "<html>", 2, null);

    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(get, Thing.class, "thing_id"));

    assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_APPLIED);
    assertThat(thrown).hasMessageContaining("nothing changed at the service").hasMessageNotContaining("repeat");
    assertThat(thrown.attempts()).isEqualTo(2);
    assertThat(thrown.idempotencyKey()).isEmpty();
  }

  /**
   * A key twice anywhere in the answer (in the record, in a list of records, in a field the
   * record does not have) is refused and reported by name, as Jackson's own detection reports
   * it: the fast path refuses it, and the slow path says why.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {
      "{\"thing_id\":\"t\",\"count\":1,\"count\":2}",
      "{\"thing_id\":\"t\",\"extra\":{\"count\":1,\"count\":1}}",
      "{\"thing_id\":\"t\",\"extra\":[{\"a\":1},{\"count\":1,\"b\":[{\"count\":1,\"count\":2}]}]}",
      "{\"things\":[{\"thing_id\":\"a\"},{\"thing_id\":\"b\",\"count\":1,\"count\":1}],\"thing_id\":\"t\"}"})
  void aKeyTwice_anywhere_isRefusedByName(String body) {
    ResponseDecodingException bare = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(answer(200, body), Things.class, "thing_id"));
    ResponseDecodingException enveloped = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.envelope(answer(200, "{\"success\":true,\"data\":" + body + "}"), Things.class));

    for (ResponseDecodingException thrown : new ResponseDecodingException[] {bare, enveloped}) {
      assertThat(thrown).hasMessageContaining("the body is not valid JSON (Duplicate field '");
      assertThat(thrown.outcome()).isEqualTo(NOT_THE_SERVICE);
    }
  }

  @Test
  void anEnvelopeSayingSuccessTwice_isRefused_evenWhenBothAreTrue() {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.envelope(answer(200, "{\"success\":true,\"data\":{\"thing_id\":\"t\"},"
            + "\"success\":true}"), Thing.class));

    assertThat(thrown).hasMessageContaining("Duplicate field 'success'");
    assertThat(thrown.outcome()).isEqualTo(NOT_THE_SERVICE);
  }

  @Test
  void anAnswerOfMoreNamesThanTheFastPathChecks_decodesAllTheSame() {
    StringBuilder body = new StringBuilder("{\"thing_id\":\"t\",\"count\":7");
    for (int i = 0; i < UniqueNames.MAX_NAMES_PER_OBJECT * 2; i++) {
      body.append(",\"extra_").append(i).append("\":").append(i);
    }

    Thing thing = ResponseDecoder.bare(answer(200, body.append('}').toString()), Thing.class, "thing_id");

    assertThat(thing.count()).isEqualTo(7);
  }
}
