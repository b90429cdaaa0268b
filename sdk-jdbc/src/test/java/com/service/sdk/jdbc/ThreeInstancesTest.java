package com.service.sdk.jdbc;

import static com.service.sdk.jdbc.TransactionalActionTest.deliver;
import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Three handler instances, each with its own store and pool on one database, receive the
 * callbacks of 200 paid payments, each delivered four times, reordered, from twelve threads at once,
 * and every delivery the handlers do not acknowledge delivered again (as the service would):
 * every action runs exactly once, under READ COMMITTED and REPEATABLE READ, with the plain store
 * and with the transactional variant.
 */
@ExtendWith({PostgresExtension.class, SandboxExtension.class})
class ThreeInstancesTest {
  private static final int PAYMENTS = 200;
  private static final int COPIES = 4;
  private static final int INSTANCES = 3;
  private static final int SENDERS = 12;
  private static final int WINDOW = 3 * SENDERS;

  @ParameterizedTest(name = "{0}, transactional {1}")
  @CsvSource({"TRANSACTION_READ_COMMITTED, false", "TRANSACTION_REPEATABLE_READ, false",
      "TRANSACTION_READ_COMMITTED, true", "TRANSACTION_REPEATABLE_READ, true"})
  void everyActionRunsExactlyOnce(String isolation, boolean transactional, Postgres postgres, Sandbox sandbox,
      SandboxMerchant m) throws Exception {
    Postgres.Tables tables = postgres.tables();
    String shipments = tables.delivery() + "_shipments";
    postgres.execute("CREATE TABLE " + shipments + " (payment_id text NOT NULL)");
    PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl()).credentials(m.apiKeyId(), m.apiSecret())
        .build();
    List<String> paymentIds = new ArrayList<>();
    for (int i = 0; i < PAYMENTS; i++) {
      String id = plugin.payments().create(CreatePaymentRequest.builder().merchantId(m.merchantId())
          .orderId("order-" + i).amount("10.00").customer("Asha Rao", "asha@example.com", "9800000000").build())
          .paymentId();
      sandbox.payPayment(id);
      paymentIds.add(id);
    }
    Map<String, AtomicInteger> runs = new ConcurrentHashMap<>();
    List<CallbackHandler<PaymentStatus>> instances = new ArrayList<>();
    for (int i = 0; i < INSTANCES; i++) {
      JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(4, isolation)).table(tables.delivery()).build();
      CallbackHandler.Builder<PaymentStatus> handler = CallbackHandler.builder(plugin.payments()::confirm,
          (PaymentStatus p) -> "payment " + p.paymentId() + " " + p.status()).store(store);
      if (transactional) {
        handler.action(store.inTransaction((PaymentStatus p, Connection tx) -> {
          try (PreparedStatement ship = tx.prepareStatement("INSERT INTO " + shipments + " VALUES (?)")) {
            ship.setString(1, p.paymentId());
            ship.executeUpdate();
          }
        }));
      } else {
        handler.action(p -> runs.computeIfAbsent(p.paymentId(), id -> new AtomicInteger()).incrementAndGet());
      }
      instances.add(handler.build());
    }

    // The copies of a payment close together, so that they meet on the instances at once, each
    // window of the list in a random order.
    Random random = new Random(20261125L);
    Collections.shuffle(paymentIds, random);
    List<String> deliveries = new ArrayList<>();
    for (String paymentId : paymentIds) {
      deliveries.addAll(Collections.nCopies(COPIES, paymentId));
    }
    for (int from = 0; from < deliveries.size(); from += WINDOW) {
      Collections.shuffle(deliveries.subList(from, Math.min(from + WINDOW, deliveries.size())), random);
    }
    ExecutorService senders = Executors.newFixedThreadPool(SENDERS);
    Map<CallbackResponse.Result, AtomicInteger> answers = new ConcurrentHashMap<>();
    try {
      List<Future<?>> sent = new ArrayList<>();
      for (int i = 0; i < deliveries.size(); i++) {
        String paymentId = deliveries.get(i);
        Random pick = new Random(i);
        sent.add(senders.submit(() -> deliverUntilAcknowledged(instances, pick, paymentId, answers)));
      }
      for (Future<?> delivery : sent) {
        delivery.get(2, TimeUnit.MINUTES);
      }
    } finally {
      senders.shutdownNow();
      instances.forEach(CallbackHandler::close);
    }

    assertThat(answers.get(CallbackResponse.Result.HANDLED)).as("answers: %s", answers).hasValue(PAYMENTS);
    assertThat(answers.get(CallbackResponse.Result.DUPLICATE)).as("answers: %s", answers)
        .hasValue(PAYMENTS * (COPIES - 1));
    if (transactional) {
      assertThat(postgres.column("SELECT count(*) FROM " + shipments)).containsExactly(String.valueOf(PAYMENTS));
      assertThat(postgres.column("SELECT payment_id FROM " + shipments + " GROUP BY payment_id HAVING count(*) > 1"))
          .as("shipped twice").isEmpty();
    } else {
      assertThat(runs).hasSize(PAYMENTS);
      assertThat(runs.values()).allSatisfy(count -> assertThat(count).hasValue(1));
    }
    assertThat(postgres.column("SELECT count(*) FROM " + tables.delivery() + " WHERE state = 'DONE'"))
        .containsExactly(String.valueOf(PAYMENTS));
  }

  /** One delivery, sent again (to any instance) until it is acknowledged, as the service retries a 5xx. */
  private static void deliverUntilAcknowledged(List<CallbackHandler<PaymentStatus>> instances, Random pick,
      String paymentId, Map<CallbackResponse.Result, AtomicInteger> answers) {
    for (int attempt = 0; attempt < 1_000; attempt++) {
      CallbackResponse response = deliver(instances.get(pick.nextInt(instances.size())), paymentId);
      answers.computeIfAbsent(response.result(), r -> new AtomicInteger()).incrementAndGet();
      if (response.acknowledged()) {
        return;
      }
      if (response.statusCode() != 503) {
        throw new AssertionError(paymentId + " answered " + response.statusCode() + " " + response.result() + ": "
            + response.message(), response.failure());
      }
      Thread.onSpinWait();
    }
    throw new AssertionError(paymentId + " was never acknowledged");
  }
}
