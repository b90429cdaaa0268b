package com.service.sdk.spring.boot.autoconfigure;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A data source whose database cannot be reached: every {@link #getConnection()} is counted and
 * refused as a connection failure (SQLState 08001), so a test sees whether, and how often,
 * anything asked for a connection.
 */
final class UnreachableDataSource implements DataSource {
  final AtomicInteger attempts = new AtomicInteger();

  @Override
  public Connection getConnection() throws SQLException {
    attempts.incrementAndGet();
    throw new SQLException("Connection to 127.0.0.1:1 refused (a test's unreachable database)", "08001");
  }

  @Override
  public Connection getConnection(String username, String password) throws SQLException {
    return getConnection();
  }

  @Override
  public PrintWriter getLogWriter() {
    return null;
  }

  @Override
  public void setLogWriter(PrintWriter out) {}

  @Override
  public void setLoginTimeout(int seconds) {}

  @Override
  public int getLoginTimeout() {
    return 0;
  }

  @Override
  public Logger getParentLogger() throws SQLFeatureNotSupportedException {
    throw new SQLFeatureNotSupportedException();
  }

  @Override
  public <T> T unwrap(Class<T> type) throws SQLException {
    throw new SQLException("not a wrapper");
  }

  @Override
  public boolean isWrapperFor(Class<?> type) {
    return false;
  }

  @Override
  public String toString() {
    return "UnreachableDataSource";
  }
}
