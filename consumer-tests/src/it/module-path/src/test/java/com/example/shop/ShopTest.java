package com.example.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.service.sdk.plugin.PluginClient;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.lang.module.ModuleDescriptor;
import org.junit.jupiter.api.Test;

/** The application's module calls the sandbox through the SDK's modules. */
class ShopTest {
  @Test
  void theSdkIsNamedModules_thatNeedNoOkHttpModule() {
    assertEquals("com.example.shop", Shop.class.getModule().getName());
    assertEquals("com.service.sdk.plugin", PluginClient.class.getModule().getName());
    Module core = com.service.sdk.core.ServiceException.class.getModule();
    assertEquals("com.service.sdk.core", core.getName());
    assertTrue(core.getDescriptor().requires().stream().map(ModuleDescriptor.Requires::name)
        .noneMatch(name -> name.startsWith("okhttp3") || name.startsWith("okio") || name.startsWith("kotlin")),
        core.getDescriptor().toString());
    assertTrue(ModuleLayer.boot().findModule("okhttp3").isEmpty(), "the SDK's OkHttp is relocated inside it");
    assertEquals("com.service.sdk.jdbc", com.service.sdk.jdbc.JdbcSchema.class.getModule().getName());
  }

  @Test
  void sdkJdbcReadsItsDdlFromItsOwnModule() {
    assertTrue(new Shop("http://127.0.0.1:1", "k", "s", "m").schema()
        .contains("CREATE TABLE IF NOT EXISTS \"shop\".\"deliveries\" ("));
  }

  @Test
  void aPaymentIsPaidAndAPayeeCreated() {
    try (Sandbox sandbox = Sandbox.start()) {
      SandboxMerchant m = sandbox.createMerchant();
      Shop shop = new Shop(sandbox.baseUrl(), m.apiKeyId(), m.apiSecret(), m.merchantId());
      String paymentId = shop.pay("order-1");
      sandbox.payPayment(paymentId);
      assertTrue(shop.isPaid(paymentId));
      assertTrue(shop.available().signum() > 0);
      assertFalse(shop.addPayee("Ravi Kumar").isBlank());
    }
  }
}
