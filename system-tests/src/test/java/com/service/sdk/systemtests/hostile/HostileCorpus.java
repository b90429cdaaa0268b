package com.service.sdk.systemtests.hostile;

import static com.service.sdk.systemtests.hostile.RawJson.quoted;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.ApiException;
import com.service.sdk.core.AuthenticationException;
import com.service.sdk.core.ConflictException;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RateLimitException;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.core.ServerException;
import com.service.sdk.core.ServiceException;
import com.service.sdk.payouts.model.TransactionState;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.systemtests.hostile.HostileAnswersTest.HostileCase;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import mockwebserver3.SocketEffect;
import okio.Buffer;
import okio.BufferedSink;

/**
 * The hostile answers, each with the outcome a robust client must reach. The rules behind
 * the expectations:
 *
 * <ul>
 *   <li>A 2xx whose body is not what the spec says is a {@link ResponseDecodingException} with
 *       the body's start (at most 2,048 characters). For a write, the status alone proves
 *       nothing: it is {@link Outcome#APPLIED} only when the body is the service's envelope
 *       ({@link Body#THE_SERVICES}: for the plugin family a JSON object naming its resource,
 *       {@code refund_id} as text; for the merchant and public families a JSON object with
 *       {@code success: true}) and only the record inside is wrong; any other body (HTML, text,
 *       empty, cut off, too large to read, not an object, a broken envelope, JSON the SDK
 *       refuses to read) is {@link Body#NOT_THE_SERVICES}, and the write {@link Outcome#UNKNOWN}.
 *       A read is {@link Outcome#NOT_APPLIED}.
 *   <li>An error status is its typed {@link ApiException} with the raw body whatever it holds
 *       (HTML, text, nothing), and the service's message only when the body is JSON that has
 *       one; 5xx and 3xx leave a write {@link Outcome#UNKNOWN}, 4xx are refusals.
 *   <li>A redirect is never followed (signed headers stay with the base URL's host).
 *   <li>Values of the wrong JSON type are refused, never coerced: no number for an identifier
 *       or a status, no text for a whole number or a boolean, no number for a time. An amount
 *       is exact: written as a JSON number or a decimal string, it is the same
 *       {@code BigDecimal}, never a {@code double} (1e400 stays 1E+400, it does not become
 *       infinity); what is not a decimal (NaN, text, a boolean, 10,000 digits) is refused.
 *   <li>Unknown fields are ignored; unknown status values are kept, with {@code isKnown()} false.
 *   <li>A UTF-8 byte order mark and a content type other than JSON do not matter when the
 *       bytes are the JSON the spec says; invalid UTF-8, comments, two documents or trailing
 *       text are refused.
 *   <li>Duplicate keys are refused ({@link #duplicateKeys()}): two readers of the same bytes
 *       may take different values.
 * </ul>
 */
final class HostileCorpus {
  private static final String JSON = "application/json; charset=utf-8";
  private static final String HTML_PAGE = "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>"
      + "<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>";
  private static final String CAPTIVE_PORTAL = "<html><head><title>Sign in</title></head><body><form action=\"/login\">"
      + "Accept the terms to use the hotel Wi-Fi</form></body></html>";
  private static final String OTHER_ORIGIN = "http://127.0.0.1:1/steal";

  private HostileCorpus() {}

  /** Whether a 2xx body is the service's envelope (see the class comment): it decides a write's outcome. */
  enum Body { THE_SERVICES, NOT_THE_SERVICES }

  static List<HostileCase> cases() {
    List<HostileCase> cases = new ArrayList<>();
    wellFormed(cases);
    htmlAndEmpty(cases);
    topLevelAndEnvelope(cases);
    amounts(cases);
    timesStatusesAndIds(cases);
    sizeAndDepth(cases);
    bytesOnTheWire(cases);
    errorStatuses(cases);
    return cases;
  }

