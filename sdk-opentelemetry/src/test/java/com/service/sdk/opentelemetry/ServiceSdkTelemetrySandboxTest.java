package com.service.sdk.opentelemetry;

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

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.Outcome;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.junit.SandboxExtension;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.data.StatusData;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class ServiceSdkTelemetrySandboxTest {
  private static final AttributeKey<String> URL_TEMPLATE = AttributeKey.stringKey("url.template");
  private static final String INITIATE = "/api/v1/payouts/external/initiate";

  private final Tracing tracing = new Tracing();

  @AfterEach
  void closeTracing() {
    tracing.close();
  }

  private MerchantClient.Builder merchantClient(Sandbox sandbox, SandboxMerchant merchant) {
    return MerchantClient.builder().baseUrl(sandbox.baseUrl()).credentials(merchant.apiKeyId(), merchant.apiSecret())
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(5));
  }

  /** A verified payee, made without tracing. */
  private Payee payee(Sandbox sandbox, SandboxMerchant merchant, String ref) {
    try (MerchantClient client = merchantClient(sandbox, merchant).build()) {
      Payee payee = client.payees().create(CreatePayeeRequest.builder().legalName("Meera Iyer").vpa("meera@okbank")
          .externalRef(ref).build());
      client.payees().verifyVpa(payee.id());
      return payee;
    }
  }

  private static InitiatePayoutRequest payout(Payee payee, String ref) {
    return InitiatePayoutRequest.builder().payeeId(payee.id()).amount("321.09").externalRef(ref)
        .method(PayoutMethod.UPI).purpose("vendor settlement").build();
  }

  @Test
  void payout_retriedAfterTheServiceAnswered503_isOneCallSpanOverTwoAttemptSpans(Sandbox sandbox,
      SandboxMerchant merchant) {
    Payee payee = payee(sandbox, merchant, "payee-otel-1");
    sandbox.faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).status(503));
    try (MerchantClient client = merchantClient(sandbox, merchant)
        .listener(ServiceSdkTelemetry.create(tracing.openTelemetry).callListener()).build()) {
      client.payouts().initiate(payout(payee, "po-otel-1"));
    } finally {
      sandbox.faults().clear();
    }

    URI base = URI.create(sandbox.baseUrl());
    List<SpanData> spans = tracing.spans();
    assertThat(spans).extracting(SpanData::getName).containsExactly("POST " + INITIATE, "POST " + INITIATE,
        "payouts.initiate");
    SpanData call = spans.get(2);
    assertThat(call).hasKind(SpanKind.INTERNAL).hasNoParent().hasStatus(StatusData.unset())
        .hasAttributesSatisfyingExactly(equalTo(SdkAttributes.FAMILY, "merchant"),
            equalTo(SdkAttributes.IDEMPOTENCY_KEY_PRESENT, true), equalTo(SdkAttributes.OUTCOME, "SUCCESS"),
            equalTo(SdkAttributes.ATTEMPTS, 2L))
        .hasEventsSatisfyingExactly(event -> event.hasName("com.service.sdk.retry").hasAttributesSatisfyingExactly(
            satisfies(SdkAttributes.RETRY_DELAY_MS, delay -> delay.isBetween(0L, 5L)),
            equalTo(SdkAttributes.RETRY_REASON, "HTTP 503")));
    assertThat(spans.get(0)).hasKind(SpanKind.CLIENT).hasParent(call).hasStatus(StatusData.error())
        .hasAttributesSatisfyingExactly(equalTo(HTTP_REQUEST_METHOD, "POST"), equalTo(SERVER_ADDRESS, base.getHost()),
            equalTo(SERVER_PORT, (long) base.getPort()), equalTo(URL_FULL, sandbox.baseUrl() + INITIATE),
            equalTo(URL_TEMPLATE, INITIATE), equalTo(HTTP_RESPONSE_STATUS_CODE, 503L), equalTo(ERROR_TYPE, "503"));
    assertThat(spans.get(1)).hasKind(SpanKind.CLIENT).hasParent(call).hasStatus(StatusData.unset())
        .hasAttribute(HTTP_RESPONSE_STATUS_CODE, 200L).hasAttribute(HTTP_REQUEST_RESEND_COUNT, 1L);
    assertThat(spans.get(1).getStartEpochNanos()).isGreaterThanOrEqualTo(spans.get(0).getEndEpochNanos());
    assertNothingSecret(spans, merchant, "po-otel-1");
  }

  @Test
  void payout_whoseAnswerIsLost_withoutRetries_endsUnknown_andItsAttemptSaysWhatFailed(Sandbox sandbox,
      SandboxMerchant merchant) {
    Payee payee = payee(sandbox, merchant, "payee-otel-2");
    sandbox.faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).dropAfterCommit());
    try (MerchantClient client = merchantClient(sandbox, merchant).maxRetries(0)
        .listener(ServiceSdkTelemetry.create(tracing.openTelemetry).callListener()).build()) {
      assertThatThrownBy(() -> client.payouts().initiate(payout(payee, "po-otel-2")))
          .isInstanceOfSatisfying(ApiConnectionException.class, e -> assertThat(e.outcome()).isEqualTo(Outcome.UNKNOWN));
    } finally {
      sandbox.faults().clear();
    }

    List<SpanData> spans = tracing.spans();
    assertThat(spans).hasSize(2);
    assertThat(spans.get(1)).hasName("payouts.initiate").hasStatus(StatusData.create(StatusCode.ERROR, "UNKNOWN"))
        .hasAttributesSatisfyingExactly(equalTo(SdkAttributes.FAMILY, "merchant"),
            equalTo(SdkAttributes.IDEMPOTENCY_KEY_PRESENT, true), equalTo(SdkAttributes.OUTCOME, "UNKNOWN"),
            equalTo(SdkAttributes.ATTEMPTS, 1L), equalTo(ERROR_TYPE, ApiConnectionException.class.getName()));
    assertThat(spans.get(0)).hasName("POST " + INITIATE).hasKind(SpanKind.CLIENT).hasParent(spans.get(1))
        .hasStatus(StatusData.error())
        .hasAttribute(ERROR_TYPE, "java.io.IOException")
        .hasAttributesSatisfying(attributes -> assertThat(attributes.get(HTTP_RESPONSE_STATUS_CODE)).isNull());
    assertNothingSecret(spans, merchant, "po-otel-2");
  }

  /** No span holds the secret, the idempotency key, the amount or the merchant's reference. */
  private static void assertNothingSecret(List<SpanData> spans, SandboxMerchant merchant, String ref) {
    String key = IdempotencyKey.derive("payout", ref).value();
    for (SpanData span : spans) {
      assertThat(span.toString()).doesNotContain(merchant.apiSecret(), key, "321.09", ref);
    }
  }
}
