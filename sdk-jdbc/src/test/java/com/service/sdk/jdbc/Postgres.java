package com.service.sdk.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.Closeable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * One test's view of the shared {@link PostgresServer}: pools (HikariCP, as merchants run) that
 * are closed after the test, fresh tables under names of their own, and a few reads for asserts.
 * Public, with {@link PostgresExtension}, for the Spring Boot starter's tests, which take both
 * from this module's test jar rather than start a server of their own.
 */
@SuppressWarnings("exports") // a test fixture: its signatures are HikariCP's, which the module never requires
public final class Postgres implements Closeable {
  private static final AtomicInteger NAMES = new AtomicInteger();

  /** The isolation levels the concurrency suites run under, as HikariCP names them. */
  public static final String READ_COMMITTED = "TRANSACTION_READ_COMMITTED";
  public static final String REPEATABLE_READ = "TRANSACTION_REPEATABLE_READ";

  private final PostgresServer server;
  private final List<HikariDataSource> pools = new ArrayList<>();
  private HikariDataSource admin;

  Postgres(PostgresServer server) {
    this.server = server;
  }

  /**
   * Fresh tables for one test.
   *
   * @param delivery the table of {@code JdbcDeliveryStore}
   * @param movement the table of {@code MoneyMovements}
   */
  public record Tables(String delivery, String movement) {}

  /** The JDBC URL of the server's {@code postgres} database, as its superuser {@code postgres}. */
  public String url() {
    return server.url("postgres");
  }

  /** A pool of {@code size} connections whose transactions run at {@code isolation}. */
  public HikariDataSource pool(int size, String isolation) {
    return pool(size, config -> config.setTransactionIsolation(isolation));
  }

  /** A pool configured further by {@code settings} (read-only, auto-commit off, ...). */
  public synchronized HikariDataSource pool(int size, Consumer<HikariConfig> settings) {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(url());
    config.setMaximumPoolSize(size);
    config.setMinimumIdle(0);
    config.setConnectionTimeout(10_000);
    config.setPoolName("test-" + NAMES.incrementAndGet());
    settings.accept(config);
    HikariDataSource pool = new HikariDataSource(config);
    pools.add(pool);
    return pool;
  }

  /** Creates tables of new names with {@link JdbcSchema#create}. */
  public Tables tables() {
    int n = NAMES.incrementAndGet();
    Tables tables = new Tables("t" + n + "_delivery", "t" + n + "_movement");
    JdbcSchema.create(admin(), tables.delivery(), tables.movement());
    return tables;
  }

  /** Runs {@code sql} (DDL or DML) with {@code arguments}. */
  public int execute(String sql, Object... arguments) {
    try (Connection c = admin().getConnection(); PreparedStatement statement = c.prepareStatement(sql)) {
      for (int i = 0; i < arguments.length; i++) {
        statement.setObject(i + 1, arguments[i]);
      }
      return statement.executeUpdate();
    } catch (SQLException e) {
      throw new IllegalStateException(sql, e);
    }
  }

  /** The first column of every row {@code sql} answers, as text. */
  public List<String> column(String sql, Object... arguments) {
    try (Connection c = admin().getConnection(); PreparedStatement statement = c.prepareStatement(sql)) {
      for (int i = 0; i < arguments.length; i++) {
        statement.setObject(i + 1, arguments[i]);
      }
      List<String> values = new ArrayList<>();
      try (ResultSet rows = statement.executeQuery()) {
        while (rows.next()) {
          values.add(rows.getString(1));
        }
      }
      return values;
    } catch (SQLException e) {
      throw new IllegalStateException(sql, e);
    }
  }

  /** A small pool of the test's own, for setting up and reading back. */
  public synchronized HikariDataSource admin() {
    if (admin == null) {
      admin = pool(2, config -> { });
    }
    return admin;
  }

  @Override
  public synchronized void close() {
    pools.forEach(HikariDataSource::close);
  }
}