  /** The spec's own answers: the baseline every hostile variant departs from. */
  private static void wellFormed(List<HostileCase> cases) {
    value(cases, "well-formed", Operation.PAYMENT_STATUS, ok(Answers.PAYMENT_STATUS.toString()),
        Answers.PAYMENT_STATUS_RECORD);
    value(cases, "well-formed", Operation.REFUND, ok(Answers.REFUND.toString()), Answers.REFUND_RECORD);
    value(cases, "well-formed", Operation.BALANCE, ok(Answers.BALANCE.toString()),
        Answers.balance(new BigDecimal("1000.50")));
    value(cases, "well-formed", Operation.PAYOUT_STATUS, ok(Answers.LEDGER.inEnvelope()), Answers.LEDGER_RECORD);
    value(cases, "well-formed", Operation.PAYOUT, ok(Answers.PAYOUT.inEnvelope()),
        Answers.payout(TransactionState.PROCESSING));
    value(cases, "well-formed", Operation.LIST_PAYEES, ok(Answers.payees("[" + Answers.PAYEE + "]", "1")),
        Answers.PAYEES_PAGE);
    value(cases, "well-formed", Operation.LINK_STATUS, ok(Answers.LINK_STATUS.inEnvelope()),
        Answers.LINK_STATUS_RECORD);
  }

  private static void htmlAndEmpty(List<HostileCase> cases) {
    decoding(cases, "HTML page with 200", Operation.PAYMENT_STATUS, 200, "text/html", HTML_PAGE);
    decoding(cases, "HTML page with 200", Operation.REFUND, 200, "text/html", HTML_PAGE);
    decoding(cases, "HTML page with 200", Operation.LINK_STATUS, 200, "text/html", HTML_PAGE);
    decoding(cases, "captive portal page with 200", Operation.PAYOUT, 200, "text/html", CAPTIVE_PORTAL);
    decoding(cases, "another server's JSON with 200 (a wrong base URL)", Operation.REFUND, 200, JSON,
        "{\"status\":\"UP\"}");
    decoding(cases, "another server's JSON with 200 (a wrong base URL)", Operation.PAYOUT, 200, JSON,
        "{\"status\":\"ok\",\"data\":{\"transaction_id\":\"txn_9\"}}");
    decoding(cases, "an empty object with 200", Operation.REFUND, 200, JSON, "{}");
    error(cases, "HTML page with 502", Operation.PAYOUT_STATUS, 502, "text/html", HTML_PAGE, ServerException.class, null);
    error(cases, "HTML page with 502", Operation.PAYOUT, 502, "text/html", HTML_PAGE, ServerException.class, null);
    error(cases, "HTML page with 502", Operation.BALANCE, 502, "text/html", HTML_PAGE, ServerException.class, null);
    decoding(cases, "empty body with 200", Operation.PAYMENT_STATUS, 200, JSON, "");
    decoding(cases, "empty body with 200", Operation.PAYOUT, 200, JSON, "");
    decoding(cases, "204 No Content", Operation.LIST_PAYEES, 204, JSON, "");
    String cut = Answers.REFUND.toString().substring(0, 40);
    decoding(cases, "JSON cut short (Content-Length matches the cut)", Operation.REFUND, 200, JSON, cut);
    String ledger = Answers.LEDGER.inEnvelope();
    cases.add(HostileCase.of("connection closed mid-body (Content-Length promises more)", Operation.PAYOUT,
        () -> new MockResponse.Builder().code(200).setHeader("Content-Type", JSON)
            .body(new LyingLength(Answers.PAYOUT.inEnvelope().substring(0, 30), 500))
            .onResponseEnd(SocketEffect.ShutdownConnection.INSTANCE).build(),
        new Expected.Failure(ResponseDecodingException.class, 200, "", null, Outcome.UNKNOWN)));
    cases.add(HostileCase.of("connection closed mid-body (Content-Length promises more)", Operation.PAYOUT_STATUS,
        () -> new MockResponse.Builder().code(200).setHeader("Content-Type", JSON)
            .body(new LyingLength(ledger.substring(0, 60), 5000))
            .onResponseEnd(SocketEffect.ShutdownConnection.INSTANCE).build(),
        new Expected.Failure(ResponseDecodingException.class, 200, "", null, Outcome.NOT_APPLIED)));
    cases.add(HostileCase.of("Content-Length shorter than the body", Operation.PAYMENT_STATUS,
        () -> new MockResponse.Builder().code(200).setHeader("Content-Type", JSON)
            .body(new LyingLength(Answers.PAYMENT_STATUS.toString(), 25)).build(),
        decodingFailure(Operation.PAYMENT_STATUS, 200, Answers.PAYMENT_STATUS.toString().substring(0, 25),
            Body.NOT_THE_SERVICES)));
    cases.add(HostileCase.of("connection closed before any answer", Operation.REFUND,
        () -> new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build(),
        new Expected.Failure(ApiConnectionException.class, 0, "", null, Outcome.UNKNOWN)));
  }

