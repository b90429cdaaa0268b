package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.service.sdk.core.AutoPagingIterable;
import com.service.sdk.core.ConflictException;
import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.Page;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.core.ServerException;
import com.service.sdk.payouts.model.BankVerification;
import com.service.sdk.payouts.model.ComplianceState;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PayeeState;
import com.service.sdk.payouts.model.VerificationState;
import com.service.sdk.payouts.model.VpaVerification;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

final class PayeesServiceTest {
  static final String PAYEE = "{\"id\":\"5f7a9a52-1111-4c2b-8f77-0a1b2c3d4e5f\",\"legal_name\":\"Ravi Kumar\","
      + "\"email_address\":\"ravi@example.com\",\"phone_number\":\"9811111111\","
      + "\"bank_account_no\":\"50100012345678\",\"routing_id\":\"HDFC0001234\",\"vpa_address\":\"ravi@upi\","
      + "\"status\":\"active\",\"compliance_status\":\"pending\",\"created_at\":\"2026-11-22T02:00:00.123Z\"}";
  static final String ODD_ID = "pay/2024 A";
  static final String ODD_ID_ENCODED = "pay%2F2024%20A";

  @StartStop private final MockWebServer server = new MockWebServer();

  private PayeesService payees() {
    return TestClients.merchant(server).build().payees();
  }

  private static String payee(int n) {
    return "{\"id\":\"payee-" + n + "\",\"legal_name\":\"Payee " + n + "\",\"status\":\"active\"}";
  }

  private static MockResponse page(int from, int count, long total) {
    String items = IntStream.range(from, from + count).mapToObj(PayeesServiceTest::payee)
        .collect(Collectors.joining(","));
    return ok("{\"payees\":[" + items + "],\"total_count\":" + total + "}");
  }

