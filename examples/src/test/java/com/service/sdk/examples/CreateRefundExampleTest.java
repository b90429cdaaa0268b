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
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
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
}
