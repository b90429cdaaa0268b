package com.service.sdk.jdbc;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.DeliveryStore;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * What sdk-jdbc adds to each delivery and each money movement, against a PostgreSQL server on
 * loopback with fsync on (one it starts, or {@link #server}'s), through a HikariCP pool of eight
 * connections (one for each of up to eight threads), auto-commit, READ COMMITTED, with {@code synchronous_commit} on
 * (PostgreSQL's default: each commit waits for its WAL to reach the disk, so the disk's flush time
 * is in every figure) and off (commits return before the flush: what the statements and round
 * trips cost):
 * <ul>
 *   <li>{@link #claimAndComplete}: a delivery's claim (with its notice) and complete, two
 *       statements, two commits;</li>
 *   <li>{@link #claimAndCompleteByHand}: its floor, the same bookkeeping as a careful merchant
 *       would write it by hand without the store's guarantees (no takeover of a lapsed lease, no
 *       word of one): {@code INSERT .. ON CONFLICT DO NOTHING} with the same columns and notice,
 *       then an {@code UPDATE} of the same row, prepared statements on the same pool;
 *       {@link DeliveryRatioTable} prints the store's cost over it;</li>
 *   <li>{@link #recordAndSettle}: a payout's record before sending and its settle after (written
 *       if the row is as the record left it), two statements, two commits (the call itself not
 *       included).</li>
 * </ul>
 * Sample time, so JMH reports p50 and p99 per operation; every operation uses a new key, and
 * each run starts from new, empty tables. Run as sdk-jdbc's README says.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class JdbcBenchmark {
  /** What the claims here were confirmed from: any notice does, for the store. */
  private static final CallbackNotice NOTICE = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1");
  private static final Duration LEASE = Duration.ofMinutes(10);
  /** A payout's body as the SDK writes it, 186 bytes. */
  private static final byte[] BODY = ("{\"payee_id\":\"6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10\",\"amount\":1250.75,"
      + "\"external_ref\":\"po_7781\",\"currency\":\"INR\",\"payout_method\":\"IMPS\",\"purpose\":\"vendor payment\"}")
      .getBytes(StandardCharsets.UTF_8);
  /**
   * The hand-written claim: the store's columns and notice, nothing done about a claim that is
   * there (it is someone else's, lapsed or not).
   */
  private static final String CLAIM_BY_HAND = "INSERT INTO " + JdbcSchema.DELIVERY_TABLE
      + " (delivery_key, owner, state, lease_until, updated_at, notice)"
      + " VALUES (?, ?, 'CLAIMED', now() + ? * interval '1 millisecond', now(), ?)"
      + " ON CONFLICT (delivery_key) DO NOTHING";
  /** The hand-written complete: this owner's claim, done. */
  private static final String COMPLETE_BY_HAND = "UPDATE " + JdbcSchema.DELIVERY_TABLE
      + " SET state = 'DONE', updated_at = now() WHERE delivery_key = ? AND owner = ?";
  /** The notice as a hand-written handler has it: the callback's body, text already. */
  private static final String NOTICE_TEXT = NOTICE.toJson();

  /** PostgreSQL's {@code synchronous_commit} for the pool's sessions. */
  @Param({"on", "off"})
  public String synchronousCommit;

  /**
   * PostgreSQL's driver's {@code prepareThreshold}, a pool setting of the merchant's: after this
   * many runs of a statement on a connection the driver prepares it on the server, which then
   * parses it no more (its default, 5); 0 never does (what PgBouncer's transaction mode needs).
   */
  @Param("5")
  public String prepareThreshold;

  /**
   * The JDBC URL of a running server to use (its tables are dropped and created again), or empty
   * to start one with fsync on; {@link DeliveryRatioTable} starts one for all its forks.
   */
  @Param("")
  public String server;

  private final AtomicLong next = new AtomicLong();
  private PostgresServer started;
  private HikariDataSource pool;
  private JdbcDeliveryStore store;
  private MovementLedger ledger;

  /** Creates the state; JMH calls this. */
  public JdbcBenchmark() {}

  /**
   * Starts the server (unless {@link #server} names one), creates the tables afresh and flushes
   * what came before to disk ({@code CHECKPOINT}), so that every run starts alike.
   *
   * @throws Exception when the server cannot start
   */
  @Setup
  public void start() throws Exception {
    String url = server;
    if (url.isEmpty()) {
      started = PostgresServer.start(PostgresServer.requiredBinaries(), true);
      url = started.url("postgres");
    }
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(url);
    config.setMaximumPoolSize(8);
    config.setMinimumIdle(8);
    config.setConnectionInitSql("SET synchronous_commit = " + synchronousCommit);
    config.addDataSourceProperty("prepareThreshold", prepareThreshold);
    pool = new HikariDataSource(config);
    try (Connection c = pool.getConnection(); Statement statement = c.createStatement()) {
      statement.execute("DROP TABLE IF EXISTS " + JdbcSchema.DELIVERY_TABLE + ", " + JdbcSchema.MOVEMENT_TABLE);
    }
    JdbcSchema.create(pool, JdbcSchema.DELIVERY_TABLE, JdbcSchema.MOVEMENT_TABLE);
    try (Connection c = pool.getConnection(); Statement statement = c.createStatement()) {
      statement.execute("CHECKPOINT");
    }
    store = JdbcDeliveryStore.builder(pool).build();
    ledger = new MovementLedger(pool, JdbcSchema.MOVEMENT_TABLE, "default");
  }

  /**
   * Closes the pool, and stops the server if it started one.
   *
   * @throws Exception when it does not stop
   */
  @TearDown
  public void stop() throws Exception {
    pool.close();
    if (started != null) {
      started.close();
    }
  }

  /** A delivery's bookkeeping: claim, then complete. */
  @Benchmark
  public void claimAndComplete() {
    String key = "payment pay_" + next.incrementAndGet() + " paid";
    if (store.claim(key, "owner", LEASE, NOTICE) != DeliveryStore.Claim.CLAIMED) {
      throw new IllegalStateException("a new key was not claimed: " + key);
    }
    store.complete(key, "owner");
  }

  /**
   * The same bookkeeping by hand: claim with its notice, then complete, each on a connection of
   * its own (the action runs between them), each checked.
   *
   * @throws SQLException as the driver throws it
   */
  @Benchmark
  public void claimAndCompleteByHand() throws SQLException {
    String key = "payment pay_" + next.incrementAndGet() + " paid";
    try (Connection c = pool.getConnection(); PreparedStatement claim = c.prepareStatement(CLAIM_BY_HAND)) {
      claim.setString(1, key);
      claim.setString(2, "owner");
      claim.setLong(3, LEASE.toMillis());
      claim.setString(4, NOTICE_TEXT);
      if (claim.executeUpdate() != 1) {
        throw new IllegalStateException("a new key was not claimed: " + key);
      }
    }
    try (Connection c = pool.getConnection(); PreparedStatement complete = c.prepareStatement(COMPLETE_BY_HAND)) {
      complete.setString(1, key);
      complete.setString(2, "owner");
      if (complete.executeUpdate() != 1) {
        throw new IllegalStateException("the claim on " + key + " is no longer this owner's");
      }
    }
  }

  /** A payout's bookkeeping: recorded before it is sent, settled after. */
  @Benchmark
  public boolean recordAndSettle() {
    IdempotencyKey key = IdempotencyKey.of("benchmark-payout-" + next.incrementAndGet());
    MovementLedger.Seen seen = ledger.record(PreparedRequest.of("payouts.initiate", key, BODY), "owner",
        LEASE.toMillis());
    return ledger.settle(key, "owner", Settlement.applied("txn_" + key), 0, seen);
  }
}
