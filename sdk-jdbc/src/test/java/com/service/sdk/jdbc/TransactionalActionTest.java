package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.core.callback.CallbackResponse.Result;
import com.service.sdk.core.callback.DeliveryStore.Claim;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@link JdbcDeliveryStore#inTransaction}: the action's writes and "done" commit together or not at all. */
@ExtendWith(PostgresExtension.class)
class TransactionalActionTest {
  /** What the claims here were confirmed from: any notice does, for the store. */
  private static final CallbackNotice NOTICE = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1");
  /** What the status call confirms in these tests. */
  record Payment(String id, String state) {}

  static Payment confirm(CallbackNotice notice) {
    return new Payment(notice.requireId(CallbackNotice.Kind.PAYMENT), "paid");
  }

  static CallbackResponse deliver(CallbackHandler<?> handler, String paymentId) {
    return handler.handle(("{\"payment_id\":\"" + paymentId + "\"}").getBytes(StandardCharsets.UTF_8),
        Map.of("Content-Type", List.of("application/json")));
  }

  /** The merchant's own write: one row per run of the action. */
  static void ship(Connection tx, String table, Payment payment) throws SQLException {
    try (PreparedStatement insert = tx.prepareStatement("INSERT INTO " + table + " (payment_id) VALUES (?)")) {
      insert.setString(1, payment.id());
      insert.executeUpdate();
    }
  }

  private static CallbackHandler.Builder<Payment> handler(JdbcDeliveryStore store) {
    return CallbackHandler.<Payment>builder(TransactionalActionTest::confirm, p -> "payment " + p.id() + " " + p.state())
        .store(store).timeout(Duration.ofSeconds(30));
  }

  private static String effects(Postgres postgres, String table) {
    return String.join(",", postgres.column("SELECT payment_id FROM " + table + " ORDER BY payment_id"));
  }

  private static String shipments(Postgres postgres, Postgres.Tables tables) {
    String table = tables.delivery() + "_shipments";
    postgres.execute("CREATE TABLE " + table + " (payment_id text NOT NULL)");
    return table;
  }

