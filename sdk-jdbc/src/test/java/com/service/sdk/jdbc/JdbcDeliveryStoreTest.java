package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.DeliveryStore.Claim;
import com.zaxxer.hikari.HikariDataSource;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The claim, complete and release protocol on a real PostgreSQL, under both isolation levels. */
@ExtendWith(PostgresExtension.class)
class JdbcDeliveryStoreTest {
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

    assertThat(one.claim("payment pay_1 paid", "owner-a", LEASE)).isEqualTo(Claim.CLAIMED);
    assertThat(two.claim("payment pay_1 paid", "owner-b", LEASE)).isEqualTo(Claim.IN_PROGRESS);
    assertThat(one.claim("payment pay_1 paid", "owner-a", LEASE)).as("even the same owner waits").isEqualTo(Claim.IN_PROGRESS);
    one.complete("payment pay_1 paid", "owner-a");

    assertThat(two.claim("payment pay_1 paid", "owner-c", LEASE)).isEqualTo(Claim.DONE);
    assertThat(row(postgres, tables, "payment pay_1 paid")).isEqualTo("owner-a DONE");
  }

  @ParameterizedTest
  @ValueSource(strings = {Postgres.READ_COMMITTED, Postgres.REPEATABLE_READ})
  void release_freesOnlyTheOwnersOwnClaim(String isolation, Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, isolation, tables);
    store.claim("k", "owner-a", LEASE);

    store.release("k", "owner-b");
    assertThat(row(postgres, tables, "k")).isEqualTo("owner-a CLAIMED");
    store.release("k", "owner-a");
    assertThat(row(postgres, tables, "k")).isNull();
    assertThat(store.claim("k", "owner-b", LEASE)).isEqualTo(Claim.CLAIMED);

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
    store.claim("k", "owner-a", LEASE);
    expire(postgres, tables, "k");

    assertThat(store.claim("k", "owner-b", LEASE)).isEqualTo(Claim.CLAIMED);
    assertThatThrownBy(() -> store.complete("k", "owner-a"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("delivery 'k' is done, but its claim outlived its lease: delivery owner-b took the claim over and"
            + " may have run the action a second time; give CallbackHandler a lease longer than the action's longest"
            + " run");
    assertThat(row(postgres, tables, "k")).isEqualTo("owner-b DONE");
    store.complete("k", "owner-b"); // the second run's complete finds it done, and says nothing
  }

  @Test
  void leases_runOnTheDatabasesClock(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, Postgres.READ_COMMITTED, tables);

    store.claim("k", "owner-a", Duration.ofSeconds(90));

    assertThat(postgres.column("SELECT extract(epoch FROM lease_until - now())::int FROM " + tables.delivery()))
        .singleElement().satisfies(seconds -> assertThat(Integer.parseInt(seconds)).isBetween(80, 90));
  }

  @Test
  void complete_ofAKeyWhoseClaimIsGone_recordsItDone(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, Postgres.READ_COMMITTED, tables);

    store.complete("k", "owner-a");

    assertThat(row(postgres, tables, "k")).isEqualTo("owner-a DONE");
    assertThat(store.claim("k", "owner-b", LEASE)).isEqualTo(Claim.DONE);
  }

  @Test
  void aPoolWithoutAutoCommit_stillCommitsEveryClaimAtOnce(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    HikariDataSource manual = postgres.pool(2, config -> config.setAutoCommit(false));
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(manual).table(tables.delivery()).build();

    assertThat(store.claim("k", "owner-a", LEASE)).isEqualTo(Claim.CLAIMED);

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
      store.claim(key, "owner", LEASE);
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
    assertThatThrownBy(() -> JdbcDeliveryStore.builder(pool).build().claim("k", "o", Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("lease must be positive, was PT0S");
    assertThatThrownBy(() -> JdbcDeliveryStore.builder(null)).isInstanceOf(NullPointerException.class)
        .hasMessage("dataSource == null");
  }
}
