package com.service.sdk.opentelemetry;

import com.service.sdk.core.CallListener;
import io.opentelemetry.api.OpenTelemetry;

/**
 * OpenTelemetry tracing of the SDK's calls: one span per call and, under it, one HTTP client
 * span per attempt, with the trace context sent on each attempt. Give its
 * {@link #callListener()} to a client's builder:
 *
 * <pre>{@code
 * ServiceSdkTelemetry telemetry = ServiceSdkTelemetry.create(openTelemetry);
 * PluginClient plugin = PluginClient.builder()
 *     .baseUrl(baseUrl).credentials(apiKeyId, apiSecret)
 *     .listener(telemetry.callListener())
 *     .build();
 * }</pre>
 *
 * <p><b>The call span</b> (kind {@code INTERNAL}) is named after the operation, such as
 * {@code payouts.initiate}, and is a child of the context current where the call was made,
 * for asynchronous calls too. It carries {@code com.service.sdk.family},
 * {@code com.service.sdk.idempotency_key.present} (whether a key was sent; never its value),
 * {@code com.service.sdk.outcome} ({@code SUCCESS} or the failed call's outcome),
 * {@code com.service.sdk.attempts} and, when the call failed, {@code error.type} (the
 * exception's class) and status {@code ERROR}. Each retry is an event
 * {@code com.service.sdk.retry} with its wait and reason.
 *
 * <p><b>Each attempt</b> is a {@code CLIENT} span named {@code METHOD url.template}, such as
 * {@code POST /api/v1/payouts/external/initiate}, with the HTTP semantic conventions'
 * {@code http.request.method}, {@code server.address}, {@code server.port}, {@code url.full},
 * {@code url.template}, {@code http.request.resend_count} (on every resend),
 * {@code http.response.status_code} and {@code error.type}; status {@code ERROR} for a 4xx, a
 * 5xx or a failure without an answer. A retry shows as a second attempt span, the wait
 * between the two. Neither span holds the secret, a signature, a header, a body or an
 * idempotency key.
 *
 * <p><b>Propagation:</b> each attempt carries the attempt span's context in the format of
 * {@code openTelemetry}'s propagators (W3C {@code traceparent} with the usual configuration),
 * unless turned off with {@link ServiceSdkTelemetryBuilder#propagateContext(boolean)}.
 *
 * <p>When nothing records or propagates (a no-op {@code OpenTelemetry}), a call costs one
 * look at the current context: the SDK is told to skip the call's other events.
 */
public final class ServiceSdkTelemetry {
  private final CallListener listener;

  ServiceSdkTelemetry(CallListener listener) {
    this.listener = listener;
  }

  /**
   * Returns tracing through {@code openTelemetry}, with context propagation on.
   *
   * @param openTelemetry the application's OpenTelemetry (its tracer provider and propagators)
   * @return the telemetry
   * @throws NullPointerException if {@code openTelemetry} is null
   */
  public static ServiceSdkTelemetry create(OpenTelemetry openTelemetry) {
    return builder(openTelemetry).build();
  }

  /**
   * Starts tracing through {@code openTelemetry} with settings of your own.
   *
   * @param openTelemetry the application's OpenTelemetry (its tracer provider and propagators)
   * @return a builder
   * @throws NullPointerException if {@code openTelemetry} is null
   */
  public static ServiceSdkTelemetryBuilder builder(OpenTelemetry openTelemetry) {
    return new ServiceSdkTelemetryBuilder(openTelemetry);
  }

  /**
   * Returns the listener that traces calls; give it to a client builder's
   * {@code listener(..)}, which adds it beside any others.
   *
   * @return the listener, the same one each time
   */
  public CallListener callListener() {
    return listener;
  }
}
