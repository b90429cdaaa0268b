package com.service.sdk.plugin;

import static com.service.sdk.plugin.PluginWire.assertSignedGet;
import static com.service.sdk.plugin.PluginWire.assertSignedPost;
import static com.service.sdk.plugin.PluginWire.clientFor;
import static com.service.sdk.plugin.PluginWire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

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
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import java.math.BigDecimal;
import java.util.Map;
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
import org.junit.jupiter.params.provider.ValueSource;

class PaymentsServiceTest {
  private static final String CREATED = "{\"payment_id\":\"pay_1\",\"checkout_url\":\"https://pay.example.test/c/pay_1\","
      + "\"status\":\"created\",\"order_id\":\"ord_1001\",\"amount\":\"499.0000\",\"currency\":\"INR\"}";
  private static final String PAID = "{\"payment_id\":\"pay_1\",\"status\":\"paid\",\"order_id\":\"ord_1001\","
      + "\"transaction_id\":\"txn_77\",\"provider_reference\":\"prov_9\",\"amount\":\"499.0000\",\"currency\":\"INR\"}";

  @StartStop private final MockWebServer server = new MockWebServer();

  private PaymentsService payments() {
    return clientFor(server).build().payments();
  }

  private static CreatePaymentRequest.Builder minimal() {
    return CreatePaymentRequest.builder().merchantId("m_1").orderId("ord_1001").amount("499.00")
        .customer("Asha Rao", "asha@example.com", "9800000000");
  }

  @Test
  void create_sendsSignedJsonBody_andDecodesHostedPayment() throws Exception {
    server.enqueue(json(200, CREATED));

    HostedPayment payment = payments().create(minimal()
        .callbackUrl("https://shop.example/cb").returnUrl("https://shop.example/done")
        .currency("INR").expiresInMinutes(30).metadata(Map.of("cart", "c_9")).build());

    assertSignedPost(server.takeRequest(), "/payments/create", "{\"merchant_id\":\"m_1\",\"order_id\":\"ord_1001\","
        + "\"amount\":\"499.00\",\"customer\":{\"name\":\"Asha Rao\",\"email\":\"asha@example.com\","
        + "\"phone\":\"9800000000\"},\"currency\":\"INR\",\"return_url\":\"https://shop.example/done\","
        + "\"callback_url\":\"https://shop.example/cb\",\"expires_in_minutes\":30,\"metadata\":{\"cart\":\"c_9\"}}");
    assertThat(payment).isEqualTo(new HostedPayment("pay_1", "https://pay.example.test/c/pay_1",
        PaymentState.CREATED, "ord_1001", new BigDecimal("499.0000"), "INR"));
    assertThat(payment.amount().scale()).isEqualTo(4);
  }

  @Test
  void create_withOnlyRequiredFields_sendsNoOptionalFields() throws Exception {
    server.enqueue(json(200, CREATED));

    payments().create(minimal().amount(new BigDecimal("1500.5")).build());

    RecordedRequest request = server.takeRequest();
    assertSignedPost(request, "/payments/create", "{\"merchant_id\":\"m_1\",\"order_id\":\"ord_1001\","
        + "\"amount\":\"1500.50\",\"customer\":{\"name\":\"Asha Rao\",\"email\":\"asha@example.com\","
        + "\"phone\":\"9800000000\"}}");
    assertThat(request.getHeaders().get("Idempotency-Key")).isNull();
  }

  @Test
  void create_withUnknownStatusAndUnknownFields_decodesAndKeepsRawStatus() {
    server.enqueue(json(200, CREATED.replace("\"created\"", "\"pending_review\"")
        .replace("{", "{\"risk\":{\"score\":3},\"new_field\":[1,2],")));

    HostedPayment payment = payments().create(minimal().build());

    assertThat(payment.status().value()).isEqualTo("pending_review");
    assertThat(payment.status().isKnown()).isFalse();
    assertThat(payment.orderId()).isEqualTo("ord_1001");
  }

