package com.service.sdk.jdbc;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.DeliveryStore;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * A {@link DeliveryStore} in the merchant's own database, so that {@link CallbackHandler} runs an
 * action once per confirmed resource state across every instance that shares the database, and
 * across restarts. One row per key ({@link JdbcSchema} has the table):
 * <ul>
 *   <li>{@link #claim} is one atomic statement that inserts a claim with its notice, or takes over
 *       a claim whose lease ended; when it did neither, a second statement reads what is there
 *       (done, or in progress); leases run on the database's clock;</li>
 *   <li>{@link #complete} marks the key done whoever holds the claim (the action did succeed),
 *       in one statement while the claim is still this owner's, and says so when it had been
 *       taken over after its lease ran out;</li>
 *   <li>{@link #release} ends the lease at once, only while this owner holds it, and keeps the
 *       notice;</li>
 *   <li>{@link #takeLapsed} takes over claims whose lease ended, with their notices, for
 *       {@code CallbackHandler.resume()}: a delivery lost to a crash is finished from the kept
 *       notice, not left to a redelivery the service never promised;</li>
 *   <li>{@link #prune()} deletes what was handled longer ago than the retention.</li>
 * </ul>
 * Correct under READ COMMITTED, REPEATABLE READ and SERIALIZABLE: a statement that meets a
 * serialization failure or deadlock is tried again in a new transaction.
 *
 * <p><b>Exactly one effect.</b> A plain store gives at-least-once across a crash: a process that
 * dies after the action's effects but before {@link #complete} leaves a claim whose lease runs
 * out, and {@code CallbackHandler.resume()} (or a redelivery) runs the action again.
 * {@link #inTransaction} closes that gap for
 * effects in the same database: the action's writes and "done" commit together or not at all.
 *
 * <p>Give it a plain pooled {@link DataSource} (HikariCP, your framework's), not one that joins
 * the caller's transaction (Spring's {@code TransactionAwareDataSourceProxy}): a claim must commit
 * at once to keep other instances out. Thread-safe. Failures of the database are
 * {@link StoreException}s naming the problem; {@code CallbackHandler} then answers 500 or 503.
 */
public final class JdbcDeliveryStore implements DeliveryStore {
  private final Database database;
  private final Sql.Delivery sql;
  private final Duration retention;

  private JdbcDeliveryStore(Builder builder) {
    this.database = new Database(builder.dataSource, builder.table);
    this.sql = Sql.Delivery.of(builder.table);
    this.retention = builder.retention;
  }

  /**
   * Starts a store on {@code dataSource}, table {@code service_sdk_delivery}, keys kept 30 days.
   *
   * @param dataSource a pooled data source of the database that holds the table
   * @return a builder
   * @throws NullPointerException if {@code dataSource} is null
   */
  public static Builder builder(DataSource dataSource) {
    return new Builder(dataSource);
  }

  /**
   * Work a {@link #inTransaction transactional} action does: the merchant's writes, on the
   * connection of the transaction that also marks the key done.
   *
   * @param <R> the confirmed resource
   */
  @FunctionalInterface
  public interface TransactionalAction<R> {
    /**
     * Acts on a confirmed resource inside the transaction; do not commit, roll back or close it.
     *
     * @param confirmed what the status call returned
     * @param transaction the connection, auto-commit off; its writes commit with "done"
     * @throws Exception to roll everything back and have the delivery run again (on redelivery, or
     *     by {@code CallbackHandler.resume()})
     */
    void accept(R confirmed, Connection transaction) throws Exception;
  }

  @Override
  public Claim claim(String key, String owner, Duration lease, CallbackNotice notice) {
    Objects.requireNonNull(key, "key == null");
    Objects.requireNonNull(owner, "owner == null");
    Objects.requireNonNull(notice, "notice == null");
    long millis = positiveMillis(lease, "lease");
    return database.run("claiming delivery '" + key + "' in table " + database.table(), c -> {
      try (PreparedStatement statement = c.prepareStatement(sql.claim())) {
        statement.setString(1, key);
        statement.setString(2, owner);
        statement.setLong(3, millis);
        statement.setString(4, notice.toJson());
        if (statement.executeUpdate() == 1) {
          return Claim.CLAIMED;
        }
      }
      // The key is there, and not to be taken: done, or a claim whose lease runs (gone again, if
      // pruned since: in progress, for the redelivery to claim).
      try (PreparedStatement statement = c.prepareStatement(sql.explain())) {
        statement.setString(1, key);
        try (ResultSet row = statement.executeQuery()) {
          return row.next() && "DONE".equals(row.getString(2)) ? Claim.DONE : Claim.IN_PROGRESS;
        }
      }
    });
  }

  /**
   * {@inheritDoc} Claims that instances took at the same moment are skipped ({@code FOR UPDATE
   * SKIP LOCKED}), so every instance may run {@code CallbackHandler.resume()} at once.
   *
   * @throws StoreException if the database failed; nothing is taken then
   * @throws IllegalArgumentException if {@code max} is less than 1 or {@code lease} not positive
   */
  @Override
  public List<Lapsed> takeLapsed(String owner, Duration lease, int max) {
    Objects.requireNonNull(owner, "owner == null");
    long millis = positiveMillis(lease, "lease");
    if (max < 1) {
      throw new IllegalArgumentException("max must be at least 1, was " + max);
    }
    return database.run("taking over lapsed claims in table " + database.table(), c -> {
      try (PreparedStatement statement = c.prepareStatement(sql.takeLapsed())) {
        statement.setString(1, owner);
        statement.setLong(2, millis);
        statement.setInt(3, max);
        List<Lapsed> taken = new ArrayList<>();
        try (ResultSet rows = statement.executeQuery()) {
          while (rows.next()) {
            taken.add(new Lapsed(rows.getString(1),
                CallbackNotice.parse(rows.getString(2).getBytes(StandardCharsets.UTF_8))));
          }
        }
        return taken;
      }
    });
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalStateException after marking the key done, when another delivery had taken the
   *     claim over because its lease ran out: the action may have run twice, and the lease must be
   *     longer ({@code CallbackHandler} still answers 2xx, with this as the response's failure)
   * @throws StoreException if the database failed; the key is then not marked done
   */
  @Override
  public void complete(String key, String owner) {
    Objects.requireNonNull(key, "key == null");
    Objects.requireNonNull(owner, "owner == null");
    String holder = database.run("completing delivery '" + key + "' in table " + database.table(), c -> {
      try (PreparedStatement statement = c.prepareStatement(sql.markDone())) {
        statement.setString(1, key);
        statement.setString(2, owner);
        if (statement.executeUpdate() == 1) {
          return owner;
        }
      }
      // Not this owner's claim any more (taken over after its lease ran out), done already, or
      // gone: done whoever holds it, and who that is.
      try (PreparedStatement statement = c.prepareStatement(sql.complete())) {
        statement.setString(1, key);
        statement.setString(2, owner);
        try (ResultSet row = statement.executeQuery()) {
          row.next();
          return row.getString(1);
        }
      }
    });
    if (!holder.equals(owner)) {
      throw new IllegalStateException("delivery '" + key + "' is done, but its claim outlived its lease: delivery "
          + holder + " took the claim over and may have run the action a second time; give CallbackHandler a lease"
          + " longer than the action's longest run");
    }
  }

  @Override
  public void release(String key, String owner) {
    Objects.requireNonNull(key, "key == null");
    Objects.requireNonNull(owner, "owner == null");
    database.run("releasing delivery '" + key + "' in table " + database.table(), c -> {
      try (PreparedStatement statement = c.prepareStatement(sql.release())) {
        statement.setString(1, key);
        statement.setString(2, owner);
        return statement.executeUpdate();
      }
    });
  }

  /**
   * Returns an action for {@link CallbackHandler.Builder#action(CallbackHandler.ClaimedAction)}
   * that runs {@code action} in a transaction of its own on this store's data source and marks the
   * key done in that same transaction, so the action's writes and "done" commit together or not
   * at all: a crash anywhere before the commit leaves neither ({@code CallbackHandler.resume()}, or
   * a redelivery, runs the action again once its claim's lease ran out), a crash after it leaves
   * both (a redelivery finds the key done). When the claim is no longer this delivery's at the end (its lease ran out and
   * another delivery took it over), nothing is committed and the action throws, so whatever
   * happens the writes commit once.
   *
   * <pre>{@code
   * CallbackHandler<PaymentStatus> callbacks = CallbackHandler.builder(plugin.payments()::confirm,
   *         (PaymentStatus p) -> "payment " + p.paymentId() + " " + p.status())
   *     .store(store)
   *     .action(store.inTransaction((PaymentStatus p, Connection tx) -> {
   *       try (PreparedStatement ship = tx.prepareStatement("UPDATE orders SET paid = true WHERE payment_id = ?")) {
   *         ship.setString(1, p.paymentId());
   *         ship.executeUpdate();
   *       }
   *     }))
   *     .build();
   * }</pre>
   *
   * Only the writes through {@code transaction} are covered: an e-mail sent or a call made from
   * the action is not rolled back, and may happen again.
   *
   * @param action the merchant's writes
   * @param <R> the confirmed resource
   * @return the action to give the handler
   * @throws NullPointerException if {@code action} is null
   */
  public <R> CallbackHandler.ClaimedAction<R> inTransaction(TransactionalAction<? super R> action) {
    Objects.requireNonNull(action, "action == null");
    return (confirmed, key, owner) -> database.transaction(
        "running delivery '" + key + "' in a transaction, table " + database.table(), transaction -> {
          action.accept(confirmed, transaction);
          completeIn(transaction, key, owner);
        });
  }

  /**
   * Marks {@code key} done inside the caller's own transaction, for actions that run their writes
   * in a transaction they manage themselves (a {@code CallbackHandler.ClaimedAction} that opens a
   * Spring transaction, say): commit after it and the writes and "done" go together.
   * {@link #inTransaction} does all of it for you.
   *
   * @param transaction the connection of the caller's transaction, auto-commit off
   * @param key the key {@code CallbackHandler} claimed
   * @param owner the owner it claimed it for
   * @throws IllegalStateException if the claim is no longer {@code owner}'s (its lease ran out and
   *     another delivery took it over, or it is done, or gone): roll back, so that the action's
   *     writes do not commit a second time
   * @throws StoreException if the statement failed; roll back. An aborted transaction (an earlier
   *     statement failed, even if its exception was caught) is named as such
   * @throws NullPointerException if an argument is null
   */
  public void completeIn(Connection transaction, String key, String owner) {
    Objects.requireNonNull(transaction, "transaction == null");
    Objects.requireNonNull(key, "key == null");
    Objects.requireNonNull(owner, "owner == null");
    String doing = "marking delivery '" + key + "' done in the action's transaction, table " + database.table();
    try {
      try (PreparedStatement statement = transaction.prepareStatement(sql.markDone())) {
        statement.setString(1, key);
        statement.setString(2, owner);
        if (statement.executeUpdate() == 1) {
          return;
        }
      }
      try (PreparedStatement statement = transaction.prepareStatement(sql.explain())) {
        statement.setString(1, key);
        try (ResultSet row = statement.executeQuery()) {
          boolean found = row.next();
          throw new IllegalStateException(notOurs(key, found ? row.getString(1) : null,
              found ? row.getString(2) : null));
        }
      }
    } catch (SQLException e) {
      throw database.failure(doing, e);
    }
  }

  private static String notOurs(String key, @Nullable String holder, @Nullable String state) {
    if (state == null) {
      return "delivery '" + key + "' has no claim to complete (released, or pruned); roll back: the redelivery"
          + " runs the action again";
    }
    if (state.equals("DONE")) {
      return "delivery '" + key + "' was already done by delivery " + holder + "; roll back, so that the action's"
          + " writes commit once";
    }
    return "the claim on delivery '" + key + "' outlived its lease and delivery " + holder + " took it over; roll"
        + " back, so that the action's writes commit once, and give CallbackHandler a lease longer than the"
        + " action's longest run";
  }

  /**
   * Deletes the keys handled longer ago than the retention, and claims abandoned that long ago,
   * in batches. Run it from your scheduler (daily, say); a delivery of a pruned key runs its
   * action again, so keep keys longer than the service ever redelivers.
   *
   * @return how many keys were deleted
   * @throws StoreException if the database failed; what was deleted before stays deleted
   */
  public int prune() {
    long millis = retention.toMillis();
    int total = 0;
    int deleted;
    do {
      deleted = database.run("pruning table " + database.table(), c -> {
        try (PreparedStatement statement = c.prepareStatement(sql.prune())) {
          statement.setLong(1, millis);
          return statement.executeUpdate();
        }
      });
      total += deleted;
    } while (deleted == Sql.PRUNE_BATCH);
    return total;
  }

  @Override
  public String toString() {
    return "JdbcDeliveryStore[table=" + database.table() + ", retention=" + retention + "]";
  }

  static long positiveMillis(Duration value, String name) {
    Objects.requireNonNull(value, name + " == null");
    if (value.isNegative() || value.isZero()) {
      throw new IllegalArgumentException(name + " must be positive, was " + value);
    }
    return value.compareTo(Duration.ofDays(365_000)) > 0 ? Duration.ofDays(365_000).toMillis()
        : Math.max(1, value.toMillis());
  }

  /** Configures a {@link JdbcDeliveryStore}. */
  public static final class Builder {
    private final DataSource dataSource;
    private String table = JdbcSchema.DELIVERY_TABLE;
    private Duration retention = Duration.ofDays(30);

    private Builder(DataSource dataSource) {
      this.dataSource = Objects.requireNonNull(dataSource, "dataSource == null");
    }

    /**
     * Sets the table; default {@code service_sdk_delivery}. Create it with
     * {@link JdbcSchema#postgresql(String, String)}.
     *
     * @param table a lower-case identifier, optionally schema-qualified ({@code billing.deliveries})
     * @return this builder
     * @throws NullPointerException if {@code table} is null
     * @throws IllegalArgumentException if it is not such an identifier
     */
    public Builder table(String table) {
      this.table = Sql.table(table, "table", "billing.service_sdk_delivery");
      return this;
    }

    /**
     * Sets how long {@link #prune()} keeps a handled key; default 30 days. Keep it longer than
     * the service goes on redelivering a callback: a delivery of a pruned key runs its action again.
     *
     * @param retention at least one hour
     * @return this builder
     * @throws NullPointerException if {@code retention} is null
     * @throws IllegalArgumentException if it is shorter than one hour
     */
    public Builder retention(Duration retention) {
      Objects.requireNonNull(retention, "retention == null");
      if (retention.compareTo(Duration.ofHours(1)) < 0) {
        throw new IllegalArgumentException("retention must be at least one hour, was " + retention);
      }
      this.retention = retention;
      return this;
    }

    /**
     * Builds the store; nothing is read or written until it is used.
     *
     * @return the store
     * @throws IllegalArgumentException if the data source is, or says it wraps, Spring's
     *     {@code TransactionAwareDataSourceProxy}, whose connections join the caller's transaction:
     *     give it the data source behind the proxy
     */
    public JdbcDeliveryStore build() {
      return new JdbcDeliveryStore(this);
    }
  }
}