  private static void topLevelAndEnvelope(List<HostileCase> cases) {
    decoding(cases, "top level is an array", Operation.PAYMENT_STATUS, 200, JSON, "[" + Answers.PAYMENT_STATUS + "]");
    decoding(cases, "top level is text", Operation.PAYOUT_STATUS, 200, JSON, "\"ok\"");
    decoding(cases, "top level is null", Operation.LINK_STATUS, 200, JSON, "null");
    decoding(cases, "top level is a number", Operation.REFUND, 200, JSON, "42");
    decoding(cases, "envelope without success", Operation.PAYOUT_STATUS, 200, JSON,
        "{\"message\":\"OK\",\"data\":" + Answers.LEDGER + "}");
    decoding(cases, "envelope success as text", Operation.PAYOUT, 200, JSON,
        "{\"success\":\"true\",\"data\":" + Answers.PAYOUT + "}");
    decoding(cases, "envelope success as 1", Operation.LINK_STATUS, 200, JSON,
        "{\"success\":1,\"data\":" + Answers.LINK_STATUS + "}");
    decoding(cases, "envelope without data", Operation.PAYOUT, 200, JSON, "{\"success\":true,\"message\":\"OK\"}",
        Body.THE_SERVICES);
    decoding(cases, "envelope data null", Operation.LIST_PAYEES, 200, JSON, "{\"success\":true,\"data\":null}");
    decoding(cases, "envelope data an array", Operation.PAYOUT_STATUS, 200, JSON,
        "{\"success\":true,\"data\":[" + Answers.LEDGER + "]}");
    decoding(cases, "bare record where an envelope belongs", Operation.LINK_STATUS, 200, JSON,
        Answers.LINK_STATUS.toString());
    String refused = "{\"success\":false,\"message\":\"payee is not verified for IMPS\",\"data\":null}";
    error(cases, "success false with 200", Operation.PAYOUT, 200, JSON, refused, ApiException.class,
        "payee is not verified for IMPS");
    String silent = "{\"success\":false}";
    error(cases, "success false without a message", Operation.LINK_STATUS, 200, JSON, silent, ApiException.class, null);
    decoding(cases, "payees not an array", Operation.LIST_PAYEES, 200, JSON,
        Answers.payees(Answers.PAYEE.toString(), "1"));
    decoding(cases, "payees holding null", Operation.LIST_PAYEES, 200, JSON,
        Answers.payees("[" + Answers.PAYEE + ",null]", "2"));
    decoding(cases, "total_count as text", Operation.LIST_PAYEES, 200, JSON,
        Answers.payees("[" + Answers.PAYEE + "]", quoted("1")));
    decoding(cases, "total_count missing", Operation.LIST_PAYEES, 200, JSON,
        RawJson.object("payees", "[" + Answers.PAYEE + "]").inEnvelope());
  }

