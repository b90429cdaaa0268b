package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.jdbc.JdbcDeliveryStore;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.ConnectionHolder;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionSynchronizationManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The action in a transaction of the application's own {@link PlatformTransactionManager}, which
 * also marks the claimed key done in the starter's {@link JdbcDeliveryStore}
 * ({@link JdbcDeliveryStore#completeIn}) on the transaction's connection: whatever the action
 * writes through Spring on that {@code DataSource} (a {@code JdbcTemplate}, a {@code @Transactional}
 * service, which joins) commits with "done", or neither does. An action that throws rolls both
 * back, and the handler then releases the claim, so a redelivery or {@code resume()} runs it
 * again; a claim that outlived its lease and was taken over rolls back too.
 *
 * <p>This is {@code JdbcDeliveryStore.inTransaction}'s promise with Spring's transactions instead
 * of a {@code Connection} parameter: the application's action beans keep their one argument.
 */
final class SpringCallbackTransactions implements CallbackTransactions {
  private final TransactionTemplate transactions;
  private final DataSource dataSource;
  private final JdbcDeliveryStore store;

  /** {@code dataSource} is the store's, the raw one whose connection the manager binds. */
  SpringCallbackTransactions(PlatformTransactionManager manager, DataSource dataSource, JdbcDeliveryStore store) {
    this.transactions = new TransactionTemplate(manager);
    this.dataSource = dataSource;
    this.store = store;
  }

  @Override
  public <R> CallbackHandler.ClaimedAction<R> around(CallbackHandler.Action<? super R> action) {
    return (confirmed, key, owner) -> {
      try {
        transactions.executeWithoutResult(status -> {
          Connection transaction = transactionOf(dataSource);
          try {
            accept(action, confirmed);
            store.completeIn(transaction, key, owner);
          } finally {
            DataSourceUtils.releaseConnection(transaction, dataSource);
          }
        });
      } catch (ActionThrew e) {
        throw (Exception) e.getCause();
      }
    };
  }

  /**
   * The connection of the transaction that the manager began on {@code dataSource}; refuses, before
   * the action runs, a manager that began none there (one on another data source, or JTA's), where
   * "done" would commit on its own.
   */
  private Connection transactionOf(DataSource dataSource) {
    boolean bound = TransactionSynchronizationManager.getResource(dataSource) instanceof ConnectionHolder;
    Connection connection = bound ? DataSourceUtils.getConnection(dataSource) : null;
    try {
      if (connection != null && !connection.getAutoCommit()) {
        return connection;
      }
    } catch (SQLException e) {
      DataSourceUtils.releaseConnection(connection, dataSource);
      throw new IllegalStateException("service.sdk.callbacks.transactional: cannot read the transaction's"
          + " connection: " + e.getMessage(), e);
    }
    DataSourceUtils.releaseConnection(connection, dataSource);
    throw new IllegalStateException("service.sdk.callbacks.transactional: the transaction manager "
        + transactions.getTransactionManager() + " began no transaction on the DataSource of the delivery store,"
        + " so \"done\" could not commit with the action's writes; the action did not run");
  }

  private static <R> void accept(CallbackHandler.Action<? super R> action, R confirmed) {
    try {
      action.accept(confirmed);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Exception e) {
      throw new ActionThrew(e); // rolls back as any unchecked exception does; unwrapped above
    }
  }

  /** A checked exception of the action's, carried out of the transaction's callback. */
  private static final class ActionThrew extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ActionThrew(Exception cause) {
      super(cause);
    }
  }

  @Override
  public String toString() {
    return "SpringCallbackTransactions[" + transactions.getTransactionManager() + ", " + store + "]";
  }
}
