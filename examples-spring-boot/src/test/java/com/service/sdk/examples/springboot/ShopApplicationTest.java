package com.service.sdk.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.plugin.model.RefundState;
import com.service.sdk.sandbox.CallbackDelivery;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.spring.boot.test.AutoConfigureSandbox;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Boots the shop against a sandbox, as its application.properties has it: {@code @AutoConfigureSandbox}
 * starts the sandbox before the application and gives it the sandbox's address and a merchant's
 * credentials in place of the SERVICE_... variables. A random port, as tests should have: the
 * callback URL follows the port the server got.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "server.address=127.0.0.1")
@AutoConfigureSandbox
class ShopApplicationTest {
  @LocalServerPort
  int port;
  @Autowired
  Sandbox sandbox;
  @Autowired
  Orders orders;
  @Autowired
  Checkout checkout;

  private HttpResponse<String> get(String path) throws Exception {
    return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void anOrderIsPaid_byTheConfirmedCallback_thenRefunded_andTheActuatorSeesTheCalls() throws Exception {
    Orders.Order order = orders.place("order-1001", new BigDecimal("499.00"), "INR");
    HostedPayment payment = checkout.start(order, "Asha Rao", "asha@example.com", "9800000000");
    assertThat(orders.find("order-1001")).get().extracting(Orders.Order::state)
        .isEqualTo(Orders.State.AWAITING_PAYMENT);

    sandbox.payPayment(payment.paymentId()); // the customer pays; the sandbox calls the shop back
    CallbackDelivery callback = sandbox.callbacks().await(Duration.ofSeconds(10),
        d -> d.url().equals("http://127.0.0.1:" + port + "/callbacks/payments") && d.finished());

    assertThat(callback.delivered()).isTrue();
    assertThat(orders.find("order-1001")).get().extracting(Orders.Order::state).isEqualTo(Orders.State.PAID);

    Refund refund = checkout.refund(orders.find("order-1001").orElseThrow(), 1, "100.00");
    Refund again = checkout.refund(orders.find("order-1001").orElseThrow(), 1, "100.00");
    assertThat(refund.status()).isEqualTo(RefundState.COMPLETED);
    assertThat(again.refundId()).isEqualTo(refund.refundId());

    HttpResponse<String> timer = get("/actuator/metrics/service.sdk.calls?tag=operation:payments.create");
    HttpResponse<String> health = get("/actuator/health/serviceSdk");
    assertThat(timer.statusCode()).isEqualTo(200);
    assertThat(timer.body()).contains("\"COUNT\"", "\"family\"");
    assertThat(health.statusCode()).isEqualTo(200);
    assertThat(health.body()).contains("\"status\":\"UP\"");
  }
}
