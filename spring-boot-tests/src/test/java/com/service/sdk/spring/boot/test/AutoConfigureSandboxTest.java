package com.service.sdk.spring.boot.test;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.core.env.Environment;

/**
 * A merchant's {@code @SpringBootTest} with {@code @AutoConfigureSandbox}: its
 * application.properties read the {@code SERVICE_...} variables, and its test properties still
 * name the real service; the starter's clients call the sandbox, signed as its merchant.
 */
@SpringBootTest(classes = AutoConfigureSandboxTest.Shop.class, properties = {
    "spring.autoconfigure.exclude=org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration,"
        + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
    "service.sdk.base-url=https://api.example.test", "service.sdk.api-key-id=${SERVICE_API_KEY_ID}",
    "shop.merchant-id=${SERVICE_MERCHANT_ID}"})
@AutoConfigureSandbox
class AutoConfigureSandboxTest {
  @Autowired
  Sandbox sandbox;
  @Autowired
  SandboxMerchant merchant;
  @Autowired
  PluginClient plugin;
  @Autowired
  MerchantClient merchantClient;
  @Autowired
  Environment environment;
  @Value("${shop.merchant-id}")
  String merchantId;

  @Test
  void theStartersClients_callTheSandbox_asItsMerchant() {
    HostedPayment payment = plugin.payments().create(CreatePaymentRequest.builder().merchantId(merchantId)
        .orderId("order-autoconfigured-1").amount("499.00").customer("Asha Rao", "asha@example.com", "9800000000")
        .build());
    sandbox.payPayment(payment.paymentId());

    assertThat(merchantId).isEqualTo(merchant.merchantId());
    assertThat(plugin.payments().status(payment.paymentId()).status()).isEqualTo(PaymentState.PAID);
    assertThat(sandbox.payments(merchant.merchantId())).hasSize(1);
    assertThat(merchantClient.payees().list(10, 0).items()).isEmpty();
  }

  @Test
  void itsPropertiesComeFirst_soATestNeverReachesTheRealService() {
    assertThat(environment.getProperty("service.sdk.base-url")).isEqualTo(sandbox.baseUrl());
    assertThat(environment.getProperty("SERVICE_BASE_URL")).isEqualTo(sandbox.baseUrl());
    assertThat(environment.getProperty("SERVICE_CHECKOUT_BASE_URL")).isEqualTo(sandbox.checkoutBaseUrl());
    assertThat(environment.getProperty("service.sdk.api-key-id")).isEqualTo(merchant.apiKeyId());
    assertThat(environment.getProperty("SERVICE_API_SECRET")).isEqualTo(merchant.apiSecret());
    assertThat(sandbox.baseUrl()).startsWith("http://127.0.0.1:");
  }

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class Shop {}
}
