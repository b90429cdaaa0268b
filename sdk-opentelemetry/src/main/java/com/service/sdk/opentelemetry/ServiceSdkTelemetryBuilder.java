package com.service.sdk.opentelemetry;

import io.opentelemetry.api.OpenTelemetry;
import java.util.Objects;

/** Settings of {@link ServiceSdkTelemetry}. */
public final class ServiceSdkTelemetryBuilder {
  /** The instrumentation scope of the spans: this module. */
  static final String SCOPE = "com.service.sdk.opentelemetry";

  private final OpenTelemetry openTelemetry;
  private boolean propagateContext = true;

  ServiceSdkTelemetryBuilder(OpenTelemetry openTelemetry) {
    this.openTelemetry = Objects.requireNonNull(openTelemetry, "openTelemetry == null");
  }

  /**
   * Sets whether each attempt carries the trace context (a W3C {@code traceparent}, in the
   * format of the OpenTelemetry's propagators). On by default; turn it off when the service's
   * side must not learn your trace ids.
   *
   * @param propagateContext whether to send the trace context
   * @return this builder
   */
  public ServiceSdkTelemetryBuilder propagateContext(boolean propagateContext) {
    this.propagateContext = propagateContext;
    return this;
  }

  /**
   * Returns the telemetry.
   *
   * @return the telemetry
   */
  public ServiceSdkTelemetry build() {
    return new ServiceSdkTelemetry(new TracingListener(openTelemetry.getTracer(SCOPE),
        propagateContext ? openTelemetry.getPropagators().getTextMapPropagator() : null));
  }
}
