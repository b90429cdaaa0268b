package com.service.sdk.spring.boot.autoconfigure;

import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;

/** {@link CallHealth} through Spring Boot 4's health API ({@code org.springframework.boot.health.contributor}). */
final class Boot4HealthIndicator extends AbstractHealthIndicator {
  private final CallHealth calls;

  Boot4HealthIndicator(CallHealth calls) {
    super("the service SDK's health could not be read");
    this.calls = calls;
  }

  @Override
  protected void doHealthCheck(Health.Builder builder) {
    CallHealth.Report report = calls.report();
    builder.status(report.status()).withDetails(report.details());
  }
}
