package com.service.sdk.plugin;

import static com.service.sdk.plugin.PluginWire.assertSignedGet;
import static com.service.sdk.plugin.PluginWire.clientFor;
import static com.service.sdk.plugin.PluginWire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@link PaymentsService#confirm}: a callback is believed only through the signed status call. */
class PaymentsServiceConfirmTest {
  private static final String PAID = "{\"payment_id\":\"pay_1\",\"status\":\"paid\",\"order_id\":\"ord_1001\","
      + "\"transaction_id\":\"txn_77\",\"provider_reference\":\"prov_9\",\"amount\":\"499.0000\",\"currency\":\"INR\"}";

  @StartStop private final MockWebServer server = new MockWebServer();

  private static CallbackNotice notice(String body) {
    return CallbackNotice.parse(body.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void confirm_sendsTheSignedStatusCallForThePaymentId_andReturnsTheServicesAnswerNotTheCallbacks() throws Exception {
    server.enqueue(json(200, PAID));
    CallbackNotice notice = notice("{\"event_id\":\"evt_1\",\"event\":\"payment.paid\",\"payment_id\":\"pay_1\","
        + "\"order_id\":\"ord_1001\",\"transaction_id\":\"txn_77\",\"status\":\"paid\",\"amount\":\"1.00\"}");

    PaymentStatus status = clientFor(server).build().payments().confirm(notice);

    assertSignedGet(server.takeRequest(), "/payments/pay_1/status");
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(status).isEqualTo(new PaymentStatus("pay_1", PaymentState.PAID, "ord_1001", "txn_77", "prov_9",
        new BigDecimal("499.0000"), "INR"));
  }

  @Test
  void confirm_percentEncodesTheNoticesIdAsOneSegment() throws Exception {
    server.enqueue(json(200, PAID));

    clientFor(server).build().payments().confirm(notice("{\"data\":{\"paymentId\":\"pay 1;x\"}}"));

    assertSignedGet(server.takeRequest(), "/payments/pay%201%3Bx/status");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "{\"event\":\"payout.completed\",\"transaction_id\":\"txn_1\"}|no payment_id, so it cannot be confirmed as a"
          + " payment (it names a payout by transaction_id)",
      "{\"short_id\":\"k3x\"}|no payment_id, so it cannot be confirmed as a payment (it names a link by short_id)",
      "{\"order_id\":\"ord_1\",\"refund_id\":\"rf_1\"}|(it names only order_id and refund_id, which no status"
          + " operation takes)",
      "{\"payment_id\":\"../admin\"}|(it identifies nothing: payment_id contains a path separator; ignored)",
      "not json|(it identifies nothing: body is not well-formed JSON (line 1, column 1))",
      "{}|(it identifies nothing)"})
  void confirm_aNoticeNamingNoPayment_isRefusedBeforeAnyRequest_sayingWhatItHolds(String body, String message) {
    assertThatThrownBy(() -> clientFor(server).build().payments().confirm(notice(body)))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(message);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void confirm_null_isRefused() {
    assertThatThrownBy(() -> clientFor(server).build().payments().confirm(null))
        .isExactlyInstanceOf(NullPointerException.class).hasMessage("notice == null");
  }
}
