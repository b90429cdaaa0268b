package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.DeliveryStore.Claim;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.LoggerFactory;

/**
 * The trap of REPEATABLE READ: a claim that waited for a concurrent claim of the same key to
 * commit cannot use that row in its old snapshot, and PostgreSQL fails it with a serialization
 * failure (40001). The store tries again in a new transaction and reports the other's claim;
 * under READ COMMITTED the same race needs no retry. Either way the answer is IN_PROGRESS, and
 * the key is claimed once.
 */
@ExtendWith(PostgresExtension.class)
class IsolationTest {
  /** What the claims here were confirmed from: any notice does, for the store. */
  private static final CallbackNotice NOTICE = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1");
  private final ListAppender<ILoggingEvent> log = new ListAppender<>();
  private final Logger database = (Logger) LoggerFactory.getLogger(Database.class);

  @BeforeEach
  void capture() {
    log.start();
    database.addAppender(log);
  }

  @AfterEach
  void release() {
    database.detachAppender(log);
  }

  @ParameterizedTest
  @ValueSource(strings = {Postgres.READ_COMMITTED, Postgres.REPEATABLE_READ})
  void aClaimThatWaitedForAConcurrentClaim_reportsItInProgress(String isolation, Postgres postgres) throws Exception {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(2, isolation)).table(tables.delivery()).build();

    try (Connection other = postgres.admin().getConnection()) {
      other.setAutoCommit(false);
      try (PreparedStatement claim = other.prepareStatement("INSERT INTO " + tables.delivery()
          + " VALUES ('k', 'other', 'CLAIMED', now() + interval '10 minutes', now())")) {
        claim.executeUpdate();
      }
      CompletableFuture<Claim> waiting = CompletableFuture.supplyAsync(() -> store.claim("k", "mine", Duration.ofMinutes(1), NOTICE));
      awaitLockWait(postgres);
      other.commit();

      assertThat(waiting.get(30, TimeUnit.SECONDS)).isEqualTo(Claim.IN_PROGRESS);
    }
    assertThat(postgres.column("SELECT owner FROM " + tables.delivery())).containsExactly("other");
    boolean retried = log.list.stream().anyMatch(e -> e.getFormattedMessage().startsWith(
        "claiming delivery 'k' in table " + tables.delivery() + " met a serialization failure (SQLState 40001); trying"
            + " again, attempt 2 of 5"));
    assertThat(retried).isEqualTo(isolation.equals(Postgres.REPEATABLE_READ));
  }

  /** Waits until a statement of the store waits for the other transaction's row lock. */
  private static void awaitLockWait(Postgres postgres) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (postgres.column("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
        + " AND query LIKE 'INSERT INTO%'").equals(List.of("0"))) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("the claim never waited for the other transaction's lock");
      }
      Thread.sleep(10);
    }
  }
}
