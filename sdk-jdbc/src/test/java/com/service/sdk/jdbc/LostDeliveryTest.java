package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.core.callback.CallbackResponse.Result;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.sandbox.CallbackAttempt;
import com.service.sdk.sandbox.CallbackDelivery;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxOptions;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A paid order whose delivery was claimed and lost to a crash is still fulfilled (issue 28 item
 * 4), with no redelivery: the sandbox sends the payment's callback over HTTP to a receiving process
 * ({@link ReceiverProcess}) that dies with {@code kill -9} in the middle of shipping; the
 * sandbox's further attempts meet the claim (503) and then a dead port, and it gives up. Another
 * instance's {@code resume()} finds nothing while the lease runs, and once it ran out confirms the
 * kept notice with the signed status call and ships the order: once with the transactional
 * variant, a second time with the plain one (whose first write committed before the kill: the
 * at-least-once {@code DeliveryStore} documents).
 */
@ExtendWith(PostgresExtension.class)
class LostDeliveryTest {
  private static final Duration LEASE = Duration.ofSeconds(3);

  static CallbackHandler.Builder<PaymentStatus> handler(PluginClient plugin, JdbcDeliveryStore store, Duration lease) {
    return CallbackHandler.builder(plugin.payments()::confirm,
        (PaymentStatus p) -> "payment " + p.paymentId() + " " + p.status()).store(store).lease(lease)
        .timeout(Duration.ofSeconds(30));
  }

  /** The merchant's own write for a paid order: one row per run of the action. */
  static void ship(Connection connection, String table, PaymentStatus payment) throws SQLException {
    if (!PaymentState.PAID.equals(payment.status())) {
      return;
    }
    try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + table + " (payment_id) VALUES (?)")) {
      insert.setString(1, payment.paymentId());
      insert.executeUpdate();
    }
  }

  @ParameterizedTest(name = "transactional {0}")
  @ValueSource(booleans = {true, false})
  void aReceiverKilledMidAction_isFinishedByAnotherInstancesResume_afterTheLease_withoutARedelivery(
      boolean transactional, Postgres postgres) throws Exception {
    Postgres.Tables tables = postgres.tables();
    String shipments = tables.delivery() + "_shipments";
    postgres.execute("CREATE TABLE " + shipments + " (payment_id text NOT NULL)");
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.builder().callbackMaxAttempts(5)
        .callbackBackoff(Duration.ofMillis(100)).callbackTimeout(Duration.ofSeconds(1)).build())) {
      SandboxMerchant merchant = sandbox.createMerchant();
      PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
          .credentials(merchant.apiKeyId(), merchant.apiSecret()).build();
      String url;
      String paymentId;
      try (ChildProcess receiver = ChildProcess.start(ReceiverProcess.class, postgres.url(), tables.delivery(),
          shipments, sandbox.baseUrl(), merchant.apiKeyId(), merchant.apiSecret(), String.valueOf(LEASE.toMillis()),
          transactional ? "transactional" : "plain")) {
        url = "http://127.0.0.1:" + receiver.await(60, "LISTENING ").substring("LISTENING ".length())
            + "/callbacks/payments";
        paymentId = plugin.payments().create(CreatePaymentRequest.builder().merchantId(merchant.merchantId())
            .orderId("order-lost").amount("499.00").customer("Asha Rao", "asha@example.com", "9800000000")
            .callbackUrl(url).build()).paymentId();
        sandbox.payPayment(paymentId);
        assertThat(receiver.await(60, "PAUSED ")).isEqualTo("PAUSED " + paymentId);
        sandbox.callbacks().await(Duration.ofSeconds(30), d -> d.url().equals(url) && d.attempts().stream()
            .anyMatch(a -> a.statusCode() == 503));
        receiver.kill();
      }
      CallbackDelivery gaveUp = sandbox.callbacks().await(Duration.ofSeconds(30), d -> d.url().equals(url)
          && d.finished());
      int statusCallsBefore = statusCalls(sandbox);

      JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(4, Postgres.READ_COMMITTED))
          .table(tables.delivery()).build();
      CallbackHandler.Builder<PaymentStatus> other = handler(plugin, store, LEASE);
      if (transactional) {
        other.action(store.inTransaction((PaymentStatus p, Connection tx) -> ship(tx, shipments, p)));
      } else {
        other.action(p -> {
          try (Connection own = postgres.admin().getConnection()) {
            ship(own, shipments, p);
          }
        });
      }
      List<List<CallbackResponse>> resumed = new ArrayList<>();
      try (CallbackHandler<PaymentStatus> handler = other.build()) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline && (resumed.isEmpty() || resumed.get(resumed.size() - 1).isEmpty())) {
          resumed.add(handler.resume()); // what the starter's schedule, or yours, does every minute
          Thread.sleep(200);
        }
        resumed.add(handler.resume());
      }

      assertThat(gaveUp.delivered()).as("the sandbox gave up: no redelivery will come").isFalse();
      assertThat(gaveUp.attempts()).hasSize(5).extracting(CallbackAttempt::statusCode).contains(503);
      assertThat(resumed.get(0)).as("nothing while the dead receiver's lease runs").isEmpty();
      assertThat(resumed.get(resumed.size() - 2)).singleElement().satisfies(r -> {
        assertThat(r.result()).isEqualTo(Result.HANDLED);
        assertThat(r.message()).isEqualTo("handled payment " + paymentId + " paid");
      });
      assertThat(resumed.get(resumed.size() - 1)).as("finished once").isEmpty();
      assertThat(statusCalls(sandbox)).as("confirmed by the signed status call").isGreaterThan(statusCallsBefore);
      assertThat(postgres.column("SELECT payment_id FROM " + shipments)).as("shipped")
          .hasSize(transactional ? 1 : 2).containsOnly(paymentId);
      assertThat(postgres.column("SELECT state FROM " + tables.delivery())).containsExactly("DONE");
    }
  }

  private static int statusCalls(Sandbox sandbox) {
    return (int) sandbox.requests().stream().filter(r -> r.operation() == SandboxOperation.PAYMENT_STATUS
        && r.status() == 200).count();
  }
}
