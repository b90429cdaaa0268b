package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.CallListener;
import com.service.sdk.opentelemetry.ServiceSdkTelemetry;
import io.opentelemetry.api.OpenTelemetry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.ConfigurationCondition;
import org.springframework.core.env.Environment;
import org.springframework.core.type.AnnotatedTypeMetadata;
import org.springframework.util.ClassUtils;

/**
 * Every call of the starter's clients as OpenTelemetry spans ({@code sdk-opentelemetry}: a span
 * per call, a CLIENT span per attempt with the HTTP semantic conventions, the trace context sent
 * with each attempt), when that module is on the classpath and the application has an
 * {@link OpenTelemetry} bean (Boot's OpenTelemetry support or OpenTelemetry's own starter makes
 * one).
 *
 * <p>{@code service.sdk.opentelemetry.enabled}: {@code true} on, {@code false} off; unset, on
 * unless Micrometer Tracing is there too (a {@code Tracer} bean), whose spans of the calls'
 * observations would trace every call twice. {@code service.sdk.opentelemetry.propagate-context}
 * (default true) sends the trace context with each attempt.
 *
 * <p>Boot's OpenTelemetry and tracing auto-configurations are named, not referenced: their
 * packages differ between Boot 3.5 and 4.x.
 */
@AutoConfiguration(afterName = {
    "org.springframework.boot.actuate.autoconfigure.opentelemetry.OpenTelemetryAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.tracing.MicrometerTracingAutoConfiguration",
    "org.springframework.boot.actuate.autoconfigure.tracing.OpenTelemetryTracingAutoConfiguration",
    "org.springframework.boot.opentelemetry.autoconfigure.OpenTelemetrySdkAutoConfiguration",
    "org.springframework.boot.micrometer.tracing.autoconfigure.MicrometerTracingAutoConfiguration",
    "org.springframework.boot.micrometer.tracing.opentelemetry.autoconfigure.OpenTelemetryTracingAutoConfiguration",
    "io.opentelemetry.instrumentation.spring.autoconfigure.OpenTelemetryAutoConfiguration"})
@ConditionalOnClass(name = {"com.service.sdk.opentelemetry.ServiceSdkTelemetry", "io.opentelemetry.api.OpenTelemetry"})
@ConditionalOnBean(type = "io.opentelemetry.api.OpenTelemetry")
@Conditional(ServiceSdkOpenTelemetryAutoConfiguration.OnTelemetryListener.class)
public class ServiceSdkOpenTelemetryAutoConfiguration {
  static final String ENABLED = "service.sdk.opentelemetry.enabled";
  static final String TRACER = "io.micrometer.tracing.Tracer";

  /** For Spring. */
  public ServiceSdkOpenTelemetryAutoConfiguration() {}

  @Bean
  CallListener serviceSdkTelemetryListener(OpenTelemetry openTelemetry, Environment environment) {
    boolean propagate = environment.getProperty("service.sdk.opentelemetry.propagate-context", Boolean.class, true);
    return ServiceSdkTelemetry.builder(openTelemetry).propagateContext(propagate).build().callListener();
  }

  /** The property, else: on unless a Micrometer Tracing {@code Tracer} bean traces the observations. */
  static final class OnTelemetryListener extends SpringBootCondition implements ConfigurationCondition {
    @Override
    public ConfigurationPhase getConfigurationPhase() {
      return ConfigurationPhase.REGISTER_BEAN;
    }

    @Override
    public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
      Boolean enabled = context.getEnvironment().getProperty(ENABLED, Boolean.class);
      if (enabled != null) {
        return enabled ? ConditionOutcome.match(ENABLED + " is true") : ConditionOutcome.noMatch(ENABLED + " is false");
      }
      ClassLoader loader = context.getClassLoader();
      boolean tracer = ClassUtils.isPresent(TRACER, loader) && context.getBeanFactory() != null
          && context.getBeanFactory().getBeanNamesForType(ClassUtils.resolveClassName(TRACER, loader), true, false)
              .length > 0;
      return tracer ? ConditionOutcome.noMatch("Micrometer Tracing traces the calls' observations; set " + ENABLED
          + "=true to add the OpenTelemetry listener's spans too") : ConditionOutcome.match("no Micrometer Tracing Tracer");
    }
  }
}
