package com.service.sdk.opentelemetry;

import static com.service.sdk.opentelemetry.Tracing.PAID;
import static com.service.sdk.opentelemetry.Tracing.SECRET;
import static com.service.sdk.opentelemetry.Tracing.json;
import static com.service.sdk.opentelemetry.Tracing.pluginFor;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.satisfies;
import static io.opentelemetry.semconv.ErrorAttributes.ERROR_TYPE;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_REQUEST_METHOD;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_REQUEST_RESEND_COUNT;
import static io.opentelemetry.semconv.HttpAttributes.HTTP_RESPONSE_STATUS_CODE;
import static io.opentelemetry.semconv.ServerAttributes.SERVER_ADDRESS;
import static io.opentelemetry.semconv.ServerAttributes.SERVER_PORT;
import static io.opentelemetry.semconv.UrlAttributes.URL_FULL;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.ServerException;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.PaymentStatus;
import io.opentelemetry.api.baggage.Baggage;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Context;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.data.StatusData;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ServiceSdkTelemetryTest {
  private static final AttributeKey<String> URL_TEMPLATE = AttributeKey.stringKey("url.template");

  @StartStop private final MockWebServer server = new MockWebServer();
  private final Tracing tracing = new Tracing();

  @AfterEach
  void closeTracing() {
    tracing.close();
  }

  private PluginClient traced(PluginClient.Builder builder) {
    return builder.listener(ServiceSdkTelemetry.create(tracing.openTelemetry).callListener()).build();
  }

  @Test
  void status_isACallSpanUnderTheCallersSpan_withOneClientSpanForItsAttempt_andTheAttemptCarriesItsTraceparent()
      throws Exception {
    server.enqueue(json(200, PAID));
    Span checkout = tracing.openTelemetry.getTracer("shop").spanBuilder("checkout").startSpan();

    try (PluginClient plugin = traced(pluginFor(server))) {
      Context.current().with(checkout).wrap(() -> plugin.payments().status("pay_8Hq2")).call();
    } finally {
      checkout.end();
    }

    List<SpanData> spans = tracing.spans();
    assertThat(spans).hasSize(3);
    SpanData attempt = spans.get(0);
    SpanData call = spans.get(1);
    SpanData parent = spans.get(2);
    assertThat(call).hasName("payments.status").hasKind(SpanKind.INTERNAL).hasParent(parent)
        .hasStatus(StatusData.unset())
        .hasAttributesSatisfyingExactly(equalTo(SdkAttributes.FAMILY, "plugin"),
            equalTo(SdkAttributes.IDEMPOTENCY_KEY_PRESENT, false), equalTo(SdkAttributes.OUTCOME, "SUCCESS"),
            equalTo(SdkAttributes.ATTEMPTS, 1L))
        .hasTotalRecordedEvents(0);
    assertThat(attempt).hasName("GET /payments/{paymentId}/status").hasKind(SpanKind.CLIENT).hasParent(call)
        .hasStatus(StatusData.unset())
        .hasAttributesSatisfyingExactly(equalTo(HTTP_REQUEST_METHOD, "GET"),
            equalTo(SERVER_ADDRESS, server.getHostName()), equalTo(SERVER_PORT, (long) server.getPort()),
            equalTo(URL_FULL, server.url("/payments/pay_8Hq2/status").toString()),
            equalTo(URL_TEMPLATE, "/payments/{paymentId}/status"), equalTo(HTTP_RESPONSE_STATUS_CODE, 200L));
    RecordedRequest request = server.takeRequest();
    assertThat(request.getHeaders().get("traceparent")).isEqualTo(traceparent(attempt));
  }

  @Test
  void status_retriedAfterA503_showsTwoAttemptSpans_theWaitBetweenThem_andTheRetryAsAnEvent() throws Exception {
    server.enqueue(json(503, "{\"message\":\"try later\"}"));
    server.enqueue(json(200, PAID));

    try (PluginClient plugin = traced(pluginFor(server))) {
      plugin.payments().status("pay_8Hq2");
    }

    List<SpanData> spans = tracing.spans();
    assertThat(spans).hasSize(3);
    SpanData first = spans.get(0);
    SpanData second = spans.get(1);
    SpanData call = spans.get(2);
    assertThat(call).hasName("payments.status").hasNoParent().hasStatus(StatusData.unset())
        .hasAttribute(SdkAttributes.ATTEMPTS, 2L).hasAttribute(SdkAttributes.OUTCOME, "SUCCESS")
        .hasEventsSatisfyingExactly(event -> event.hasName("com.service.sdk.retry").hasAttributesSatisfyingExactly(
            satisfies(SdkAttributes.RETRY_DELAY_MS, delay -> delay.isBetween(0L, 2L)),
            equalTo(SdkAttributes.RETRY_REASON, "HTTP 503")));
    assertThat(first).hasName("GET /payments/{paymentId}/status").hasKind(SpanKind.CLIENT).hasParent(call)
        .hasStatus(StatusData.error())
        .hasAttributesSatisfyingExactly(equalTo(HTTP_REQUEST_METHOD, "GET"),
            equalTo(SERVER_ADDRESS, server.getHostName()), equalTo(SERVER_PORT, (long) server.getPort()),
            equalTo(URL_FULL, server.url("/payments/pay_8Hq2/status").toString()),
            equalTo(URL_TEMPLATE, "/payments/{paymentId}/status"), equalTo(HTTP_RESPONSE_STATUS_CODE, 503L),
            equalTo(ERROR_TYPE, "503"));
    assertThat(second).hasName("GET /payments/{paymentId}/status").hasKind(SpanKind.CLIENT).hasParent(call)
        .hasStatus(StatusData.unset())
        .hasAttributesSatisfyingExactly(equalTo(HTTP_REQUEST_METHOD, "GET"),
            equalTo(SERVER_ADDRESS, server.getHostName()), equalTo(SERVER_PORT, (long) server.getPort()),
            equalTo(URL_FULL, server.url("/payments/pay_8Hq2/status").toString()),
            equalTo(URL_TEMPLATE, "/payments/{paymentId}/status"), equalTo(HTTP_RESPONSE_STATUS_CODE, 200L),
            equalTo(HTTP_REQUEST_RESEND_COUNT, 1L));
    assertThat(second.getStartEpochNanos()).isGreaterThanOrEqualTo(first.getEndEpochNanos());
    assertThat(call.getEvents().get(0).getEpochNanos()).isBetween(first.getEndEpochNanos(),
        second.getStartEpochNanos());
    assertThat(server.takeRequest().getHeaders().get("traceparent")).isEqualTo(traceparent(first));
    assertThat(server.takeRequest().getHeaders().get("traceparent")).isEqualTo(traceparent(second));
  }

  @Test
  void refund_answeredWith500_withoutRetries_endsUnknown_andNoSpanHoldsTheSecretTheKeyOrTheAmount() {
    server.enqueue(json(500, "{\"message\":\"internal error\"}"));
    CreateRefundRequest refund = CreateRefundRequest.builder().merchantId("m_41").paymentId("pay_8Hq2")
        .amount("123.45").merchantRefundId("rf_9001").build();
    String key = IdempotencyKey.derive("refund", "m_41", "pay_8Hq2", "rf_9001").value();

    try (PluginClient plugin = traced(pluginFor(server).maxRetries(0))) {
      assertThatThrownBy(() -> plugin.refunds().create(refund)).isInstanceOf(ServerException.class);
    }

    List<SpanData> spans = tracing.spans();
    assertThat(spans).hasSize(2);
    assertThat(spans.get(1)).hasName("refunds.create").hasStatus(StatusData.create(StatusCode.ERROR, "UNKNOWN"))
        .hasAttributesSatisfyingExactly(equalTo(SdkAttributes.FAMILY, "plugin"),
            equalTo(SdkAttributes.IDEMPOTENCY_KEY_PRESENT, true), equalTo(SdkAttributes.OUTCOME, "UNKNOWN"),
            equalTo(SdkAttributes.ATTEMPTS, 1L), equalTo(ERROR_TYPE, ServerException.class.getName()));
    assertThat(spans.get(0)).hasName("POST /refunds/create").hasStatus(StatusData.error())
        .hasAttribute(HTTP_RESPONSE_STATUS_CODE, 500L).hasAttribute(ERROR_TYPE, "500");
    for (SpanData span : spans) {
      assertThat(span.toString()).doesNotContain(SECRET, key, "123.45", "rf_9001");
    }
  }

  @Test
  void status_ofAMissingPayment_isNotApplied_andBothSpansAreErrors() {
    server.enqueue(json(404, "{\"message\":\"payment not found\"}"));

    try (PluginClient plugin = traced(pluginFor(server))) {
      assertThatThrownBy(() -> plugin.payments().status("pay_missing")).isInstanceOf(NotFoundException.class);
    }

    List<SpanData> spans = tracing.spans();
    assertThat(spans.get(0)).hasStatus(StatusData.error()).hasAttribute(ERROR_TYPE, "404")
        .hasAttribute(HTTP_RESPONSE_STATUS_CODE, 404L);
    assertThat(spans.get(1)).hasStatus(StatusData.create(StatusCode.ERROR, "NOT_APPLIED"))
        .hasAttribute(SdkAttributes.OUTCOME, "NOT_APPLIED").hasAttribute(ERROR_TYPE, NotFoundException.class.getName());
  }

  @Test
  void asyncCall_joinsTheTraceCurrentWhereItWasCalled_thoughItRunsOnTheSdksThreads() throws Exception {
    server.enqueue(json(503, "{\"message\":\"try later\"}"));
    server.enqueue(json(200, PAID));
    Span checkout = tracing.openTelemetry.getTracer("shop").spanBuilder("checkout").startSpan();

    try (PluginClient plugin = traced(pluginFor(server))) {
      CompletableFuture<PaymentStatus> status = Context.current().with(checkout)
          .wrap(() -> plugin.async().payments().status("pay_8Hq2")).call();
      status.get(10, TimeUnit.SECONDS);
    } finally {
      checkout.end();
    }

    List<SpanData> spans = tracing.spans();
    assertThat(spans).hasSize(4);
    SpanData call = spans.get(2);
    assertThat(call).hasName("payments.status").hasParent(spans.get(3)).hasAttribute(SdkAttributes.ATTEMPTS, 2L);
    assertThat(spans.get(0)).hasKind(SpanKind.CLIENT).hasParent(call);
    assertThat(spans.get(1)).hasKind(SpanKind.CLIENT).hasParent(call).hasAttribute(HTTP_REQUEST_RESEND_COUNT, 1L);
    assertThat(server.takeRequest().getHeaders().get("traceparent")).isEqualTo(traceparent(spans.get(0)));
    assertThat(server.takeRequest().getHeaders().get("traceparent")).isEqualTo(traceparent(spans.get(1)));
  }

  @Test
  void propagationTurnedOff_sendsNoTraceHeader_butStillRecordsTheSpans() throws Exception {
    server.enqueue(json(200, PAID));

    try (PluginClient plugin = pluginFor(server).listener(ServiceSdkTelemetry.builder(tracing.openTelemetry)
        .propagateContext(false).build().callListener()).build()) {
      plugin.payments().status("pay_8Hq2");
    }

    assertThat(tracing.spans()).hasSize(2);
    RecordedRequest request = server.takeRequest();
    assertThat(request.getHeaders().names()).doesNotContain("traceparent", "tracestate", "baggage");
  }

  @Test
  void baggageTooLargeForAHeader_isLeftOut_andTheTraceparentStillGoes() throws Exception {
    server.enqueue(json(200, PAID));

    try (PluginClient plugin = traced(pluginFor(server))) {
      Context.current().with(Baggage.builder().put("cart", "x".repeat(5_000)).build())
          .wrap(() -> plugin.payments().status("pay_8Hq2")).call();
    }

    RecordedRequest request = server.takeRequest();
    assertThat(request.getHeaders().get("traceparent")).isEqualTo(traceparent(tracing.spans().get(0)));
    assertThat(request.getHeaders().names()).doesNotContain("baggage");
  }

  @Test
  void nullOpenTelemetry_isRefusedNamingIt() {
    assertThatThrownBy(() -> ServiceSdkTelemetry.create(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("openTelemetry == null");
    assertThatThrownBy(() -> ServiceSdkTelemetry.builder(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("openTelemetry == null");
  }

  /** The W3C header naming {@code span} as the parent: version, trace id, span id, flags (sampled, random). */
  static String traceparent(SpanData span) {
    return "00-" + span.getTraceId() + "-" + span.getSpanId() + "-" + span.getSpanContext().getTraceFlags().asHex();
  }
}
