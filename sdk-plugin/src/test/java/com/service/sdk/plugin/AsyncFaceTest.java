package com.service.sdk.plugin;

import static com.service.sdk.plugin.PluginWire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.Outcome;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.CreateRefundRequest;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * Every operation's asynchronous face sends the same bytes as its blocking twin (the clock is
 * fixed, so even the signatures match) and returns an equal result.
 */
class AsyncFaceTest {
  private static final String CREATED = "{\"payment_id\":\"pay_1\",\"checkout_url\":\"https://pay.example.test/c/pay_1\","
      + "\"status\":\"created\",\"order_id\":\"ord_1001\",\"amount\":\"499.0000\",\"currency\":\"INR\"}";
  private static final String PAID = "{\"payment_id\":\"pay_1\",\"status\":\"paid\",\"order_id\":\"ord_1001\","
      + "\"amount\":\"499.0000\",\"currency\":\"INR\"}";
  private static final String REFUND = "{\"refund_id\":\"rfd_1\",\"payment_id\":\"pay_1\",\"status\":\"completed\","
      + "\"amount\":\"100.0000\",\"currency\":\"INR\",\"merchant_refund_id\":\"rf_1\"}";

  @StartStop private final MockWebServer server = new MockWebServer();

  private <T> void sameOnTheWire(String answer, Supplier<T> blocking, Supplier<CompletableFuture<T>> async)
      throws Exception {
    server.enqueue(json(200, answer));
    server.enqueue(json(200, answer));

    T fromBlocking = blocking.get();
    T fromAsync = async.get().get(10, TimeUnit.SECONDS);

    assertThat(fromAsync).isEqualTo(fromBlocking);
    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    assertThat(second.getRequestLine()).isEqualTo(first.getRequestLine());
    assertThat(second.getHeaders().toMultimap()).isEqualTo(first.getHeaders().toMultimap());
    assertThat(second.getBody()).isEqualTo(first.getBody());
  }

  @Test
  void everyOperation_sendsTheSameBytesAsItsBlockingTwin() throws Exception {
    try (PluginClient plugin = PluginWire.clientFor(server).build()) {
      CreatePaymentRequest payment = CreatePaymentRequest.builder().merchantId("m_1").orderId("ord_1001")
          .amount("499.00").customer("Asha Rao", "asha@example.com", "9800000000").build();
      CreateRefundRequest refund = CreateRefundRequest.builder().merchantId("m_1").paymentId("pay_1")
          .amount("100.00").merchantRefundId("rf_1").build();

      sameOnTheWire(CREATED, () -> plugin.payments().create(payment), () -> plugin.async().payments().create(payment));
      sameOnTheWire(PAID, () -> plugin.payments().status("pay/1 é"),
          () -> plugin.async().payments().status("pay/1 é"));
      sameOnTheWire(REFUND, () -> plugin.refunds().create(refund), () -> plugin.async().refunds().create(refund));
      sameOnTheWire(PluginWire.BALANCE, () -> plugin.balance().get(), () -> plugin.async().balance().get());
    }
  }

  @Test
  void failures_arriveAsTheSameExceptionTypes_withTheirOutcome() {
    server.enqueue(json(404, "{\"message\":\"no such payment\"}"));
    server.enqueue(new MockResponse.Builder().code(200).headersDelay(2, TimeUnit.SECONDS).build());

    try (PluginClient plugin = PluginWire.clientFor(server).readTimeout(java.time.Duration.ofMillis(300)).build()) {
      assertThatThrownBy(() -> plugin.async().payments().status("pay_missing").join())
          .isInstanceOf(CompletionException.class).cause().isInstanceOf(NotFoundException.class);
      assertThatThrownBy(() -> plugin.async().refunds().create(CreateRefundRequest.builder().merchantId("m_1")
          .paymentId("pay_1").amount("1.00").merchantRefundId("rf_2").build()).join())
          .cause().isInstanceOfSatisfying(ApiConnectionException.class,
              e -> assertThat(e.outcome()).isEqualTo(Outcome.UNKNOWN));
    }
  }

  @Test
  void badArguments_andClosedClients_throwAtOnce() {
    PluginClient plugin = PluginWire.clientFor(server).build();
    assertThatThrownBy(() -> plugin.async().refunds().create(CreateRefundRequest.builder().merchantId("m_1")
        .paymentId("pay_1").amount("1.00").build())).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("merchantRefundId");
    plugin.close();
    assertThatThrownBy(() -> plugin.async().balance().get()).isInstanceOf(IllegalStateException.class);
    assertThat(server.getRequestCount()).isZero();
  }
}
