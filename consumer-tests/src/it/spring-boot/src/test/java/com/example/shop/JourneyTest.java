package com.example.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.cfg.PackageVersion;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import org.junit.jupiter.api.Test;

/**
 * Both clients make real calls over HTTP, against the embedded sandbox, on Spring Boot's
 * versions of Jackson and SLF4J.
 */
class JourneyTest {
  @Test
  void jacksonIsBootsNotTheSdks() {
    String sdks = System.getProperty("sdk.jackson.version");
    assertNotNull(sdks);
    assertNotEquals(sdks, PackageVersion.VERSION.toString(), "Boot's BOM, imported first, manages Jackson");
  }

  @Test
  void aPaymentIsPaidAndAPayeeCreated() {
    try (Sandbox sandbox = Sandbox.start()) {
      SandboxMerchant m = sandbox.createMerchant();
      PluginClient plugin = PluginClient.builder().baseUrl(sandbox.baseUrl())
          .credentials(m.apiKeyId(), m.apiSecret()).build();
      HostedPayment payment = plugin.payments().create(CreatePaymentRequest.builder()
          .merchantId(m.merchantId()).orderId("order-1").amount("499.00")
          .customer("Asha Rao", "asha@example.com", "9800000000").build());
      sandbox.payPayment(payment.paymentId());
      assertEquals(PaymentState.PAID, plugin.payments().status(payment.paymentId()).status());

      MerchantClient merchant = MerchantClient.builder().baseUrl(sandbox.baseUrl())
          .credentials(m.apiKeyId(), m.apiSecret()).build();
      Payee payee = merchant.payees().create(CreatePayeeRequest.builder()
          .legalName("Ravi Kumar").bankAccount("50100012345678", "HDFC0001234").build());
      assertFalse(payee.id().isBlank());
    }
  }
}
