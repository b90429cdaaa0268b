package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.payouts.model.TransactionState;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class TransactionStatusExampleTest {

  private static PayoutInitiation payout(MerchantClient client, String reference) {
    Payee payee = CreatePayeeExample.upiPayee(client, "Meera Iyer", "meera@okbank", reference);
    VerifyVpaExample.verifyVpa(client, payee.id());
    return InitiatePayoutExample.payout(client, payee.id(), "300.00", reference, PayoutMethod.UPI);
  }

  @Test
  void awaitFinal_pollsUntilThePayoutCompletes(Sandbox sandbox, SandboxMerchant merchant) throws Exception {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    PayoutInitiation payout = payout(client, "po-1");
    CompletableFuture.runAsync(() -> sandbox.completePayout(payout.transactionId()),
        CompletableFuture.delayedExecutor(500, TimeUnit.MILLISECONDS));

    LedgerTransaction transaction = TransactionStatusExample.awaitFinal(client, payout.transactionId(),
        Duration.ofSeconds(20));

    assertThat(transaction.status()).isEqualTo(TransactionState.COMPLETED);
    assertThat(TransactionStatusExample.isFinal(transaction)).isTrue();
    assertThat(transaction.internalRef()).isNotBlank();
    assertThat(transaction.amountNet()).isEqualByComparingTo("300.00");
  }

  @Test
  void awaitFinal_givesUpWhenTheTimeIsUp_andReportsTheStateInProgress(Sandbox sandbox, SandboxMerchant merchant)
      throws Exception {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    PayoutInitiation payout = payout(client, "po-2");
    long started = System.nanoTime();

    LedgerTransaction transaction = TransactionStatusExample.awaitFinal(client, payout.transactionId(),
        Duration.ofSeconds(1));

    assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(3));
    assertThat(transaction.status()).isEqualTo(TransactionState.PROCESSING);
    assertThat(TransactionStatusExample.isFinal(transaction)).isFalse();
  }
}
