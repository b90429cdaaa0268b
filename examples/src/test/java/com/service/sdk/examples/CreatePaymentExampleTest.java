package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.math.BigDecimal;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class CreatePaymentExampleTest {

  @Test
  void createPayment_returnsTheCheckout_andThePaymentsCallbackGoesToTheGivenUrl(Sandbox sandbox,
      SandboxMerchant merchant) throws Exception {
    try (CallbackReceiver receiver = CallbackReceiver.start()) {
      HostedPayment payment = CreatePaymentExample.createPayment(SandboxClients.plugin(sandbox, merchant),
          merchant.merchantId(), "order-1001", "499.00", receiver.url("/payments"));

      assertThat(payment.status()).isEqualTo(PaymentState.CREATED);
      assertThat(payment.orderId()).isEqualTo("order-1001");
      assertThat(payment.amount()).isEqualByComparingTo("499.00");
      assertThat(payment.checkoutUrl()).startsWith(sandbox.checkoutBaseUrl()).endsWith(payment.paymentId());

      sandbox.payPayment(payment.paymentId());
      JsonNode callback = receiver.await(Duration.ofSeconds(10),
          body -> payment.paymentId().equals(body.path("payment_id").asText()));
      assertThat(callback).isNotNull();
      assertThat(callback.path("order_id").asText()).isEqualTo("order-1001");
      assertThat(new BigDecimal(callback.path("amount").asText())).isEqualByComparingTo("499.00");
    }
  }
}
