package com.service.sdk.spring.boot.autoconfigure;

import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * sdk-jdbc's beans under {@code service.sdk.jdbc}, built when {@code sdk-jdbc} is on the classpath
 * and the application has one {@code DataSource} bean: a {@code JdbcDeliveryStore} for the
 * callback endpoints and a {@code MoneyMovements} for refunds and payouts. Nothing creates a
 * table unless {@code create-schema} is true, and nothing runs on a schedule unless an interval
 * is set.
 */
@ConfigurationProperties(ServiceSdkJdbcProperties.PREFIX)
public class ServiceSdkJdbcProperties {
  /** The prefix of every property here. */
  public static final String PREFIX = "service.sdk.jdbc";

  /** Settings with the defaults below, for Spring to bind. */
  public ServiceSdkJdbcProperties() {}

  /**
   * Whether the starter builds sdk-jdbc's beans when sdk-jdbc is on the classpath and the
   * application has one DataSource bean.
   */
  private boolean enabled = true;

  /**
   * Whether to create both tables at startup (JdbcSchema.create: CREATE TABLE IF NOT EXISTS, so an
   * existing table is left as it is). Off: put the DDL in your migrations (Flyway, Liquibase).
   */
  private boolean createSchema = false;

  private final Deliveries deliveries = new Deliveries();
  private final Movements movements = new Movements();

  /**
   * Returns whether sdk-jdbc's beans are built.
   *
   * @return whether they are enabled
   */
  public boolean isEnabled() {
    return enabled;
  }

  /**
   * Sets whether sdk-jdbc's beans are built.
   *
   * @param enabled whether they are enabled
   */
  public void setEnabled(boolean enabled) {
    this.enabled = enabled;
  }

  /**
   * Returns whether the tables are created at startup.
   *
   * @return whether they are created
   */
  public boolean isCreateSchema() {
    return createSchema;
  }

  /**
   * Sets whether the tables are created at startup.
   *
   * @param createSchema whether to create them
   */
  public void setCreateSchema(boolean createSchema) {
    this.createSchema = createSchema;
  }

  /**
   * Returns the settings of the {@code JdbcDeliveryStore}.
   *
   * @return the delivery store's settings
   */
  public Deliveries getDeliveries() {
    return deliveries;
  }

  /**
   * Returns the settings of {@code MoneyMovements}.
   *
   * @return the money movements' settings
   */
  public Movements getMovements() {
    return movements;
  }

  @Override
  public String toString() {
    return "ServiceSdkJdbcProperties[enabled=" + enabled + ", createSchema=" + createSchema + ", deliveries="
        + deliveries + ", movements=" + movements + "]";
  }

  /** The {@code JdbcDeliveryStore} that the callback endpoints remember handled states in. */
  public static class Deliveries {
    /** The defaults, for Spring to bind. */
    public Deliveries() {}

    /** The table: a lower-case SQL identifier, optionally schema-qualified (billing.service_sdk_delivery). */
    private String table = "service_sdk_delivery";

    /**
     * How long prune() keeps a handled state: at least 1h, and longer than the service goes on
     * redelivering a callback (a delivery of a pruned state runs its action again).
     */
    private Duration retention = Duration.ofDays(30);

    /**
     * How often the starter runs prune(), first at startup. Unset: never (call it from your own
     * scheduler, or leave the table to grow).
     */
    private @Nullable Duration pruneInterval;

    /**
     * How often the starter runs resume() of every callback endpoint, first at startup: a delivery
     * that a crash or a failed action left is confirmed again by its status call and its action
     * run once, when its lease (service.sdk.callbacks.lease) has run out. Unset: never (call
     * CallbackHandler.resume() yourself; the service promises no redelivery).
     */
    private @Nullable Duration resumeInterval;

    /**
     * Returns the table.
     *
     * @return the table's name
     */
    public String getTable() {
      return table;
    }

    /**
     * Sets the table.
     *
     * @param table the table's name
     */
    public void setTable(String table) {
      this.table = table;
    }

    /**
     * Returns how long a handled state is kept.
     *
     * @return the retention
     */
    public Duration getRetention() {
      return retention;
    }

