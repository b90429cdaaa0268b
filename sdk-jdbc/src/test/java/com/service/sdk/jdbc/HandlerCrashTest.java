package com.service.sdk.jdbc;

import static com.service.sdk.jdbc.TransactionalActionTest.deliver;
import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.core.callback.CallbackResponse.Result;
import com.service.sdk.jdbc.TransactionalActionTest.Payment;
import java.sql.Connection;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A callback endpoint killed with {@code kill -9} between claim and action, in the middle of the
 * action, and between the action and complete (one delivery at each point, one kill), then
 * restarted and delivered to again: with the transactional variant every payment's writes exist
 * exactly once; with the plain store an action whose writes were made before the kill runs again
 * (at-least-once, as {@code DeliveryStore} documents).
 */
@ExtendWith(PostgresExtension.class)
class HandlerCrashTest {
  private static final Duration LEASE = Duration.ofSeconds(1);

  @ParameterizedTest(name = "transactional {0}")
  @ValueSource(booleans = {true, false})
  void killedAtEveryPoint_thenRestartedAndRedelivered(boolean transactional, Postgres postgres) throws Exception {
    Postgres.Tables tables = postgres.tables();
    String shipments = tables.delivery() + "_shipments";
    postgres.execute("CREATE TABLE " + shipments + " (payment_id text NOT NULL)");

    try (ChildProcess endpoint = ChildProcess.start(HandlerProcess.class, postgres.url(), tables.delivery(), shipments,
        transactional ? "transactional" : "plain", String.valueOf(LEASE.toMillis()))) {
      Set<String> paused = new HashSet<>();
      while (paused.size() < HandlerProcess.PAYMENTS.size()) {
        paused.add(endpoint.await(120, "PAUSED ").substring("PAUSED ".length()));
      }
      endpoint.kill();
    }
    assertThat(shipped(postgres, shipments)).as("what the killed process left")
        .isEqualTo(transactional ? Map.of("pay_after", 1) : Map.of("pay_middle", 1, "pay_after", 1));

    JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(4, Postgres.READ_COMMITTED))
        .table(tables.delivery()).build();
    CallbackHandler.Builder<Payment> restarted = CallbackHandler.builder(TransactionalActionTest::confirm,
        (Payment p) -> "payment " + p.id() + " " + p.state()).store(store).lease(LEASE);
    if (transactional) {
      restarted.action(store.inTransaction((Payment p, Connection tx) -> TransactionalActionTest.ship(tx, shipments, p)));
    } else {
      restarted.action(p -> {
        try (Connection own = postgres.admin().getConnection()) {
          TransactionalActionTest.ship(own, shipments, p);
        }
      });
    }
    Map<String, Result> answers = new LinkedHashMap<>();
    try (CallbackHandler<Payment> handler = restarted.build()) {
      for (String payment : HandlerProcess.PAYMENTS) {
        answers.put(payment, deliverUntilAcknowledged(handler, payment));
      }
    }

    if (transactional) {
      assertThat(answers).containsExactlyInAnyOrderEntriesOf(Map.of("pay_before", Result.HANDLED,
          "pay_middle", Result.HANDLED, "pay_after", Result.DUPLICATE));
      assertThat(shipped(postgres, shipments)).containsExactlyInAnyOrderEntriesOf(
          Map.of("pay_before", 1, "pay_middle", 1, "pay_after", 1));
    } else {
      assertThat(answers).containsExactlyInAnyOrderEntriesOf(Map.of("pay_before", Result.HANDLED,
          "pay_middle", Result.HANDLED, "pay_after", Result.HANDLED));
      assertThat(shipped(postgres, shipments)).containsExactlyInAnyOrderEntriesOf(
          Map.of("pay_before", 1, "pay_middle", 2, "pay_after", 2));
    }
    assertThat(postgres.column("SELECT count(*) FROM " + tables.delivery() + " WHERE state = 'DONE'"))
        .containsExactly("3");
  }

  /** Delivers until acknowledged: 503 while the dead process's claim holds its lease. */
  private static Result deliverUntilAcknowledged(CallbackHandler<Payment> handler, String payment)
      throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      CallbackResponse response = deliver(handler, payment);
      if (response.acknowledged()) {
        return response.result();
      }
      assertThat(response.result()).as(response.message()).isEqualTo(Result.IN_PROGRESS);
      Thread.sleep(50); // the service's redelivery backoff, shortened
    }
    throw new AssertionError(payment + " was never acknowledged");
  }

  private static Map<String, Integer> shipped(Postgres postgres, String shipments) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (String row : postgres.column("SELECT payment_id || ' ' || count(*) FROM " + shipments + " GROUP BY payment_id")) {
      String[] parts = row.split(" ");
      counts.put(parts[0], Integer.parseInt(parts[1]));
    }
    return counts;
  }
}
