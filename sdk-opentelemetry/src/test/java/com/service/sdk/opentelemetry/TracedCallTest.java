package com.service.sdk.opentelemetry;

import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.semconv.UrlAttributes.URL_FULL;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.Outcome;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.io.InterruptedIOException;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TracedCallTest {
  private final Tracing tracing = new Tracing();
  private final CallListener listener = ServiceSdkTelemetry.create(tracing.openTelemetry).callListener();

  @AfterEach
  void closeTracing() {
    tracing.close();
  }

  private static CallListener.Call status(String url) {
    URI uri = URI.create(url);
    return new CallListener.Call("payouts.status", CallListener.Family.MERCHANT, "GET",
        "/api/v1/payouts/external/status", url, uri.getHost(), uri.getPort() == -1 ? 443 : uri.getPort(), null);
  }

  @Test
  void urlFull_replacesCredentialsInTheUrl_andKeepsPathAndQuery() {
    assertThat(TracedCall.urlFull("https://merchant:s3cret@api.example.test:8443/api/v1/payouts/external/status?transaction_id=tx_1"))
        .isEqualTo("https://REDACTED:REDACTED@api.example.test:8443/api/v1/payouts/external/status?transaction_id=tx_1");
    assertThat(TracedCall.urlFull("https://api.example.test/payments/pay_1/status"))
        .isEqualTo("https://api.example.test/payments/pay_1/status");
  }

  @Test
  void attemptSpan_ofAUrlWithCredentials_holdsThemRedacted() {
    CallListener.Call call = status("https://merchant:s3cret@api.example.test/api/v1/payouts/external/status?transaction_id=tx_1");
    CallListener traced = listener.forCall(call);

    traced.attemptStarting(call, 1, (name, value) -> {});
    traced.attemptFinished(call, new CallListener.Attempt(1, 200, null, true, Duration.ofMillis(3), "req_1"));
    traced.callFinished(call, new CallListener.End(1, Duration.ofMillis(4), 200, null, null, "req_1"));

    assertThat(tracing.spans().get(0)).hasAttribute(URL_FULL,
        "https://REDACTED:REDACTED@api.example.test/api/v1/payouts/external/status?transaction_id=tx_1")
        .hasAttribute(SdkAttributes.REQUEST_ID, "req_1");
    assertThat(tracing.spans().toString()).doesNotContain("s3cret");
  }

  @Test
  void attemptThatNeverStarted_deadlinePassed_getsNoSpan_andTheCallStillEnds() {
    CallListener.Call call = status("https://api.example.test/api/v1/payouts/external/status?transaction_id=tx_1");
    CallListener traced = listener.forCall(call);

    traced.attemptFinished(call, new CallListener.Attempt(1, 0, new InterruptedIOException("deadline passed"), false,
        Duration.ZERO, null));
    traced.callFinished(call, new CallListener.End(1, Duration.ofMillis(1), 0, Outcome.NOT_SENT,
        ApiConnectionException.class, null));

    List<SpanData> spans = tracing.spans();
    assertThat(spans).hasSize(1);
    assertThat(spans.get(0)).hasName("payouts.status").hasAttribute(SdkAttributes.OUTCOME, "NOT_SENT");
  }

  @Test
  void attemptWhoseEndWasNeverTold_isEndedWithTheCall() {
    CallListener.Call call = status("https://api.example.test/api/v1/payouts/external/status?transaction_id=tx_1");
    CallListener traced = listener.forCall(call);

    traced.attemptStarting(call, 1, (name, value) -> {});
    traced.callFinished(call, new CallListener.End(1, Duration.ofMillis(1), 0, Outcome.NOT_SENT,
        ApiConnectionException.class, null));

    List<SpanData> spans = tracing.spans();
    assertThat(spans).extracting(SpanData::getName).containsExactly("GET /api/v1/payouts/external/status",
        "payouts.status");
    assertThat(spans.get(0)).hasParent(spans.get(1)).hasEnded();
  }
}
