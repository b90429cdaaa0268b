package com.service.sdk.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.spring.boot.test.AutoConfigureSandbox;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = "server.address=127.0.0.1") // the test's server on loopback only
@AutoConfigureSandbox
class CheckoutTest {
  @Autowired Sandbox sandbox;           // the customer and the bank: pay, fail, settle, faults
  @Autowired SandboxMerchant merchant;  // whose credentials the starter signs with
  @Autowired PluginClient plugin;       // the starter's client, pointed at the sandbox

  @Test
  void aPaymentTheCustomerPaid_isPaid() {
    HostedPayment payment = plugin.payments().create(CreatePaymentRequest.builder()
        .merchantId(merchant.merchantId()).orderId("order-1").amount("499.00")
        .customer("Asha Rao", "asha@example.com", "9800000000").build());
    sandbox.payPayment(payment.paymentId());
    assertThat(plugin.payments().status(payment.paymentId()).status()).isEqualTo(PaymentState.PAID);
  }
}
