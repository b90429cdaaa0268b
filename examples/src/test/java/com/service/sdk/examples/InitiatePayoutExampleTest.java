package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.Outcome;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.payouts.model.TransactionState;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxPayout;
import com.service.sdk.sandbox.junit.SandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class InitiatePayoutExampleTest {

  @Test
  void payout_toAVerifiedPayee_isProcessing_underAKeyDerivedFromTheReference(Sandbox sandbox,
      SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee payee = CreatePayeeExample.bankPayee(client, "Ravi Kumar", "50100012345678", "HDFC0001234", "v-1");
    VerifyBankExample.verifyBank(client, payee.id());

    PayoutInitiation payout = InitiatePayoutExample.payout(client, payee.id(), "1250.75", "po-1", PayoutMethod.IMPS);

    assertThat(payout.status()).isEqualTo(TransactionState.PROCESSING);
    assertThat(payout.idempotencyKey()).isEqualTo(IdempotencyKey.derive("payout", "po-1"));
    assertThat(sandbox.payouts(merchant.merchantId())).singleElement().satisfies(p -> {
      assertThat(p.id()).isEqualTo(payout.transactionId());
      assertThat(p.amountNet()).isEqualByComparingTo("1250.75");
      assertThat(p.method()).isEqualTo("IMPS");
    });
  }

  @Test
  void payout_whoseAnswerIsLost_isRetriedByTheSdk_andRepeatingItReturnsTheOriginal(Sandbox sandbox, SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee payee = CreatePayeeExample.upiPayee(client, "Meera Iyer", "meera@okbank", "v-2");
    VerifyVpaExample.verifyVpa(client, payee.id());
    FaultRule lostAnswer = FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).dropAfterCommit();
    sandbox.faults().add(lostAnswer);
    try {
      PayoutInitiation first = InitiatePayoutExample.payout(client, payee.id(), "300.00", "po-2", PayoutMethod.UPI);
      PayoutInitiation repeated = InitiatePayoutExample.payout(client, payee.id(), "300.00", "po-2", PayoutMethod.UPI);

      assertThat(lostAnswer.fired()).isEqualTo(1);
      assertThat(repeated.transactionId()).isEqualTo(first.transactionId());
      assertThat(sandbox.payouts(merchant.merchantId())).extracting(SandboxPayout::id)
          .containsExactly(first.transactionId());
    } finally {
      sandbox.faults().clear();
    }
  }

  @Test
  void payout_whoseAnswerIsLost_withoutRetries_isOutcomeUnknown_andRepeatingItFindsTheOriginal(Sandbox sandbox,
      SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    MerchantClient withoutRetries = MerchantClient.builder().baseUrl(sandbox.baseUrl())
        .credentials(merchant.apiKeyId(), merchant.apiSecret()).maxRetries(0).build();
    Payee payee = CreatePayeeExample.bankPayee(client, "Ravi Kumar", "50100012345678", "HDFC0001234", "v-4");
    VerifyBankExample.verifyBank(client, payee.id());
    sandbox.faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).dropAfterCommit());
    try {
      assertThatThrownBy(() -> InitiatePayoutExample.payout(withoutRetries, payee.id(), "50.00", "po-4",
          PayoutMethod.IMPS))
          .isInstanceOfSatisfying(ApiConnectionException.class, e -> {
            assertThat(e.outcome()).isEqualTo(Outcome.UNKNOWN);
            assertThat(e.attempts()).isEqualTo(1);
            assertThat(e.idempotencyKey()).contains(IdempotencyKey.derive("payout", "po-4"));
          });
    } finally {
      sandbox.faults().clear();
    }
    SandboxPayout made = sandbox.payouts(merchant.merchantId()).get(0);

    PayoutInitiation repeated = InitiatePayoutExample.payout(client, payee.id(), "50.00", "po-4", PayoutMethod.IMPS);

    assertThat(repeated.transactionId()).isEqualTo(made.id());
    assertThat(sandbox.payouts(merchant.merchantId())).hasSize(1);
  }

  @Test
  void payout_byUpi_toAPayeeNotVerifiedForUpi_isRefused(Sandbox sandbox, SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee payee = CreatePayeeExample.upiPayee(client, "Meera Iyer", "meera@okbank", "v-3");

    assertThatThrownBy(() -> InitiatePayoutExample.payout(client, payee.id(), "300.00", "po-3", PayoutMethod.UPI))
        .isInstanceOfSatisfying(InvalidRequestException.class,
            e -> assertThat(e.serviceMessage()).contains("must pass UPI verification"));
    assertThat(sandbox.payouts(merchant.merchantId())).isEmpty();
  }

  @Test
  void payoutAndReport_whenTheAnswerIsLost_saysToRepeatWithTheSameReference_whichReturnsTheOriginal(Sandbox sandbox,
      SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee payee = CreatePayeeExample.bankPayee(client, "Ravi Kumar", "50100012345678", "HDFC0001234", "v-5");
    VerifyBankExample.verifyBank(client, payee.id());
    FaultRule lostAnswer = FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).dropAfterCommit();
    sandbox.faults().add(lostAnswer);
    Console lost = new Console();
    try {
      int exitCode = InitiatePayoutExample.payoutAndReport(SandboxClients.merchantWithoutRetries(sandbox, merchant),
          payee.id(), "50.00", "po-5", PayoutMethod.IMPS, lost.out, lost.err);

      assertThat(exitCode).isEqualTo(1);
    } finally {
      sandbox.faults().clear();
    }
    assertThat(lostAnswer.fired()).isEqualTo(1);
    assertThat(lost.errors()).contains("the payout may have been made (UNKNOWN after 1 attempts)",
        "repeat later with reference po-5 and key " + IdempotencyKey.derive("payout", "po-5"));

    Console repeated = new Console();
    int exitCode = InitiatePayoutExample.payoutAndReport(client, payee.id(), "50.00", "po-5", PayoutMethod.IMPS,
        repeated.out, repeated.err);

    assertThat(exitCode).isZero();
    SandboxPayout made = sandbox.payouts(merchant.merchantId()).get(0);
    assertThat(repeated.printed()).startsWith("payout " + made.id() + " ");
    assertThat(sandbox.payouts(merchant.merchantId())).hasSize(1);
  }

  @Test
  void payoutAndReport_onAServerError_saysToRepeatWithTheSameReference(Sandbox sandbox, SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee payee = CreatePayeeExample.bankPayee(client, "Ravi Kumar", "50100012345679", "HDFC0001234", "v-6");
    VerifyBankExample.verifyBank(client, payee.id());
    sandbox.faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).status(503));
    Console console = new Console();
    try {
      int exitCode = InitiatePayoutExample.payoutAndReport(SandboxClients.merchantWithoutRetries(sandbox, merchant),
          payee.id(), "50.00", "po-6", PayoutMethod.IMPS, console.out, console.err);

      assertThat(exitCode).isEqualTo(1);
    } finally {
      sandbox.faults().clear();
    }
    assertThat(console.errors()).contains("repeat later with reference po-6");
  }
}
