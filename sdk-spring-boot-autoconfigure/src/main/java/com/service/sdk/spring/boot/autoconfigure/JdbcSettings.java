package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.jdbc.JdbcDeliveryStore;
import com.service.sdk.jdbc.JdbcSchema;
import com.service.sdk.jdbc.MoneyMovements;
import com.service.sdk.jdbc.StoreException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.plugin.PluginClient;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;
import org.springframework.util.ClassUtils;

/**
 * Builds sdk-jdbc's beans from {@link ServiceSdkJdbcProperties}, each setting on its own, so that
 * whatever sdk-jdbc refuses (a table name that is not one, a retention under an hour) stops
 * startup with a {@link ServiceSdkConfigurationException} naming the property it came from.
 *
 * <p>Every bean gets the application's {@code DataSource} itself, never Spring's
 * {@code TransactionAwareDataSourceProxy} of it, nor a decorator around that proxy ({@link #raw}):
 * a claim, and a refund's record before it is sent, must commit at once on a connection of their
 * own, and through that proxy they would join (and commit, or roll back with) whatever
 * transaction the calling thread holds.
 */
final class JdbcSettings {
  private static final Logger LOG = LoggerFactory.getLogger(JdbcSettings.class);
  private static final String P = ServiceSdkJdbcProperties.PREFIX;
  private static final String PROXY = "org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy";
  private static final String TABLE = "a lower-case SQL identifier, optionally schema-qualified, such as ";

  private JdbcSettings() {}

  /** The table names, checked; a bean that the store and the movements are built after. */
  record Tables(String delivery, String movement) {}

  /**
   * Checks both table names and, when {@code create-schema} is true, creates the tables (only
   * then does startup touch the database).
   */
  static Tables tables(DataSource dataSource, ServiceSdkJdbcProperties properties) {
    String delivery = properties.getDeliveries().getTable();
    String movement = properties.getMovements().getTable();
    ClientSettings.set(P + ".deliveries.table", delivery, TABLE + JdbcSchema.DELIVERY_TABLE,
        () -> JdbcDeliveryStore.builder(dataSource).table(delivery));
    ClientSettings.set(P + ".movements.table", movement, TABLE + JdbcSchema.MOVEMENT_TABLE,
        () -> MoneyMovements.builder(dataSource).table(movement));
    if (delivery.equals(movement)) {
      throw new ServiceSdkConfigurationException(P + ".movements.table", P + ".deliveries.table and " + P
          + ".movements.table are both " + delivery + ", but the two tables hold different rows.",
          "Give them different names, such as the defaults " + JdbcSchema.DELIVERY_TABLE + " and "
          + JdbcSchema.MOVEMENT_TABLE + ".", null);
    }
    if (properties.isCreateSchema()) {
      try {
        JdbcSchema.create(dataSource, delivery, movement);
      } catch (StoreException e) {
        throw new ServiceSdkConfigurationException(P + ".create-schema", P + ".create-schema is true, but "
            + e.getMessage() + ".", "Let the application's database user create tables, or create them in your"
            + " migrations with the DDL of JdbcSchema.postgresql(\"" + delivery + "\", \"" + movement + "\") and"
            + " remove " + P + ".create-schema.", e);
      }
      LOG.debug("created tables {} and {} unless they existed", delivery, movement);
    }
    return new Tables(delivery, movement);
  }

  /** The callback endpoints' store. */
  static JdbcDeliveryStore deliveryStore(DataSource dataSource, Tables tables, ServiceSdkJdbcProperties properties) {
    JdbcDeliveryStore.Builder builder = JdbcDeliveryStore.builder(dataSource).table(tables.delivery());
    ServiceSdkJdbcProperties.Deliveries deliveries = properties.getDeliveries();
    ClientSettings.set(P + ".deliveries.retention", deliveries.getRetention(),
        "at least 1h, longer than the service redelivers a callback, such as 30d",
        () -> builder.retention(deliveries.getRetention()));
    return builder.build();
  }

  /** The record of refunds (with the plugin client) and payouts (with the merchant client). */
  static MoneyMovements moneyMovements(DataSource dataSource, Tables tables, @Nullable PluginClient plugin,
      @Nullable MerchantClient merchant, ServiceSdkJdbcProperties properties) {
    MoneyMovements.Builder builder = MoneyMovements.builder(dataSource).table(tables.movement());
    if (plugin != null) {
      builder.refunds(plugin);
    }
    if (merchant != null) {
      builder.payouts(merchant);
    }
    ServiceSdkJdbcProperties.Movements movements = properties.getMovements();
    ClientSettings.set(P + ".movements.account", movements.getAccount(),
        "1 to 200 characters, stable across releases, such as your merchant id",
        () -> builder.account(movements.getAccount()));
    ClientSettings.set(P + ".movements.lease", movements.getLease(),
        "a positive duration longer than service.sdk.call-timeout, such as 5m", () -> builder.lease(movements.getLease()));
    ClientSettings.set(P + ".movements.retry-delay", movements.getRetryDelay(), "a positive duration such as 1m",
        () -> builder.retryDelay(movements.getRetryDelay()));
    return builder.build();
  }

  /**
   * The application's {@code DataSource} itself: a {@code TransactionAwareDataSourceProxy}'s
   * target (through any number of them, and through decorators around them that say they wrap
   * one), any other data source as it is.
   */
  static DataSource raw(DataSource dataSource) {
    if (!ClassUtils.isPresent(PROXY, JdbcSettings.class.getClassLoader())) {
      return dataSource;
    }
    DataSource raw = Proxies.target(dataSource);
    if (raw != dataSource) {
      LOG.debug("sdk-jdbc gets the DataSource behind the application's TransactionAwareDataSourceProxy, a {}",
          raw.getClass().getName()); // the class only: a data source's text may carry credentials
    }
    return raw;
  }

  /** Loaded only where spring-jdbc is. */
  private static final class Proxies {
    static DataSource target(DataSource dataSource) {
      DataSource current = dataSource;
      while (true) {
        TransactionAwareDataSourceProxy proxy = joining(current);
        if (proxy == null || proxy.getTargetDataSource() == null) {
          return current;
        }
        current = proxy.getTargetDataSource();
      }
    }

    /**
     * The proxy that {@code dataSource} is, or wraps (a tracing or metrics decorator around it),
     * or null. A decorator around the proxy is left out with it: sdk-jdbc's own statements then
     * bypass it, which is the price of their committing on connections of their own.
     */
    private static @Nullable TransactionAwareDataSourceProxy joining(DataSource dataSource) {
      if (dataSource instanceof TransactionAwareDataSourceProxy proxy) {
        return proxy;
      }
      try {
        return dataSource.isWrapperFor(TransactionAwareDataSourceProxy.class)
            ? dataSource.unwrap(TransactionAwareDataSourceProxy.class) : null;
      } catch (SQLException | RuntimeException | AbstractMethodError cannotTell) {
        // A decorator built before JDBC 4 has no isWrapperFor at all. sdk-jdbc asks the same
        // question and takes such a data source too: startup must not fail on it here.
        return null;
      }
    }
  }
}
