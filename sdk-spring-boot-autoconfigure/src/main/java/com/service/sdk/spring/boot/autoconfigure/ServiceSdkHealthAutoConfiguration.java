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
import org.springframework.core.env.Environment;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * The {@code serviceSdk} health indicator, with the actuator on the classpath, unless
 * {@code management.health.service-sdk.enabled} (or {@code management.health.defaults.enabled})
 * is false. It reports what the application's own calls found and never calls the service
 * itself: UNKNOWN before any call ended, {@code SERVICE_DOWN} after three calls in a row found the
 * service unusable (no answer, 5xx, an answer not from the service, refused credentials), UP
 * otherwise; calls the application cancelled or interrupted do not count.
 *
 * <p>{@code SERVICE_DOWN} is a status of its own, as Boot allows: every aggregate status (the root
 * {@code /actuator/health}, which load balancers probe, and any group's) leaves aside a status
 * that is not in its order, so an outage of the payment service does not take the application
 * out of routing, nor get it restarted (the indicator is not in the liveness or readiness groups
 * either). The application that wants to leave routing with the service sets
 * {@code management.health.service-sdk.outage-status=DOWN} (or {@code OUT_OF_SERVICE}). Where
 * {@code SERVICE_DOWN} is the status of the answer (its own path, {@code /actuator/health/serviceSdk},
 * or a group whose status order names it) it answers 503 like DOWN.
 *
 * <p>Boot 3.5 and 4.x keep the health API in different packages; each has its own classes here,
 * loaded only where its package is present.
 */
@AutoConfiguration(after = ServiceSdkAutoConfiguration.class)
@Conditional(ServiceSdkHealthAutoConfiguration.OnHealthEnabled.class)
public class ServiceSdkHealthAutoConfiguration {
  /** The status the indicator reports while the service is down. */
  static final String OUTAGE_STATUS = "management.health.service-sdk.outage-status";

  /** For Spring. */
  public ServiceSdkHealthAutoConfiguration() {}

  /** Spring Boot 3.5. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.boot.actuate.health.AbstractHealthIndicator")
  static class Boot3 {
    @Bean
    CallHealth serviceSdkCallHealth(Environment environment) {
      return callHealth(environment);
    }

    @Bean
    Boot3HealthIndicator serviceSdkHealthIndicator(CallHealth calls) {
      return new Boot3HealthIndicator(calls);
    }

    @Bean
    Boot3HealthGroups serviceSdkHealthGroups(Environment environment) {
      return new Boot3HealthGroups(new OwnOutageMapping(environment));
    }
  }

  /** Spring Boot 4.x. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.boot.health.contributor.AbstractHealthIndicator")
  static class Boot4 {
    @Bean
    CallHealth serviceSdkCallHealth(Environment environment) {
      return callHealth(environment);
    }

    @Bean
    Boot4HealthIndicator serviceSdkHealthIndicator(CallHealth calls) {
      return new Boot4HealthIndicator(calls);
    }

    @Bean
    Boot4HealthGroups serviceSdkHealthGroups(Environment environment) {
      return new Boot4HealthGroups(new OwnOutageMapping(environment));
    }
  }

  static CallHealth callHealth(Environment environment) {
    String outage = environment.getProperty(OUTAGE_STATUS, CallHealth.SERVICE_DOWN).trim();
    if (outage.isEmpty()) {
      throw new ServiceSdkConfigurationException(OUTAGE_STATUS, OUTAGE_STATUS + " is blank.", "Set it to the"
          + " status the serviceSdk indicator reports while the service is down: DOWN to take the application out"
          + " of routing with it, or leave it unset for " + CallHealth.SERVICE_DOWN + ", which no aggregate"
          + " status counts.", null);
    }
    return new CallHealth(Clock.systemUTC(), outage);
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