  private static void amounts(List<HostileCase> cases) {
    value(cases, "amount as a JSON number keeps its scale", Operation.PAYMENT_STATUS,
        ok(Answers.PAYMENT_STATUS.with("amount", "499.0000").toString()),
        Answers.paymentStatus(PaymentState.PAID, new BigDecimal("499.0000")));
    value(cases, "amount 1e400 stays exact, never infinity", Operation.PAYMENT_STATUS,
        ok(Answers.PAYMENT_STATUS.with("amount", quoted("1e400")).toString()),
        Answers.paymentStatus(PaymentState.PAID, new BigDecimal("1e400")));
    value(cases, "balance figure 1e400 as a JSON number stays exact", Operation.BALANCE,
        ok(Answers.BALANCE.with("available_balance", "1e400").toString()), Answers.balance(new BigDecimal("1e400")));
    value(cases, "balance figure with 30 decimals stays exact", Operation.BALANCE,
        ok(Answers.BALANCE.with("available_balance", "0.100000000000000000000000000001").toString()),
        Answers.balance(new BigDecimal("0.100000000000000000000000000001")));
    decodingOf(cases, "amount as a boolean", Operation.PAYMENT_STATUS, Answers.PAYMENT_STATUS.with("amount", "true"));
    decodingOf(cases, "amount not a number", Operation.REFUND, Answers.REFUND.with("amount", quoted("one hundred")));
    decodingOf(cases, "amount NaN as text", Operation.PAYMENT_STATUS, Answers.PAYMENT_STATUS.with("amount", quoted("NaN")));
    decodingOf(cases, "balance figure NaN token", Operation.BALANCE, Answers.BALANCE.with("locked_balance", "NaN"));
    decodingOf(cases, "amount of 10,000 digits as a JSON number", Operation.BALANCE,
        Answers.BALANCE.with("available_balance", "9".repeat(10_000)));
    decodingOf(cases, "amount of 10,000 digits as text", Operation.PAYOUT_STATUS,
        Answers.LEDGER.with("amount_gross", quoted("9".repeat(10_000))), true);
    decodingOf(cases, "amount as an object", Operation.PAYOUT_STATUS,
        Answers.LEDGER.with("amount_net", "{\"value\":\"1250.7500\"}"), true);
    decodingOf(cases, "amount missing", Operation.REFUND, Answers.REFUND.without("amount"));
    decodingOf(cases, "amount null", Operation.PAYOUT_STATUS, Answers.LEDGER.with("amount_gross", "null"), true);
  }

  private static void timesStatusesAndIds(List<HostileCase> cases) {
    decodingOf(cases, "timestamp not a time", Operation.PAYOUT_STATUS,
        Answers.LEDGER.with("created_at", quoted("yesterday")), true);
    decodingOf(cases, "timestamp without a zone", Operation.PAYOUT_STATUS,
        Answers.LEDGER.with("created_at", quoted("2026-11-24T10:00:00")), true);
    decodingOf(cases, "timestamp 31 February", Operation.PAYOUT_STATUS,
        Answers.LEDGER.with("created_at", quoted("2026-02-31T10:00:00Z")), true);
    value(cases, "timestamp with an offset is the same instant", Operation.PAYOUT_STATUS,
        ok(Answers.LEDGER.with("created_at", quoted("2026-11-24T15:30:00+05:30")).inEnvelope()),
        Answers.LEDGER_RECORD);
    value(cases, "unknown status is kept", Operation.PAYMENT_STATUS,
        ok(Answers.PAYMENT_STATUS.with("status", quoted("partially_refunded")).toString()),
        Answers.paymentStatus(PaymentState.of("partially_refunded"), new BigDecimal("499.0000")));
    value(cases, "unknown payout status is kept", Operation.PAYOUT,
        ok(Answers.PAYOUT.with("status", quoted("queued_for_review")).inEnvelope()),
        Answers.payout(TransactionState.of("queued_for_review")));
    decodingOf(cases, "status as a number", Operation.PAYMENT_STATUS, Answers.PAYMENT_STATUS.with("status", "3"));
    decodingOf(cases, "status as an object", Operation.PAYOUT_STATUS,
        Answers.LEDGER.with("status", "{\"code\":\"COMPLETED\"}"), true);
    decodingOf(cases, "status null", Operation.PAYOUT, Answers.PAYOUT.with("status", "null"), true);
    decodingOf(cases, "id as a number", Operation.PAYMENT_STATUS, Answers.PAYMENT_STATUS.with("payment_id", "123"));
    decodingOf(cases, "id null", Operation.REFUND, Answers.REFUND.with("refund_id", "null"), false,
        Body.NOT_THE_SERVICES);
    decodingOf(cases, "id blank", Operation.PAYOUT, Answers.PAYOUT.with("transaction_id", quoted("   ")), true);
    decodingOf(cases, "id as a number", Operation.PAYOUT, Answers.PAYOUT.with("transaction_id", "9"), true);
    decodingOf(cases, "id missing", Operation.LINK_STATUS, Answers.LINK_STATUS.without("short_id"), true);
    decodingOf(cases, "boolean as text", Operation.LINK_STATUS, Answers.LINK_STATUS.with("is_active", quoted("no")), true);
    decodingOf(cases, "whole number with a fraction", Operation.LINK_STATUS,
        Answers.LINK_STATUS.with("usage_limit", "1.5"), true);
    decodingOf(cases, "whole number beyond int", Operation.LINK_STATUS,
        Answers.LINK_STATUS.with("usage_limit", "99999999999"), true);
  }

