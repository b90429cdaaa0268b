package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.ApiConnectionException;
import com.service.sdk.core.ApiException;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.core.ServiceException;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.payouts.model.TransactionCategory;
import com.service.sdk.payouts.model.TransactionState;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

final class PayoutsServiceTest {
  static final String INITIATED = "{\"message\":\"Payout initiated\",\"transaction_id\":\"txn_9001\","
      + "\"status\":\"processing\"}";
  static final String LEDGER = "{\"id\":\"txn/2024 A\",\"external_ref\":\"po_7781\",\"gateway_ref\":\"UTR123\","
      + "\"amount_gross\":\"1250.7500\",\"amount_fees\":\"5.9000\",\"amount_net\":\"1244.8500\",\"currency\":\"INR\","
      + "\"category\":\"DISBURSEMENT\",\"method\":\"IMPS\",\"status\":\"COMPLETED\",\"payee_id\":\"payee-1\","
      + "\"payee_name\":\"Ravi Kumar\",\"failure_reason\":null,\"created_at\":\"2026-11-22T02:00:00.123Z\","
      + "\"updated_at\":\"2026-11-22T02:00:05.007Z\"}";

  @StartStop private final MockWebServer server = new MockWebServer();

  private static InitiatePayoutRequest.Builder minimal() {
    return InitiatePayoutRequest.builder().payeeId("payee-1").amount("1250.75").externalRef("po_7781");
  }

  /**
   * The key of {@code external_ref} "po_7781" under the documented contract, computed outside Java
   * (Python: SHA-256 over 4-byte big-endian length + UTF-8 of "payout" and "po_7781"). Pinned: merchants store
   * these keys, so a change would let a repeated payout pay twice across an SDK upgrade.
   */
  private static final String PO_7781_KEY = "e98e06cb1fd7ca94d098b4fa89f9a057201234b7eec0344f6ce9c2d0d0d432ee";

