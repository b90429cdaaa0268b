package com.service.sdk.jdbc;

import com.service.sdk.core.CallListener;
import com.service.sdk.core.Credentials;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The world of one {@link MoneyMovements} test against the sandbox: a merchant with a paid payment
 * of 100.00 and a verified payee, clients that read the credentials this shop knows at every
 * attempt (so a test can rotate the secret at the sandbox and have the shop learn it later), and a
 * movement table. {@link #recordedAtSend} is what the row said when each keyed call started.
 */
final class Shop {
  final Sandbox sandbox;
  final SandboxMerchant merchant;
  final AtomicReference<SandboxMerchant> known;
  final PluginClient plugin;
  final MerchantClient payouts;
  final String paymentId;
  final String payeeId;
  final List<String> recordedAtSend = new CopyOnWriteArrayList<>();
  final MoneyMovements movements;
  final Postgres postgres;
  final Postgres.Tables tables;

  Shop(Sandbox sandbox, Postgres postgres) {
    this(sandbox, postgres, Duration.ofSeconds(30));
  }

  Shop(Sandbox sandbox, Postgres postgres, Duration readTimeout) {
    this.sandbox = sandbox;
    this.postgres = postgres;
    this.merchant = sandbox.createMerchant();
    this.known = new AtomicReference<>(merchant);
    this.tables = postgres.tables();
    // When the SDK starts a call, the row must already say what is sent: read it then.
    CallListener recorded = new CallListener() {
      @Override
      public void callStarted(CallListener.Call call) {
        if (call.idempotencyKey() != null) {
          recordedAtSend.addAll(postgres.column("SELECT state || ' ' || length(body) FROM " + tables.movement()
              + " WHERE idempotency_key = ?", call.idempotencyKey().value()));
        }
      }
    };
    this.plugin = PluginClient.builder().baseUrl(sandbox.baseUrl()).credentials(this::credentials).maxRetries(0)
        .readTimeout(readTimeout).listener(recorded).build();
    this.payouts = MerchantClient.builder().baseUrl(sandbox.baseUrl()).credentials(this::credentials).maxRetries(0)
        .readTimeout(readTimeout).listener(recorded).build();
    this.paymentId = plugin.payments().create(CreatePaymentRequest.builder().merchantId(merchant.merchantId())
        .orderId("order-1").amount("100.00").customer("Asha Rao", "asha@example.com", "9800000000").build())
        .paymentId();
    sandbox.payPayment(paymentId);
    this.payeeId = payouts.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
        .bankAccount("50100012345678", "HDFC0001234").build()).id();
    payouts.payees().verifyBank(payeeId);
    this.movements = movements(Duration.ofMinutes(1), Duration.ofMillis(1));
  }

  private Credentials credentials() {
    SandboxMerchant now = known.get();
    return Credentials.of(now.apiKeyId(), now.apiSecret());
  }

  /** Another {@code MoneyMovements} on the shop's table and clients: another instance of the application. */
  MoneyMovements movements(Duration lease, Duration retryDelay) {
    return MoneyMovements.builder(postgres.pool(3, Postgres.READ_COMMITTED)).refunds(plugin).payouts(payouts)
        .table(tables.movement()).lease(lease).retryDelay(retryDelay).build();
  }

  /** The service rotates the secret; the shop's clients go on with the old one until {@link #learn()}. */
  SandboxMerchant rotate() {
    return sandbox.rotateSecret(merchant);
  }

  /** The shop learns the secret the service takes now. */
  void learn(SandboxMerchant rotated) {
    known.set(rotated);
  }

  CreateRefundRequest refund(String reference, String amount) {
    return CreateRefundRequest.builder().merchantId(merchant.merchantId()).paymentId(paymentId).amount(amount)
        .merchantRefundId(reference).build();
  }

  InitiatePayoutRequest payout(String reference) {
    return InitiatePayoutRequest.builder().payeeId(payeeId).amount("25.50").externalRef(reference).build();
  }

  BigDecimal refunded() {
    return new BigDecimal("100.00").subtract(sandbox.ledger(merchant).balance().collectionBalance());
  }

  long payoutsMade(String reference) {
    return sandbox.payouts(merchant.merchantId()).stream().filter(p -> p.externalRef().equals(reference)).count();
  }
}