  @Test
  void theActionsWritesAndDone_commitTogether_andARedeliveryRunsNothing(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    String shipments = shipments(postgres, tables);
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(4, Postgres.READ_COMMITTED))
        .table(tables.delivery()).build();
    try (CallbackHandler<Payment> handler = handler(store)
        .action(store.inTransaction((Payment p, Connection tx) -> ship(tx, shipments, p))).build()) {

      assertThat(deliver(handler, "pay_1").result()).isEqualTo(Result.HANDLED);
      assertThat(deliver(handler, "pay_1").result()).isEqualTo(Result.DUPLICATE);
    }
    assertThat(effects(postgres, shipments)).isEqualTo("pay_1");
    assertThat(postgres.column("SELECT state FROM " + tables.delivery())).containsExactly("DONE");
  }

  @Test
  void anActionThatThrowsAfterWriting_commitsNothing_andTheRedeliveryRunsItOnce(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    String shipments = shipments(postgres, tables);
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(4, Postgres.REPEATABLE_READ))
        .table(tables.delivery()).build();
    boolean[] fail = {true};
    try (CallbackHandler<Payment> handler = handler(store).action(store.inTransaction((Payment p, Connection tx) -> {
      ship(tx, shipments, p);
      if (fail[0]) {
        throw new IllegalStateException("the warehouse is closed");
      }
    })).build()) {

      CallbackResponse failed = deliver(handler, "pay_1");
      assertThat(failed.result()).isEqualTo(Result.FAILED);
      assertThat(failed.failure()).hasMessage("the warehouse is closed");
      assertThat(effects(postgres, shipments)).isEmpty();
      assertThat(postgres.column("SELECT state || ' ' || (lease_until <= now()) FROM " + tables.delivery()))
          .as("released: its lease ended, its notice kept for resume()").containsExactly("CLAIMED true");

      fail[0] = false;
      assertThat(deliver(handler, "pay_1").result()).isEqualTo(Result.HANDLED);
    }
    assertThat(effects(postgres, shipments)).isEqualTo("pay_1");
  }

  @Test
  void aRunWhoseLeaseWasTakenOver_commitsNothing_soTheWritesHappenOnce(Postgres postgres) throws Exception {
    Postgres.Tables tables = postgres.tables();
    String shipments = shipments(postgres, tables);
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(6, Postgres.READ_COMMITTED))
        .table(tables.delivery()).build();
    CountDownLatch wrote = new CountDownLatch(1);
    CountDownLatch takenOver = new CountDownLatch(1);
    CallbackHandler.ClaimedAction<Payment> slow = store.inTransaction((Payment p, Connection tx) -> {
      ship(tx, shipments, p);
      wrote.countDown();
      assertThat(takenOver.await(30, TimeUnit.SECONDS)).isTrue();
    });
    try (CallbackHandler<Payment> first = handler(store).action(slow).build();
        CallbackHandler<Payment> second = handler(store)
            .action(store.inTransaction((Payment p, Connection tx) -> ship(tx, shipments, p))).build()) {
      CompletableFuture<CallbackResponse> running = CompletableFuture.supplyAsync(() -> deliver(first, "pay_1"));
      assertThat(wrote.await(30, TimeUnit.SECONDS)).isTrue();
      assertThat(deliver(second, "pay_1").result()).isEqualTo(Result.IN_PROGRESS);
      postgres.execute("UPDATE " + tables.delivery() + " SET lease_until = now() - interval '1 second'");

      assertThat(deliver(second, "pay_1").result()).as("a lease that ran out is taken over").isEqualTo(Result.HANDLED);
      takenOver.countDown();
      CallbackResponse late = running.get(30, TimeUnit.SECONDS);

      assertThat(late.result()).isEqualTo(Result.FAILED);
      assertThat(late.failure()).isInstanceOf(IllegalStateException.class)
          .hasMessageStartingWith("delivery 'payment pay_1 paid' was already done by delivery ")
          .hasMessageEndingWith("; roll back, so that the action's writes commit once");
    }
    assertThat(effects(postgres, shipments)).as("the late run's write was rolled back").isEqualTo("pay_1");
  }

  @Test
  void aClaimTakenOverWhileTheActionRan_isNamedAsALeaseTooShort(Postgres postgres) throws SQLException {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(2, Postgres.READ_COMMITTED))
        .table(tables.delivery()).build();
    store.claim("k", "owner-a", Duration.ofMinutes(1), NOTICE);
    postgres.execute("UPDATE " + tables.delivery() + " SET lease_until = now() - interval '1 second'");
    store.claim("k", "owner-b", Duration.ofMinutes(1), NOTICE);

    try (Connection tx = postgres.admin().getConnection()) {
      tx.setAutoCommit(false);
      assertThatThrownBy(() -> store.completeIn(tx, "k", "owner-a"))
          .isInstanceOf(IllegalStateException.class)
          .hasMessage("the claim on delivery 'k' outlived its lease and delivery owner-b took it over; roll back, so"
              + " that the action's writes commit once, and give CallbackHandler a lease longer than the action's"
              + " longest run");
      assertThatThrownBy(() -> store.completeIn(tx, "gone", "owner-a"))
          .isInstanceOf(IllegalStateException.class)
          .hasMessage("delivery 'gone' has no claim to complete (released, or pruned); roll back: the redelivery runs"
              + " the action again");
      tx.rollback();
    }
  }

  @Test
  void anActionThatCaughtAUniqueViolation_leftItsTransactionAborted_andThatIsSaid_notCommitted(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    String shipments = shipments(postgres, tables);
    String orders = tables.delivery() + "_orders";
    postgres.execute("CREATE TABLE " + orders + " (payment_id text PRIMARY KEY)");
    postgres.execute("INSERT INTO " + orders + " VALUES ('pay_1')");
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(4, Postgres.READ_COMMITTED))
        .table(tables.delivery()).build();
    try (CallbackHandler<Payment> handler = handler(store).action(store.inTransaction((Payment p, Connection tx) -> {
      ship(tx, shipments, p);
      try (PreparedStatement insert = tx.prepareStatement("INSERT INTO " + orders + " VALUES (?)")) {
        insert.setString(1, p.id());
        insert.executeUpdate();
      } catch (SQLException duplicate) {
        // "already there, fine": but PostgreSQL has aborted the transaction
      }
    })).build()) {

      CallbackResponse response = deliver(handler, "pay_1");

      assertThat(response.result()).isEqualTo(Result.FAILED);
      assertThat(response.failure()).isInstanceOf(StoreException.class)
          .hasMessageContaining("marking delivery 'payment pay_1 paid' done in the action's transaction")
          .hasMessageContaining("the transaction was already aborted by an earlier failed statement")
          .hasMessageContaining("run a statement whose failure you handle under a savepoint")
          .hasMessageContaining("SQLState 25P02");
    }
    assertThat(effects(postgres, shipments)).isEmpty();
    assertThat(store.claim("payment pay_1 paid", "later", Duration.ofMinutes(1), NOTICE)).as("not done").isEqualTo(Claim.CLAIMED);
  }

  @Test
  void completeIn_letsAnActionRunItsOwnTransaction(Postgres postgres) throws SQLException {
    Postgres.Tables tables = postgres.tables();
    String shipments = shipments(postgres, tables);
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(4, Postgres.READ_COMMITTED))
        .table(tables.delivery()).build();
    try (CallbackHandler<Payment> handler = handler(store).action((Payment p, String key, String owner) -> {
      try (Connection tx = postgres.admin().getConnection()) { // the merchant's own transaction manager
        tx.setAutoCommit(false);
        ship(tx, shipments, p);
        store.completeIn(tx, key, owner);
        tx.commit();
      }
    }).build()) {

      assertThat(deliver(handler, "pay_1").result()).isEqualTo(Result.HANDLED);
      assertThat(deliver(handler, "pay_1").result()).isEqualTo(Result.DUPLICATE);
    }
    assertThat(effects(postgres, shipments)).isEqualTo("pay_1");
  }
}
