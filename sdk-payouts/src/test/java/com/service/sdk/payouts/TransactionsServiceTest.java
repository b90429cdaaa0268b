package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.payouts.model.TransactionCategory;
import com.service.sdk.payouts.model.TransactionState;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

final class TransactionsServiceTest {
  static final String FAILED = "{\"id\":\"txn_9001\",\"internal_ref\":\"INT-77\",\"external_ref\":\"po_7781\","
      + "\"gateway_ref\":null,\"amount_gross\":\"1250.7500\",\"amount_fees\":\"0.0000\",\"amount_net\":\"1250.7500\","
      + "\"currency\":\"INR\",\"category\":\"DISBURSEMENT\",\"method\":\"UPI\",\"status\":\"FAILED\","
      + "\"payee_id\":\"payee-1\",\"payee_name\":\"Ravi Kumar\",\"failure_reason\":\"beneficiary bank offline\","
      + "\"created_at\":\"2026-11-22T02:00:00.100Z\",\"updated_at\":\"2026-11-22T02:01:00.999Z\"}";

  @StartStop private final MockWebServer server = new MockWebServer();

  private TransactionsService transactions() {
    return TestClients.merchant(server).build().transactions();
  }

  @Test
  void status_getsTheEncodedTransactionPathSigned_andDecodesInternalRefAndFailure() throws Exception {
    server.enqueue(ok(FAILED));

    LedgerTransaction t = transactions().status("txn/2024 A");

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("GET");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/transactions/external/status/txn%2F2024%20A");
    assertThat(request.getUrl().encodedQuery()).isNull();
    assertThat(SignedRequests.body(request)).isEmpty();
    SignedRequests.assertSigned(request);
    assertThat(t).isEqualTo(new LedgerTransaction("txn_9001", "INT-77", "po_7781", null,
        new BigDecimal("1250.7500"), new BigDecimal("0.0000"), new BigDecimal("1250.7500"), "INR",
        TransactionCategory.DISBURSEMENT, PayoutMethod.UPI, TransactionState.FAILED, "payee-1", "Ravi Kumar",
        "beneficiary bank offline", Instant.parse("2026-11-22T02:00:00.100Z"),
        Instant.parse("2026-11-22T02:01:00.999Z")));
  }

  @Test
  void status_keepsValuesTheSdkDoesNotKnow() {
    server.enqueue(ok(FAILED.replace("\"FAILED\"", "\"REVERSED\"").replace("\"DISBURSEMENT\"", "\"REFUND\"")
        .replace("\"UPI\"", "\"CARD\"")));

    LedgerTransaction t = transactions().status("txn_9001");

    assertThat(t.status().value()).isEqualTo("REVERSED");
    assertThat(t.status().isKnown()).isFalse();
    assertThat(t.category()).isEqualTo(TransactionCategory.of("REFUND"));
    assertThat(t.method().isKnown()).isFalse();
  }

  @Test
  void status_retriedAfter502_thenAnswered() {
    server.enqueue(Answers.failure(502, "bad gateway"));
    server.enqueue(ok(FAILED));

    assertThat(transactions().status("txn_9001").id()).isEqualTo("txn_9001");
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void status_unknownTransaction_isNotFound_andSuccessFalseOn200IsApiException() {
    server.enqueue(Answers.failure(404, "no such transaction"));
    server.enqueue(Answers.failure(200, "not yours"));

    assertThatThrownBy(() -> transactions().status("txn_x")).isExactlyInstanceOf(NotFoundException.class)
        .hasMessageContaining("no such transaction");
    assertThatThrownBy(() -> transactions().status("txn_x")).isExactlyInstanceOf(ApiException.class)
        .hasMessageContaining("not yours");
  }

  static Stream<Arguments> malformed() {
    return Stream.concat(Answers.malformedForAnyOperation(), Stream.of(
        Arguments.of("id null", ok(FAILED.replace("\"txn_9001\"", "null"))),
        Arguments.of("id blank", ok(FAILED.replace("\"txn_9001\"", "\"\""))),
        Arguments.of("amount_net an object", ok(FAILED.replace("\"amount_net\":\"1250.7500\"", "\"amount_net\":{}"))),
        Arguments.of("internal_ref a number", ok(FAILED.replace("\"INT-77\"", "77")))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformed")
  void status_malformedAnswer_isResponseDecodingException(String name, MockResponse answer) {
    server.enqueue(answer);

    assertThatThrownBy(() -> transactions().status("txn_9001")).isInstanceOf(ResponseDecodingException.class)
        .hasMessageContaining("GET /api/v1/transactions/external/status/txn_9001");
  }
}
