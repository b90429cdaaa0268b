package com.service.sdk.spring.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A scheduled sdk-jdbc call: whatever a run throws ends in that run, and the schedule goes on;
 * {@link ServiceSdkJdbcAutoConfigurationTest} runs the real ones against a database that is down.
 */
class ScheduledJdbcTaskTest {

  @Test
  void anError_goesToTheThreadsUncaughtExceptionHandler_andTheRunEnds() throws InterruptedException {
    AssertionError broken = new AssertionError("a library's bug");
    ScheduledJdbcTask task = new ScheduledJdbcTask("service-sdk-jdbc-test", Duration.ofHours(1), () -> {
      throw broken;
    });
    CopyOnWriteArrayList<Throwable> handled = new CopyOnWriteArrayList<>();
    Thread thread = new Thread(task::runOnce, "runs-once");
    thread.setUncaughtExceptionHandler((t, e) -> handled.add(e));

    thread.start();
    thread.join(10_000);

    assertThat(thread.isAlive()).isFalse();
    assertThat(handled).containsExactly(broken);
  }

  @Test
  void aBeanWhoseCallThrows_keepsNoOtherBeanFromItsCall_andTheRunFailsWithEachFailure() {
    IllegalStateException first = new IllegalStateException("the first endpoint's store is down");
    IllegalStateException third = new IllegalStateException("the third endpoint's store is down");
    CopyOnWriteArrayList<String> called = new CopyOnWriteArrayList<>();
    Runnable run = ScheduledJdbcTask.onEach(List.of("payments", "payouts", "links"), endpoint -> {
      called.add(endpoint);
      if (endpoint.equals("payments")) {
        throw first;
      }
      if (endpoint.equals("links")) {
        throw third;
      }
    });

    assertThatThrownBy(run::run).isSameAs(first).hasSuppressedException(third);
    assertThat(called).containsExactly("payments", "payouts", "links");
  }

  @Test
  void runsAtStart_andAgainAfterAFailure_untilStopped_whenItsThreadEnds() {
    AtomicInteger runs = new AtomicInteger();
    ScheduledJdbcTask task = new ScheduledJdbcTask("service-sdk-jdbc-test", Duration.ofMillis(10), () -> {
      if (runs.incrementAndGet() == 1) {
        throw new IllegalStateException("the database is restarting");
      }
    });

    task.start();
    await().atMost(Duration.ofSeconds(30)).until(() -> runs.get() >= 3);
    assertThat(task.isRunning()).isTrue();
    task.stop();

    assertThat(task.isRunning()).isFalse();
    await().atMost(Duration.ofSeconds(30)).until(() -> Thread.getAllStackTraces().keySet().stream()
        .noneMatch(thread -> thread.getName().equals("service-sdk-jdbc-test")));
  }
}
