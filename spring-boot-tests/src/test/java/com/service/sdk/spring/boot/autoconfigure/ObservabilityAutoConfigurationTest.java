package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.micrometer.DefaultServiceCallObservationConvention;
import com.service.sdk.micrometer.MicrometerObservations;
import com.service.sdk.micrometer.ServiceCallObservationConvention;
import com.service.sdk.opentelemetry.ServiceSdkTelemetry;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.tracing.Tracer;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The Micrometer and OpenTelemetry listeners: wired when their bean and module are there, each with a switch. */
@ExtendWith(SandboxExtension.class)
class ObservabilityAutoConfigurationTest {
  private static final String OBSERVATIONS = "serviceSdkObservationListener";
  private static final String TELEMETRY = "serviceSdkTelemetryListener";
  private static final AutoConfigurations ADAPTERS = AutoConfigurations.of(ServiceSdkObservationAutoConfiguration.class,
      ServiceSdkOpenTelemetryAutoConfiguration.class);

  private final ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(ADAPTERS);

  @Test
  void withAnObservationRegistry_everyCallIsAnObservation(Sandbox sandbox, SandboxMerchant merchant) {
    ClientAutoConfigurationTest.against(sandbox, merchant).withConfiguration(ADAPTERS)
        .withUserConfiguration(Registry.class).run(context -> {
          context.getBean(PluginClient.class).balance().get();

          assertThat(context.getBean(Registry.class).stopped).singleElement().satisfies(observed -> {
            assertThat(observed.getName()).isEqualTo("service.sdk.calls");
            assertThat(observed.getContextualName()).isEqualTo("balance.get");
          });
        });
  }

  @Test
  void anObservationConventionBean_replacesTheNames(Sandbox sandbox, SandboxMerchant merchant) {
    ClientAutoConfigurationTest.against(sandbox, merchant).withConfiguration(ADAPTERS)
        .withUserConfiguration(Registry.class)
        .withBean(ServiceCallObservationConvention.class, () -> new DefaultServiceCallObservationConvention() {
          @Override
          public String getName() {
            return "shop.payment.service";
          }
        }).run(context -> {
          context.getBean(PluginClient.class).balance().get();

          assertThat(context.getBean(Registry.class).stopped).singleElement()
              .satisfies(observed -> assertThat(observed.getName()).isEqualTo("shop.payment.service"));
        });
  }

  @Test
  void theObservationListener_needsARegistry_itsModule_andItsSwitchOn() {
    runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(OBSERVATIONS));
    runner.withUserConfiguration(Registry.class).run(context -> assertThat(context).hasBean(OBSERVATIONS));
    runner.withUserConfiguration(Registry.class).withPropertyValues("service.sdk.observations.enabled=false")
        .run(context -> assertThat(context).doesNotHaveBean(OBSERVATIONS));
    runner.withUserConfiguration(Registry.class).withClassLoader(new FilteredClassLoader(MicrometerObservations.class))
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(OBSERVATIONS));
  }

  @Test
  void withOpenTelemetry_aCallIsTraced_besideItsObservation(Sandbox sandbox, SandboxMerchant merchant) {
    ClientAutoConfigurationTest.against(sandbox, merchant).withConfiguration(ADAPTERS)
        .withUserConfiguration(Registry.class, Telemetry.class).run(context -> {
          context.getBean(PluginClient.class).balance().get();

          assertThat(context.getBean(Telemetry.class).spans.getFinishedSpanItems()).extracting(SpanData::getName)
              .contains("balance.get");
          assertThat(context.getBean(Registry.class).stopped).hasSize(1);
        });
  }

  @Test
  void theOpenTelemetryListener_needsOpenTelemetry_itsModule_andStepsAsideForMicrometerTracing() {
    runner.run(context -> assertThat(context).doesNotHaveBean(TELEMETRY));
    runner.withUserConfiguration(Telemetry.class).run(context -> assertThat(context).hasBean(TELEMETRY));
    runner.withUserConfiguration(Telemetry.class).withPropertyValues("service.sdk.opentelemetry.enabled=false")
        .run(context -> assertThat(context).doesNotHaveBean(TELEMETRY));
    runner.withUserConfiguration(Telemetry.class).withClassLoader(new FilteredClassLoader(ServiceSdkTelemetry.class))
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(TELEMETRY));
    runner.withUserConfiguration(Telemetry.class).withBean(Tracer.class, () -> Tracer.NOOP)
        .run(context -> assertThat(context).doesNotHaveBean(TELEMETRY));
    runner.withUserConfiguration(Telemetry.class).withBean(Tracer.class, () -> Tracer.NOOP)
        .withPropertyValues("service.sdk.opentelemetry.enabled=true")
        .run(context -> assertThat(context).hasBean(TELEMETRY));
  }

  @Configuration(proxyBeanMethods = false)
  static class Registry {
    final List<Observation.Context> stopped = new CopyOnWriteArrayList<>();

    @Bean
    ObservationRegistry observationRegistry() {
      ObservationRegistry registry = ObservationRegistry.create();
      registry.observationConfig().observationHandler(new ObservationHandler<>() {
        @Override
        public void onStop(Observation.Context context) {
          stopped.add(context);
        }

        @Override
        public boolean supportsContext(Observation.Context context) {
          return true;
        }
      });
      return registry;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class Telemetry {
    final InMemorySpanExporter spans = InMemorySpanExporter.create();

    @Bean(destroyMethod = "close")
    OpenTelemetrySdk openTelemetry() {
      return OpenTelemetrySdk.builder().setTracerProvider(SdkTracerProvider.builder()
          .addSpanProcessor(SimpleSpanProcessor.create(spans)).build()).build();
    }
  }
}
