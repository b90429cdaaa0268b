package com.service.sdk.jdbc;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import com.service.sdk.core.callback.CallbackNotice;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.charset.StandardCharsets;
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
 * loopback that it starts with fsync on, through a HikariCP pool, READ COMMITTED, with
 * {@code synchronous_commit} on (PostgreSQL's default: each commit waits for its WAL to reach the
 * disk, so the disk's flush time is in every figure) and off (commits return before the flush:
 * what the statements and round trips cost):
 * <ul>
 *   <li>{@link #claimAndComplete}: a delivery's claim (with its notice) and complete, two
 *       statements, two commits;</li>
 *   <li>{@link #recordAndSettle}: a payout's record before sending and its settle after (written
 *       if the row is as the record left it), two statements, two commits (the call itself not
 *       included).</li>
 * </ul>
 * Sample time, so JMH reports p50 and p99 per operation; every operation uses a new key. Run as
 * docs/several-instances.md says.
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

  /** PostgreSQL's {@code synchronous_commit} for the pool's sessions. */
  @Param({"on", "off"})
  public String synchronousCommit;

  private final AtomicLong next = new AtomicLong();
  private PostgresServer server;
  private HikariDataSource pool;
  private JdbcDeliveryStore store;
  private MovementLedger ledger;

  /** Creates the state; JMH calls this. */
  public JdbcBenchmark() {}

  /**
   * Starts the server and creates the tables.
   *
   * @throws Exception when the server cannot start
   */
  @Setup
  public void start() throws Exception {
    server = PostgresServer.start(PostgresServer.binaries().orElseThrow(
        () -> new IllegalStateException("no PostgreSQL binaries: run bash .ci/postgres")), true);
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(server.url("postgres"));
    config.setMaximumPoolSize(4);
    config.setMinimumIdle(4);
    config.setConnectionInitSql("SET synchronous_commit = " + synchronousCommit);
    pool = new HikariDataSource(config);
    JdbcSchema.create(pool, JdbcSchema.DELIVERY_TABLE, JdbcSchema.MOVEMENT_TABLE);
    store = JdbcDeliveryStore.builder(pool).build();
    ledger = new MovementLedger(pool, JdbcSchema.MOVEMENT_TABLE, "default");
  }

  /**
   * Stops the server.
   *
   * @throws Exception when it does not stop
   */
  @TearDown
  public void stop() throws Exception {
    pool.close();
    server.close();
  }

  /** A delivery's bookkeeping: claim, then complete. */
  @Benchmark
  public void claimAndComplete() {
    String key = "payment pay_" + next.incrementAndGet() + " paid";
    store.claim(key, "owner", LEASE, NOTICE);
    store.complete(key, "owner");
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
