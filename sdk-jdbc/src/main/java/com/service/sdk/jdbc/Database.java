package com.service.sdk.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Objects;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one way sdk-jdbc talks to the merchant's {@link DataSource}: a connection per piece of
 * work, committed when the pool hands out connections without auto-commit, retried on the
 * failures that only mean "try again" (a serialization failure under REPEATABLE READ or
 * SERIALIZABLE, a deadlock), and every other failure turned into a {@link StoreException} that
 * names the problem.
 */
final class Database {
  private static final Logger LOG = LoggerFactory.getLogger(Database.class);
  /** Tries of one piece of work; each retry is a new transaction with a new snapshot. */
  static final int ATTEMPTS = 5;
  /** Spring's data source that hands out the connection of the caller's transaction, by name: no Spring here. */
  static final String JOINING_PROXY = "org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy";

  /** Work on one connection; throws what JDBC throws. */
  @FunctionalInterface
  interface Work<T> {
    T run(Connection connection) throws SQLException;
  }

  /** Work in a transaction that the caller's code shares: it may throw anything. */
  @FunctionalInterface
  interface TransactionWork {
    void run(Connection transaction) throws Exception;
  }

  private final DataSource dataSource;
  private final String table;

  Database(DataSource dataSource, String table) {
    this.dataSource = ownTransactions(Objects.requireNonNull(dataSource, "dataSource == null"));
    this.table = table;
  }

  /**
   * Returns {@code dataSource} unless it joins the caller's transaction. A claim, and a refund's
   * record before it is sent, must commit at once on a connection of their own; through Spring's
   * {@code TransactionAwareDataSourceProxy} (a subclass of it, or any data source that wraps it,
   * such as a tracing decorator) they would commit or roll back with whatever transaction the
   * calling thread holds, and so would the caller's work with them.
   *
   * @throws IllegalArgumentException if it is or wraps such a proxy
   */
  static DataSource ownTransactions(DataSource dataSource) {
    if (joinsTransactions(dataSource)) {
      // The class, not toString(): a data source's text may carry its JDBC URL and credentials.
      throw new IllegalArgumentException("sdk-jdbc needs a DataSource whose connections are its own, but "
          + dataSource.getClass().getName() + " is, or wraps, a TransactionAwareDataSourceProxy, which hands out"
          + " the connection of the caller's transaction: its claims and records would commit or roll back the"
          + " caller's work; give it the DataSource behind the proxy (getTargetDataSource())");
    }
    return dataSource;
  }

  /** By class name, and through {@link DataSource#isWrapperFor} (which opens no connection): no Spring here. */
  private static boolean joinsTransactions(DataSource dataSource) {
    for (Class<?> type = dataSource.getClass(); type != null; type = type.getSuperclass()) {
      if (type.getName().equals(JOINING_PROXY)) {
        return true;
      }
    }
    Class<?> proxy = joiningProxyClass(dataSource.getClass().getClassLoader());
    if (proxy == null) {
      return false;
    }
    try {
      return dataSource.isWrapperFor(proxy);
    } catch (SQLException | RuntimeException | AbstractMethodError cannotTell) {
      return false; // a data source that cannot say what it wraps: taken, as before this check
    }
  }

  private static @Nullable Class<?> joiningProxyClass(@Nullable ClassLoader loader) {
    try {
      return Class.forName(JOINING_PROXY, false, loader != null ? loader : Database.class.getClassLoader());
    } catch (ClassNotFoundException | LinkageError noSpring) {
      return null;
    }
  }

  DataSource dataSource() {
    return dataSource;
  }

  String table() {
    return table;
  }

  /**
   * Runs {@code work} in a transaction of its own (each statement its own, on an auto-commit
   * connection), retrying a serialization failure or deadlock up to {@link #ATTEMPTS} times.
   *
   * @param doing what the work does, for the message: "claiming delivery 'k'"
   * @throws StoreException naming the problem when it fails for another reason, or keeps failing
   */
  <T> T run(String doing, Work<T> work) {
    for (int attempt = 1; ; attempt++) {
      try (Connection connection = dataSource.getConnection()) {
        return runOnce(connection, work);
      } catch (SQLException e) {
        if (retryable(e) && attempt < ATTEMPTS) {
          LOG.debug("{} met {} (SQLState {}); trying again, attempt {} of {}", doing,
              "40001".equals(sqlState(e)) ? "a serialization failure" : "a deadlock", sqlState(e), attempt + 1,
              ATTEMPTS);
          continue;
        }
        throw failure(doing, e);
      }
    }
  }

