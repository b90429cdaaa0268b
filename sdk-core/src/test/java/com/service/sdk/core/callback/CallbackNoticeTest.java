package com.service.sdk.core.callback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class CallbackNoticeTest {
  /** What a body should give: the notice's fields as {@link #render} shows them, and a problem it must report. */
  private static Arguments body(String name, String body, String expected, String problem) {
    return Arguments.of(name, body.getBytes(StandardCharsets.UTF_8), expected, problem);
  }

  private static Arguments bytes(String name, byte[] body, String expected, String problem) {
    return Arguments.of(name, body, expected, problem);
  }

  private static final String NOTHING = "NONE";

  static Stream<Arguments> bodies() {
    return Stream.of(
        // What the sandbox sends today (sdk-sandbox SandboxState.callbackPayload and its callers).
        body("sandbox payment.paid", "{\"event_id\":\"evt_4f2a9c1b0d3e5f67\",\"event\":\"payment.paid\","
            + "\"created_at\":\"2026-11-24T10:00:00Z\",\"merchant_id\":\"m_1\",\"payment_id\":\"pay_1HucRC\","
            + "\"order_id\":\"order-1a2b\",\"transaction_id\":\"txn_9\",\"provider_reference\":\"prv_1\","
            + "\"status\":\"paid\",\"amount\":\"499.0000\",\"currency\":\"INR\"}",
            "PAYMENT event=payment.paid eventId=evt_4f2a9c1b0d3e5f67 payment=pay_1HucRC order=order-1a2b txn=txn_9", null),
        body("sandbox payment.failed", "{\"event_id\":\"evt_2\",\"event\":\"payment.failed\",\"merchant_id\":\"m_1\","
            + "\"payment_id\":\"pay_2\",\"order_id\":\"o-2\",\"transaction_id\":null,\"status\":\"failed\"}",
            "PAYMENT event=payment.failed eventId=evt_2 payment=pay_2 order=o-2", null),
        body("sandbox link.paid", "{\"event_id\":\"evt_3\",\"event\":\"link.paid\",\"merchant_id\":\"m_1\","
            + "\"link_id\":\"8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10\",\"short_id\":\"k3x9a7b2c1\",\"transaction_id\":\"txn_3\","
            + "\"status\":\"SUCCESS\",\"amount\":\"10.0000\",\"current_usage_count\":1,\"usage_limit\":1,\"is_active\":false}",
            "LINK event=link.paid eventId=evt_3 txn=txn_3 short=k3x9a7b2c1", null),
        body("sandbox payout.completed", "{\"event_id\":\"evt_4\",\"event\":\"payout.completed\",\"merchant_id\":\"m_1\","
            + "\"transaction_id\":\"txn_4\",\"external_ref\":\"po_1\",\"status\":\"COMPLETED\",\"amount\":\"99.0000\","
            + "\"currency\":\"INR\",\"failure_reason\":null}",
            "PAYOUT event=payout.completed eventId=evt_4 txn=txn_4", null),
        body("sandbox payout.failed", "{\"event_id\":\"evt_5\",\"event\":\"payout.failed\",\"transaction_id\":\"txn_5\","
            + "\"status\":\"FAILED\",\"failure_reason\":\"account closed\"}",
            "PAYOUT event=payout.failed eventId=evt_5 txn=txn_5", null),
        // Plausible alternatives: other names, envelopes, numbers.
        body("camelCase names", "{\"eventType\":\"payment.paid\",\"eventId\":\"e1\",\"paymentId\":\"pay_6\","
            + "\"orderId\":\"o6\",\"transactionId\":\"t6\"}",
            "PAYMENT event=payment.paid eventId=e1 payment=pay_6 order=o6 txn=t6", null),
        body("event_type name", "{\"event_type\":\"payout.completed\",\"transaction_id\":\"t7\"}",
            "PAYOUT event=payout.completed txn=t7", null),
        body("ids nested in data", "{\"event\":\"payment.paid\",\"data\":{\"payment_id\":\"pay_8\",\"status\":\"paid\"}}",
            "PAYMENT event=payment.paid payment=pay_8", null),
        body("ids nested in data.object", "{\"type\":\"payment.captured\",\"data\":{\"object\":{\"payment_id\":\"pay_9\","
            + "\"order_id\":\"o9\"}}}", "PAYMENT event=payment.captured payment=pay_9 order=o9", null),
        body("ids nested in object", "{\"event_type\":\"payout.completed\",\"object\":{\"transaction_id\":\"t10\"}}",
            "PAYOUT event=payout.completed txn=t10", null),
        body("ids nested in payload", "{\"payload\":{\"shortId\":\"k10\"}}", "LINK short=k10", null),
        body("deeper envelopes are not searched", "{\"data\":{\"attributes\":{\"payment_id\":\"pay_x\"}}}", NOTHING, null),
        body("same value at top and in data", "{\"payment_id\":\"pay_11\",\"data\":{\"payment_id\":\"pay_11\"}}",
            "PAYMENT payment=pay_11", null),
        body("whole-number ids", "{\"payment_id\":123456,\"order_id\":42}", "PAYMENT payment=123456 order=42", null),
        body("a 40-digit id", "{\"transaction_id\":1234567890123456789012345678901234567890}",
            "PAYOUT txn=1234567890123456789012345678901234567890", null),
        body("refund through its payment", "{\"event\":\"refund.completed\",\"refund_id\":\"rf_1\",\"payment_id\":\"pay_12\"}",
            "PAYMENT event=refund.completed payment=pay_12 refund=rf_1", null),
        body("link event wins over a payment id", "{\"event\":\"link.paid\",\"short_id\":\"k13\",\"payment_id\":\"pay_13\"}",
            "LINK event=link.paid payment=pay_13 short=k13", null),
        body("payout event wins over a payment id", "{\"event\":\"payout.completed\",\"payment_id\":\"pay_14\","
            + "\"transaction_id\":\"t14\"}", "PAYOUT event=payout.completed payment=pay_14 txn=t14", null),
        body("a payment id wins over a short id without an event", "{\"short_id\":\"k15\",\"payment_id\":\"pay_15\"}",
            "PAYMENT payment=pay_15 short=k15", null),
        body("only an order id", "{\"event\":\"order.updated\",\"order_id\":\"o16\"}", "NONE event=order.updated order=o16", null),
        body("only a refund id", "{\"refund_id\":\"rf_17\"}", "NONE refund=rf_17", null),
        body("unknown fields only", "{\"hello\":\"world\",\"status\":\"paid\",\"amount\":\"1000000.00\"}", NOTHING, null),
        body("a UTF-8 byte order mark", "\uFEFF{\"payment_id\":\"pay_18\"}", "PAYMENT payment=pay_18", null),
        // Empty and not objects.
        body("empty body", "", NOTHING, "body is empty"),
        body("whitespace only", " \r\n\t ", NOTHING, "body is empty"),
        body("empty object", "{}", NOTHING, null),
        body("empty array", "[]", NOTHING, "body is a JSON array, not an object"),
        body("array of notices", "[{\"payment_id\":\"pay_19\"},{\"payment_id\":\"pay_20\"}]", NOTHING,
            "body is a JSON array, not an object"),
        body("JSON null", "null", NOTHING, "body is a JSON null, not an object"),
        body("JSON string", "\"payment_id\"", NOTHING, "body is a JSON string, not an object"),
        body("JSON number", "42", NOTHING, "body is a JSON number, not an object"),
        body("data is a string holding JSON", "{\"data\":\"{\\\"payment_id\\\":\\\"pay_21\\\"}\"}", NOTHING, null),
        // Not JSON.
        body("form-encoded", "payment_id=pay_22&status=paid", NOTHING, "body is not well-formed JSON"),
        body("XML", "<callback><payment_id>pay_23</payment_id></callback>", NOTHING, "body is not well-formed JSON"),
        body("truncated JSON", "{\"payment_id\":\"pay_24\"", NOTHING, "body is not well-formed JSON"),
        body("trailing garbage", "{\"payment_id\":\"pay_25\"} {\"payment_id\":\"pay_26\"}", NOTHING,
            "body is not well-formed JSON"),
        body("duplicate keys", "{\"payment_id\":\"pay_27\",\"payment_id\":\"pay_28\"}", NOTHING,
            "body is not well-formed JSON"),
        bytes("invalid UTF-8", new byte[] {'{', '"', 'p', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'}, NOTHING,
            "body is not well-formed JSON"),
        bytes("binary", new byte[] {0, 1, 2, (byte) 0xFF, (byte) 0xFE, 0x7F}, NOTHING, "body"),
        // Huge and deep.
        body("huge body", "{\"payment_id\":\"pay_29\",\"pad\":\"" + "x".repeat(CallbackNotice.MAX_BODY_BYTES) + "\"}",
            NOTHING, "is larger than " + CallbackNotice.MAX_BODY_BYTES),
        body("large body within the bound", "{\"payment_id\":\"pay_30\",\"pad\":\""
            + "x".repeat(CallbackNotice.MAX_BODY_BYTES - 100) + "\"}", "PAYMENT payment=pay_30", null),
        body("nested too deep", "{\"payment_id\":\"pay_31\",\"x\":" + "[".repeat(40) + "]".repeat(40) + "}",
            NOTHING, "body exceeds the reading bounds"),
        body("nested within the bound", "{\"payment_id\":\"pay_32\",\"x\":" + "[".repeat(20) + "]".repeat(20) + "}",
            "PAYMENT payment=pay_32", null),
        body("a 200-digit number", "{\"payment_id\":\"pay_33\",\"amount\":" + "9".repeat(200) + "}", NOTHING,
            "body exceeds the reading bounds"),
        // Wrong types.
        body("id as boolean", "{\"payment_id\":true}", NOTHING, "payment_id is a JSON boolean, not text or a whole number"),
        body("id as object", "{\"payment_id\":{\"id\":\"pay_34\"}}", NOTHING, "payment_id is a JSON object"),
        body("id as array", "{\"payment_id\":[\"pay_35\"]}", NOTHING, "payment_id is a JSON array"),
        body("id as decimal", "{\"payment_id\":1.5}", NOTHING, "payment_id is a JSON number, not text or a whole number"),
        body("id as null", "{\"payment_id\":null}", NOTHING, null),
        body("event as object, id kept", "{\"event\":{\"name\":\"payment.paid\"},\"payment_id\":\"pay_36\"}",
            "PAYMENT payment=pay_36", "event is a JSON object"),
        body("data as array", "{\"data\":[{\"payment_id\":\"pay_37\"}]}", NOTHING, null),
        // Ids that are unsafe or absurd.
        body("blank id", "{\"payment_id\":\"  \"}", NOTHING, "payment_id is blank; ignored"),
        body("empty id", "{\"payment_id\":\"\"}", NOTHING, "payment_id is blank; ignored"),
        body("path traversal", "{\"payment_id\":\"../../admin\"}", NOTHING, "payment_id contains a path separator"),
        body("backslash", "{\"transaction_id\":\"txn\\\\1\"}", NOTHING, "transaction_id contains a path separator"),
        body("dot-dot", "{\"short_id\":\"..\"}", NOTHING, "short_id is a relative path segment"),
        body("NUL", "{\"payment_id\":\"pay\\u0000\"}", NOTHING, "payment_id contains a control"),
        body("newline (log forging)", "{\"payment_id\":\"pay_38\\nINFO shipped\"}", NOTHING, "payment_id contains a control"),
        body("right-to-left override", "{\"payment_id\":\"\\u202Epay_39\"}", NOTHING, "payment_id contains a control"),
        body("surrounding whitespace", "{\"payment_id\":\" pay_40\"}", NOTHING, "payment_id has surrounding whitespace"),
        body("id too long", "{\"payment_id\":\"" + "p".repeat(CallbackNotice.MAX_ID_LENGTH + 1) + "\"}", NOTHING,
            "payment_id is longer than 128 characters"),
        body("id of the longest length", "{\"payment_id\":\"" + "p".repeat(CallbackNotice.MAX_ID_LENGTH) + "\"}",
            "PAYMENT payment=" + "p".repeat(CallbackNotice.MAX_ID_LENGTH), null),
        body("one bad id, the others kept", "{\"payment_id\":\"a/b\",\"order_id\":\"o41\"}", "NONE order=o41",
            "payment_id contains a path separator"),
        // Ambiguity.
        body("different values at top and in data", "{\"payment_id\":\"pay_42\",\"data\":{\"payment_id\":\"pay_43\"}}",
            NOTHING, "payment_id has 2 different values; ignored as ambiguous"),
        body("different values under two names", "{\"payment_id\":\"pay_44\",\"paymentId\":\"pay_45\"}", NOTHING,
            "payment_id has 2 different values"),
        body("ambiguous payment id, payout still named", "{\"payment_id\":\"pay_46\",\"data\":{\"payment_id\":\"pay_47\","
            + "\"transaction_id\":\"t46\"}}", "PAYOUT txn=t46", "payment_id has 2 different values"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("bodies")
  void parse_givesTheExpectedNotice_neverThrowing(String name, byte[] body, String expected, String problem) {
    CallbackNotice notice = CallbackNotice.parse(body, Map.of());

    assertThat(render(notice)).isEqualTo(expected);
    boolean namesAnId = Stream.of("payment=", "order=", "txn=", "short=", "refund=").anyMatch(expected::contains);
    assertThat(notice.identifiesNothing()).isEqualTo(!namesAnId);
    if (problem != null) {
      assertThat(notice.problems()).anySatisfy(p -> assertThat(p).contains(problem));
    }
  }

  @Test
  void theTableHasAtLeastThirtyBodies() {
    assertThat(bodies().count()).isGreaterThanOrEqualTo(30);
  }

  @Test
  void problems_nameTheFieldButNeverRepeatTheValue() {
    CallbackNotice notice = CallbackNotice.parse(utf8("{\"payment_id\":\"../secret\\nforged\",\"order_id\":[1]}"));

    assertThat(notice.problems()).hasSize(2).allSatisfy(p -> assertThat(p).doesNotContain("secret", "forged"));
  }

  @Test
  void theEventComesFromTheServiceEventHeader_whenTheBodyHasNone_whateverTheHeaderNamesCase() {
    CallbackNotice notice = CallbackNotice.parse(utf8("{\"payment_id\":\"pay_1\"}"),
        Map.of("x-service-event", List.of("payment.paid"), "X-SERVICE-EVENT-ID", List.of("evt_9")));

    assertThat(render(notice)).isEqualTo("PAYMENT event=payment.paid eventId=evt_9 payment=pay_1");
  }

  @Test
  void theBodysEventWinsOverTheHeader() {
    CallbackNotice notice = CallbackNotice.parse(utf8("{\"event\":\"payout.failed\",\"transaction_id\":\"t1\"}"),
        Map.of("X-Service-Event", List.of("payout.completed")));

    assertThat(notice.event()).contains("payout.failed");
  }

  @Test
  void aHeaderEventNamingAKind_decidesBetweenIds() {
    CallbackNotice notice = CallbackNotice.parse(utf8("{\"payment_id\":\"pay_1\",\"short_id\":\"k1\"}"),
        Map.of("X-Service-Event", List.of("link.paid")));

    assertThat(notice.kind()).isEqualTo(CallbackNotice.Kind.LINK);
  }

  @Test
  void aRepeatedHeaderWithDifferentValues_orAnUnsafeOne_isIgnored() {
    CallbackNotice repeated = CallbackNotice.parse(utf8("{}"), Map.of("X-Service-Event", List.of("a", "b")));
    CallbackNotice unsafe = CallbackNotice.parse(utf8("{}"), Map.of("X-Service-Event", List.of("a\r\nb")));

    assertThat(repeated.event()).isEmpty();
    assertThat(repeated.problems()).containsExactly("header X-Service-Event has 2 different values; ignored as ambiguous");
    assertThat(unsafe.event()).isEmpty();
    assertThat(unsafe.problems()).singleElement().asString().contains("contains a control");
  }

  @Test
  void of_namesOneResourceByItsId_asACallbackWould() {
    assertThat(CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1").requireId(CallbackNotice.Kind.PAYMENT))
        .isEqualTo("pay_1");
    assertThat(CallbackNotice.of(CallbackNotice.Kind.PAYOUT, "txn 1").kind()).isEqualTo(CallbackNotice.Kind.PAYOUT);
    assertThat(CallbackNotice.of(CallbackNotice.Kind.LINK, "k3x9").shortId()).contains("k3x9");
    assertThatThrownBy(() -> CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "../pay_1"))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("payment_id contains a path separator");
    assertThatThrownBy(() -> CallbackNotice.of(CallbackNotice.Kind.PAYMENT, " "))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("payment_id is blank");
    assertThatThrownBy(() -> CallbackNotice.of(CallbackNotice.Kind.NONE, "x"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> CallbackNotice.of(CallbackNotice.Kind.PAYMENT, null))
        .isInstanceOf(NullPointerException.class).hasMessage("id == null");
  }

  @Test
  void toJson_keepsEveryIdentifierAndTheEvent_andReadsBackAsTheSameNotice() {
    CallbackNotice received = CallbackNotice.parse(("{\"data\":{\"object\":{\"paymentId\":\"pay \\\"1\\\"\","
        + "\"transaction_id\":\"txn_9\",\"order_id\":42,\"amount\":\"9.99\",\"status\":\"paid\"}}}")
        .getBytes(StandardCharsets.UTF_8), Map.of("X-Service-Event", List.of("payout.completed"),
        "X-Service-Event-Id", List.of("evt_7")));

    String kept = received.toJson();
    CallbackNotice readBack = CallbackNotice.parse(kept.getBytes(StandardCharsets.UTF_8));

    assertThat(kept).isEqualTo("{\"event\":\"payout.completed\",\"event_id\":\"evt_7\",\"payment_id\":\"pay \\\"1\\\"\","
        + "\"order_id\":\"42\",\"transaction_id\":\"txn_9\"}");
    assertThat(readBack.toString()).isEqualTo(received.toString());
    assertThat(readBack.kind()).as("the event still decides").isEqualTo(CallbackNotice.Kind.PAYOUT);
    assertThat(CallbackNotice.parse("{}".getBytes(StandardCharsets.UTF_8)).toJson()).isEqualTo("{}");
  }

  @Test
  void requireId_returnsTheIdOfTheExpectedKind() {
    CallbackNotice notice = CallbackNotice.parse(utf8("{\"payment_id\":\"pay_1\",\"transaction_id\":\"t1\"}"));

    assertThat(notice.requireId(CallbackNotice.Kind.PAYMENT)).isEqualTo("pay_1");
  }

  @Test
  void requireId_ofNone_isAProgrammingError() {
    CallbackNotice notice = CallbackNotice.parse(utf8("{}"));

    assertThatThrownBy(() -> notice.requireId(CallbackNotice.Kind.NONE))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("Kind.NONE has no identifier to confirm");
  }

  @Test
  void nullArguments_areRefusedNamingThem() {
    assertThatThrownBy(() -> CallbackNotice.parse(null)).hasMessage("body == null");
    assertThatThrownBy(() -> CallbackNotice.parse(new byte[0], null)).hasMessage("headers == null");
  }

  @Test
  void toString_showsTheIdsAndKind() {
    assertThat(CallbackNotice.parse(utf8("{\"payment_id\":\"pay_1\"}")).toString())
        .startsWith("CallbackNotice[kind=PAYMENT, event=null, eventId=null, paymentId=pay_1,");
  }

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  /** The notice's kind, then each field that is present, in a fixed order. */
  static String render(CallbackNotice notice) {
    List<String> parts = new ArrayList<>();
    parts.add(notice.kind().name());
    notice.event().ifPresent(v -> parts.add("event=" + v));
    notice.eventId().ifPresent(v -> parts.add("eventId=" + v));
    notice.paymentId().ifPresent(v -> parts.add("payment=" + v));
    notice.orderId().ifPresent(v -> parts.add("order=" + v));
    notice.transactionId().ifPresent(v -> parts.add("txn=" + v));
    notice.shortId().ifPresent(v -> parts.add("short=" + v));
    notice.refundId().ifPresent(v -> parts.add("refund=" + v));
    return String.join(" ", parts);
  }
}
