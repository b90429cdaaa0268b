package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.ServiceException;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.Balance;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The health indicator's conditions, on whichever Boot runs the tests (its own class for each).
 * What it reports is {@link CallHealthTest}'s, and here for calls the application stopped; the
 * actuator endpoint is read in {@link SpringBootApplicationTest} and {@link HealthEndpointTest}.
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

  /**
   * Calls the application stopped itself (cancelled on the wire, a blocking call whose thread it
   * interrupted while a retry waited, cancelled while a retry waited) say nothing about the
   * service; a real outage afterwards is still reported.
   */
  @Test
  void callsTheApplicationStopped_sayNothingAboutTheService(Sandbox sandbox, SandboxMerchant m) {
    Semaphore attemptsStarted = new Semaphore(0);
    Semaphore retriesScheduled = new Semaphore(0);
    CallListener progress = new CallListener() {
      @Override
      public void attemptStarting(Call call, int attempt, AttemptHeaders headers) {
        attemptsStarted.release();
      }

      @Override
      public void retryScheduled(Call call, Retry retry) {
        retriesScheduled.release();
      }
    };
    ClientAutoConfigurationTest.against(sandbox, m).withConfiguration(AutoConfigurations.of(
        ServiceSdkHealthAutoConfiguration.class)).withBean(CallListener.class, () -> progress).run(context -> {
          try {
            stoppedCallsAndThenAnOutage(sandbox, context.getBean(PluginClient.class), context.getBean(CallHealth.class),
                attemptsStarted, retriesScheduled);
          } finally {
            sandbox.faults().clear(); // the sandbox is the test class's
          }
        });
  }

  private static void stoppedCallsAndThenAnOutage(Sandbox sandbox, PluginClient plugin, CallHealth health,
      Semaphore attemptsStarted, Semaphore retriesScheduled) throws InterruptedException {
    sandbox.faults().add(FaultRule.on(SandboxOperation.BALANCE).delay(Duration.ofSeconds(30)));
    for (int i = 0; i < CallHealth.THRESHOLD; i++) {
      CompletableFuture<Balance> call = plugin.async().balance().get();
      assertThat(attemptsStarted.tryAcquire(10, TimeUnit.SECONDS)).isTrue();
      call.cancel(true);
      assertThatThrownBy(call::join).isInstanceOf(CompletionException.class)
          .hasCauseInstanceOf(ApiConnectionException.class);
    }
    assertThat(health.report().status()).as("after %s cancelled calls", CallHealth.THRESHOLD).isEqualTo("UNKNOWN");

    sandbox.faults().clear();
    sandbox.faults().add(FaultRule.on(SandboxOperation.BALANCE).next(2).status(503, Duration.ofSeconds(10)));
    AtomicReference<Throwable> interrupted = new AtomicReference<>();
    Thread caller = new Thread(() -> {
      try {
        plugin.balance().get();
      } catch (RuntimeException e) {
        interrupted.set(e);
      }
    });
    caller.start();
    assertThat(retriesScheduled.tryAcquire(10, TimeUnit.SECONDS)).isTrue();
    caller.interrupt();
    caller.join(10_000);
    assertThat(interrupted.get()).isInstanceOf(ServiceException.class).hasMessageContaining("interrupted");

    CompletableFuture<Balance> waiting = plugin.async().balance().get();
    assertThat(retriesScheduled.tryAcquire(10, TimeUnit.SECONDS)).isTrue();
    waiting.cancel(true);
    assertThatThrownBy(waiting::join).isInstanceOf(CompletionException.class);
    assertThat(health.report().status()).as("after five calls the application stopped").isEqualTo("UNKNOWN");

    sandbox.faults().add(FaultRule.on(SandboxOperation.BALANCE).next(3 * CallHealth.THRESHOLD).status(503));
    for (int i = 0; i < CallHealth.THRESHOLD; i++) {
      assertThatThrownBy(() -> plugin.balance().get()).hasMessageContaining("HTTP 503");
    }
    assertThat(health.report().status()).as("after a real outage").isEqualTo(CallHealth.SERVICE_DOWN);
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
  void aBlankOutageStatus_stopsStartup_namingTheProperty() {
    runner.withPropertyValues("management.health.service-sdk.outage-status= ").run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).hasRootCauseInstanceOf(ServiceSdkConfigurationException.class)
          .rootCause().hasMessageStartingWith("management.health.service-sdk.outage-status is blank.");
    });
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