  /**
   * Runs {@code work} in one transaction on a connection of its own and commits it; rolls back
   * and rethrows whatever {@code work} throws, as it is, and a failed commit as a {@link StoreException}. The
   * connection's auto-commit is restored before it goes back to the pool. Not retried: the work
   * is the merchant's.
   *
   * @param doing what the work does, for the messages
   */
  void transaction(String doing, TransactionWork work) throws Exception {
    Connection connection;
    boolean autoCommit;
    try {
      connection = dataSource.getConnection();
    } catch (SQLException e) {
      throw failure(doing, e);
    }
    try {
      autoCommit = connection.getAutoCommit();
      connection.setAutoCommit(false);
    } catch (SQLException e) {
      StoreException failure = failure(doing, e);
      close(connection, failure);
      throw failure;
    }
    try {
      work.run(connection);
    } catch (Exception | Error e) {
      rollback(connection, autoCommit, e);
      close(connection, e);
      throw e;
    }
    try {
      connection.commit();
    } catch (SQLException e) {
      StoreException failure = failure(doing + " (its commit)", e);
      rollback(connection, autoCommit, failure);
      close(connection, failure);
      throw failure;
    }
    try {
      connection.setAutoCommit(autoCommit);
    } catch (SQLException e) {
      LOG.debug("{}: committed, but restoring auto-commit failed; the pool discards or resets the connection", doing, e);
    }
    close(connection, null);
  }

  private static void rollback(Connection connection, boolean autoCommit, Throwable failure) {
    try {
      connection.rollback();
      connection.setAutoCommit(autoCommit);
    } catch (SQLException e) {
      failure.addSuppressed(e);
    }
  }

  /** Closes; a failure to close is added to {@code failure}, or ignored after a commit (it changes nothing). */
  private static void close(Connection connection, @Nullable Throwable failure) {
    try {
      connection.close();
    } catch (SQLException e) {
      if (failure != null) {
        failure.addSuppressed(e);
      }
    }
  }

  private static <T> T runOnce(Connection connection, Work<T> work) throws SQLException {
    if (connection.getAutoCommit()) {
      return work.run(connection);
    }
    try {
      T result = work.run(connection);
      connection.commit();
      return result;
    } catch (SQLException | RuntimeException | Error e) {
      try {
        connection.rollback();
      } catch (SQLException rollback) {
        e.addSuppressed(rollback);
      }
      throw e;
    }
  }

  static boolean retryable(SQLException e) {
    String state = sqlState(e);
    return "40001".equals(state) || "40P01".equals(state);
  }

  /** The first SQLState in {@code e}'s causes: pools wrap the driver's exception. */
  static @Nullable String sqlState(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SQLException sql && sql.getSQLState() != null) {
        return sql.getSQLState();
      }
    }
    return null;
  }

  /** {@code e} as a {@link StoreException} that says, in words, what went wrong while {@code doing}. */
  StoreException failure(String doing, SQLException e) {
    String state = sqlState(e);
    return new StoreException(doing + " failed: " + problem(state) + " (SQLState " + state + ": "
        + e.getMessage() + ")", state, e);
  }

  private String problem(@Nullable String state) {
    if (state == null || state.startsWith("08")) {
      return "cannot reach the database";
    }
    switch (state) {
      case "42P01":
        return "table " + table + " does not exist; create it with the DDL of JdbcSchema.postgresql(..):"
            + " sdk-jdbc creates no table by itself";
      case "42703":
        return "table " + table + " does not have the columns sdk-jdbc needs; create it with the DDL of"
            + " JdbcSchema.postgresql(..)";
      case "42501":
        return "the database user may not read or write table " + table;
      case "25006":
        return "the database is read-only (a standby, or default_transaction_read_only is on), so nothing was"
            + " written";
      case "25P02":
        return "the transaction was already aborted by an earlier failed statement: PostgreSQL refuses every"
            + " statement after an error until rollback, even when the error was caught (run a statement whose"
            + " failure you handle under a savepoint); nothing of the transaction is committed";
      case "40001":
      case "40P01":
        return "a concurrent transaction kept conflicting (serialization failure or deadlock, " + ATTEMPTS
            + " tries)";
      case "53300":
        return "the database has no connection left (too many connections)";
      case "57P01":
      case "57P02":
      case "57P03":
        return "the database is shutting down or starting up";
      default:
        return "the database refused it";
    }
  }
}
