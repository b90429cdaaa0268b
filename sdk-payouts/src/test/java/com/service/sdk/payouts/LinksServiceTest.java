package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.json;
import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

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
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.LinkState;
import com.service.sdk.payouts.model.PaymentLink;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

final class LinksServiceTest {
  static final String LINK = "{\"id\":\"8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10\",\"short_id\":\"pl_Ab3dE\","
      + "\"title\":\"Invoice 42\",\"description\":\"March\",\"fixed_amount\":\"499.5000\",\"min_limit\":\"1.0000\","
      + "\"max_limit\":null,\"currency\":\"INR\",\"usage_limit\":2,\"current_usage_count\":0,\"status\":\"active\","
      + "\"is_active\":true,\"expires_at\":\"2026-11-29T02:00:00Z\","
      + "\"checkout_url\":\"https://pay.example.test/pl_Ab3dE\",\"added_later\":{\"x\":1}}";

  @StartStop private final MockWebServer server = new MockWebServer();

  private static CreateLinkRequest.Builder minimal() {
    return CreateLinkRequest.builder().title("Invoice 42").amount("499.50").externalId("inv_42")
        .customer("Asha Rao", "asha@example.com", "9800000000");
  }

  @Test
  void create_sendsEverySetFieldSigned_andDecodesTheLink() throws Exception {
    server.enqueue(ok(LINK));
    MerchantClient client = TestClients.merchant(server).build();

    PaymentLink link = client.links().create(minimal().dialCode("+91").description("March").usageLimit(2)
        .minLimit("1.00").maxLimit("1000.00").currency("INR").expiryDays(7)
        .notifyUrl("https://shop.example/notify").tags(Map.of("k", "v")).build());

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("POST");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/collections/intents/api");
    assertThat(request.getUrl().encodedQuery()).isNull();
    assertThat(request.getHeaders().get("Content-Type")).startsWith("application/json");
    assertThat(request.getHeaders().get("Idempotency-Key")).isNull();
    SignedRequests.assertSigned(request);
    assertThat(SignedRequests.bodyText(request)).isEqualTo("{\"title\":\"Invoice 42\",\"amount\":499.50,"
        + "\"external_id\":\"inv_42\",\"customer_context\":{\"full_name\":\"Asha Rao\","
        + "\"email_address\":\"asha@example.com\",\"phone_number\":\"9800000000\",\"dial_code\":\"+91\"},"
        + "\"description\":\"March\",\"usage_limit\":2,\"min_limit\":1.00,\"max_limit\":1000.00,\"currency\":\"INR\","
        + "\"expiry_days\":7,\"notify_url\":\"https://shop.example/notify\",\"tags\":{\"k\":\"v\"}}");
    assertThat(link).isEqualTo(new PaymentLink("8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10",
        "pl_Ab3dE", "Invoice 42", "March", new BigDecimal("499.5000"), new BigDecimal("1.0000"), null, "INR", 2, 0,
        LinkState.ACTIVE, true, Instant.parse("2026-11-29T02:00:00Z"), "https://pay.example.test/pl_Ab3dE"));
    assertThat(link.uuid()).contains(UUID.fromString("8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10"));
  }

  @Test
  void create_whoseIdIsNotAUuid_isStillTheCreatedLink() {
    server.enqueue(ok(LINK.replace("8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10", "link_01HZX")));

    PaymentLink link = TestClients.merchant(server).build().links().create(minimal().build());

    assertThat(link.id()).isEqualTo("link_01HZX");
    assertThat(link.uuid()).isEmpty();
  }

  @Test
  void create_leavesUnsetOptionalFieldsOut() throws Exception {
    server.enqueue(ok(LINK));

    TestClients.merchant(server).build().links().create(minimal().build());

    assertThat(SignedRequests.bodyText(server.takeRequest())).isEqualTo("{\"title\":\"Invoice 42\","
        + "\"amount\":499.50,\"external_id\":\"inv_42\",\"customer_context\":{\"full_name\":\"Asha Rao\","
        + "\"email_address\":\"asha@example.com\",\"phone_number\":\"9800000000\"}}");
  }

  @Test
  void create_writesAmountsAsPlainJsonNumbers() throws Exception {
    server.enqueue(ok(LINK));

    TestClients.merchant(server).build().links().create(minimal().amount(new BigDecimal("1E+3"))
        .minLimit(new BigDecimal("1E+1")).maxLimit(new BigDecimal("2.5E+3")).build());

    assertThat(SignedRequests.bodyText(server.takeRequest()))
        .contains("\"amount\":1000.00,", "\"min_limit\":10.00,", "\"max_limit\":2500.00}")
        .doesNotContain("E+", "\"1000\"");
  }

