package com.service.sdk.opentelemetry;

import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;

import com.service.sdk.core.CallListener;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.TraceFlags;
import io.opentelemetry.api.trace.TraceState;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.ContextPropagators;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TracingListenerTest {
  private static final CallListener.Call BALANCE = new CallListener.Call("balance.get",
      CallListener.Family.PLUGIN, "GET", "/payments/balance", "https://api.example.test/payments/balance",
      "api.example.test", 443, null);
  private static final SpanContext CALLER = SpanContext.create("4bf92f3577b34da6a3ce929d0e0e4736",
      "00f067aa0ba902b7", TraceFlags.getSampled(), TraceState.getDefault());

  @Test
  void noopOpenTelemetry_withoutATraceToContinue_getsNoListenerForTheCall() {
    CallListener listener = ServiceSdkTelemetry.create(OpenTelemetry.noop()).callListener();

    assertThat(listener.forCall(BALANCE)).isSameAs(CallListener.NONE);
  }

  @Test
  void propagationOnlyOpenTelemetry_recordsNothing_butCarriesTheCallersTraceOn() throws Exception {
    OpenTelemetry propagating = OpenTelemetry.propagating(
        ContextPropagators.create(W3CTraceContextPropagator.getInstance()));
    CallListener listener = ServiceSdkTelemetry.create(propagating).callListener();
    Map<String, String> headers = new LinkedHashMap<>();

    assertThat(listener.forCall(BALANCE)).isSameAs(CallListener.NONE); // no trace where it was called
    CallListener call = Context.current().with(Span.wrap(CALLER)).wrap(() -> listener.forCall(BALANCE)).call();
    call.attemptStarting(BALANCE, 1, headers::put);

    assertThat(headers).containsExactly(Map.entry("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"));
  }

  @Test
  void propagationTurnedOff_withNothingRecording_getsNoListenerForTheCall() throws Exception {
    OpenTelemetry propagating = OpenTelemetry.propagating(
        ContextPropagators.create(W3CTraceContextPropagator.getInstance()));
    CallListener listener = ServiceSdkTelemetry.builder(propagating).propagateContext(false).build().callListener();

    assertThat(Context.current().with(Span.wrap(CALLER)).wrap(() -> listener.forCall(BALANCE)).call())
        .isSameAs(CallListener.NONE);
  }
}
