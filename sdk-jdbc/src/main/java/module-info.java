/**
 * Handle-once and exactly-once across instances and restarts, on the merchant's own database:
 * {@code JdbcDeliveryStore} (a {@code DeliveryStore} for {@code CallbackHandler}) and
 * {@code MoneyMovements} (a durable record of refunds and payouts, resumable by any instance).
 * Takes any {@code javax.sql.DataSource}; the schema ships as {@code JdbcSchema}'s DDL.
 */
module com.service.sdk.jdbc {
  requires static transitive org.jspecify;
  requires transitive com.service.sdk.plugin;
  requires transitive com.service.sdk.payouts;
  requires transitive java.sql;
  requires org.slf4j;

  exports com.service.sdk.jdbc;
}
