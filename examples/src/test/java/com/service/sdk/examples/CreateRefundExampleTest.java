package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.plugin.model.RefundState;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.junit.SandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class CreateRefundExampleTest {

  private static HostedPayment paidPayment(Sandbox sandbox, SandboxMerchant merchant, PluginClient plugin) {
    HostedPayment payment = CreatePaymentExample.createPayment(plugin, merchant.merchantId(), "order-4001", "499.00",
        "https://shop.example.com/callbacks");
    sandbox.payPayment(payment.paymentId());
    return payment;
  }

  @Test
  void refund_isMade_andRepeatingItWithTheSameReferenceReturnsTheSameRefund(Sandbox sandbox, SandboxMerchant merchant) {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    HostedPayment payment = paidPayment(sandbox, merchant, plugin);

    Refund refund = CreateRefundExample.refund(plugin, merchant.merchantId(), payment.paymentId(), "rf-1", "100.00");
    Refund again = CreateRefundExample.refund(plugin, merchant.merchantId(), payment.paymentId(), "rf-1", "100.00");

    assertThat(refund.status()).isEqualTo(RefundState.COMPLETED);
    assertThat(refund.amount()).isEqualByComparingTo("100.00");
    assertThat(refund.merchantRefundId()).isEqualTo("rf-1");
    assertThat(refund.idempotencyKey())
        .isEqualTo(IdempotencyKey.derive("refund", merchant.merchantId(), payment.paymentId(), "rf-1"));
    assertThat(again.refundId()).isEqualTo(refund.refundId());
    assertThat(sandbox.ledger(merchant).balance().collectionBalance()).isEqualByComparingTo("399.00");
  }

  @Test
  void refund_beyondWhatIsLeftOfTheCapturedAmount_isRefusedWithTheServicesReason(Sandbox sandbox,
      SandboxMerchant merchant) {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    HostedPayment payment = paidPayment(sandbox, merchant, plugin);
    CreateRefundExample.refund(plugin, merchant.merchantId(), payment.paymentId(), "rf-2", "400.00");

    assertThatThrownBy(() -> CreateRefundExample.refund(plugin, merchant.merchantId(), payment.paymentId(), "rf-3",
        "100.00"))
        .isInstanceOfSatisfying(InvalidRequestException.class,
            e -> assertThat(e.serviceMessage()).contains("exceeds the refundable amount 99.0000"));
  }

  @Test
  void refund_ofAPaymentNobodyPaid_isRefused(Sandbox sandbox, SandboxMerchant merchant) {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    HostedPayment unpaid = CreatePaymentExample.createPayment(plugin, merchant.merchantId(), "order-4002", "10.00",
        "https://shop.example.com/callbacks");

    assertThatThrownBy(() -> CreateRefundExample.refund(plugin, merchant.merchantId(), unpaid.paymentId(), "rf-4",
        "10.00"))
        .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.serviceMessage()).contains("only to a paid payment"));
  }

  @Test
  void refundAndReport_whenTheAnswerIsLost_saysToRepeatWithTheSameReference_whichReturnsTheOriginal(Sandbox sandbox,
      SandboxMerchant merchant) {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    HostedPayment payment = paidPayment(sandbox, merchant, plugin);
    FaultRule lostAnswer = FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).dropAfterCommit();
    sandbox.faults().add(lostAnswer);
    Console lost = new Console();
    try {
      int exitCode = CreateRefundExample.refundAndReport(SandboxClients.pluginWithoutRetries(sandbox, merchant),
          merchant.merchantId(), payment.paymentId(), "rf-8", "100.00", lost.out, lost.err);

      assertThat(exitCode).isEqualTo(1);
    } finally {
      sandbox.faults().clear();
    }
    assertThat(lostAnswer.fired()).isEqualTo(1);
    assertThat(lost.errors()).contains("the refund may have been made (UNKNOWN, key ",
        "); repeat it with the same reference rf-8 to get the original");

    Console repeated = new Console();
    int exitCode = CreateRefundExample.refundAndReport(plugin, merchant.merchantId(), payment.paymentId(), "rf-8",
        "100.00", repeated.out, repeated.err);

    assertThat(exitCode).isZero();
    assertThat(repeated.printed()).contains(" 100.0000");
    assertThat(BalanceExample.balance(plugin).collectionBalance()).isEqualByComparingTo("399.00");
  }

  @Test
  void refundAndReport_onAServerError_saysToRepeatWithTheSameReference(Sandbox sandbox, SandboxMerchant merchant) {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    HostedPayment payment = paidPayment(sandbox, merchant, plugin);
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).status(503));
    Console console = new Console();
    try {
      int exitCode = CreateRefundExample.refundAndReport(SandboxClients.pluginWithoutRetries(sandbox, merchant),
          merchant.merchantId(), payment.paymentId(), "rf-9", "100.00", console.out, console.err);

      assertThat(exitCode).isEqualTo(1);
    } finally {
      sandbox.faults().clear();
    }
    assertThat(console.errors()).contains("(UNKNOWN, key ", "repeat it with the same reference rf-9");
  }
}
