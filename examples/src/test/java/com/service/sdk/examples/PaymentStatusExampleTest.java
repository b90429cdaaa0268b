package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class PaymentStatusExampleTest {

  @Test
  void status_turnsPaidOnceTheCustomerPays_andOnlyThenIsTheOrderPaidInFull(Sandbox sandbox, SandboxMerchant merchant) {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    HostedPayment payment = CreatePaymentExample.createPayment(plugin, merchant.merchantId(), "order-2001", "499.00",
        "https://shop.example.com/callbacks");

    PaymentStatus open = PaymentStatusExample.status(plugin, payment.paymentId());
    assertThat(open.status()).isEqualTo(PaymentState.CREATED);
    assertThat(PaymentStatusExample.isPaidInFull(open, new BigDecimal("499.00"), "INR")).isFalse();

    sandbox.payPayment(payment.paymentId());
    PaymentStatus paid = PaymentStatusExample.status(plugin, payment.paymentId());
    assertThat(paid.status()).isEqualTo(PaymentState.PAID);
    assertThat(paid.orderId()).isEqualTo("order-2001");
    assertThat(paid.transactionId()).isNotBlank();
    assertThat(PaymentStatusExample.isPaidInFull(paid, new BigDecimal("499.00"), "INR")).isTrue();
  }

  @Test
  void isPaidInFull_isFalse_forAnotherAmount_anotherCurrency_orAStateTheSdkDoesNotKnow() {
    PaymentStatus paidLess = new PaymentStatus("pay_1", PaymentState.PAID, "o", "t", "p", new BigDecimal("1.0000"), "INR");
    PaymentStatus refunded = new PaymentStatus("pay_1", PaymentState.of("refunded"), "o", "t", "p",
        new BigDecimal("499.0000"), "INR");
    PaymentStatus inDollars = new PaymentStatus("pay_1", PaymentState.PAID, "o", "t", "p", new BigDecimal("499.0000"),
        "USD");

    assertThat(PaymentStatusExample.isPaidInFull(paidLess, new BigDecimal("499.00"), "INR")).isFalse();
    assertThat(PaymentStatusExample.isPaidInFull(refunded, new BigDecimal("499.00"), "INR")).isFalse();
    assertThat(PaymentStatusExample.isPaidInFull(inDollars, new BigDecimal("499.00"), "INR")).isFalse();
  }
}