  @Test
  void create_withoutOptionalFields_decodesThemAsNull() {
    server.enqueue(json(200, "{\"payment_id\":\"pay_1\",\"checkout_url\":\"https://pay.example.test/c/pay_1\","
        + "\"status\":\"created\",\"amount\":\"499.0000\"}"));

    HostedPayment payment = payments().create(minimal().build());

    assertThat(payment.orderId()).isNull();
    assertThat(payment.currency()).isNull();
  }

  @Test
  void create_whenReadTimesOut_isOutcomeUnknown_andNotResent() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    server.enqueue(json(200, CREATED));

    assertThatThrownBy(() -> payments().create(minimal().build()))
        .asInstanceOf(type(ApiConnectionException.class))
        .satisfies(e -> {
          assertThat(e.outcome()).isEqualTo(Outcome.UNKNOWN);
          assertThat(e.outcomeUnknown()).isTrue();
          assertThat(e.attempts()).isEqualTo(1);
          assertThat(e.idempotencyKey()).isEmpty();
          assertThat(e).hasMessageContaining("recover its state (its status operation or callback) before creating"
              + " it again");
        });
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void create_whenConnectionDropsAfterRequest_isOutcomeUnknown_andNotResent() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build());
    server.enqueue(json(200, CREATED));

    assertThatThrownBy(() -> payments().create(minimal().build()))
        .asInstanceOf(type(ApiConnectionException.class))
        .satisfies(e -> assertThat(e.outcome()).isEqualTo(Outcome.UNKNOWN));
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void create_whenServiceAnswers503_isNotRetried() {
    server.enqueue(json(503, "{\"message\":\"try later\"}"));
    server.enqueue(json(200, CREATED));

    assertThatThrownBy(() -> payments().create(minimal().build()))
        .asInstanceOf(type(ServerException.class))
        .satisfies(e -> {
          assertThat(e).hasMessageContaining("try later");
          assertThat(e.outcome()).as("a 5xx may follow a create that happened").isEqualTo(Outcome.UNKNOWN);
        });
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void create_whenConnectionIsRefused_isNotOutcomeUnknown() throws Exception {
    MockWebServer closed = new MockWebServer();
    closed.start();
    String url = closed.url("/").toString();
    closed.close();
    PaymentsService refused = clientFor(server).baseUrl(url).build().payments();

    assertThatThrownBy(() -> refused.create(minimal().build()))
        .asInstanceOf(type(ApiConnectionException.class))
        .satisfies(e -> {
          assertThat(e.outcome()).isEqualTo(Outcome.NOT_SENT);
          assertThat(e.outcomeUnknown()).isFalse();
          assertThat(e).hasMessageContaining("nothing was sent");
        });
  }

  static Stream<Arguments> errorAnswers() {
    return Stream.of(
        Arguments.of(400, "{\"message\":\"order_id is required\"}", InvalidRequestException.class,
            "order_id is required"),
        Arguments.of(401, "{\"error\":\"invalid signature\"}", AuthenticationException.class, "invalid signature"),
        Arguments.of(403, "{\"detail\":\"merchant is not active\"}", AuthenticationException.class,
            "merchant is not active"),
        Arguments.of(404, "{\"error\":{\"message\":\"no such merchant\"}}", NotFoundException.class,
            "no such merchant"),
        Arguments.of(409, "{\"message\":\"duplicate order\"}", ConflictException.class, "duplicate order"),
        Arguments.of(422, "{\"detail\":\"amount must be positive\"}", InvalidRequestException.class,
            "amount must be positive"),
        Arguments.of(429, "{\"message\":\"slow down\"}", RateLimitException.class, "slow down"),
        Arguments.of(500, "{\"error\":\"internal\"}", ServerException.class, "internal"),
        Arguments.of(502, "<html><body>Bad Gateway</body></html>", ServerException.class, null),
        Arguments.of(418, "{\"message\":\"teapot\"}", ApiException.class, "teapot"));
  }

  @ParameterizedTest
  @MethodSource("errorAnswers")
  void create_mapsErrorAnswersByStatus_withServiceMessageAndRawBody(int status, String body,
      Class<? extends ApiException> expected, String serviceMessage) {
    server.enqueue(json(status, body));

    assertThatThrownBy(() -> payments().create(minimal().build()))
        .isExactlyInstanceOf(expected)
        .asInstanceOf(type(ApiException.class))
        .satisfies(e -> {
          assertThat(e.statusCode()).isEqualTo(status);
          assertThat(e.serviceMessage()).isEqualTo(serviceMessage);
          assertThat(e.rawBody()).isEqualTo(body);
        });
  }

  /** The plugin family's envelope: a JSON object whose identifier is text (see ResponseDecoder). */
  private static final Outcome THE_SERVICE = Outcome.APPLIED;
  /** Anything else on a 2xx proves nothing: the create may or may not have happened. */
  private static final Outcome NOT_THE_SERVICE = Outcome.UNKNOWN;

  static Stream<Arguments> malformedPayments() {
    return Stream.of(
        Arguments.of("<html><body>Service Unavailable</body></html>", NOT_THE_SERVICE),
        Arguments.of("", NOT_THE_SERVICE),
        Arguments.of("{\"payment_id\":\"pay_1\",\"checkout_url\":\"https://pay.exa", NOT_THE_SERVICE),
        Arguments.of("{\"checkout_url\":\"https://pay.example.test/c/pay_1\",\"status\":\"created\"}", NOT_THE_SERVICE),
        Arguments.of("{\"payment_id\":null,\"status\":\"created\"}", NOT_THE_SERVICE),
        Arguments.of("{\"payment_id\":\" \",\"status\":\"created\"}", NOT_THE_SERVICE),
        Arguments.of(CREATED.replace("\"499.0000\"", "{\"value\":\"499.0000\"}"), THE_SERVICE),
        Arguments.of(CREATED.replace("\"499.0000\"", "\"lots\""), THE_SERVICE),
        Arguments.of(CREATED.replace("\"pay_1\"", "42"), NOT_THE_SERVICE),
        Arguments.of(CREATED.replace("\"created\"", "7"), THE_SERVICE),
        Arguments.of(CREATED.replace(",\"amount\":\"499.0000\"", ""), THE_SERVICE),
        Arguments.of(CREATED.replace("\"status\":\"created\",", ""), THE_SERVICE),
        Arguments.of(CREATED.replace("\"checkout_url\":\"https://pay.example.test/c/pay_1\",", ""), THE_SERVICE),
        Arguments.of("{\"success\":false,\"message\":\"merchant suspended\"}", NOT_THE_SERVICE),
        Arguments.of("{}", NOT_THE_SERVICE),
        Arguments.of("[" + CREATED + "]", NOT_THE_SERVICE));
  }

  @ParameterizedTest
  @MethodSource("malformedPayments")
  void create_whenAnswerIsMalformed_throwsResponseDecodingException(String body, Outcome outcome) {
    server.enqueue(json(200, body));

    assertThatThrownBy(() -> payments().create(minimal().build()))
        .asInstanceOf(type(ResponseDecodingException.class))
        .satisfies(e -> {
          assertThat(e.statusCode()).isEqualTo(200);
          assertThat(e.bodySnippet()).isEqualTo(body);
          assertThat(e.getMessage()).contains("POST /payments/create", "creating it again");
          assertThat(e.outcome()).as("APPLIED only when the body is the service's: an object naming payment_id")
              .isEqualTo(outcome);
        });
  }

  @Test
  void create_whenPaymentIdIsMissing_namesIt() {
    server.enqueue(json(200, "{\"status\":\"created\"}"));

    assertThatThrownBy(() -> payments().create(minimal().build()))
        .isInstanceOf(ResponseDecodingException.class)
        .hasMessageContaining("\"payment_id\" is missing");
  }

  @Test
  void status_sendsSignedGetWithoutBody_andDecodesStatus() throws Exception {
    server.enqueue(json(200, PAID));

    PaymentStatus status = payments().status("pay_1");

    assertSignedGet(server.takeRequest(), "/payments/pay_1/status");
    assertThat(status).isEqualTo(new PaymentStatus("pay_1", PaymentState.PAID, "ord_1001", "txn_77", "prov_9",
        new BigDecimal("499.0000"), "INR"));
  }

  @Test
  void status_percentEncodesPaymentIdAsOneSegment_andSignsEncodedPath() throws Exception {
    server.enqueue(json(200, PAID));

    payments().status("pay/1 x;v=[2]@h");

    RecordedRequest request = server.takeRequest();
    assertSignedGet(request, "/payments/pay%2F1%20x%3Bv%3D%5B2%5D%40h/status");
    assertThat(request.getHeaders().get("X-Service-Signature")).isEqualTo(PluginWire.hmacHex(PluginWire.SECRET,
        PluginWire.NOW + ".GET./payments/pay%2F1%20x%3Bv%3D%5B2%5D%40h/status."));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", " ", ".", ".."})
  void status_rejectsIdsThatAreNotOneSegment_beforeSending(String paymentId) {
    assertThatThrownBy(() -> payments().status(paymentId))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("paymentId");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void status_whenServiceAnswers503Once_isRetried() throws Exception {
    server.enqueue(json(503, "{\"message\":\"try later\"}"));
    server.enqueue(json(200, PAID));

    assertThat(payments().status("pay_1").status()).isEqualTo(PaymentState.PAID);

    assertSignedGet(server.takeRequest(), "/payments/pay_1/status");
    assertSignedGet(server.takeRequest(), "/payments/pay_1/status");
  }

  @Test
  void status_whenReadTimesOut_isRetried() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    server.enqueue(json(200, PAID));

    assertThat(payments().status("pay_1").paymentId()).isEqualTo("pay_1");
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void status_whenPaymentIsUnknown_throwsNotFoundWithServiceMessage() {
    server.enqueue(json(404, "{\"message\":\"payment not found\"}"));

    assertThatThrownBy(() -> payments().status("pay_404"))
        .asInstanceOf(type(NotFoundException.class))
        .satisfies(e -> {
          assertThat(e.serviceMessage()).isEqualTo("payment not found");
          assertThat(e.attempts()).isEqualTo(1);
        });
  }

  static Stream<String> malformedStatuses() {
    return Stream.of(
        "<!doctype html><title>Login</title>",
        "",
        "{\"payment_id\":\"pay_1\",\"status\":\"pa",
        "{\"status\":\"paid\",\"order_id\":\"ord_1001\"}",
        "{\"payment_id\":\"\",\"status\":\"paid\"}",
        PAID.replace("\"499.0000\"", "[499]"),
        PAID.replace("\"txn_77\"", "{\"id\":\"txn_77\"}"),
        PAID.replace(",\"amount\":\"499.0000\"", ""),
        PAID.replace("\"status\":\"paid\",", ""),
        "{\"payment_id\":\"pay_1\"}");
  }

  @ParameterizedTest
  @MethodSource("malformedStatuses")
  void status_whenAnswerIsMalformed_throwsResponseDecodingException(String body) {
    server.enqueue(json(200, body));

    assertThatThrownBy(() -> payments().status("pay_1"))
        .asInstanceOf(type(ResponseDecodingException.class))
        .satisfies(e -> {
          assertThat(e.bodySnippet()).isEqualTo(body);
          assertThat(e.outcome()).as("a read changes nothing").isEqualTo(Outcome.NOT_APPLIED);
        });
  }
}
