package com.service.sdk.spring.boot.autoconfigure;

import org.springframework.boot.actuate.health.AbstractHealthIndicator;
import org.springframework.boot.actuate.health.Health;

/** {@link CallHealth} through Spring Boot 3's health API ({@code org.springframework.boot.actuate.health}). */
final class Boot3HealthIndicator extends AbstractHealthIndicator {
  private final CallHealth calls;

  Boot3HealthIndicator(CallHealth calls) {
    super("the service SDK's health could not be read");
    this.calls = calls;
  }

  @Override
  protected void doHealthCheck(Health.Builder builder) {
    CallHealth.Report report = calls.report();
    builder.status(report.status()).withDetails(report.details());
  }
}
