package com.service.sdk.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.plugin.model.RefundState;
import com.service.sdk.sandbox.CallbackDelivery;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.util.TestSocketUtils;

/**
 * Boots the shop against a sandbox, as its application.properties has it, with the sandbox's
 * address and a merchant's credentials in place of the SERVICE_... variables.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT, properties = "server.address=127.0.0.1")
class ShopApplicationTest {
  private static final Sandbox SANDBOX = Sandbox.start();
  private static final SandboxMerchant MERCHANT = SANDBOX.createMerchant();
  // The callback URL is a setting, so the port is chosen before the application starts.
  private static final int PORT = TestSocketUtils.findAvailableTcpPort();

  @Autowired
  Orders orders;
  @Autowired
  Checkout checkout;

  @DynamicPropertySource
  static void sandbox(DynamicPropertyRegistry registry) {
    registry.add("server.port", () -> PORT);
    registry.add("service.sdk.base-url", SANDBOX::baseUrl);
    registry.add("service.sdk.api-key-id", MERCHANT::apiKeyId);
    registry.add("service.sdk.api-secret", MERCHANT::apiSecret);
    registry.add("shop.merchant-id", MERCHANT::merchantId);
  }

  @AfterAll
  static void stopSandbox() {
    SANDBOX.close();
  }

  private static HttpResponse<String> get(String path) throws Exception {
    return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + PORT + path))
        .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void anOrderIsPaid_byTheConfirmedCallback_thenRefunded_andTheActuatorSeesTheCalls() throws Exception {
    Orders.Order order = orders.place("order-1001", new BigDecimal("499.00"), "INR");
    HostedPayment payment = checkout.start(order, "Asha Rao", "asha@example.com", "9800000000");
    assertThat(orders.find("order-1001")).get().extracting(Orders.Order::state)
        .isEqualTo(Orders.State.AWAITING_PAYMENT);

    SANDBOX.payPayment(payment.paymentId()); // the customer pays; the sandbox calls the shop back
    CallbackDelivery callback = SANDBOX.callbacks().await(Duration.ofSeconds(10),
        d -> d.url().endsWith(":" + PORT + "/callbacks/payments") && d.finished());

    assertThat(callback.delivered()).isTrue();
    assertThat(orders.find("order-1001")).get().extracting(Orders.Order::state).isEqualTo(Orders.State.PAID);

    Refund refund = checkout.refund(orders.find("order-1001").orElseThrow(), 1, "100.00");
    Refund again = checkout.refund(orders.find("order-1001").orElseThrow(), 1, "100.00");
    assertThat(refund.status()).isEqualTo(RefundState.COMPLETED);
    assertThat(again.refundId()).isEqualTo(refund.refundId());

    HttpResponse<String> timer = get("/actuator/metrics/service.sdk.calls?tag=operation:payments.create");
    HttpResponse<String> health = get("/actuator/health");
    assertThat(timer.statusCode()).isEqualTo(200);
    assertThat(timer.body()).contains("\"COUNT\"", "\"family\"");
    assertThat(health.body()).containsPattern("\"serviceSdk\":\\{\"details\":\\{[^}]*},\"status\":\"UP\"}");
  }
}
