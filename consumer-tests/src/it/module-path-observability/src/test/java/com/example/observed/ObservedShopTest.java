package com.example.observed;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.service.sdk.micrometer.MicrometerObservations;
import com.service.sdk.opentelemetry.ServiceSdkTelemetry;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.TraceFlags;
import io.opentelemetry.api.trace.TraceState;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.ContextPropagators;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** Both adapters run on the module path: an observation is stopped, trace context goes out. */
class ObservedShopTest {
  @Test
  void theAdaptersAndTheirLibrariesAreNamedModules() {
    assertEquals("com.example.observed", ObservedShop.class.getModule().getName());
    assertEquals("com.service.sdk.micrometer", MicrometerObservations.class.getModule().getName());
    assertEquals("com.service.sdk.opentelemetry", ServiceSdkTelemetry.class.getModule().getName());
    assertEquals("micrometer.observation", ObservationRegistry.class.getModule().getName());
    assertEquals("io.opentelemetry.api", OpenTelemetry.class.getModule().getName());
  }

  @Test
  void aCallIsObserved_andCarriesTheCallersTrace() throws Exception {
    List<String> stopped = new CopyOnWriteArrayList<>();
    ObservationRegistry registry = ObservationRegistry.create();
    registry.observationConfig().observationHandler(new ObservationHandler<>() {
      @Override
      public boolean supportsContext(Observation.Context context) {
        return true;
      }

      @Override
      public void onStop(Observation.Context context) {
        stopped.add(context.getContextualName() + " " + context.getLowCardinalityKeyValue("outcome").getValue());
      }
    });
    OpenTelemetry propagating = OpenTelemetry.propagating(
        ContextPropagators.create(W3CTraceContextPropagator.getInstance()));
    Span caller = Span.wrap(SpanContext.create("4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7",
        TraceFlags.getSampled(), TraceState.getDefault()));

    try (Sandbox sandbox = Sandbox.start()) {
      SandboxMerchant m = sandbox.createMerchant();
      try (PluginClient plugin = ObservedShop.client(sandbox.baseUrl(), m.apiKeyId(), m.apiSecret(), registry,
          propagating)) {
        Context.current().with(caller).wrap(() -> plugin.balance().get()).call();
      }
    }

    assertEquals(List.of("balance.get SUCCESS"), stopped);
  }
}
