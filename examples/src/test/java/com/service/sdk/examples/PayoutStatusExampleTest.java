package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.payouts.model.TransactionCategory;
import com.service.sdk.payouts.model.TransactionState;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class PayoutStatusExampleTest {

  private static PayoutInitiation payout(Sandbox sandbox, SandboxMerchant merchant, String reference) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee payee = CreatePayeeExample.bankPayee(client, "Ravi Kumar", "50100012345678", "HDFC0001234",
        reference);
    VerifyBankExample.verifyBank(client, payee.id());
    return InitiatePayoutExample.payout(client, payee.id(), "1250.75", reference, PayoutMethod.IMPS);
  }

  @Test
  void payoutStatus_ofACompletedPayout_showsTheAmountsAndTheFee(Sandbox sandbox, SandboxMerchant merchant) {
    PayoutInitiation payout = payout(sandbox, merchant, "po-1");
    sandbox.completePayout(payout.transactionId());

    LedgerTransaction status = PayoutStatusExample.payoutStatus(SandboxClients.merchant(sandbox, merchant),
        payout.transactionId());

    assertThat(status.id()).isEqualTo(payout.transactionId());
    assertThat(status.status()).isEqualTo(TransactionState.COMPLETED);
    assertThat(status.category()).isEqualTo(TransactionCategory.DISBURSEMENT);
    assertThat(status.externalRef()).isEqualTo("po-1");
    assertThat(status.amountNet()).isEqualByComparingTo("1250.75");
    assertThat(status.amountFees()).isEqualByComparingTo("5.00");
    assertThat(status.amountGross()).isEqualByComparingTo("1255.75");
    assertThat(status.internalRef()).isNull();
  }

  @Test
  void payoutStatus_ofAFailedPayout_saysWhy(Sandbox sandbox, SandboxMerchant merchant) {
    PayoutInitiation payout = payout(sandbox, merchant, "po-22");
    sandbox.failPayout(payout.transactionId(), "beneficiary bank offline");

    LedgerTransaction status = PayoutStatusExample.payoutStatus(SandboxClients.merchant(sandbox, merchant),
        payout.transactionId());

    assertThat(status.status()).isEqualTo(TransactionState.FAILED);
    assertThat(status.failureReason()).isEqualTo("beneficiary bank offline");
  }
}
