package com.service.sdk.plugin;

import static com.service.sdk.plugin.PluginWire.assertSigned;
import static com.service.sdk.plugin.PluginWire.assertSignedPost;
import static com.service.sdk.plugin.PluginWire.clientFor;
import static com.service.sdk.plugin.PluginWire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.plugin.model.RefundState;
import java.math.BigDecimal;
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

class RefundsServiceTest {
  /**
   * SHA-256 over the length-prefixed parts "refund", "m_1", "pay_1", "rf_1", computed
   * outside the SDK. Pinned: a change would break idempotency across an SDK upgrade.
   */
  private static final String DERIVED_KEY = "5b3e2966a907ea750f52142586a09b9f65b5949e40b78c90be85fb35c82b3855";
  private static final String COMPLETED = "{\"refund_id\":\"rfd_1\",\"payment_id\":\"pay_1\",\"status\":\"completed\","
      + "\"amount\":\"100.0000\",\"currency\":\"INR\",\"provider_reference\":\"prov_r1\",\"merchant_refund_id\":\"rf_1\"}";

  @StartStop private final MockWebServer server = new MockWebServer();

  private RefundsService refunds() {
    return clientFor(server).build().refunds();
  }

  private static CreateRefundRequest.Builder minimal() {
    return CreateRefundRequest.builder().merchantId("m_1").paymentId("pay_1").amount("100.00");
  }

  private static CreateRefundRequest full() {
    return minimal().merchantRefundId("rf_1").reason("damaged").currency("INR").build();
  }

  @Test
  void create_sendsSignedBodyWithKeyDerivedFromMerchantRefundId_andDecodesRefund() throws Exception {
    server.enqueue(json(200, COMPLETED));

    Refund refund = refunds().create(full());

    RecordedRequest request = server.takeRequest();
    assertSignedPost(request, "/refunds/create", "{\"merchant_id\":\"m_1\",\"payment_id\":\"pay_1\","
        + "\"amount\":\"100.00\",\"currency\":\"INR\",\"reason\":\"damaged\",\"merchant_refund_id\":\"rf_1\"}");
    assertThat(request.getHeaders().get("Idempotency-Key")).isEqualTo(DERIVED_KEY);
    assertThat(refund).isEqualTo(new Refund("rfd_1", "pay_1", RefundState.COMPLETED, new BigDecimal("100.0000"),
        "INR", "prov_r1", "rf_1", IdempotencyKey.of(DERIVED_KEY)));
  }

