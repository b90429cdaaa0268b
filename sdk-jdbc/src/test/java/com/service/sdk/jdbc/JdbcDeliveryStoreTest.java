package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.core.callback.CallbackResponse.Result;
import com.service.sdk.core.callback.DeliveryStore;
import com.service.sdk.core.callback.DeliveryStore.Claim;
import com.zaxxer.hikari.HikariDataSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The claim, complete and release protocol on a real PostgreSQL, under both isolation levels. */
@ExtendWith(PostgresExtension.class)
class JdbcDeliveryStoreTest {
  /** What the claims here were confirmed from: any notice does, for the store. */
  private static final CallbackNotice NOTICE = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1");
  private static final Duration LEASE = Duration.ofMinutes(10);

  private static JdbcDeliveryStore store(Postgres postgres, String isolation, Postgres.Tables tables) {
    return JdbcDeliveryStore.builder(postgres.pool(4, isolation)).table(tables.delivery()).build();
  }

  private static String row(Postgres postgres, Postgres.Tables tables, String key) {
    List<String> rows = postgres.column("SELECT owner || ' ' || state FROM " + tables.delivery()
        + " WHERE delivery_key = ?", key);
    return rows.isEmpty() ? null : rows.get(0);
  }

  /** Moves a claim's lease end into the past, as time passing would. */
  private static void expire(Postgres postgres, Postgres.Tables tables, String key) {
    postgres.execute("UPDATE " + tables.delivery() + " SET lease_until = now() - interval '1 second'"
        + " WHERE delivery_key = ?", key);
  }

