package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.DeliveryStore.Claim;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Claims, takeovers and completes of one key at the same moment, from eight threads: whatever the
 * interleaving, one claim holds the key, the notice kept is the holder's, and a complete whose
 * claim was taken over says so. Under both isolation levels (REPEATABLE READ's serialization
 * failures are tried again).
 */
@ExtendWith(PostgresExtension.class)
class ClaimContentionTest {
  private static final Duration LEASE = Duration.ofMinutes(10);
  private static final int THREADS = 8;
  private static final int KEYS = 20;

  private static JdbcDeliveryStore store(Postgres postgres, String isolation, Postgres.Tables tables) {
    return JdbcDeliveryStore.builder(postgres.pool(THREADS, isolation)).table(tables.delivery()).build();
  }

  private static CallbackNotice notice(int owner) {
    return CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_" + owner);
  }

  /** Runs the tasks at the same moment and returns what each returned (or threw), in order. */
  private static List<Object> atOnce(List<Callable<Object>> tasks) throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(tasks.size());
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<Object>> futures = new ArrayList<>();
      for (Callable<Object> task : tasks) {
        futures.add(threads.submit(() -> {
          start.await();
          try {
            return task.call();
          } catch (IllegalStateException e) {
            return e;
          }
        }));
      }
      start.countDown();
      List<Object> outcomes = new ArrayList<>();
      for (Future<Object> future : futures) {
        outcomes.add(future.get(60, TimeUnit.SECONDS));
      }
      return outcomes;
    } finally {
      threads.shutdownNow();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {Postgres.READ_COMMITTED, Postgres.REPEATABLE_READ})
  void eightClaimsOfANewKeyAtOnce_oneHoldsIt_withItsNotice(String isolation, Postgres postgres) throws Exception {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, isolation, tables);
    for (int k = 0; k < KEYS; k++) {
      String key = "new " + k;
      List<Callable<Object>> claims = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int owner = t;
        claims.add(() -> store.claim(key, "owner-" + owner, LEASE, notice(owner)));
      }
      List<Object> outcomes = atOnce(claims);

      assertThat(outcomes).as(key).containsOnly(Claim.CLAIMED, Claim.IN_PROGRESS)
          .filteredOn(Claim.CLAIMED::equals).hasSize(1);
      int holder = outcomes.indexOf(Claim.CLAIMED);
      assertThat(postgres.column("SELECT owner || ' ' || state || ' ' || notice FROM " + tables.delivery()
          + " WHERE delivery_key = ?", key)).containsExactly("owner-" + holder + " CLAIMED " + notice(holder).toJson());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {Postgres.READ_COMMITTED, Postgres.REPEATABLE_READ})
  void eightTakeoversOfALapsedClaimAtOnce_oneTakesIt_andTheFirstOwnersCompleteSaysSo(String isolation,
      Postgres postgres) throws Exception {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, isolation, tables);
    for (int k = 0; k < KEYS; k++) {
      String key = "lapsed " + k;
      assertThat(store.claim(key, "died", LEASE, notice(99))).isEqualTo(Claim.CLAIMED);
      postgres.execute("UPDATE " + tables.delivery() + " SET lease_until = now() - interval '1 second'"
          + " WHERE delivery_key = ?", key);
      List<Callable<Object>> takeovers = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int owner = t;
        takeovers.add(() -> store.claim(key, "owner-" + owner, LEASE, notice(owner)));
      }
      List<Object> outcomes = atOnce(takeovers);

      assertThat(outcomes).as(key).containsOnly(Claim.CLAIMED, Claim.IN_PROGRESS)
          .filteredOn(Claim.CLAIMED::equals).hasSize(1);
      int holder = outcomes.indexOf(Claim.CLAIMED);
      assertThat(postgres.column("SELECT owner || ' ' || notice FROM " + tables.delivery() + " WHERE delivery_key = ?",
          key)).as("the taker's notice, kept with its claim").containsExactly("owner-" + holder + " "
          + notice(holder).toJson());
      assertThatThrownBy(() -> store.complete(key, "died")).isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("delivery owner-" + holder + " took the claim over");
      assertThat(store.claim(key, "late", LEASE, notice(1))).isEqualTo(Claim.DONE);
    }
  }

  /**
   * The first owner's late complete and another delivery's takeover, at once: either the complete
   * came first (done by the first owner, and the takeover finds it done) or the takeover did (the
   * complete says the claim was taken over). Never a takeover that holds the key while the late
   * complete says nothing.
   */
  @ParameterizedTest
  @ValueSource(strings = {Postgres.READ_COMMITTED, Postgres.REPEATABLE_READ})
  void aLateCompleteAndATakeoverAtOnce_neverBothSucceedSilently(String isolation, Postgres postgres) throws Exception {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = store(postgres, isolation, tables);
    int completeFirst = 0;
    int takeoverFirst = 0;
    for (int k = 0; k < 3 * KEYS; k++) {
      String key = "race " + k;
      store.claim(key, "owner-a", LEASE, notice(1));
      postgres.execute("UPDATE " + tables.delivery() + " SET lease_until = now() - interval '1 second'"
          + " WHERE delivery_key = ?", key);
      List<Object> outcomes = atOnce(List.of(() -> {
        store.complete(key, "owner-a");
        return "silent";
      }, () -> store.claim(key, "owner-b", LEASE, notice(2))));
      List<String> row = postgres.column("SELECT owner || ' ' || state FROM " + tables.delivery()
          + " WHERE delivery_key = ?", key);

      if (outcomes.get(1) == Claim.CLAIMED) {
        takeoverFirst++;
        assertThat(outcomes.get(0)).as(key).isInstanceOf(IllegalStateException.class).asString()
            .contains("delivery owner-b took the claim over");
        assertThat(row).as(key).containsExactly("owner-b DONE");
      } else {
        completeFirst++;
        assertThat(outcomes).as(key).containsExactly("silent", Claim.DONE);
        assertThat(row).as(key).containsExactly("owner-a DONE");
      }
    }
    assertThat(completeFirst + takeoverFirst).isEqualTo(3 * KEYS);
  }
}