  @Test
  void create_withoutMerchantRefundIdOrKey_isRefusedBeforeSending() {
    assertThatThrownBy(() -> refunds().create(minimal().build()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("set merchantRefundId(..)")
        .hasMessageContaining("RequestOptions.withIdempotencyKey(..)")
        .hasMessageContaining("could refund twice");
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void create_withExplicitKeyAndNoMerchantRefundId_sendsNoOptionalFields() throws Exception {
    server.enqueue(json(200, COMPLETED));

    refunds().create(minimal().build(), RequestOptions.withIdempotencyKey(IdempotencyKey.of("job-5521-refund-000001")));

    RecordedRequest request = server.takeRequest();
    assertSignedPost(request, "/refunds/create",
        "{\"merchant_id\":\"m_1\",\"payment_id\":\"pay_1\",\"amount\":\"100.00\"}");
    assertThat(request.getHeaders().get("Idempotency-Key")).isEqualTo("job-5521-refund-000001");
  }

  @Test
  void create_derivesTheSameKeyForTheSameReferenceInAnyClient() throws Exception {
    server.enqueue(json(200, COMPLETED));
    server.enqueue(json(200, COMPLETED));

    refunds().create(full());
    clientFor(server).credentials("key_rotated_2", "sk_test_rotated_secret_0000000000").build().refunds()
        .create(full());

    assertThat(server.takeRequest().getHeaders().get("Idempotency-Key")).isEqualTo(DERIVED_KEY);
    assertThat(server.takeRequest().getHeaders().get("Idempotency-Key")).as("a rotated API key changes nothing")
        .isEqualTo(DERIVED_KEY);
  }

  @Test
  void create_withExplicitKey_sendsThatKey() throws Exception {
    server.enqueue(json(200, COMPLETED));

    Refund refund = refunds().create(full(), RequestOptions.withIdempotencyKey(IdempotencyKey.of("my-own-key-000000001")));

    assertThat(server.takeRequest().getHeaders().get("Idempotency-Key")).isEqualTo("my-own-key-000000001");
    assertThat(refund.idempotencyKey()).isEqualTo(IdempotencyKey.of("my-own-key-000000001"));
  }

  @Test
  void create_whenServiceAnswers503Once_retriesWithSameKey_andSignsEachAttemptAfresh() throws Exception {
    server.enqueue(json(503, "{\"message\":\"try later\"}"));
    server.enqueue(json(200, COMPLETED));
    RefundsService refunds = clientFor(server).clock(new SteppingClock(PluginWire.NOW)).build().refunds();

    Refund refund = refunds.create(full());

    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    assertSigned(first, "POST", "/refunds/create", PluginWire.NOW);
    assertSigned(second, "POST", "/refunds/create", PluginWire.NOW + 1);
    assertThat(first.getHeaders().get("X-Service-Signature"))
        .isNotEqualTo(second.getHeaders().get("X-Service-Signature"));
    assertThat(first.getHeaders().get("Idempotency-Key"))
        .isEqualTo(second.getHeaders().get("Idempotency-Key"))
        .isEqualTo(DERIVED_KEY);
    assertThat(PluginWire.body(second)).isEqualTo(PluginWire.body(first));
    assertThat(refund.refundId()).isEqualTo("rfd_1");
  }

  @Test
  void create_whenReadTimesOut_retriesWithTheSameKey() throws Exception {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    server.enqueue(json(200, COMPLETED));

    Refund refund = refunds().create(full());

    String firstKey = server.takeRequest().getHeaders().get("Idempotency-Key");
    assertThat(server.takeRequest().getHeaders().get("Idempotency-Key")).isEqualTo(firstKey);
    assertThat(refund.idempotencyKey().value()).isEqualTo(firstKey);
  }

  @Test
  void create_whenEveryAttemptLosesItsAnswer_isOutcomeUnknown_andCarriesTheKey() {
    for (int i = 0; i < 3; i++) {
      server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build());
    }

    assertThatThrownBy(() -> refunds().create(full()))
        .asInstanceOf(type(ApiConnectionException.class))
        .satisfies(e -> {
          assertThat(e.outcome()).isEqualTo(Outcome.UNKNOWN);
          assertThat(e.attempts()).isEqualTo(3);
          assertThat(e.idempotencyKey()).contains(IdempotencyKey.of(DERIVED_KEY));
          assertThat(e).hasMessageContaining("repeat it with the same idempotency key " + DERIVED_KEY);
        });
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void create_aboveCapturedAmount_throwsInvalidRequestWithServiceMessageAndKey_withoutRetry() {
    server.enqueue(json(400, "{\"error\":\"refund amount exceeds captured amount\"}"));

    assertThatThrownBy(() -> refunds().create(full()))
        .asInstanceOf(type(InvalidRequestException.class))
        .satisfies(e -> {
          assertThat(e.serviceMessage()).isEqualTo("refund amount exceeds captured amount");
          assertThat(e.getMessage()).contains("refund amount exceeds captured amount", DERIVED_KEY);
          assertThat(e.idempotencyKey()).contains(IdempotencyKey.of(DERIVED_KEY));
          assertThat(e.outcome()).isEqualTo(Outcome.NOT_APPLIED);
        });
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  /** The plugin family's envelope: a JSON object whose identifier is text (see ResponseDecoder). */
  private static final Outcome THE_SERVICE = Outcome.APPLIED;
  /** Anything else on a 2xx proves nothing: the create may or may not have happened. */
  private static final Outcome NOT_THE_SERVICE = Outcome.UNKNOWN;

  static Stream<Arguments> malformedRefunds() {
    return Stream.of(
        Arguments.of("<html><body>OK</body></html>", NOT_THE_SERVICE),
        Arguments.of("", NOT_THE_SERVICE),
        Arguments.of("{\"refund_id\":\"rfd_1\",\"amount\":\"100.", NOT_THE_SERVICE),
        Arguments.of("{\"payment_id\":\"pay_1\",\"status\":\"completed\"}", NOT_THE_SERVICE),
        Arguments.of("{\"refund_id\":\"\",\"status\":\"completed\"}", NOT_THE_SERVICE),
        Arguments.of(COMPLETED.replace("\"100.0000\"", "{\"value\":\"100.0000\"}"), THE_SERVICE),
        Arguments.of(COMPLETED.replace("\"completed\"", "true"), THE_SERVICE),
        Arguments.of(COMPLETED.replace("\"amount\":\"100.0000\",", ""), THE_SERVICE),
        Arguments.of(COMPLETED.replace("\"status\":\"completed\",", ""), THE_SERVICE),
        Arguments.of("\"rfd_1\"", NOT_THE_SERVICE));
  }

  @ParameterizedTest
  @MethodSource("malformedRefunds")
  void create_whenAnswerIsMalformed_throwsResponseDecodingExceptionWithKey(String body, Outcome outcome) {
    server.enqueue(json(200, body));

    assertThatThrownBy(() -> refunds().create(full()))
        .asInstanceOf(type(ResponseDecodingException.class))
        .satisfies(e -> {
          assertThat(e.bodySnippet()).isEqualTo(body);
          assertThat(e.idempotencyKey()).contains(IdempotencyKey.of(DERIVED_KEY));
          assertThat(e.outcome()).as("APPLIED only when the body is the service's: an object naming refund_id")
              .isEqualTo(outcome);
          assertThat(e).hasMessageContaining("repeat it with the same idempotency key " + DERIVED_KEY);
        });
  }

  @Test
  void create_whenRefundIdIsMissing_namesIt() {
    server.enqueue(json(200, "{\"payment_id\":\"pay_1\"}"));

    assertThatThrownBy(() -> refunds().create(full()))
        .isInstanceOf(ResponseDecodingException.class)
        .hasMessageContaining("\"refund_id\" is missing");
  }

  @Test
  void create_whenRefundIdIsBlank_namesIt() {
    server.enqueue(json(200, "{\"refund_id\":\"  \"}"));

    assertThatThrownBy(() -> refunds().create(full()))
        .isInstanceOf(ResponseDecodingException.class)
        .hasMessageContaining("\"refund_id\" is blank");
  }

  @Test
  void create_withUnknownStatus_keepsRawStatus() {
    server.enqueue(json(200, COMPLETED.replace("\"completed\"", "\"queued\"").replace("{", "{\"extra\":1,")));

    Refund refund = refunds().create(full());

    assertThat(refund.status()).isEqualTo(RefundState.of("queued"));
    assertThat(refund.status().isKnown()).isFalse();
  }
}