  private static void sizeAndDepth(List<HostileCase> cases) {
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    decodingOf(cases, "100,000 nested arrays", Operation.PAYMENT_STATUS, Answers.PAYMENT_STATUS.with("metadata", deep));
    error(cases, "100,000 nested arrays in an error body", Operation.PAYOUT, 500, JSON,
        "{\"message\":" + deep + "}", ServerException.class, null);
    cases.add(HostileCase.of("a 20 MiB string with 200", Operation.REFUND,
        () -> bigAnswer(200, Answers.REFUND.with("reason", "\"" + "x".repeat(20 << 20) + "\"").toString()),
        new Expected.Failure(ResponseDecodingException.class, 200, head(Answers.REFUND.with("reason", "\"" + "x".repeat(4096)
            + "\"").toString()), null, Outcome.UNKNOWN)));
    cases.add(HostileCase.of("a 20 MiB error body with 503", Operation.PAYMENT_STATUS,
        () -> bigAnswer(503, "{\"message\":\"" + "y".repeat(20 << 20) + "\"}"),
        new Expected.Failure(ServerException.class, 503, head("{\"message\":\"" + "y".repeat(4096)), null,
            Outcome.NOT_APPLIED)));
    StringBuilder unknown = new StringBuilder();
    for (int i = 0; i < 1000; i++) {
      unknown.append(",\"unknown_field_").append(i).append("\":{\"nested\":[").append(i).append(",\"x\",null]}");
    }
    String withUnknown = Answers.LINK_STATUS.toString();
    value(cases, "1,000 unknown fields are ignored", Operation.LINK_STATUS,
        ok("{\"success\":true,\"data\":" + withUnknown.substring(0, withUnknown.length() - 1) + unknown + "}"
            + unknown + "}"),
        Answers.LINK_STATUS_RECORD);
  }

