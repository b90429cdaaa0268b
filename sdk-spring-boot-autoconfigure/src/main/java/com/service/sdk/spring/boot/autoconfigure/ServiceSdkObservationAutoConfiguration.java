package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.CallListener;
import com.service.sdk.micrometer.MicrometerObservations;
import com.service.sdk.micrometer.ServiceCallObservationConvention;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;

/**
 * Every call of the starter's clients as a Micrometer observation ({@code service.sdk.calls},
 * from {@code sdk-micrometer}), when that module is on the classpath and the application has an
 * {@link ObservationRegistry} (Boot's actuator makes one): a timer per operation, family,
 * outcome, status class and error type, and under Micrometer Tracing a span per call. Off with
 * {@code service.sdk.observations.enabled=false}. A {@link ServiceCallObservationConvention} bean
 * replaces the names and keys.
 *
 * <p>Boot's observation auto-configuration is named, not referenced, for the order: it moved from
 * {@code org.springframework.boot.actuate.autoconfigure.observation} (Boot 3.5) to
 * {@code org.springframework.boot.micrometer.observation.autoconfigure} (Boot 4.x), and one jar
 * serves both.
 */
@AutoConfiguration(afterName = {
    "org.springframework.boot.actuate.autoconfigure.observation.ObservationAutoConfiguration",
    "org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration"})
@ConditionalOnClass(name = {"com.service.sdk.micrometer.MicrometerObservations",
    "io.micrometer.observation.ObservationRegistry"})
@ConditionalOnBean(type = "io.micrometer.observation.ObservationRegistry")
@ConditionalOnProperty(prefix = "service.sdk.observations", name = "enabled", matchIfMissing = true)
public class ServiceSdkObservationAutoConfiguration {

  /** For Spring. */
  public ServiceSdkObservationAutoConfiguration() {}

  @Bean
  CallListener serviceSdkObservationListener(ObservationRegistry registry,
      ObjectProvider<ServiceCallObservationConvention> convention) {
    ServiceCallObservationConvention own = convention.getIfUnique();
    return own == null ? MicrometerObservations.listener(registry) : MicrometerObservations.listener(registry, own);
  }
}
