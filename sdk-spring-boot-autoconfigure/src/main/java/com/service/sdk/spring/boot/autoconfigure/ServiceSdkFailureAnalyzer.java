package com.service.sdk.spring.boot.autoconfigure;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a {@link ServiceSdkConfigurationException} anywhere in a failed startup's causes into
 * Spring Boot's "APPLICATION FAILED TO START" report: the property and what is wrong, then what
 * to set. Registered in {@code META-INF/spring.factories}.
 */
final class ServiceSdkFailureAnalyzer extends AbstractFailureAnalyzer<ServiceSdkConfigurationException> {

  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, ServiceSdkConfigurationException cause) {
    return new FailureAnalysis(cause.problem(), cause.action(), cause);
  }
}
