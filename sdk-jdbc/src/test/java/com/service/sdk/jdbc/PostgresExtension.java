package com.service.sdk.jdbc;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives a test a {@link Postgres}: one {@link PostgresServer} for the whole run (started at the
 * first test that asks, stopped when JUnit closes its root store, failures or not), fresh tables
 * and pools per test (closed after it).
 *
 * <p>{@code -Dsdk.jdbc.postgres=required} (what {@code .ci/run} passes) fails a test when the
 * server cannot start; the default, {@code auto}, skips the suites when this machine has no
 * PostgreSQL binaries, and says so loudly once, with how to run them.
 *
 * <p>Public, in this module's test jar, for the Spring Boot starter's PostgreSQL tests
 * ({@code spring-boot-tests}, {@code spring-boot-4-tests}): the same server, the same rules, and
 * a banner that names the module whose suites it skipped.
 */
@SuppressWarnings("exports") // a test fixture: its signatures are JUnit's, which the module never requires
public final class PostgresExtension implements ParameterResolver, ExecutionCondition {
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(PostgresExtension.class);
  private static final AtomicBoolean TOLD = new AtomicBoolean();

  /** For JUnit's {@code @ExtendWith}. */
  public PostgresExtension() {}

  /** Skips a test that takes a {@link Postgres} when there is no server to start and none is required. */
  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    boolean needsPostgres = context.getTestMethod().stream().flatMap(m -> Arrays.stream(m.getParameterTypes()))
        .anyMatch(type -> type == Postgres.class);
    if (!needsPostgres || required() || PostgresServer.binaries().isPresent()) {
      return ConditionEvaluationResult.enabled("PostgreSQL is there, or required, or not needed");
    }
    String why = PostgresServer.missing();
    if (TOLD.compareAndSet(false, true)) {
      String module = module();
      System.err.println("""

          ##########################################################################################
          %s: SKIPPING every PostgreSQL suite: %s.
          They prove handle-once and exactly-once on a real PostgreSQL server; run them:
            bash .ci/postgres        # installs Debian's postgresql-15 when missing (as .ci/run does)
            mvn -B -ntp -pl %s -am verify -Dsdk.jdbc.postgres=required
          ##########################################################################################
          """.formatted(module, why, module));
    }
    return ConditionEvaluationResult.disabled("skipped: " + why + "; see the banner above for how to run it");
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == Postgres.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    PostgresServer server = (PostgresServer) context.getRoot().getStore(NAMESPACE)
        .getOrComputeIfAbsent(PostgresServer.class, type -> new Closed(start()), Closed.class).resource();
    Postgres postgres = new Postgres(server);
    context.getStore(NAMESPACE).put(postgres, new Closed(postgres)); // closed after the test
    return postgres;
  }

  /**
   * What JUnit closes with its store: the server with the root store, a test's pools after the
   * test. JUnit 5.13 and later close what is {@code AutoCloseable}; the JUnit 5.12 that Spring Boot
   * 3.5 manages, on which the starter's tests run this fixture, closes only a
   * {@code CloseableResource} (deprecated since), and left every server of theirs running. Both,
   * then; JUnit closes it once.
   */
  @SuppressWarnings("deprecation")
  private record Closed(Closeable resource) implements ExtensionContext.Store.CloseableResource, AutoCloseable {
    @Override
    public void close() throws IOException {
      resource.close();
    }
  }

  private static PostgresServer start() {
    Path bin;
    try {
      bin = PostgresServer.requiredBinaries();
    } catch (IllegalStateException e) {
      throw new IllegalStateException("sdk.jdbc.postgres=required, but " + e.getMessage(), e);
    }
    try {
      return PostgresServer.start(bin, false);
    } catch (Exception e) {
      throw new IllegalStateException("cannot start PostgreSQL from " + bin + ": " + e.getMessage(), e);
    }
  }

  /** The module whose tests run: Surefire starts them in its directory. */
  private static String module() {
    Path dir = Path.of(System.getProperty("user.dir")).getFileName();
    return dir == null ? "sdk-jdbc" : dir.toString();
  }

  private static boolean required() {
    return "required".equals(System.getProperty("sdk.jdbc.postgres", "auto"));
  }
}