  @ParameterizedTest
  @ValueSource(strings = {Postgres.READ_COMMITTED, Postgres.REPEATABLE_READ})
  void claim_isTheFirstOwnersAlone_untilCompleted_thenDoneForEveryone(String isolation, Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore one = store(postgres, isolation, tables);
    JdbcDeliveryStore two = store(postgres, isolation, tables);

    assertThat(one.claim("payment pay_1 paid", "owner-a", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);
    assertThat(two.claim("payment pay_1 paid", "owner-b", LEASE, NOTICE)).isEqualTo(Claim.IN_PROGRESS);
    assertThat(one.claim("payment pay_1 paid", "owner-a", LEASE, NOTICE)).as("even the same owner waits").isEqualTo(Claim.IN_PROGRESS);
    one.complete("payment pay_1 paid", "owner-a");

    assertThat(two.claim("payment pay_1 paid", "owner-c", LEASE, NOTICE)).isEqualTo(Claim.DONE);
    assertThat(row(postgres, tables, "payment pay_1 paid")).isEqualTo("owner-a DONE");
  }

  @ParameterizedTest
  @ValueSource(strings = {Postgres.READ_COMMITTED, Postgres.REPEATABLE_READ})
  void release_endsOnlyTheOwnersOwnLease_andKeepsTheNotice(String isolation, Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, isolation, tables);
    store.claim("k", "owner-a", LEASE, NOTICE);

    store.release("k", "owner-b");
    assertThat(row(postgres, tables, "k")).isEqualTo("owner-a CLAIMED");
    assertThat(store.takeLapsed("resumer", LEASE, 10)).as("its lease runs").isEmpty();
    store.release("k", "owner-a");
    assertThat(row(postgres, tables, "k")).isEqualTo("owner-a CLAIMED");
    assertThat(postgres.column("SELECT notice FROM " + tables.delivery())).containsExactly(NOTICE.toJson());
    assertThat(store.claim("k", "owner-b", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);

    store.complete("k", "owner-b");
    store.release("k", "owner-b");
    assertThat(row(postgres, tables, "k")).as("a done key is never released").isEqualTo("owner-b DONE");
  }

  @ParameterizedTest
  @ValueSource(strings = {Postgres.READ_COMMITTED, Postgres.REPEATABLE_READ})
  void aClaimWhoseLeaseRanOut_isTakenOver_andTheLateCompleteSaysTheActionMayHaveRunTwice(String isolation,
      Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, isolation, tables);
    store.claim("k", "owner-a", LEASE, NOTICE);
    expire(postgres, tables, "k");

    assertThat(store.claim("k", "owner-b", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);
    assertThatThrownBy(() -> store.complete("k", "owner-a"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("delivery 'k' is done, but its claim outlived its lease: delivery owner-b took the claim over and"
            + " may have run the action a second time; give CallbackHandler a lease longer than the action's longest"
            + " run");
    assertThat(row(postgres, tables, "k")).isEqualTo("owner-b DONE");
    store.complete("k", "owner-b"); // the second run's complete finds it done, and says nothing
  }

  @ParameterizedTest
  @ValueSource(strings = {Postgres.READ_COMMITTED, Postgres.REPEATABLE_READ})
  void takeLapsed_takesOverClaimsWhoseLeaseEnded_withTheirNotices_eachByOneTakerAlone(String isolation,
      Postgres postgres) throws Exception {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, isolation, tables);
    CallbackNotice second = CallbackNotice.of(CallbackNotice.Kind.PAYOUT, "txn \"9\"");
    for (int i = 0; i < 30; i++) {
      store.claim("lapsed " + i, "died", LEASE, i == 7 ? second : NOTICE);
    }
    store.claim("live", "running", LEASE, NOTICE);
    store.claim("done", "finished", LEASE, NOTICE);
    store.complete("done", "finished");
    postgres.execute("UPDATE " + tables.delivery() + " SET lease_until = now() - interval '1 second'"
        + " WHERE delivery_key <> 'live'");

    List<List<DeliveryStore.Lapsed>> taken = new ArrayList<>();
    ExecutorService takers = Executors.newFixedThreadPool(3);
    try {
      List<Future<List<DeliveryStore.Lapsed>>> each = new ArrayList<>();
      for (int t = 0; t < 3; t++) {
        String owner = "resumer-" + t;
        each.add(takers.submit(() -> store.takeLapsed(owner, LEASE, 20)));
      }
      for (Future<List<DeliveryStore.Lapsed>> future : each) {
        taken.add(future.get(30, TimeUnit.SECONDS));
      }
    } finally {
      takers.shutdownNow();
    }

    List<String> keys = taken.stream().flatMap(List::stream).map(DeliveryStore.Lapsed::key).sorted().toList();
    assertThat(keys).as("each lapsed claim once, none live or done").hasSize(30).doesNotHaveDuplicates()
        .allMatch(k -> k.startsWith("lapsed "));
    assertThat(taken.stream().flatMap(List::stream).filter(l -> l.key().equals("lapsed 7")).findFirst().orElseThrow()
        .notice().transactionId()).contains("txn \"9\"");
    assertThat(store.takeLapsed("late", LEASE, 10)).as("taken claims hold new leases").isEmpty();
    assertThat(postgres.column("SELECT count(*) FROM " + tables.delivery() + " WHERE owner LIKE 'resumer-%'"
        + " AND lease_until > now()")).containsExactly("30");
    assertThatThrownBy(() -> store.takeLapsed("x", LEASE, 0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("max must be at least 1, was 0");
  }

  /**
   * CallbackHandler.resume() takes lapsed claims one at a time, oldest lease first: a claim given
   * back in the same run (its action threw) comes last, so it is tried once per run and holds up
   * no other.
   */
  @Test
  void resume_triesAClaimThatKeepsFailingOncePerRun_andFinishesTheOthers(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, Postgres.READ_COMMITTED, tables);
    for (String id : List.of("pay_1", "pay_2")) {
      store.claim(id, "a process that died", LEASE, CallbackNotice.of(CallbackNotice.Kind.PAYMENT, id));
      expire(postgres, tables, id);
    }
    List<String> confirmed = new ArrayList<>();
    try (CallbackHandler<String> handler = CallbackHandler.<String>builder(n -> {
          String id = n.requireId(CallbackNotice.Kind.PAYMENT);
          confirmed.add(id);
          return id;
        }, id -> id).store(store).lease(LEASE).action(id -> {
          if (id.equals("pay_1")) {
            throw new IllegalStateException("the warehouse is down for pay_1");
          }
        }).build()) {
      assertThat(handler.resume()).extracting(CallbackResponse::result).containsExactly(Result.FAILED, Result.HANDLED);
      assertThat(handler.resume()).extracting(CallbackResponse::result).containsExactly(Result.FAILED);
    }
    assertThat(confirmed).containsExactly("pay_1", "pay_2", "pay_1");
    assertThat(row(postgres, tables, "pay_2")).endsWith(" DONE");
    assertThat(row(postgres, tables, "pay_1")).endsWith(" CLAIMED");
    assertThat(store.takeLapsed("next run", LEASE, 10)).as("given back for the next run")
        .extracting(DeliveryStore.Lapsed::key).containsExactly("pay_1");
  }

  @Test
  void leases_runOnTheDatabasesClock(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, Postgres.READ_COMMITTED, tables);

    store.claim("k", "owner-a", Duration.ofSeconds(90), NOTICE);

    assertThat(postgres.column("SELECT extract(epoch FROM lease_until - now())::int FROM " + tables.delivery()))
        .singleElement().satisfies(seconds -> assertThat(Integer.parseInt(seconds)).isBetween(80, 90));
  }

  @Test
  void complete_ofAKeyWhoseClaimIsGone_recordsItDone(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, Postgres.READ_COMMITTED, tables);

    store.complete("k", "owner-a");

    assertThat(row(postgres, tables, "k")).isEqualTo("owner-a DONE");
    assertThat(store.claim("k", "owner-b", LEASE, NOTICE)).isEqualTo(Claim.DONE);
  }

  @Test
  void aPoolWithoutAutoCommit_stillCommitsEveryClaimAtOnce(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    HikariDataSource manual = postgres.pool(2, config -> config.setAutoCommit(false));
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(manual).table(tables.delivery()).build();

    assertThat(store.claim("k", "owner-a", LEASE, NOTICE)).isEqualTo(Claim.CLAIMED);

    assertThat(row(postgres, tables, "k")).as("seen from another connection").isEqualTo("owner-a CLAIMED");
    store.complete("k", "owner-a");
    assertThat(row(postgres, tables, "k")).isEqualTo("owner-a DONE");
  }

  @Test
  void prune_deletesWhatWasHandledOrAbandonedLongerAgoThanTheRetention_only(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(2, Postgres.READ_COMMITTED))
        .table(tables.delivery()).retention(Duration.ofDays(7)).build();
    for (String key : List.of("old done", "old abandoned", "old but live", "new done")) {
      store.claim(key, "owner", LEASE, NOTICE);
    }
    store.complete("old done", "owner");
    store.complete("new done", "owner");
    postgres.execute("UPDATE " + tables.delivery() + " SET updated_at = now() - interval '8 days'"
        + " WHERE delivery_key LIKE 'old%'");
    expire(postgres, tables, "old abandoned");

    assertThat(store.prune()).isEqualTo(2);

    assertThat(postgres.column("SELECT delivery_key FROM " + tables.delivery() + " ORDER BY 1"))
        .containsExactly("new done", "old but live");
  }

  @Test
  void builder_refusesWhatCannotWork_namingIt(Postgres postgres) {
    HikariDataSource pool = postgres.admin();
    assertThatThrownBy(() -> JdbcDeliveryStore.builder(pool).table("deliveries; DROP TABLE orders"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("table must be a lower-case SQL identifier (letters, digits, _, up to 63), optionally"
            + " schema-qualified, such as billing.service_sdk_delivery; was \"deliveries; DROP TABLE orders\"");
    assertThatThrownBy(() -> JdbcDeliveryStore.builder(pool).retention(Duration.ofMinutes(5)))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("retention must be at least one hour, was PT5M");
    assertThatThrownBy(() -> JdbcDeliveryStore.builder(pool).build().claim("k", "o", Duration.ZERO, NOTICE))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("lease must be positive, was PT0S");
    assertThatThrownBy(() -> JdbcDeliveryStore.builder(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("dataSource == null");
  }
}