  /** The documented derivation, recomputed here: SHA-256 over length-prefixed "payout" and external_ref. */
  private static String derivedKey(String externalRef) throws Exception {
    ByteArrayOutputStream parts = new ByteArrayOutputStream();
    for (String part : new String[] {"payout", externalRef}) {
      byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
      parts.write(ByteBuffer.allocate(4).putInt(bytes.length).array());
      parts.write(bytes);
    }
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(parts.toByteArray()));
  }

  @Test
  void initiate_sendsEverySetFieldSigned_withTheDerivedKey() throws Exception {
    server.enqueue(ok(INITIATED));

    PayoutInitiation result = TestClients.merchant(server).build().payouts().initiate(minimal()
        .method(PayoutMethod.IMPS).purpose("salary").currency("INR").customNotes(Map.of("note", "x")).build());

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("POST");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/payouts/external/initiate");
    assertThat(request.getHeaders().get("Content-Type")).startsWith("application/json");
    assertThat(request.getHeaders().get("Idempotency-Key")).isEqualTo(derivedKey("po_7781"));
    SignedRequests.assertSigned(request);
    assertThat(SignedRequests.bodyText(request)).isEqualTo("{\"payee_id\":\"payee-1\",\"amount\":1250.75,"
        + "\"external_ref\":\"po_7781\",\"currency\":\"INR\",\"payout_method\":\"IMPS\",\"purpose\":\"salary\","
        + "\"custom_notes\":{\"note\":\"x\"}}");
    assertThat(result).isEqualTo(new PayoutInitiation("Payout initiated", "txn_9001", TransactionState.PROCESSING,
        IdempotencyKey.of(derivedKey("po_7781"))));
  }

  @Test
  void initiate_derivedKey_isThePinnedContractValue() throws Exception {
    server.enqueue(ok(INITIATED));

    TestClients.merchant(server).build().payouts().initiate(minimal().build());

    assertThat(server.takeRequest().getHeaders().get("Idempotency-Key")).isEqualTo(PO_7781_KEY)
        .isEqualTo(derivedKey("po_7781"));
  }

  @Test
  void initiate_derivedKey_doesNotDependOnTheApiKey() throws Exception {
    server.enqueue(ok(INITIATED));
    server.enqueue(ok(INITIATED));

    TestClients.merchant(server).build().payouts().initiate(minimal().build());
    TestClients.merchant(server).credentials("key_rotated_2", "another-secret").build().payouts()
        .initiate(minimal().build());

    assertThat(server.takeRequest().getHeaders().get("Idempotency-Key")).isEqualTo(PO_7781_KEY);
    assertThat(server.takeRequest().getHeaders().get("Idempotency-Key")).as("after a key rotation")
        .isEqualTo(PO_7781_KEY);
  }

  @Test
  void initiate_leavesUnsetOptionalFieldsOut_andWritesAmountsPlain() throws Exception {
    server.enqueue(ok(INITIATED));

    TestClients.merchant(server).build().payouts().initiate(minimal().amount(new BigDecimal("1E+3")).build());

    assertThat(SignedRequests.bodyText(server.takeRequest()))
        .isEqualTo("{\"payee_id\":\"payee-1\",\"amount\":1000.00,\"external_ref\":\"po_7781\"}");
  }

  @Test
  void initiate_sendsTheSameBytesWhateverTheAmountsScaleOrTheNotesOrder() throws Exception {
    server.enqueue(ok(INITIATED));
    server.enqueue(ok(INITIATED));
    Map<String, Object> notes = new java.util.LinkedHashMap<>();
    notes.put("z", "1");
    notes.put("a", "2");
    Map<String, Object> reversed = new java.util.LinkedHashMap<>();
    reversed.put("a", "2");
    reversed.put("z", "1");

    TestClients.merchant(server).build().payouts().initiate(minimal().amount("1250.750").customNotes(notes).build());
    TestClients.merchant(server).build().payouts().initiate(minimal().amount(new BigDecimal("1250.75"))
        .customNotes(reversed).build());

    byte[] first = SignedRequests.body(server.takeRequest());
    assertThat(SignedRequests.body(server.takeRequest())).isEqualTo(first);
    assertThat(new String(first, StandardCharsets.UTF_8)).isEqualTo("{\"payee_id\":\"payee-1\",\"amount\":1250.75,"
        + "\"external_ref\":\"po_7781\",\"custom_notes\":{\"a\":\"2\",\"z\":\"1\"}}");
  }

  @Test
  void initiate_derivedKey_survivesARestart_andDiffersPerExternalRef() throws Exception {
    server.enqueue(ok(INITIATED));
    server.enqueue(ok(INITIATED));
    server.enqueue(ok(INITIATED));

    TestClients.merchant(server).build().payouts().initiate(minimal().build());
    TestClients.merchant(server).build().payouts().initiate(minimal().build());
    TestClients.merchant(server).build().payouts().initiate(minimal().externalRef("po_7782").build());

    String first = server.takeRequest().getHeaders().get("Idempotency-Key");
    assertThat(server.takeRequest().getHeaders().get("Idempotency-Key")).isEqualTo(first);
    assertThat(server.takeRequest().getHeaders().get("Idempotency-Key"))
        .isEqualTo(derivedKey("po_7782")).isNotEqualTo(first);
  }

  @Test
  void initiate_withTheCallersKey_sendsThatKey() throws Exception {
    server.enqueue(ok(INITIATED));
    IdempotencyKey key = IdempotencyKey.of("order-42-payout-1");

    PayoutInitiation result = TestClients.merchant(server).build().payouts().initiate(minimal().build(), RequestOptions.withIdempotencyKey(key));

    assertThat(server.takeRequest().getHeaders().get("Idempotency-Key")).isEqualTo("order-42-payout-1");
    assertThat(result.idempotencyKey()).isEqualTo(key);
  }

  @Test
  void initiate_retriedAfter503_keepsTheKey_andSignsWithANewNonce() throws Exception {
    server.enqueue(Answers.failure(503, "busy"));
    server.enqueue(ok(INITIATED));

    PayoutInitiation result = TestClients.merchant(server).build().payouts().initiate(minimal().build());

    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    SignedRequests.assertSigned(first);
    SignedRequests.assertSigned(second);
    assertThat(second.getHeaders().get("Idempotency-Key")).isEqualTo(first.getHeaders().get("Idempotency-Key"))
        .isEqualTo(derivedKey("po_7781"));
    assertThat(second.getHeaders().get("X-API-NONCE")).isNotEqualTo(first.getHeaders().get("X-API-NONCE"));
    assertThat(SignedRequests.body(second)).isEqualTo(SignedRequests.body(first));
    assertThat(result.transactionId()).isEqualTo("txn_9001");
  }

  @Test
  void initiate_afterADroppedConnection_isResentWithTheSameKey() throws Exception {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build());
    server.enqueue(ok(INITIATED));

    PayoutInitiation result = TestClients.merchant(server).build().payouts().initiate(minimal().build());

    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    assertThat(second.getHeaders().get("Idempotency-Key")).isEqualTo(first.getHeaders().get("Idempotency-Key"));
    assertThat(second.getHeaders().get("X-API-NONCE")).isNotEqualTo(first.getHeaders().get("X-API-NONCE"));
    SignedRequests.assertSigned(second);
    assertThat(result.idempotencyKey().value()).isEqualTo(derivedKey("po_7781"));
  }

  @Test
  void initiate_whenConnectionDropsWithoutRetries_isOutcomeUnknownCarryingTheKey() throws Exception {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build());

    ApiConnectionException e = catchThrowableOfType(ApiConnectionException.class,
        () -> TestClients.merchant(server).maxRetries(0).build().payouts().initiate(minimal().build()));

    assertThat(e.outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(e.idempotencyKey()).contains(IdempotencyKey.of(derivedKey("po_7781")));
    assertThat(e.attempts()).isEqualTo(1);
    assertThat(e).hasMessageContaining("repeat it with the same idempotency key " + PO_7781_KEY);
  }

  @Test
  void initiate_whenTheAnswerNeverComes_isOutcomeUnknownCarryingTheKey() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.Stall.INSTANCE).build());
    IdempotencyKey key = IdempotencyKey.of("order-42-payout-1");

    ApiConnectionException e = catchThrowableOfType(ApiConnectionException.class,
        () -> TestClients.merchant(server).maxRetries(0).readTimeout(Duration.ofMillis(200)).build()
            .payouts().initiate(minimal().build(), RequestOptions.withIdempotencyKey(key)));

    assertThat(e.outcomeUnknown()).isTrue();
    assertThat(e.idempotencyKey()).contains(key);
  }

  @Test
  void initiate_refusedPayout_isInvalidRequestWithTheMessageAndTheKey() {
    server.enqueue(Answers.failure(400, "payee is not bank verified for IMPS"));

    InvalidRequestException e = catchThrowableOfType(InvalidRequestException.class,
        () -> TestClients.merchant(server).build().payouts().initiate(minimal().build()));

    assertThat(e.serviceMessage()).isEqualTo("payee is not bank verified for IMPS");
    assertThat(e.idempotencyKey()).isPresent();
    assertThat(e.outcome()).isEqualTo(Outcome.NOT_APPLIED);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void initiate_whenSuccessIsFalseOn200_isPlainApiExceptionWithTheKey() {
    server.enqueue(Answers.failure(200, "insufficient payout balance"));

    assertThatThrownBy(() -> TestClients.merchant(server).build().payouts().initiate(minimal().build()))
        .isExactlyInstanceOf(ApiException.class)
        .hasMessageContaining("insufficient payout balance")
        .satisfies(e -> {
          assertThat(((ServiceException) e).idempotencyKey()).isPresent();
          assertThat(((ServiceException) e).outcome()).as("a refusal").isEqualTo(Outcome.NOT_APPLIED);
        });
  }

  @Test
  void initiate_whenSuccessIsFalseAfterALostAnswer_mayHaveTakenEffect() {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build());
    server.enqueue(Answers.failure(200, "duplicate external_ref"));

    ApiException e = catchThrowableOfType(ApiException.class,
        () -> TestClients.merchant(server).build().payouts().initiate(minimal().build()));

    assertThat(e.outcome()).as("the first attempt may have paid").isEqualTo(Outcome.UNKNOWN);
  }

  static Stream<Arguments> malformedInitiation() {
    return Stream.concat(Answers.malformedForAnyOperation(), Stream.of(
        Arguments.of("transaction_id missing", ok("{\"message\":\"ok\",\"status\":\"processing\"}"), Outcome.APPLIED),
        Arguments.of("transaction_id a number", ok(INITIATED.replace("\"txn_9001\"", "9001")), Outcome.APPLIED),
        Arguments.of("transaction_id blank", ok(INITIATED.replace("\"txn_9001\"", "\"  \"")), Outcome.APPLIED),
        Arguments.of("status a number", ok(INITIATED.replace("\"processing\"", "1")), Outcome.APPLIED),
        Arguments.of("status missing", ok(INITIATED.replace(",\"status\":\"processing\"", "")), Outcome.APPLIED)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformedInitiation")
  void initiate_malformedAnswer_isResponseDecodingExceptionCarryingTheKey(String name, MockResponse answer,
      Outcome outcome) throws Exception {
    server.enqueue(answer);

    ResponseDecodingException e = catchThrowableOfType(ResponseDecodingException.class,
        () -> TestClients.merchant(server).build().payouts().initiate(minimal().build()));

    assertThat(e.idempotencyKey()).contains(IdempotencyKey.of(derivedKey("po_7781")));
    assertThat(e.getMessage()).contains("POST /api/v1/payouts/external/initiate",
        "repeat it with the same idempotency key " + PO_7781_KEY);
    assertThat(e.outcome()).isEqualTo(outcome);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void status_getsTheEncodedTransactionPathSigned_andDecodesTheLedger() throws Exception {
    server.enqueue(ok(LEDGER));

    LedgerTransaction t = TestClients.merchant(server).build().payouts().status("txn/2024 A");

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("GET");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/payouts/external/status/txn%2F2024%20A");
    assertThat(request.getUrl().encodedQuery()).isNull();
    assertThat(SignedRequests.body(request)).isEmpty();
    SignedRequests.assertSigned(request);
    assertThat(t).isEqualTo(new LedgerTransaction("txn/2024 A", null, "po_7781", "UTR123",
        new BigDecimal("1250.7500"), new BigDecimal("5.9000"), new BigDecimal("1244.8500"), "INR",
        TransactionCategory.DISBURSEMENT, PayoutMethod.IMPS, TransactionState.COMPLETED, "payee-1", "Ravi Kumar",
        null, Instant.parse("2026-11-22T02:00:00.123Z"), Instant.parse("2026-11-22T02:00:05.007Z")));
  }

  @Test
  void status_unknownTransaction_isNotFound() {
    server.enqueue(Answers.failure(404, "transaction not found"));

    assertThatThrownBy(() -> TestClients.merchant(server).build().payouts().status("txn_x"))
        .isExactlyInstanceOf(NotFoundException.class).hasMessageContaining("transaction not found");
  }

  @Test
  void status_blankId_isRejectedBeforeSending() {
    assertThatThrownBy(() -> TestClients.merchant(server).build().payouts().status(""))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("transactionId");
    assertThat(server.getRequestCount()).isZero();
  }

  static Stream<Arguments> malformedLedger() {
    return Stream.concat(Answers.malformedForAnyOperation(), Stream.of(
        Arguments.of("id missing", ok(LEDGER.replace("\"id\":\"txn/2024 A\",", ""))),
        Arguments.of("id blank", ok(LEDGER.replace("\"id\":\"txn/2024 A\"", "\"id\":\"\""))),
        Arguments.of("amount_gross not a decimal", ok(LEDGER.replace("\"1250.7500\"", "\"12,50\""))),
        Arguments.of("amount_fees empty", ok(LEDGER.replace("\"5.9000\"", "\"\""))),
        Arguments.of("updated_at empty", ok(LEDGER.replace("\"2026-11-22T02:00:05.007Z\"", "\"\""))),
        Arguments.of("created_at not a time", ok(LEDGER.replace("\"2026-11-22T02:00:00.123Z\"", "\"yesterday\""))),
        Arguments.of("status a boolean", ok(LEDGER.replace("\"COMPLETED\"", "false"))),
        Arguments.of("status missing", ok(LEDGER.replace("\"status\":\"COMPLETED\",", ""))),
        Arguments.of("amount_gross missing", ok(LEDGER.replace("\"amount_gross\":\"1250.7500\",", ""))),
        Arguments.of("amount_net null", ok(LEDGER.replace("\"1244.8500\"", "null")))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformedLedger")
  void status_malformedAnswer_isResponseDecodingException(String name, MockResponse answer) {
    server.enqueue(answer);

    assertThatThrownBy(() -> TestClients.merchant(server).build().payouts().status("txn_9001"))
        .isInstanceOf(ResponseDecodingException.class);
  }
}