  @Test
  void create_sendsEverySetFieldSigned_andDecodesThePayee() throws Exception {
    server.enqueue(ok(PAYEE));

    Payee payee = payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
        .emailAddress("ravi@example.com").phoneNumber("9811111111").bankName("HDFC Bank").category("vendor")
        .externalRef("ben_7").bankAccount("50100012345678", "HDFC0001234").vpa("ravi@upi").build());

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("POST");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/payees/external/create");
    assertThat(request.getHeaders().get("Content-Type")).startsWith("application/json");
    SignedRequests.assertSigned(request);
    assertThat(SignedRequests.bodyText(request)).isEqualTo("{\"legal_name\":\"Ravi Kumar\","
        + "\"email_address\":\"ravi@example.com\",\"phone_number\":\"9811111111\",\"bank_name\":\"HDFC Bank\","
        + "\"category\":\"vendor\",\"external_ref\":\"ben_7\",\"bank_account_no\":\"50100012345678\","
        + "\"routing_id\":\"HDFC0001234\",\"vpa\":\"ravi@upi\"}");
    assertThat(payee).isEqualTo(new Payee("5f7a9a52-1111-4c2b-8f77-0a1b2c3d4e5f", "Ravi Kumar",
        "ravi@example.com", "9811111111", "50100012345678", "HDFC0001234", "ravi@upi", PayeeState.ACTIVE,
        ComplianceState.PENDING, Instant.parse("2026-11-22T02:00:00.123Z")));
  }

  @Test
  void create_upiOnlyPayee_sendsNoBankFieldsAndNoCategory() throws Exception {
    server.enqueue(ok(PAYEE));

    payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar").vpa("ravi@upi").build());

    assertThat(SignedRequests.bodyText(server.takeRequest()))
        .isEqualTo("{\"legal_name\":\"Ravi Kumar\",\"vpa\":\"ravi@upi\"}");
  }

  @Test
  void create_duplicateBankAccount_isConflictWithTheServiceMessage() {
    server.enqueue(Answers.failure(409, "bank account already registered for this merchant"));

    ConflictException e = catchThrowableOfType(ConflictException.class, () -> payees().create(
        CreatePayeeRequest.builder().legalName("Ravi").bankAccount("50100012345678", "HDFC0001234").build()));

    assertThat(e.serviceMessage()).isEqualTo("bank account already registered for this merchant");
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void create_duplicateBankAccountAnsweredWith400_isInvalidRequestWithTheServiceMessage() {
    server.enqueue(Answers.failure(400, "duplicate bank account"));

    assertThatThrownBy(() -> payees().create(
        CreatePayeeRequest.builder().legalName("Ravi").bankAccount("50100012345678", "HDFC0001234").build()))
        .isExactlyInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("duplicate bank account");
  }

  static Stream<Arguments> malformedPayee() {
    return Stream.concat(Answers.malformedForAnyOperation(), Stream.of(
        Arguments.of("id missing", ok(PAYEE.replace("\"id\":\"5f7a9a52-1111-4c2b-8f77-0a1b2c3d4e5f\",", ""))),
        Arguments.of("id a number", ok(PAYEE.replace("\"5f7a9a52-1111-4c2b-8f77-0a1b2c3d4e5f\"", "7"))),
        Arguments.of("id blank", ok(PAYEE.replace("\"5f7a9a52-1111-4c2b-8f77-0a1b2c3d4e5f\"", "\"\""))),
        Arguments.of("created_at a number", ok(PAYEE.replace("\"2026-11-22T02:00:00.123Z\"", "true"))),
        Arguments.of("status an object", ok(PAYEE.replace("\"active\"", "{}")))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformedPayee")
  void create_malformedAnswer_isResponseDecodingException(String name, MockResponse answer) {
    server.enqueue(answer);

    assertThatThrownBy(() -> payees().create(CreatePayeeRequest.builder().legalName("Ravi").vpa("r@upi").build()))
        .isInstanceOf(ResponseDecodingException.class);
  }

  @Test
  void list_sendsLimitAndOffsetAsTheSignedQuery_andReturnsThePage() throws Exception {
    server.enqueue(ok("{\"payees\":[" + PAYEE + "," + payee(2) + "],\"total_count\":7}"));

    Page<Payee> page = payees().list(2, 4);

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("GET");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/payees/external/list");
    assertThat(request.getUrl().encodedQuery()).isEqualTo("limit=2&offset=4");
    assertThat(SignedRequests.body(request)).isEmpty();
    SignedRequests.assertSigned(request);
    assertThat(page.items()).extracting(Payee::id).containsExactly("5f7a9a52-1111-4c2b-8f77-0a1b2c3d4e5f", "payee-2");
    assertThat(page.totalCount()).isEqualTo(7);
    assertThat(page.limit()).isEqualTo(2);
    assertThat(page.offset()).isEqualTo(4);
    assertThat(page.hasMore()).isTrue();
  }

  @ParameterizedTest(name = "limit={0}, offset={1}")
  @CsvSource({"0, 0, limit must be between 1 and 200", "201, 0, limit must be between 1 and 200",
      "50, -1, offset must be at least 0"})
  void list_outOfBounds_isRejectedBeforeSending(int limit, int offset, String message) {
    assertThatThrownBy(() -> payees().list(limit, offset))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(message);
    assertThat(server.getRequestCount()).isZero();
  }

  @Test
  void list_atTheBounds_isSent() throws Exception {
    server.enqueue(page(0, 0, 0));
    server.enqueue(page(0, 0, 0));

    payees().list(1, 0);
    payees().list(200, 0);

    assertThat(server.takeRequest().getUrl().encodedQuery()).isEqualTo("limit=1&offset=0");
    assertThat(server.takeRequest().getUrl().encodedQuery()).isEqualTo("limit=200&offset=0");
  }

  @Test
  void list_retriedAfter503_isSignedAfreshWithANewNonce() throws Exception {
    server.enqueue(Answers.failure(503, "busy"));
    server.enqueue(page(0, 1, 1));

    assertThat(payees().list(50, 0).items()).hasSize(1);

    RecordedRequest first = server.takeRequest();
    RecordedRequest second = server.takeRequest();
    SignedRequests.assertSigned(first);
    SignedRequests.assertSigned(second);
    assertThat(second.getHeaders().get("X-API-NONCE")).isNotEqualTo(first.getHeaders().get("X-API-NONCE"));
  }

  static Stream<Arguments> malformedList() {
    return Stream.concat(Answers.malformedForAnyOperation(), Stream.of(
        Arguments.of("payees missing", ok("{\"total_count\":1}")),
        Arguments.of("total_count missing", ok("{\"payees\":[]}")),
        Arguments.of("total_count as text", ok("{\"payees\":[],\"total_count\":\"1\"}")),
        Arguments.of("payees an object", ok("{\"payees\":{},\"total_count\":1}")),
        Arguments.of("payee without id", ok("{\"payees\":[{\"legal_name\":\"X\"}],\"total_count\":1}")),
        Arguments.of("payee null", ok("{\"payees\":[null],\"total_count\":1}"))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformedList")
  void list_malformedAnswer_isResponseDecodingException(String name, MockResponse answer) {
    server.enqueue(answer);

    assertThatThrownBy(() -> payees().list(50, 0)).isInstanceOf(ResponseDecodingException.class);
  }

  @Test
  void listAll_fetchesPagesOf200UntilTheTotal() throws Exception {
    server.enqueue(page(0, 200, 450));
    server.enqueue(page(200, 200, 450));
    server.enqueue(page(400, 50, 450));

    List<Payee> all = payees().listAll().stream().toList();

    assertThat(all).hasSize(450);
    assertThat(all.get(449).id()).isEqualTo("payee-449");
    assertThat(server.getRequestCount()).isEqualTo(3);
    for (String offset : List.of("0", "200", "400")) {
      RecordedRequest request = server.takeRequest();
      assertThat(request.getUrl().encodedQuery()).isEqualTo("limit=200&offset=" + offset);
      SignedRequests.assertSigned(request);
    }
  }

  @Test
  void listAll_withAPageSize_asksForPagesOfThatSize_andRefusesSizesTheSpecDoesNot() throws Exception {
    server.enqueue(page(0, 2, 3));
    server.enqueue(page(2, 1, 3));

    assertThat(payees().listAll(2).stream().count()).isEqualTo(3);

    assertThat(server.takeRequest().getUrl().encodedQuery()).isEqualTo("limit=2&offset=0");
    assertThat(server.takeRequest().getUrl().encodedQuery()).isEqualTo("limit=2&offset=2");
    assertThatThrownBy(() -> payees().listAll(0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("limit must be between 1 and 200, was 0");
    assertThatThrownBy(() -> payees().listAll(201)).isInstanceOf(IllegalArgumentException.class);
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void listAll_appliesTheOptionsToEveryPageRequest() {
    server.enqueue(page(0, 200, 450));
    server.enqueue(new MockResponse.Builder().code(503).build());
    server.enqueue(page(200, 200, 450));

    AutoPagingIterable<Payee> all = payees().listAll(RequestOptions.builder().maxRetries(0).build());

    assertThatThrownBy(() -> all.stream().count()).isInstanceOf(ServerException.class);
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThatThrownBy(() -> payees().listAll(RequestOptions.withIdempotencyKey(IdempotencyKey.of("stray-key-00000001"))))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("payees.list carries no idempotency key");
  }

  @Test
  void listAll_stopsOnAnEmptyPage_whenTheTotalOverstates() {
    server.enqueue(page(0, 200, 1000));
    server.enqueue(page(200, 30, 1000));
    server.enqueue(page(0, 0, 1000));

    assertThat(payees().listAll().stream().count()).isEqualTo(230);
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void listAll_stopsWhenTheServerRepeatsThePage() {
    for (int i = 0; i < 5; i++) {
      server.enqueue(page(0, 200, 1000));
    }

    assertThat(payees().listAll().stream().count()).isEqualTo(200);
    assertThat(server.getRequestCount()).isEqualTo(2);
  }

  @Test
  void listAll_sendsNothingUntilIterated() {
    server.enqueue(page(0, 2, 2));

    AutoPagingIterable<Payee> all = payees().listAll();
    var iterator = all.iterator();
    assertThat(server.getRequestCount()).isZero();

    List<Payee> seen = new ArrayList<>();
    iterator.forEachRemaining(seen::add);
    assertThat(seen).hasSize(2);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void verifyBank_postsAnEmptyObjectSigned_toTheEncodedPayeePath() throws Exception {
    server.enqueue(ok("{\"status\":\"verified\",\"name_at_bank\":\"RAVI KUMAR\"}"));

    BankVerification result = payees().verifyBank(ODD_ID);

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("POST");
    assertThat(request.getUrl().encodedPath())
        .isEqualTo("/api/v1/payees/external/" + ODD_ID_ENCODED + "/verify/bank");
    assertThat(request.getHeaders().get("Content-Type")).startsWith("application/json");
    assertThat(SignedRequests.bodyText(request)).isEqualTo("{}");
    SignedRequests.assertSigned(request);
    assertThat(result).isEqualTo(new BankVerification(VerificationState.VERIFIED, "RAVI KUMAR"));
  }

  @Test
  void verifyVpa_postsAnEmptyObjectSigned_toTheEncodedPayeePath() throws Exception {
    server.enqueue(ok("{\"status\":\"verified\",\"name_at_vpa\":\"RAVI KUMAR\",\"vpa\":\"ravi@upi\"}"));

    VpaVerification result = payees().verifyVpa(ODD_ID);

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("POST");
    assertThat(request.getUrl().encodedPath())
        .isEqualTo("/api/v1/payees/external/" + ODD_ID_ENCODED + "/verify/vpa");
    assertThat(request.getHeaders().get("Content-Type")).startsWith("application/json");
    assertThat(SignedRequests.bodyText(request)).isEqualTo("{}");
    SignedRequests.assertSigned(request);
    assertThat(result).isEqualTo(new VpaVerification(VerificationState.VERIFIED, "RAVI KUMAR", "ravi@upi"));
  }

  @Test
  void verify_unknownPayee_isNotFoundWithTheServiceMessage() {
    server.enqueue(Answers.failure(404, "payee not found"));
    server.enqueue(Answers.failure(404, "payee not found"));

    assertThatThrownBy(() -> payees().verifyBank("nope")).isExactlyInstanceOf(NotFoundException.class)
        .hasMessageContaining("payee not found");
    assertThatThrownBy(() -> payees().verifyVpa("nope")).isExactlyInstanceOf(NotFoundException.class)
        .hasMessageContaining("payee not found");
  }

  @Test
  void verify_badPayeeId_isRejectedBeforeSending() {
    assertThatThrownBy(() -> payees().verifyBank(null)).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("payeeId");
    assertThatThrownBy(() -> payees().verifyVpa(" ")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("payeeId");
    assertThatThrownBy(() -> payees().verifyBank("..")).isInstanceOf(IllegalArgumentException.class);
    assertThat(server.getRequestCount()).isZero();
  }

  static Stream<Arguments> malformedVerification() {
    return Stream.concat(Answers.malformedForAnyOperation(), Stream.of(
        Arguments.of("status a number", ok("{\"status\":1,\"name_at_bank\":\"X\",\"name_at_vpa\":\"X\"}")),
        Arguments.of("name a boolean", ok("{\"status\":\"verified\",\"name_at_bank\":true,\"name_at_vpa\":true}"))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformedVerification")
  void verifyBank_malformedAnswer_isResponseDecodingException(String name, MockResponse answer) {
    server.enqueue(answer);

    assertThatThrownBy(() -> payees().verifyBank("p1")).isInstanceOf(ResponseDecodingException.class);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformedVerification")
  void verifyVpa_malformedAnswer_isResponseDecodingException(String name, MockResponse answer) {
    server.enqueue(answer);

    assertThatThrownBy(() -> payees().verifyVpa("p1")).isInstanceOf(ResponseDecodingException.class);
  }
}
