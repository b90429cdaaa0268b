package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class AsyncPaymentExampleTest {

  @Test
  void createThenStatus_readsTheNewPaymentsStatus(Sandbox sandbox, SandboxMerchant merchant) throws Exception {
    try (PluginClient plugin = SandboxClients.plugin(sandbox, merchant)) {
      PaymentStatus status = AsyncPaymentExample.createThenStatus(plugin, merchant.merchantId(), "order-async-1",
          "250.00", "https://shop.example.com/callbacks").get(10, TimeUnit.SECONDS);

      assertThat(status.status()).isEqualTo(PaymentState.CREATED);
      assertThat(status.orderId()).isEqualTo("order-async-1");
    }
  }

  @Test
  void aFailedCreate_isReadFromTheSdksExceptionInsideTheFuture(Sandbox sandbox, SandboxMerchant merchant) {
    sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_PAYMENT).next(1).status(503));

    try (PluginClient plugin = SandboxClients.plugin(sandbox, merchant)) {
      String line = AsyncPaymentExample.createThenStatus(plugin, merchant.merchantId(), "order-async-2", "250.00",
          "https://shop.example.com/callbacks").thenApply(status -> "paid").exceptionally(AsyncPaymentExample::advice)
          .join();

      assertThat(line).isEqualTo("the payment may exist (UNKNOWN): wait for its callback before creating another");
    }
  }
}