    /**
     * Sets how long a handled state is kept.
     *
     * @param retention at least one hour
     */
    public void setRetention(Duration retention) {
      this.retention = retention;
    }

    /**
     * Returns how often prune() runs.
     *
     * @return the interval, or null when it never runs
     */
    public @Nullable Duration getPruneInterval() {
      return pruneInterval;
    }

    /**
     * Sets how often prune() runs.
     *
     * @param pruneInterval a positive interval, or null for never
     */
    public void setPruneInterval(@Nullable Duration pruneInterval) {
      this.pruneInterval = pruneInterval;
    }

    /**
     * Returns how often the callback endpoints' resume() runs.
     *
     * @return the interval, or null when it never runs
     */
    public @Nullable Duration getResumeInterval() {
      return resumeInterval;
    }

    /**
     * Sets how often the callback endpoints' resume() runs.
     *
     * @param resumeInterval a positive interval, or null for never
     */
    public void setResumeInterval(@Nullable Duration resumeInterval) {
      this.resumeInterval = resumeInterval;
    }

    @Override
    public String toString() {
      return "[table=" + table + ", retention=" + retention + ", pruneInterval=" + pruneInterval + ", resumeInterval="
          + resumeInterval + "]";
    }
  }

  /** {@code MoneyMovements}: refunds and payouts recorded before they are sent. */
  public static class Movements {
    /** The defaults, for Spring to bind. */
    public Movements() {}

    /** The table: a lower-case SQL identifier, optionally schema-qualified (billing.service_sdk_movement). */
    private String table = "service_sdk_movement";

    /**
     * The merchant account whose clients send these movements, when one table holds several
     * accounts' rows: stable across releases, such as your merchant id.
     */
    private String account = "default";

    /**
     * How long a sender holds a movement before resume() elsewhere takes it to be a dead
     * process's: longer than service.sdk.call-timeout.
     */
    private Duration lease = Duration.ofMinutes(5);

    /** How long after a call that left a movement open resume() may send it again. */
    private Duration retryDelay = Duration.ofMinutes(1);

    /**
     * How often the starter runs resume(), first at startup. Unset: never (call it yourself, or a
     * refund or payout left open by a crash or an unknown outcome waits for you).
     */
    private @Nullable Duration resumeInterval;

    /**
     * Returns the table.
     *
     * @return the table's name
     */
    public String getTable() {
      return table;
    }

    /**
     * Sets the table.
     *
     * @param table the table's name
     */
    public void setTable(String table) {
      this.table = table;
    }

    /**
     * Returns the merchant account's name.
     *
     * @return the account
     */
    public String getAccount() {
      return account;
    }

    /**
     * Sets the merchant account's name.
     *
     * @param account 1 to 200 characters
     */
    public void setAccount(String account) {
      this.account = account;
    }

    /**
     * Returns the sender's lease.
     *
     * @return the lease
     */
    public Duration getLease() {
      return lease;
    }

    /**
     * Sets the sender's lease.
     *
     * @param lease positive
     */
    public void setLease(Duration lease) {
      this.lease = lease;
    }

    /**
     * Returns the delay before an open movement is sent again.
     *
     * @return the delay
     */
    public Duration getRetryDelay() {
      return retryDelay;
    }

    /**
     * Sets the delay before an open movement is sent again.
     *
     * @param retryDelay positive
     */
    public void setRetryDelay(Duration retryDelay) {
      this.retryDelay = retryDelay;
    }

    /**
     * Returns how often resume() runs.
     *
     * @return the interval, or null when it never runs
     */
    public @Nullable Duration getResumeInterval() {
      return resumeInterval;
    }

    /**
     * Sets how often resume() runs.
     *
     * @param resumeInterval a positive interval, or null for never
     */
    public void setResumeInterval(@Nullable Duration resumeInterval) {
      this.resumeInterval = resumeInterval;
    }

    @Override
    public String toString() {
      return "[table=" + table + ", account=" + account + ", lease=" + lease + ", retryDelay=" + retryDelay
          + ", resumeInterval=" + resumeInterval + "]";
    }
  }
}
