package com.service.sdk.spring.boot.autoconfigure;

import java.time.Clock;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * The {@code serviceSdk} health indicator, with the actuator on the classpath, unless
 * {@code management.health.service-sdk.enabled} (or {@code management.health.defaults.enabled})
 * is false. It reports what the application's own calls found and never calls the service
 * itself: UNKNOWN before any call ended, DOWN after three calls in a row found the service
 * unusable (no answer, 5xx, an answer not from the service, refused credentials), UP otherwise.
 * It is in {@code /actuator/health}, not in the liveness or readiness groups (a payment service's
 * outage is no reason to restart the application).
 *
 * <p>Boot 3.5 and 4.x keep the health API in different packages; each has its own indicator
 * class here, loaded only where its package is present.
 */
@AutoConfiguration(after = ServiceSdkAutoConfiguration.class)
@Conditional(ServiceSdkHealthAutoConfiguration.OnHealthEnabled.class)
public class ServiceSdkHealthAutoConfiguration {

  /** For Spring. */
  public ServiceSdkHealthAutoConfiguration() {}

  /** Spring Boot 3.5. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.boot.actuate.health.AbstractHealthIndicator")
  static class Boot3 {
    @Bean
    CallHealth serviceSdkCallHealth() {
      return new CallHealth(Clock.systemUTC());
    }

    @Bean
    Boot3HealthIndicator serviceSdkHealthIndicator(CallHealth calls) {
      return new Boot3HealthIndicator(calls);
    }
  }

  /** Spring Boot 4.x. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.boot.health.contributor.AbstractHealthIndicator")
  static class Boot4 {
    @Bean
    CallHealth serviceSdkCallHealth() {
      return new CallHealth(Clock.systemUTC());
    }

    @Bean
    Boot4HealthIndicator serviceSdkHealthIndicator(CallHealth calls) {
      return new Boot4HealthIndicator(calls);
    }
  }

  /**
   * {@code management.health.service-sdk.enabled}, else {@code management.health.defaults.enabled},
   * else on: the rule of Boot's own {@code @ConditionalOnEnabledHealthIndicator}, whose package
   * differs between Boot 3.5 and 4.x.
   */
  static final class OnHealthEnabled extends SpringBootCondition {
    @Override
    public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
      String own = "management.health.service-sdk.enabled";
      String defaults = "management.health.defaults.enabled";
      Boolean enabled = context.getEnvironment().getProperty(own, Boolean.class);
      String which = own;
      if (enabled == null) {
        enabled = context.getEnvironment().getProperty(defaults, Boolean.class, true);
        which = defaults;
      }
      return enabled ? ConditionOutcome.match(which + " is not false") : ConditionOutcome.noMatch(which + " is false");
    }
  }
}
