package com.service.sdk.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.callback.CallbackResponse;
import com.service.sdk.core.callback.CallbackResponse.Result;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.TransactionState;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.sandbox.CallbackDelivery;
import com.service.sdk.sandbox.MerchantOptions;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Payments and payouts whose callbacks never come at all are still acted on, once (issue 28 item
 * 5): the sandbox's callbacks are switched off, and two application instances on one delivery
 * table each run the reconciliation the README shows, at the same time and twice over: for every
 * order and payout their own records hold open, {@code reconcile(..)} confirms it with the signed
 * status call and runs the same action a callback would, once per confirmed state. Every paid
 * order is shipped exactly once, every final payout recorded exactly once, and nothing that is not
 * paid or final is acted on.
 */
@ExtendWith(PostgresExtension.class)
class MissingCallbacksTest {
  private static final int PAID = 12;
  private static final int UNPAID = 4;
  private static final int FAILED = 2;

  @Test
  void withCallbacksSwitchedOff_aScheduledReconcileOnTwoInstances_fulfilsEveryPaidOrderOnce(Postgres postgres)
      throws Exception {
    Postgres.Tables tables = postgres.tables();
    String orders = tables.delivery() + "_orders";
    String payouts = tables.delivery() + "_payouts";
    postgres.execute("CREATE TABLE " + orders + " (payment_id text PRIMARY KEY, shipped integer NOT NULL DEFAULT 0)");
    postgres.execute("CREATE TABLE " + payouts + " (transaction_id text PRIMARY KEY, final_state text,"
        + " recorded integer NOT NULL DEFAULT 0)");
    try (Sandbox sandbox = Sandbox.start()) {
      SandboxMerchant merchant = sandbox.createMerchant(MerchantOptions.builder()
          .notifyUrl("http://127.0.0.1:9/never").build());
      sandbox.callbacks().off();
      PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
          .credentials(merchant.apiKeyId(), merchant.apiSecret()).build();
      MerchantClient merchantClient = MerchantClient.builder().baseUrl(sandbox.baseUrl())
          .credentials(merchant.apiKeyId(), merchant.apiSecret()).build();
      List<String> paid = new ArrayList<>();
      for (int i = 0; i < PAID + UNPAID + FAILED; i++) {
        String paymentId = plugin.payments().create(CreatePaymentRequest.builder().merchantId(merchant.merchantId())
            .orderId("order-" + i).amount("10.00").customer("Asha Rao", "asha@example.com", "9800000000")
            .callbackUrl("http://127.0.0.1:9/callbacks/payments").build()).paymentId();
        postgres.execute("INSERT INTO " + orders + " (payment_id) VALUES (?)", paymentId);
        if (i < PAID) {
          sandbox.payPayment(paymentId);
          paid.add(paymentId);
        } else if (i >= PAID + UNPAID) {
          sandbox.failPayment(paymentId);
        }
      }
      String payeeId = merchantClient.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
          .bankAccount("50100012345678", "HDFC0001234").build()).id();
      merchantClient.payees().verifyBank(payeeId);
      List<String> finalPayouts = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        String transactionId = merchantClient.payouts().initiate(InitiatePayoutRequest.builder().payeeId(payeeId)
            .amount("25.00").externalRef("po-" + i).build()).transactionId();
        postgres.execute("INSERT INTO " + payouts + " (transaction_id) VALUES (?)", transactionId);
        if (i == 0) {
          sandbox.completePayout(transactionId);
        } else if (i == 1) {
          sandbox.failPayout(transactionId, "account closed");
        }
        if (i < 2) {
          finalPayouts.add(transactionId);
        }
      }

