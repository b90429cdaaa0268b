package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.CallListener;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The health indicator's conditions, on whichever Boot runs the tests (its own class for each).
 * What it reports is {@link CallHealthTest}'s; the actuator endpoint is read in
 * {@link SpringBootApplicationTest}.
 */
@ExtendWith(SandboxExtension.class)
class ServiceSdkHealthAutoConfigurationTest {
  private static final String INDICATOR = "serviceSdkHealthIndicator";

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(ServiceSdkHealthAutoConfiguration.class));

  @Test
  void withTheActuator_theIndicatorIsThere_andItsTrackerListensToTheClients(Sandbox sandbox, SandboxMerchant m) {
    ClientAutoConfigurationTest.against(sandbox, m)
        .withConfiguration(AutoConfigurations.of(ServiceSdkHealthAutoConfiguration.class)).run(context -> {
          assertThat(context).hasBean(INDICATOR).hasSingleBean(CallHealth.class);
          assertThat(context.getBean(INDICATOR).getClass().getSimpleName()).isEqualTo(
              isBoot4() ? "Boot4HealthIndicator" : "Boot3HealthIndicator");
          assertThat(context.getBean(CallHealth.class).report().status()).isEqualTo("UNKNOWN");

          context.getBean(PluginClient.class).balance().get();

          assertThat(context.getBean(CallHealth.class).report().status()).isEqualTo("UP");
        });
  }

  @Test
  void itsOwnPropertyOrTheActuatorsDefault_turnsItOff() {
    runner.withPropertyValues("management.health.service-sdk.enabled=false").run(context ->
        assertThat(context).doesNotHaveBean(INDICATOR).doesNotHaveBean(CallListener.class));
    runner.withPropertyValues("management.health.defaults.enabled=false").run(context ->
        assertThat(context).doesNotHaveBean(INDICATOR));
    runner.withPropertyValues("management.health.defaults.enabled=false", "management.health.service-sdk.enabled=true")
        .run(context -> assertThat(context).hasBean(INDICATOR));
  }

  @Test
  void withoutTheActuatorsHealthApi_thereIsNoIndicator() {
    runner.withClassLoader(new FilteredClassLoader("org.springframework.boot.actuate.health",
        "org.springframework.boot.health")).run(context ->
        assertThat(context).hasNotFailed().doesNotHaveBean(INDICATOR).doesNotHaveBean(CallHealth.class));
  }

  static boolean isBoot4() {
    try {
      Class.forName("org.springframework.boot.health.contributor.HealthIndicator");
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
