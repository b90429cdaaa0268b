package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.CredentialsProvider;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.Environment;

/**
 * What every client of the starter shares: the {@code service.sdk} properties and the
 * credentials. Unless the application defines its own {@link CredentialsProvider} bean (backed
 * by its secrets manager, say), the credentials are read from {@code service.sdk.api-key-id} and
 * {@code service.sdk.api-secret} in the application's environment for every attempt, so any
 * property source serves and a rotated secret signs the next attempt. With the actuator present,
 * the secret is masked in {@code /env} and {@code /configprops} even where they show values,
 * wherever it was given.
 */
@AutoConfiguration
@EnableConfigurationProperties(ServiceSdkProperties.class)
public class ServiceSdkAutoConfiguration {

  /** For Spring. */
  public ServiceSdkAutoConfiguration() {}

  @Bean
  @ConditionalOnMissingBean
  CredentialsProvider serviceSdkCredentialsProvider(Environment environment) {
    return new PropertyCredentialsProvider(environment);
  }

  /** The actuator's sanitizing of the secret: {@link SecretSanitizer}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.springframework.boot.actuate.endpoint.SanitizingFunction")
  static class SecretSanitizing {

    @Bean
    SanitizingFunction serviceSdkSecretSanitizer(ConfigurableEnvironment environment) {
      return new SecretSanitizer(environment);
    }
  }
}