      ConcurrentHashMap<Result, Integer> results = new ConcurrentHashMap<>();
      List<CompletableFuture<Void>> instances = new ArrayList<>();
      for (int instance = 0; instance < 2; instance++) {
        JdbcDeliveryStore store = JdbcDeliveryStore.builder(postgres.pool(3, Postgres.READ_COMMITTED))
            .table(tables.delivery()).build();
        instances.add(CompletableFuture.runAsync(() -> {
          try (CallbackHandler<PaymentStatus> payments = paymentHandler(plugin, store, orders);
              CallbackHandler<LedgerTransaction> payoutHandler = payoutHandler(merchantClient, store, payouts)) {
            for (int round = 0; round < 2; round++) { // the application's schedule, twice over
              reconcile(payments, CallbackNotice.Kind.PAYMENT, postgres.column("SELECT payment_id FROM " + orders
                  + " WHERE shipped = 0"), results);
              reconcile(payoutHandler, CallbackNotice.Kind.PAYOUT, postgres.column("SELECT transaction_id FROM "
                  + payouts + " WHERE final_state IS NULL"), results);
            }
          }
        }));
      }
      for (CompletableFuture<Void> instance : instances) {
        instance.get(120, TimeUnit.SECONDS);
      }

      assertThat(sandbox.callbacks().deliveries()).as("no callback ever came").isNotEmpty()
          .noneMatch(CallbackDelivery::delivered)
          .allSatisfy(d -> assertThat(d.attempts().get(0).error()).isEqualTo("not sent: callbacks are switched off"));
      assertThat(postgres.column("SELECT payment_id FROM " + orders + " WHERE shipped = 1"))
          .containsExactlyInAnyOrderElementsOf(paid);
      assertThat(postgres.column("SELECT count(*) FROM " + orders + " WHERE shipped > 1")).containsExactly("0");
      assertThat(postgres.column("SELECT transaction_id || ' ' || final_state || ' ' || recorded FROM " + payouts
          + " WHERE final_state IS NOT NULL ORDER BY final_state")).containsExactly(
          finalPayouts.get(0) + " COMPLETED 1", finalPayouts.get(1) + " FAILED 1");
      assertThat(results).as("what the reconciliations came to").containsKeys(Result.HANDLED, Result.DUPLICATE)
          .doesNotContainKeys(Result.FAILED, Result.UNCONFIRMED, Result.UNREADABLE);
    }
  }

  private static <R> void reconcile(CallbackHandler<R> handler, CallbackNotice.Kind kind, List<String> open,
      ConcurrentHashMap<Result, Integer> results) {
    for (String id : open) {
      CallbackResponse response = handler.reconcile(CallbackNotice.of(kind, id));
      results.merge(response.result(), 1, Integer::sum);
    }
  }

  /** Ships a paid order, in the transaction that marks its state done: a second run would show as shipped = 2. */
  private static CallbackHandler<PaymentStatus> paymentHandler(PluginClient plugin, JdbcDeliveryStore store,
      String orders) {
    return CallbackHandler.builder(plugin.payments()::confirm,
            (PaymentStatus p) -> "payment " + p.paymentId() + " " + p.status())
        .store(store)
        .action(store.inTransaction((PaymentStatus p, Connection tx) -> {
          if (PaymentState.PAID.equals(p.status())) {
            update(tx, "UPDATE " + orders + " SET shipped = shipped + 1 WHERE payment_id = ?", p.paymentId());
          }
        }))
        .build();
  }

  /** Records a payout's final state, in the transaction that marks it done. */
  private static CallbackHandler<LedgerTransaction> payoutHandler(MerchantClient merchant, JdbcDeliveryStore store,
      String payouts) {
    Function<LedgerTransaction, String> key = t -> "payout " + t.id() + " " + t.status();
    return CallbackHandler.builder(merchant.payouts()::confirm, key)
        .store(store)
        .action(store.inTransaction((LedgerTransaction t, Connection tx) -> {
          if (TransactionState.COMPLETED.equals(t.status()) || TransactionState.FAILED.equals(t.status())) {
            update(tx, "UPDATE " + payouts + " SET final_state = '" + t.status().value()
                + "', recorded = recorded + 1 WHERE transaction_id = ?", t.id());
          }
        }))
        .build();
  }

  private static void update(Connection tx, String sql, String id) throws SQLException {
    try (PreparedStatement statement = tx.prepareStatement(sql)) {
      statement.setString(1, id);
      statement.executeUpdate();
    }
  }
}
