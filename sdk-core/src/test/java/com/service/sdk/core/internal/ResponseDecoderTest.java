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
            + "\"created_at\":\"2026-11-22T10:15:30.123Z\",\"unknown_field\":{\"x\":[1,2]}}"), Thing.class);

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

  static Stream<Arguments> malformedBare() {
    return Stream.of(
        Arguments.of("empty body", "", "the body is empty"),
        Arguments.of("HTML error page", "<html><body>502 Bad Gateway</body></html>", "not valid JSON"),
        Arguments.of("truncated JSON", "{\"thing_id\":\"t_1\",\"amount\":\"4", "not valid JSON"),
        Arguments.of("only whitespace", "   \n ", "nothing"),
        Arguments.of("JSON null", "null", "found a JSON null"),
        Arguments.of("JSON array", "[{\"thing_id\":\"t\"}]", "found a JSON array"),
        Arguments.of("JSON string", "\"ok\"", "found a JSON string"),
        Arguments.of("JSON number", "42", "found a JSON number"),
        Arguments.of("missing required id", "{\"amount\":\"1.00\"}", "required field \"thing_id\" is missing"),
        Arguments.of("null required id", "{\"thing_id\":null}", "required field \"thing_id\" is missing"),
        Arguments.of("id as a number", "{\"thing_id\":123}", "thing_id"),
        Arguments.of("id as an object", "{\"thing_id\":{\"v\":1}}", "thing_id"),
        Arguments.of("amount as an object", "{\"thing_id\":\"t\",\"amount\":{\"v\":1}}", "amount"),
        Arguments.of("amount not a number", "{\"thing_id\":\"t\",\"amount\":\"abc\"}", "amount"),
        Arguments.of("count as a string", "{\"thing_id\":\"t\",\"count\":\"3\"}", "count"),
        Arguments.of("count as a fraction", "{\"thing_id\":\"t\",\"count\":3.5}", "count"),
        Arguments.of("boolean as a string", "{\"thing_id\":\"t\",\"active\":\"yes\"}", "active"),
        Arguments.of("boolean as a number", "{\"thing_id\":\"t\",\"active\":1}", "active"),
        Arguments.of("amount as empty text", "{\"thing_id\":\"t\",\"amount\":\"\"}", "amount"),
        Arguments.of("amount as blank text", "{\"thing_id\":\"t\",\"amount\":\"  \"}", "amount"),
        Arguments.of("count as empty text", "{\"thing_id\":\"t\",\"count\":\"\"}", "count"),
        Arguments.of("boolean as empty text", "{\"thing_id\":\"t\",\"active\":\"\"}", "active"),
        Arguments.of("time as empty text", "{\"thing_id\":\"t\",\"created_at\":\"\"}", "created_at"),
        Arguments.of("unparseable time", "{\"thing_id\":\"t\",\"created_at\":\"yesterday\"}", "created_at"),
        Arguments.of("trailing garbage", "{\"thing_id\":\"t\"} trailing", "not valid JSON"),
        Arguments.of("two objects", "{\"thing_id\":\"t\"}{\"thing_id\":\"u\"}", "not valid JSON"),
        Arguments.of("nested too deep", "{\"thing_id\":\"t\",\"x\":" + "[".repeat(200) + "]".repeat(200) + "}",
            "not valid JSON"),
        Arguments.of("invalid UTF-8 escape", "{\"thing_id\":\"\\uZZZZ\"}", "not valid JSON"));
  }

  @ParameterizedTest(name = "bare: {0}")
  @MethodSource("malformedBare")
  void bare_malformedAnswer_isResponseDecodingException(String name, String body, String reason) {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(answer(200, body), Thing.class));

    assertThat(thrown).as(name).hasMessageContaining(reason).hasMessageContaining("POST /things answered HTTP 200")
        .hasMessageContaining("repeat it with the same idempotency key thing-key-00000001");
    assertThat(thrown.outcome()).isEqualTo(Outcome.APPLIED);
    assertThat(thrown.statusCode()).isEqualTo(200);
    assertThat(thrown.bodySnippet()).isEqualTo(body.length() > ApiResponse.SNIPPET_CHARS
        ? body.substring(0, ApiResponse.SNIPPET_CHARS) : body);
    assertThat(thrown.attempts()).isEqualTo(1);
  }

  static Stream<Arguments> malformedEnvelope() {
    return Stream.of(
        Arguments.of("no success field", "{\"data\":{\"thing_id\":\"t\"}}", "no boolean \"success\""),
        Arguments.of("success as a string", "{\"success\":\"true\",\"data\":{\"thing_id\":\"t\"}}",
            "no boolean \"success\""),
        Arguments.of("success as a number", "{\"success\":1,\"data\":{\"thing_id\":\"t\"}}", "no boolean \"success\""),
        Arguments.of("no data", "{\"success\":true}", "\"data\" must be a JSON object, found nothing"),
        Arguments.of("data null", "{\"success\":true,\"data\":null}", "found a JSON null"),
        Arguments.of("data an array", "{\"success\":true,\"data\":[]}", "found a JSON array"),
        Arguments.of("data a string", "{\"success\":true,\"data\":\"t\"}", "found a JSON string"),
        Arguments.of("data without id", "{\"success\":true,\"data\":{}}", "required field \"thing_id\""),
        Arguments.of("bare object instead of envelope", "{\"thing_id\":\"t\"}", "no boolean \"success\""),
        Arguments.of("envelope is an array", "[]", "the envelope must be a JSON object"));
  }

  @ParameterizedTest(name = "envelope: {0}")
  @MethodSource("malformedEnvelope")
  void envelope_malformedAnswer_isResponseDecodingException(String name, String body, String reason) {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.envelope(answer(200, body), Thing.class));

    assertThat(thrown).as(name).hasMessageContaining(reason);
  }

  record Things(java.util.List<Thing> things) {}

  record Account(String thingId, String bankAccountNo) {}

  @Test
  void messageNeverQuotesAnAccountNumber() {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(answer(200, "{\"thing_id\":\"t\",\"bank_account_no\":50100012345678}"),
            Account.class));

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
        () -> ResponseDecoder.bare(answer(200, "{\"thing_id\":\"  \"}"), Keyed.class)))
        .hasMessageContaining("required field \"thing_id\" is blank");
  }

  @Test
  void missingIdInsideAList_namesTheItem() {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(answer(200, "{\"things\":[{\"thing_id\":\"a\"},{\"amount\":\"1.00\"}]}"),
            Things.class));

    assertThat(thrown).hasMessageContaining("required field \"things[1].thing_id\" is missing or null");
  }

  @Test
  void failureOfAnUnkeyedPost_isAppliedAndAdvisesRecoveringState() {
    ApiResponse post = TestAnswers.answer("POST", "/payments/create", 200, "<html>", 1, null);

    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(post, Thing.class));

    assertThat(thrown.outcome()).isEqualTo(Outcome.APPLIED);
    assertThat(thrown.outcomeUnknown()).isTrue();
    assertThat(thrown).hasMessageContaining("answer could not be read")
        .hasMessageContaining("recover its state (its status operation or callback) instead of creating it again");
  }

  @Test
  void failureOfAKeyedPost_namesTheKeyToRepeatWith() {
    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(answer(200, "[]"), Thing.class));

    assertThat(thrown.outcome()).isEqualTo(Outcome.APPLIED);
    assertThat(thrown).hasMessageContaining("repeat it with the same idempotency key thing-key-00000001");
  }

  @Test
  void failureOfARead_changedNothing() {
    ApiResponse get = TestAnswers.answer("GET", "/things/t", 200, "<html>", 2, null);

    ResponseDecodingException thrown = catchThrowableOfType(ResponseDecodingException.class,
        () -> ResponseDecoder.bare(get, Thing.class));

    assertThat(thrown.outcome()).isEqualTo(Outcome.NOT_APPLIED);
    assertThat(thrown).hasMessageContaining("nothing changed at the service").hasMessageNotContaining("repeat");
    assertThat(thrown.attempts()).isEqualTo(2);
    assertThat(thrown.idempotencyKey()).isEmpty();
  }
}
