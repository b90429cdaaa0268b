package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.TransactionState;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@link PayoutsService#confirm}: a payout callback is believed only through the signed payout status call. */
final class PayoutsServiceConfirmTest {
  @StartStop private final MockWebServer server = new MockWebServer();

  private static CallbackNotice notice(String body) {
    return CallbackNotice.parse(body.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void confirm_getsTheSignedPayoutStatusOfTheTransactionId_andReturnsTheLedgerNotTheCallback() throws Exception {
    server.enqueue(ok(PayoutsServiceTest.LEDGER.replace("txn/2024 A", "txn_2024 A")));
    CallbackNotice notice = notice("{\"event\":\"payout.completed\",\"transaction_id\":\"txn_2024 A\","
        + "\"external_ref\":\"po_7781\",\"status\":\"FAILED\",\"amount\":\"1.0000\"}");

    LedgerTransaction transaction = TestClients.merchant(server).build().payouts().confirm(notice);

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("GET");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/payouts/external/status/txn_2024%20A");
    assertThat(request.getUrl().encodedQuery()).isNull();
    assertThat(SignedRequests.body(request)).isEmpty();
    SignedRequests.assertSigned(request);
    assertThat(server.getRequestCount()).isEqualTo(1);
    assertThat(transaction.id()).isEqualTo("txn_2024 A");
    assertThat(transaction.status()).isEqualTo(TransactionState.COMPLETED);
    assertThat(transaction.amountNet()).isEqualTo(new BigDecimal("1244.8500"));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "{\"event\":\"payment.paid\",\"payment_id\":\"pay_1\",\"transaction_id\":\"txn_1\"}|no transaction_id, so it"
          + " cannot be confirmed as a payout (it names a payment by payment_id)",
      "{\"event\":\"link.paid\",\"short_id\":\"k3x\",\"transaction_id\":\"txn_1\"}|(it names a link by short_id)",
      "{\"transaction_id\":\"txn\\u0000\"}|(it identifies nothing: transaction_id contains a control, formatting"
          + " or invalid character; ignored)",
      "[]|(it identifies nothing: body is a JSON array, not an object)"})
  void confirm_aNoticeNamingNoPayout_isRefusedBeforeAnyRequest(String body, String message) {
    assertThatThrownBy(() -> TestClients.merchant(server).build().payouts().confirm(notice(body)))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(message);
    assertThat(server.getRequestCount()).isZero();
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "\"category\":\"DISBURSEMENT\"|\"category\":\"COLLECTION\"|which the service shows as a COLLECTION",
      ",\"category\":\"DISBURSEMENT\"|''|which the service shows without a category"})
  void confirm_aTransactionThatIsNotAPayout_isRefused_soNoPayoutActionRuns(String category, String replacement,
      String message) {
    server.enqueue(ok(PayoutsServiceTest.LEDGER.replace("txn/2024 A", "txn_2024 A").replace(category, replacement)));

    assertThatThrownBy(() -> TestClients.merchant(server).build().payouts().confirm(
        notice("{\"event\":\"payout.completed\",\"transaction_id\":\"txn_2024 A\"}")))
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessage("callback notice names transaction txn_2024 A, " + message + ", not a payout (category DISBURSEMENT):"
            + " not confirmed as a payout");
    assertThat(server.getRequestCount()).isOne();
  }

  @Test
  void confirm_null_isRefused() {
    assertThatThrownBy(() -> TestClients.merchant(server).build().payouts().confirm(null))
        .isExactlyInstanceOf(NullPointerException.class).hasMessage("notice == null");
  }
}
