package com.service.sdk.jdbc;

import org.jspecify.annotations.Nullable;

/**
 * The database failed or refused what sdk-jdbc asked of it. The message says what was being done
 * (claiming a delivery, recording a refund), the problem in words (the database cannot be
 * reached, is read-only, lacks the table) and the database's own message; {@link #sqlState()}
 * has the SQLState for code that decides. Whatever it interrupted is left as the message says:
 * nothing is marked done, and nothing recorded as sent, that did not happen.
 */
public final class StoreException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The SQLState the database gave, or null when none came (a connection that never opened). */
  private final @Nullable String sqlState;

  StoreException(String message, @Nullable String sqlState, Throwable cause) {
    super(message, cause);
    this.sqlState = sqlState;
  }

  /** {@return the SQLState of the failure, such as {@code "25006"} (read-only), or null when the database gave none} */
  public @Nullable String sqlState() {
    return sqlState;
  }
}