  @Test
  void create_whenProviderMerchantIsNotAssigned_isInvalidRequestWithTheServiceMessage() {
    String message = "PSP merchant id is not assigned to this merchant";
    server.enqueue(Answers.failure(400, message));

    InvalidRequestException e = catchThrowableOfType(InvalidRequestException.class,
        () -> TestClients.merchant(server).build().links().create(minimal().build()));

    assertThat(e.statusCode()).isEqualTo(400);
    assertThat(e.serviceMessage()).isEqualTo(message);
    assertThat(e.getMessage()).contains(message);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void create_whenSuccessIsFalseOn200_isPlainApiExceptionWithTheMessage() {
    server.enqueue(Answers.failure(200, "merchant is not active"));

    assertThatThrownBy(() -> TestClients.merchant(server).build().links().create(minimal().build()))
        .isExactlyInstanceOf(ApiException.class)
        .satisfies(e -> {
          assertThat(((ApiException) e).serviceMessage()).isEqualTo("merchant is not active");
          assertThat(((ApiException) e).outcome()).isEqualTo(Outcome.NOT_APPLIED);
        });
  }

  static Stream<Arguments> errorStatuses() {
    return Stream.of(
        Arguments.of(401, AuthenticationException.class), Arguments.of(403, AuthenticationException.class),
        Arguments.of(404, NotFoundException.class), Arguments.of(409, ConflictException.class),
        Arguments.of(422, InvalidRequestException.class), Arguments.of(429, RateLimitException.class),
        Arguments.of(500, ServerException.class), Arguments.of(503, ServerException.class));
  }

  @ParameterizedTest(name = "HTTP {0}")
  @MethodSource("errorStatuses")
  void create_errorAnswer_mapsByStatus_keepsTheMessage_andIsNotRepeated(int status, Class<?> type) {
    server.enqueue(Answers.failure(status, "refused " + status));

    assertThatThrownBy(() -> TestClients.merchant(server).build().links().create(minimal().build()))
        .isExactlyInstanceOf(type)
        .satisfies(e -> {
          assertThat(((ApiException) e).serviceMessage()).isEqualTo("refused " + status);
          assertThat(((ApiException) e).outcome()).as("a 5xx may follow a link that was created")
              .isEqualTo(status >= 500 ? Outcome.UNKNOWN : Outcome.NOT_APPLIED);
        });
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void create_whenConnectionDropsAfterSending_isOutcomeUnknown_andNotRepeated() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build());

    ApiConnectionException e = catchThrowableOfType(ApiConnectionException.class,
        () -> TestClients.merchant(server).build().links().create(minimal().build()));

    assertThat(e.outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(e).hasMessageContaining("recover its state");
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  static Stream<Arguments> malformed() {
    return Stream.concat(Answers.malformedForAnyOperation(), Stream.of(
        Arguments.of("id missing", ok(LINK.replace("\"id\":\"8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10\",", "")), Outcome.APPLIED),
        Arguments.of("short_id null", ok(LINK.replace("\"pl_Ab3dE\",", "null,")), Outcome.APPLIED),
        Arguments.of("short_id blank", ok(LINK.replace("\"pl_Ab3dE\",", "\" \",")), Outcome.APPLIED),
        Arguments.of("id blank", ok(LINK.replace("8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10", " ")), Outcome.APPLIED),
        Arguments.of("checkout_url missing", ok(LINK.replace("\"checkout_url\":\"https://pay.example.test/pl_Ab3dE\",", "")), Outcome.APPLIED),
        Arguments.of("status missing", ok(LINK.replace("\"status\":\"active\",", "")), Outcome.APPLIED),
        Arguments.of("fixed_amount missing", ok(LINK.replace("\"fixed_amount\":\"499.5000\",", "")), Outcome.APPLIED),
        Arguments.of("short_id a number", ok(LINK.replace("\"pl_Ab3dE\",", "42,")), Outcome.APPLIED),
        Arguments.of("usage_limit as text", ok(LINK.replace("\"usage_limit\":2", "\"usage_limit\":\"2\"")), Outcome.APPLIED),
        Arguments.of("is_active as text", ok(LINK.replace("\"is_active\":true", "\"is_active\":\"yes\"")), Outcome.APPLIED),
        Arguments.of("fixed_amount not a number", ok(LINK.replace("\"499.5000\"", "\"lots\"")), Outcome.APPLIED),
        Arguments.of("expires_at not a time", ok(LINK.replace("2026-11-29T02:00:00Z", "tomorrow")), Outcome.APPLIED),
        Arguments.of("trailing garbage", json(200, "{\"success\":true,\"data\":" + LINK + "}}"), Outcome.UNKNOWN)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformed")
  void create_malformedAnswer_isResponseDecodingException(String name, MockResponse answer, Outcome outcome) {
    server.enqueue(answer);

    assertThatThrownBy(() -> TestClients.merchant(server).build().links().create(minimal().build()))
        .isInstanceOf(ResponseDecodingException.class)
        .hasMessageContaining("POST /api/v1/collections/intents/api")
        .satisfies(e -> assertThat(((ResponseDecodingException) e).outcome()).isEqualTo(outcome));
  }
}
