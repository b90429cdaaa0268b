/**
 * OpenTelemetry tracing of the SDK's calls: {@link com.service.sdk.opentelemetry.ServiceSdkTelemetry}
 * returns the {@link com.service.sdk.core.CallListener} to give a client's builder.
 * OpenTelemetry's jars are automatic modules (hence the suppressed warning).
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module com.service.sdk.opentelemetry {
  requires static transitive org.jspecify;
  requires transitive com.service.sdk.core;
  requires transitive io.opentelemetry.api;
  requires transitive io.opentelemetry.context;
  requires io.opentelemetry.semconv;

  exports com.service.sdk.opentelemetry;
}
