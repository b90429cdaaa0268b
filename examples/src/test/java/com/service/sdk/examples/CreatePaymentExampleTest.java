package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.time.Duration;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.SandboxOperation;
import java.io.IOException;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class CreatePaymentExampleTest {

  @Test
  void createPayment_returnsTheCheckout_andThePaymentsCallbackGoesToTheGivenUrl(Sandbox sandbox,
      SandboxMerchant merchant) throws Exception {
    PluginClient plugin = SandboxClients.plugin(sandbox, merchant);
    try (CallbackReceiver receiver = CallbackReceiver.start(plugin, System.err)) {
      HostedPayment payment = CreatePaymentExample.createPayment(plugin,
          merchant.merchantId(), "order-1001", "499.00", receiver.url("/payments"));

      assertThat(payment.status()).isEqualTo(PaymentState.CREATED);
      assertThat(payment.orderId()).isEqualTo("order-1001");
      assertThat(payment.amount()).isEqualByComparingTo("499.00");
      assertThat(payment.checkoutUrl()).startsWith(sandbox.checkoutBaseUrl()).endsWith(payment.paymentId());

      sandbox.payPayment(payment.paymentId());
      PaymentStatus confirmed = receiver.await(Duration.ofSeconds(10),
          status -> payment.paymentId().equals(status.paymentId()));
      assertThat(confirmed).isNotNull();
      assertThat(confirmed.status()).isEqualTo(PaymentState.PAID);
      assertThat(confirmed.orderId()).isEqualTo("order-1001");
      assertThat(confirmed.amount()).isEqualByComparingTo("499.00");
    }
  }

  @Test
  void createAndReport_printsTheCheckout_andReturnsZero(Sandbox sandbox, SandboxMerchant merchant) {
    Console console = new Console();

    int exitCode = CreatePaymentExample.createAndReport(SandboxClients.plugin(sandbox, merchant),
        merchant.merchantId(), "order-1002", "499.00", "https://shop.example.com/callbacks", console.out, console.err);

    assertThat(exitCode).isZero();
    assertThat(console.printed()).startsWith("payment pay_").contains(": send the customer to " + sandbox.checkoutBaseUrl());
    assertThat(console.errors()).isEmpty();
  }

  @Test
  void createAndReport_whenTheAnswerIsLost_saysNotToCreateThePaymentAgain(Sandbox sandbox, SandboxMerchant merchant) {
    FaultRule lostAnswer = FaultRule.on(SandboxOperation.CREATE_PAYMENT).next(1).dropAfterCommit();
    sandbox.faults().add(lostAnswer);
    Console console = new Console();
    try {
      int exitCode = CreatePaymentExample.createAndReport(SandboxClients.plugin(sandbox, merchant),
          merchant.merchantId(), "order-1003", "499.00", "https://shop.example.com/callbacks", console.out,
          console.err);

      assertThat(exitCode).isEqualTo(1);
    } finally {
      sandbox.faults().clear();
    }
    assertThat(lostAnswer.fired()).isEqualTo(1);
    assertThat(console.errors()).startsWith("the payment for order order-1003 may exist (UNKNOWN); do not create it"
        + " again: ");
    assertThat(console.printed()).isEmpty();
  }

  @Test
  void createAndReport_onABadGateway_saysThePaymentMayExist(Sandbox sandbox, SandboxMerchant merchant) {
    FaultRule badGateway = FaultRule.on(SandboxOperation.CREATE_PAYMENT).next(1).status(502);
    sandbox.faults().add(badGateway);
    Console console = new Console();
    try {
      int exitCode = CreatePaymentExample.createAndReport(SandboxClients.plugin(sandbox, merchant),
          merchant.merchantId(), "order-1004", "499.00", "https://shop.example.com/callbacks", console.out,
          console.err);

      assertThat(exitCode).isEqualTo(1);
    } finally {
      sandbox.faults().clear();
    }
    assertThat(badGateway.fired()).isEqualTo(1);
    assertThat(console.errors())
        .startsWith("the payment for order order-1004 may exist (UNKNOWN); do not create it again: ")
        .contains("HTTP 502");
  }

  @Test
  void createAndReport_whenNothingListens_saysItWasNotSent() throws IOException {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    PluginClient nowhere = PluginClient.builder().baseUrl("http://127.0.0.1:" + closedPort)
        .credentials("key_test_1", "secret-test-value").maxRetries(0).build();
    Console console = new Console();

    int exitCode = CreatePaymentExample.createAndReport(nowhere, "m_1", "order-1005", "499.00",
        "https://shop.example.com/callbacks", console.out, console.err);

    assertThat(exitCode).isEqualTo(1);
    assertThat(console.errors()).startsWith("not sent, safe to try again: ");
  }
}
