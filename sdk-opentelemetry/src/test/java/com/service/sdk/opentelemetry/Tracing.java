package com.service.sdk.opentelemetry;

import com.service.sdk.plugin.PluginClient;
import io.opentelemetry.api.baggage.propagation.W3CBaggagePropagator;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.context.propagation.TextMapPropagator;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.time.Duration;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/**
 * The OpenTelemetry SDK as an application configures it (W3C trace context and baggage),
 * exporting to memory; built per test, never the global instance. Also the plugin client and
 * answers the MockWebServer tests script.
 */
final class Tracing implements AutoCloseable {
  static final String SECRET = "sk_test_2b7e151628aed2a6abf7158809cf4f3c";
  static final String PAID = "{\"payment_id\":\"pay_8Hq2\",\"status\":\"paid\",\"order_id\":\"ord_1001\","
      + "\"transaction_id\":\"txn_77\",\"provider_reference\":\"prov_9\",\"amount\":\"499.0000\",\"currency\":\"INR\"}";

  final InMemorySpanExporter exporter = InMemorySpanExporter.create();
  final OpenTelemetrySdk openTelemetry = OpenTelemetrySdk.builder()
      .setTracerProvider(SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(exporter)).build())
      .setPropagators(ContextPropagators.create(TextMapPropagator.composite(W3CTraceContextPropagator.getInstance(),
          W3CBaggagePropagator.getInstance())))
      .build();

  /** The spans ended so far, in the order they ended. */
  List<SpanData> spans() {
    return exporter.getFinishedSpanItems();
  }

  @Override
  public void close() {
    openTelemetry.close();
  }

  /** A client for {@code server}: retries wait a millisecond or two. */
  static PluginClient.Builder pluginFor(MockWebServer server) {
    return PluginClient.builder().baseUrl(server.url("/").toString()).credentials("key_test_plugin_1", SECRET)
        .retryBackoff(Duration.ofMillis(1), Duration.ofMillis(2));
  }

  static MockResponse json(int code, String body) {
    return new MockResponse.Builder().code(code).setHeader("Content-Type", "application/json").body(body).build();
  }
}
