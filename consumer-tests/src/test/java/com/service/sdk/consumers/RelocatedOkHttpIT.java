package com.service.sdk.consumers;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;

/**
 * The OkHttp relocated inside the published sdk-core jar, at run time (an integration test, in
 * {@code verify}, on the jar {@code package} made): real clients call the embedded sandbox, on
 * both faces. Its threads carry the SDK's names and end with the last client, but for okio's
 * watchdog, which ends a minute after the last socket read or write; its own logging stays out
 * of the SDK's logging categories unless asked for; and the public suffix list it no longer
 * carries is never loaded.
 */
class RelocatedOkHttpIT {
  private static final String SHADED = "com.service.sdk.core.internal.shaded.";
  private static final String WATCHDOG = "service-sdk-okio-watchdog";
  /** The system property that lets the relocated OkHttp's logging below INFO through. */
  private static final String LOGGING_SWITCH = "com.service.sdk.okhttp.logging";

  @Test
  void threads_carryTheSdksNames_andAllButOkiosWatchdogEndWithTheLastClient() throws Exception {
    Set<String> seen = ConcurrentHashMap.newKeySet();
    Thread sampler = new Thread(() -> {
      while (!Thread.currentThread().isInterrupted()) {
        live().forEach(thread -> seen.add(thread.getName()));
        Thread.onSpinWait();
      }
    }, "thread-name-sampler");
    List<String> left;
    try (Sandbox sandbox = Sandbox.start()) {
      sampler.start();
      try {
        calls(sandbox);
      } finally {
        sampler.interrupt();
        sampler.join();
      }
      left = awaitOnly(name -> isSdks(name) && !name.equals(WATCHDOG), 5);
    }

    System.out.printf("the SDK's thread names while the calls ran: %s%n",
        seen.stream().filter(RelocatedOkHttpIT::isSdks).sorted().toList());
    assertThat(seen).as("names of the relocated OkHttp's threads while the calls ran")
        .noneMatch(name -> name.startsWith("OkHttp") || name.startsWith("Okio"))
        .anyMatch(name -> name.startsWith("service-sdk-okhttp-") || name.startsWith(SHADED + "okhttp3.OkHttp "))
        .contains(WATCHDOG);
    assertThat(left).as("the SDK's threads five seconds after the last client was closed").isEmpty();
  }

  /**
   * {@code logging.level.com.service.sdk=DEBUG} under Spring Boot sets the java.util.logging
   * level of {@code com.service.sdk} to FINE (its LevelChangePropagator), and the relocated
   * OkHttp's loggers are named after its relocated classes, under that category.
   */
  @Test
  void atDebugUnderTheSdksCategory_theRelocatedOkHttpLogsNothingBelowInfo_unlessAskedFor() {
    Logger category = Logger.getLogger("com.service.sdk");
    Level level = category.getLevel();
    Recorded recorded = new Recorded();
    category.setLevel(Level.FINE);
    category.addHandler(recorded);
    int quiet;
    int asked;
    try (Sandbox sandbox = Sandbox.start()) {
      calls(sandbox);
      quiet = recorded.relocatedBelowInfo();
      System.setProperty(LOGGING_SWITCH, "true");
      try {
        calls(sandbox);
      } finally {
        System.clearProperty(LOGGING_SWITCH);
      }
      asked = recorded.relocatedBelowInfo() - quiet;
    } finally {
      category.removeHandler(recorded);
      category.setLevel(level);
    }

    System.out.printf("the relocated OkHttp's lines below INFO for 10 calls at DEBUG: %d, %d with -D%s=true%n",
        quiet, asked, LOGGING_SWITCH);
    assertThat(quiet).as("the relocated OkHttp's lines below INFO, at DEBUG").isZero();
    assertThat(asked).as("the same with -D%s=true", LOGGING_SWITCH).isPositive();
  }

  /**
   * The jar leaves out OkHttp's public suffix list (PublishedJarsIT): only cookies with a
   * domain and {@code HttpUrl.topPrivateDomain()} read it, and the SDK sets no cookie jar and
   * asks for no private domain. The JVM's list of loaded classes shows it was never loaded.
   */
  @Test
  void thePublicSuffixList_isNeverLoaded_byTheSdksCalls() throws Exception {
    try (Sandbox sandbox = Sandbox.start()) {
      calls(sandbox);
    }

    String loaded = (String) ManagementFactory.getPlatformMBeanServer().invoke(
        new ObjectName("com.sun.management:type=DiagnosticCommand"), "vmClassHierarchy",
        new Object[] {null}, new String[] {String[].class.getName()});
    assertThat(loaded).as("the classes this JVM loaded").contains(SHADED + "okhttp3.HttpUrl")
        .doesNotContain("publicsuffix");
  }

  /** Five calls on each face, through a client closed at the end: the last one, unless another test left one open. */
  private static void calls(Sandbox sandbox) {
    SandboxMerchant merchant = sandbox.createMerchant();
    try (PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
        .credentials(merchant.apiKeyId(), merchant.apiSecret()).build()) {
      for (int i = 0; i < 5; i++) {
        plugin.balance().get();
        plugin.async().balance().get().join();
      }
    }
  }

  private static boolean isSdks(String name) {
    return name.startsWith("service-sdk-") || name.startsWith(SHADED) || name.startsWith("OkHttp")
        || name.startsWith("Okio");
  }

  /** Waits up to {@code seconds} for no live thread to match {@code sdks}; returns the names of those left. */
  private static List<String> awaitOnly(Predicate<String> sdks, int seconds)
      throws InterruptedException {
    long bound = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (true) {
      List<String> left = live().stream().map(Thread::getName).filter(sdks).toList();
      if (left.isEmpty() || System.nanoTime() > bound) {
        return left;
      }
      Thread.sleep(50);
    }
  }

  private static List<Thread> live() {
    ThreadGroup root = Thread.currentThread().getThreadGroup();
    while (root.getParent() != null) {
      root = root.getParent();
    }
    Thread[] threads = new Thread[root.activeCount() * 2 + 16];
    int count = root.enumerate(threads, true);
    return Arrays.stream(threads, 0, count).filter(Objects::nonNull).filter(Thread::isAlive).toList();
  }

  /** Records what reaches the category, at every level. */
  private static final class Recorded extends Handler {
    private final List<LogRecord> records = new CopyOnWriteArrayList<>();

    @Override
    public void publish(LogRecord record) {
      records.add(record);
    }

    int relocatedBelowInfo() {
      return (int) records.stream().filter(r -> r.getLoggerName().startsWith(SHADED))
          .filter(r -> r.getLevel().intValue() < Level.INFO.intValue()).count();
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }
}