  private static void bytesOnTheWire(List<HostileCase> cases) {
    value(cases, "UTF-8 byte order mark before the JSON", Operation.PAYMENT_STATUS,
        () -> bytes(200, JSON, concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
            Answers.PAYMENT_STATUS.toString().getBytes(StandardCharsets.UTF_8))),
        Answers.PAYMENT_STATUS_RECORD);
    value(cases, "JSON labelled text/html", Operation.PAYOUT, ok("text/html", Answers.PAYOUT.inEnvelope()),
        Answers.payout(TransactionState.PROCESSING));
    value(cases, "JSON without a content type", Operation.REFUND,
        () -> bytes(200, null, Answers.REFUND.toString().getBytes(StandardCharsets.UTF_8)), Answers.REFUND_RECORD);
    byte[] invalid = Answers.PAYOUT.with("message", "\"caf\u00ff\"").inEnvelope().getBytes(StandardCharsets.ISO_8859_1);
    cases.add(HostileCase.of("invalid UTF-8 in a value", Operation.PAYOUT, () -> bytes(200, JSON, invalid),
        decodingFailure(Operation.PAYOUT, 200, new String(invalid, StandardCharsets.UTF_8), Body.NOT_THE_SERVICES)));
    decoding(cases, "two JSON documents", Operation.PAYMENT_STATUS, 200, JSON,
        Answers.PAYMENT_STATUS + "" + Answers.PAYMENT_STATUS);
    decoding(cases, "trailing text after the document", Operation.REFUND, 200, JSON, Answers.REFUND + " OK");
    decoding(cases, "a comment in the JSON", Operation.LINK_STATUS, 200, JSON,
        "{\"success\":true,/* cached */\"data\":" + Answers.LINK_STATUS + "}");
    decoding(cases, "single-quoted JSON", Operation.PAYMENT_STATUS, 200, JSON,
        Answers.PAYMENT_STATUS.toString().replace('"', '\''));
  }

  private static void errorStatuses(List<HostileCase> cases) {
    error(cases, "400 with plain text", Operation.REFUND, 400, "text/plain", "Bad Request",
        InvalidRequestException.class, null);
    error(cases, "401 with an HTML page", Operation.PAYOUT_STATUS, 401, "text/html", "<html><body>Unauthorized</body></html>",
        AuthenticationException.class, null);
    error(cases, "404 with no body", Operation.PAYMENT_STATUS, 404, JSON, "", NotFoundException.class, null);
    error(cases, "409 with a JSON array", Operation.PAYOUT, 409, JSON, "[\"conflict\"]", ConflictException.class, null);
    error(cases, "422 with the message nested", Operation.REFUND, 422, JSON,
        "{\"error\":{\"message\":\"refund exceeds the captured amount\"}}", InvalidRequestException.class,
        "refund exceeds the captured amount");
    error(cases, "429 with an unreadable Retry-After", Operation.LIST_PAYEES, 429, "text/plain", "slow down",
        RateLimitException.class, null);
    error(cases, "503 with a JSON message", Operation.LINK_STATUS, 503, JSON, "{\"message\":\"maintenance\"}",
        ServerException.class, "maintenance");
    error(cases, "500 with truncated JSON", Operation.REFUND, 500, JSON, "{\"message\":\"boo", ServerException.class, null);
    error(cases, "418 unlisted status", Operation.BALANCE, 418, "text/plain", "I'm a teapot", ApiException.class, null);
    redirect(cases, 302, Operation.PAYMENT_STATUS);
    redirect(cases, 307, Operation.REFUND);
    redirect(cases, 308, Operation.PAYOUT);
    redirect(cases, 301, Operation.LINK_STATUS);
  }

  /** Answers that name a field twice, with two different values: refused, see the class comment. */
  static List<HostileCase> duplicateKeys() {
    List<HostileCase> cases = new ArrayList<>();
    String status = Answers.PAYMENT_STATUS.toString();
    decoding(cases, "duplicate amount", Operation.PAYMENT_STATUS, 200, JSON,
        status.substring(0, status.length() - 1) + ",\"amount\":\"1.0000\"}");
    String payout = Answers.PAYOUT.toString();
    decoding(cases, "duplicate transaction_id", Operation.PAYOUT, 200, JSON,
        "{\"success\":true,\"data\":" + payout.substring(0, payout.length() - 1) + ",\"transaction_id\":\"txn_X\"}}");
    decoding(cases, "duplicate success", Operation.LINK_STATUS, 200, JSON,
        "{\"success\":false,\"success\":true,\"data\":" + Answers.LINK_STATUS + "}");
    return cases;
  }

  /**
   * Times written as JSON numbers: refused, as the spec says ISO 8601 text and a number is
   * ambiguous (seconds or milliseconds: 1795514400000 read as seconds is the year 58,866).
   */
  static List<HostileCase> timesAsNumbers() {
    List<HostileCase> cases = new ArrayList<>();
    decodingOf(cases, "timestamp as epoch seconds", Operation.PAYOUT_STATUS,
        Answers.LEDGER.with("created_at", "1795514400"), true);
    decodingOf(cases, "timestamp as epoch milliseconds", Operation.PAYOUT_STATUS,
        Answers.LEDGER.with("updated_at", "1795514405250"), true);
    return cases;
  }

  /** Statuses that are empty or blank text: refused like a missing status, as they name no state. */
  static List<HostileCase> blankStatuses() {
    List<HostileCase> cases = new ArrayList<>();
    decodingOf(cases, "status empty text", Operation.REFUND, Answers.REFUND.with("status", quoted("")));
    decodingOf(cases, "status blank text", Operation.PAYMENT_STATUS, Answers.PAYMENT_STATUS.with("status", quoted("  ")));
    decodingOf(cases, "status empty text", Operation.PAYOUT, Answers.PAYOUT.with("status", quoted("")), true);
    return cases;
  }

  private static void redirect(List<HostileCase> cases, int status, Operation operation) {
    cases.add(HostileCase.of(status + " to another origin is not followed", operation,
        () -> new MockResponse.Builder().code(status).setHeader("Location", OTHER_ORIGIN).build(),
        new Expected.Failure(ApiException.class, status, "", null, operation.write ? Outcome.UNKNOWN : Outcome.NOT_APPLIED)));
  }

  private static void value(List<HostileCase> cases, String name, Operation operation, Supplier<MockResponse> answer,
      Object expected) {
    cases.add(HostileCase.of(name, operation, answer, new Expected.Value(expected)));
  }

  /** A body the SDK cannot decode that is not the service's envelope either (HTML, text, a broken envelope, ...). */
  private static void decoding(List<HostileCase> cases, String name, Operation operation, int status, String type,
      String body) {
    decoding(cases, name, operation, status, type, body, Body.NOT_THE_SERVICES);
  }

  private static void decoding(List<HostileCase> cases, String name, Operation operation, int status, String type,
      String body, Body whose) {
    cases.add(HostileCase.of(name, operation, answer(status, type, body),
        decodingFailure(operation, status, body, whose)));
  }

  /** A record the SDK cannot make, inside the service's envelope (the bare object naming its resource). */
  private static void decodingOf(List<HostileCase> cases, String name, Operation operation, RawJson body) {
    decodingOf(cases, name, operation, body, false);
  }

  /** A record the SDK cannot make, inside the service's envelope ({@code envelope}: in a success-true envelope). */
  private static void decodingOf(List<HostileCase> cases, String name, Operation operation, RawJson body,
      boolean envelope) {
    decodingOf(cases, name, operation, body, envelope, Body.THE_SERVICES);
  }

  private static void decodingOf(List<HostileCase> cases, String name, Operation operation, RawJson body,
      boolean envelope, Body whose) {
    decoding(cases, name, operation, 200, JSON, envelope ? body.inEnvelope() : body.toString(), whose);
  }

  private static Expected decodingFailure(Operation operation, int status, String body, Body whose) {
    Outcome write = whose == Body.THE_SERVICES ? Outcome.APPLIED : Outcome.UNKNOWN;
    return new Expected.Failure(ResponseDecodingException.class, status, head(body), null,
        operation.write ? write : Outcome.NOT_APPLIED);
  }

  private static void error(List<HostileCase> cases, String name, Operation operation, int status, String type,
      String body, Class<? extends ServiceException> exception, String serviceMessage) {
    Outcome outcome = operation.write && status >= 500 ? Outcome.UNKNOWN : Outcome.NOT_APPLIED;
    cases.add(HostileCase.of(name, operation, answer(status, type, body),
        new Expected.Failure(exception, status, head(body), serviceMessage, outcome)));
  }

  /** The start of a body as exceptions keep it (2,048 characters). */
  private static String head(String body) {
    return body.length() > 2048 ? body.substring(0, 2048) : body;
  }

  private static Supplier<MockResponse> ok(String body) {
    return answer(200, JSON, body);
  }

  private static Supplier<MockResponse> ok(String type, String body) {
    return answer(200, type, body);
  }

  private static Supplier<MockResponse> answer(int status, String type, String body) {
    return () -> bytes(status, type, body.getBytes(StandardCharsets.UTF_8));
  }

  private static MockResponse bytes(int status, String type, byte[] body) {
    MockResponse.Builder answer = new MockResponse.Builder().code(status).body(new Buffer().write(body));
    return (type == null ? answer.removeHeader("Content-Type") : answer.setHeader("Content-Type", type)).build();
  }

  private static MockResponse bigAnswer(int status, String body) {
    return bytes(status, JSON, body.getBytes(StandardCharsets.UTF_8));
  }

  private static byte[] concat(byte[] first, byte[] second) {
    byte[] both = new byte[first.length + second.length];
    System.arraycopy(first, 0, both, 0, first.length);
    System.arraycopy(second, 0, both, first.length, second.length);
    return both;
  }

  /** A body whose {@code Content-Length} says one length while another number of bytes is written. */
  private static final class LyingLength implements MockResponseBody {
    private final byte[] bytes;
    private final long claimed;

    LyingLength(String text, long claimed) {
      this.bytes = text.getBytes(StandardCharsets.UTF_8);
      this.claimed = claimed;
    }

    @Override
    public long getContentLength() {
      return claimed;
    }

    @Override
    public void writeTo(BufferedSink sink) throws IOException {
      sink.write(bytes);
      sink.flush();
    }
  }
}
