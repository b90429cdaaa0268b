package com.service.sdk.jdbc;

import static com.service.sdk.jdbc.TransactionalActionTest.deliver;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.core.callback.CallbackResponse.Result;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What goes wrong on the merchant's side: a database that is down, read-only or lacks the table,
 * a lease shorter than the action, a key pruned and then delivered again. Each gets an error
 * naming the problem, and nothing is marked done, or recorded as sent, that did not happen.
 */
@ExtendWith({PostgresExtension.class, SandboxExtension.class})
class BadInputTest {
  /** What the claims here were confirmed from: any notice does, for the store. */
  private static final CallbackNotice NOTICE = CallbackNotice.of(CallbackNotice.Kind.PAYMENT, "pay_1");
  private static final Duration LEASE = Duration.ofMinutes(1);

  /** A pool of a database nobody listens for: a loopback port bound a moment ago, then freed. */
  private static HikariDataSource down() throws Exception {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      port = socket.getLocalPort();
    }
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl("jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=postgres");
    config.setInitializationFailTimeout(-1);
    config.setConnectionTimeout(500);
    return new HikariDataSource(config);
  }

  private static CallbackHandler<String> handler(DeliveryStoreUnderTest store, List<String> ran) {
    return CallbackHandler.<String>builder(notice -> notice.requireId(CallbackNotice.Kind.PAYMENT), id -> "payment " + id)
        .store(store.store()).lease(store.lease()).timeout(Duration.ofSeconds(30)).action(ran::add).build();
  }

  /** A store and the lease its handler claims with. */
  private record DeliveryStoreUnderTest(JdbcDeliveryStore store, Duration lease) {}

  private static MoneyMovements movements(DataSource dataSource, String table, Sandbox sandbox, SandboxMerchant m) {
    MerchantClient merchant = MerchantClient.builder().baseUrl(sandbox.baseUrl()).credentials(m.apiKeyId(),
        m.apiSecret()).build();
    return MoneyMovements.builder(dataSource).payouts(merchant).table(table).build();
  }

  private static InitiatePayoutRequest payout() {
    return InitiatePayoutRequest.builder().payeeId("payee-unknown").amount("1.00").externalRef("po-1").build();
  }

  @Test
  void aDatabaseThatIsDown_failsTheClaim_soTheActionDoesNotRun_andNothingIsSent(Sandbox sandbox, SandboxMerchant m)
      throws Exception {
    HikariDataSource down = down();
    List<String> ran = new CopyOnWriteArrayList<>();
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(down).build();

    try (CallbackHandler<String> handler = handler(new DeliveryStoreUnderTest(store, LEASE), ran)) {
      CallbackResponse response = deliver(handler, "pay_1");
      assertThat(response.result()).isEqualTo(Result.FAILED);
      assertThat(response.failure()).isInstanceOf(StoreException.class)
          .hasMessageStartingWith("claiming delivery 'payment pay_1' in table service_sdk_delivery failed: cannot reach"
              + " the database (SQLState 08001: ");
    }
    int requestsBefore = sandbox.requests().size();
    assertThatThrownBy(() -> movements(down, "service_sdk_movement", sandbox, m).payout(payout()))
        .isInstanceOf(StoreException.class)
        .hasMessageContaining("before sending it (nothing was sent) failed: cannot reach the database")
        .extracting(e -> ((StoreException) e).sqlState()).isEqualTo("08001");
    assertThat(ran).isEmpty();
    assertThat(sandbox.requests()).hasSize(requestsBefore);
    down.close();
  }

  @Test
  void aReadOnlyDatabase_isNamed_andNothingRunsOrIsSent(Postgres postgres, Sandbox sandbox, SandboxMerchant m) {
    Postgres.Tables tables = postgres.tables();
    DataSource readOnly = postgres.pool(2, config -> config.setConnectionInitSql("SET default_transaction_read_only = on"));
    List<String> ran = new CopyOnWriteArrayList<>();
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(readOnly).table(tables.delivery()).build();

    try (CallbackHandler<String> handler = handler(new DeliveryStoreUnderTest(store, LEASE), ran)) {
      assertThat(deliver(handler, "pay_1").failure()).isInstanceOf(StoreException.class)
          .hasMessageStartingWith("claiming delivery 'payment pay_1' in table " + tables.delivery() + " failed: the"
              + " database is read-only (a standby, or default_transaction_read_only is on), so nothing was written"
              + " (SQLState 25006: ");
    }
    int requestsBefore = sandbox.requests().size();
    assertThatThrownBy(() -> movements(readOnly, tables.movement(), sandbox, m).payout(payout()))
        .isInstanceOf(StoreException.class).hasMessageContaining("nothing was sent").hasMessageContaining("read-only");
    assertThat(ran).isEmpty();
    assertThat(sandbox.requests()).hasSize(requestsBefore);
  }

  @Test
  void aMissingTable_isNamed_withWhereItsDdlIs(Postgres postgres, Sandbox sandbox, SandboxMerchant m) {
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.admin()).table("billing_deliveries").build();

    assertThatThrownBy(() -> store.claim("k", "owner", LEASE, NOTICE))
        .isInstanceOf(StoreException.class)
        .hasMessageStartingWith("claiming delivery 'k' in table billing_deliveries failed: table billing_deliveries"
            + " does not exist; create it with the DDL of JdbcSchema.postgresql(..): sdk-jdbc creates no table by"
            + " itself (SQLState 42P01: ");
    assertThatThrownBy(() -> movements(postgres.admin(), "billing_movements", sandbox, m).resume())
        .isInstanceOf(StoreException.class).hasMessageContaining("table billing_movements does not exist");
    assertThat(postgres.column("SELECT count(*) FROM pg_tables WHERE tablename LIKE 'billing_%'"))
        .as("nothing was created behind the merchant's back").containsExactly("0");
  }

  @Test
  void aLeaseShorterThanTheAction_letsASecondDeliveryRunIt_andTheLateCompleteSaysSo(Postgres postgres)
      throws Exception {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(4, Postgres.READ_COMMITTED))
        .table(tables.delivery()).build();
    List<String> ran = new CopyOnWriteArrayList<>();
    CountDownLatch slowStarted = new CountDownLatch(1);
    CountDownLatch secondRan = new CountDownLatch(1);
    CallbackHandler<String> slow = CallbackHandler.<String>builder(
            notice -> notice.requireId(CallbackNotice.Kind.PAYMENT), id -> "payment " + id)
        .store(store).lease(Duration.ofMillis(200)).timeout(Duration.ofSeconds(60))
        .action(id -> {
          ran.add("slow " + id);
          slowStarted.countDown();
          assertThat(secondRan.await(30, TimeUnit.SECONDS)).isTrue(); // runs past its lease
        }).build();
    try (slow; CallbackHandler<String> fast = handler(new DeliveryStoreUnderTest(store, LEASE), ran)) {
      CompletableFuture<CallbackResponse> first = CompletableFuture.supplyAsync(() -> deliver(slow, "pay_1"));
      assertThat(slowStarted.await(30, TimeUnit.SECONDS)).isTrue();
      CallbackResponse second;
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      do { // IN_PROGRESS until the database's clock passes the 200 ms lease
        second = deliver(fast, "pay_1");
      } while (second.result() == Result.IN_PROGRESS && System.nanoTime() < deadline);
      secondRan.countDown();

      assertThat(second.result()).isEqualTo(Result.HANDLED);
      CallbackResponse late = first.get(30, TimeUnit.SECONDS);
      assertThat(late.result()).as("the action did run").isEqualTo(Result.HANDLED);
      assertThat(late.failure()).isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("its claim outlived its lease")
          .hasMessageContaining("may have run the action a second time; give CallbackHandler a lease longer than the"
              + " action's longest run");
    }
    assertThat(ran).containsExactlyInAnyOrder("slow pay_1", "pay_1");
  }

  @Test
  void aPrunedKeyDeliveredAgain_runsItsActionAgain_asTheRetentionWarns(Postgres postgres) {
    Postgres.Tables tables = postgres.tables();
    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(2, Postgres.READ_COMMITTED))
        .table(tables.delivery()).retention(Duration.ofDays(30)).build();
    List<String> ran = new CopyOnWriteArrayList<>();
    try (CallbackHandler<String> handler = handler(new DeliveryStoreUnderTest(store, LEASE), ran)) {
      assertThat(deliver(handler, "pay_1").result()).isEqualTo(Result.HANDLED);
      assertThat(deliver(handler, "pay_1").result()).isEqualTo(Result.DUPLICATE);
      assertThat(store.prune()).as("kept within the retention").isZero();
      postgres.execute("UPDATE " + tables.delivery() + " SET updated_at = now() - interval '31 days'");
      assertThat(store.prune()).isOne();

      assertThat(deliver(handler, "pay_1").result()).isEqualTo(Result.HANDLED);
    }
    assertThat(ran).containsExactly("pay_1", "pay_1");
  }
}
