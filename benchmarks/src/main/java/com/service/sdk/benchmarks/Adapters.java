package com.service.sdk.benchmarks;

import com.service.sdk.core.CallListener;
import com.service.sdk.micrometer.MicrometerObservations;
import com.service.sdk.opentelemetry.ServiceSdkTelemetry;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import io.opentelemetry.sdk.trace.samplers.Sampler;

/**
 * The listeners the observation benchmarks compare, as an application would set them up:
 * Micrometer with a meter registry behind its observations, OpenTelemetry's SDK sampling
 * every span, turning each into span data, and handing it to an exporter that drops it (so
 * no I/O is measured), with W3C propagation. Two more split the cost between the adapter
 * with its library's core and what the application hangs behind it: Micrometer with one
 * handler that does nothing, and OpenTelemetry sampling nothing (spans are not recorded, the
 * trace context still goes out).
 */
final class Adapters {
  private Adapters() {}

  /**
   * Returns the listener named {@code name}: {@code none}, {@code empty} (a listener that
   * ignores every event, so the SDK makes them: the SDK's own share), {@code micrometer-noop} (a registry
   * without handlers), {@code micrometer-bare} (one handler that does nothing),
   * {@code micrometer}, {@code otel-noop} ({@link OpenTelemetry#noop()}), {@code otel-unsampled},
   * {@code otel} or {@code both}.
   */
  static CallListener named(String name) {
    return switch (name) {
      case "none" -> CallListener.NONE;
      case "empty" -> new CallListener() {};
      case "micrometer-noop" -> MicrometerObservations.listener(ObservationRegistry.create());
      case "micrometer-bare" -> micrometer(new ObservationHandler<>() {
        @Override
        public boolean supportsContext(Observation.Context context) {
          return true;
        }
      });
      case "micrometer" -> micrometer(new DefaultMeterObservationHandler(new SimpleMeterRegistry()));
      case "otel-noop" -> ServiceSdkTelemetry.create(OpenTelemetry.noop()).callListener();
      case "otel-unsampled" -> openTelemetry(Sampler.alwaysOff());
      case "otel" -> openTelemetry(Sampler.alwaysOn());
      case "both" -> both(micrometer(new DefaultMeterObservationHandler(new SimpleMeterRegistry())),
          openTelemetry(Sampler.alwaysOn()));
      default -> throw new IllegalArgumentException("no adapter named " + name);
    };
  }

  private static CallListener micrometer(ObservationHandler<Observation.Context> handler) {
    ObservationRegistry registry = ObservationRegistry.create();
    registry.observationConfig().observationHandler(handler);
    return MicrometerObservations.listener(registry);
  }

  private static CallListener openTelemetry(Sampler sampler) {
    OpenTelemetrySdk sdk = OpenTelemetrySdk.builder()
        .setTracerProvider(SdkTracerProvider.builder().setSampler(sampler)
            .addSpanProcessor(SimpleSpanProcessor.create(SpanExporter.composite())).build())
        .setPropagators(ContextPropagators.create(W3CTraceContextPropagator.getInstance()))
        .build();
    return ServiceSdkTelemetry.create(sdk).callListener();
  }

  /**
   * Both adapters as one listener, told in the order a builder's two {@code listener(..)} calls
   * would tell them (the SDK's own fan-out is internal; this one, for the benchmarks that call
   * a listener directly, leaves out its containment of listeners that throw).
   */
  private static CallListener both(CallListener first, CallListener second) {
    return new CallListener() {
      @Override
      public CallListener forCall(Call call) {
        CallListener a = first.forCall(call);
        CallListener b = second.forCall(call);
        return a == NONE ? b : b == NONE ? a : both(a, b);
      }

      @Override
      public void callStarted(Call call) {
        first.callStarted(call);
        second.callStarted(call);
      }

      @Override
      public void attemptStarting(Call call, int attempt, AttemptHeaders headers) {
        first.attemptStarting(call, attempt, headers);
        second.attemptStarting(call, attempt, headers);
      }

      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        first.attemptFinished(call, attempt);
        second.attemptFinished(call, attempt);
      }

      @Override
      public void retryScheduled(Call call, Retry retry) {
        first.retryScheduled(call, retry);
        second.retryScheduled(call, retry);
      }

      @Override
      public void callFinished(Call call, End end) {
        first.callFinished(call, end);
        second.callFinished(call, end);
      }
    };
  }
}
