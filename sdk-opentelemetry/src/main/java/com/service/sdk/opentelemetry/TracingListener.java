package com.service.sdk.opentelemetry;

import com.service.sdk.core.CallListener;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapPropagator;
import io.opentelemetry.context.propagation.TextMapSetter;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * Starts the span of each call on the caller's thread, as a child of the caller's current
 * context (so an asynchronous call joins the caller's trace), and hands it to a
 * {@link TracedCall} that lives as long as the call.
 */
final class TracingListener implements CallListener {
  final Tracer tracer;
  /** The propagator of trace context into each attempt's headers, or null when it is off. */
  final @Nullable TextMapPropagator propagator;
  /** Each operation's attempt span name ({@code METHOD url.template}), made once. */
  private final Map<String, String> attemptNames = new ConcurrentHashMap<>();

  TracingListener(Tracer tracer, @Nullable TextMapPropagator propagator) {
    this.tracer = tracer;
    this.propagator = propagator;
  }

  @Override
  public CallListener forCall(Call call) {
    Context parent = Context.current();
    // Attributes no sampler needs are set on the started span: one not sampled takes none.
    Span span = tracer.spanBuilder(call.operation()).setParent(parent).setSpanKind(SpanKind.INTERNAL).startSpan();
    if (!span.isRecording()) {
      if (propagator == null || !span.getSpanContext().isValid()) {
        return NONE; // nothing to record and no trace to continue: the SDK skips the call's events
      }
    } else {
      span.setAttribute(SdkAttributes.FAMILY, call.family().tag());
      span.setAttribute(SdkAttributes.IDEMPOTENCY_KEY_PRESENT, call.idempotencyKey() != null);
    }
    return new TracedCall(this, parent.with(span), span);
  }

  /** Returns the name of the call's attempt spans, such as {@code GET /payments/{paymentId}/status}. */
  String attemptName(Call call) {
    String name = attemptNames.get(call.operation());
    if (name == null) {
      name = call.method() + " " + call.pathTemplate();
      attemptNames.putIfAbsent(call.operation(), name);
    }
    return name;
  }

  @Override
  public String toString() {
    return "ServiceSdkTelemetry(" + tracer + ", propagation " + (propagator == null ? "off" : propagator) + ")";
  }

  /**
   * Puts a propagator's headers on an attempt. A header the SDK refuses (too long, not
   * printable ASCII) is left out alone, so that one large {@code baggage} does not cost the
   * attempt its {@code traceparent}.
   */
  enum HeaderSetter implements TextMapSetter<AttemptHeaders> {
    INSTANCE;

    @Override
    public void set(@Nullable AttemptHeaders headers, String name, String value) {
      if (headers == null) {
        return;
      }
      try {
        headers.put(name, value);
      } catch (IllegalArgumentException refused) {
        // left out: the message names the header, never worth failing the attempt over
      }
    }
  }
}
