package com.service.sdk.payouts;

import static com.service.sdk.payouts.Answers.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.NotFoundException;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.payouts.model.CheckoutLink;
import com.service.sdk.payouts.model.LinkPaymentState;
import com.service.sdk.payouts.model.LinkState;
import com.service.sdk.payouts.model.LinkStatus;
import java.math.BigDecimal;
import java.util.UUID;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

final class PublicLinksServiceTest {
  static final String STATUS = "{\"status\":\"SUCCESS\",\"short_id\":\"pl_Ab3dE\",\"transaction_id\":\"txn_1\","
      + "\"current_usage_count\":2,\"usage_limit\":2,\"is_active\":false}";
  static final String CHECKOUT = "{\"id\":\"8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10\",\"short_id\":\"pl_Ab3dE\","
      + "\"title\":\"Invoice 42\",\"fixed_amount\":\"499.5000\",\"currency\":\"INR\",\"status\":\"active\"}";

  @StartStop private final MockWebServer server = new MockWebServer();

  private PublicLinksService links() {
    return TestClients.publicClient(server).build().links();
  }

  @Test
  void status_getsTheEncodedShortIdPath_withoutCredentials_andDecodes() throws Exception {
    server.enqueue(ok(STATUS));

    LinkStatus status = links().status("pl/1 x");

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("GET");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/collections/intents/pl%2F1%20x/status");
    assertThat(request.getUrl().encodedQuery()).isNull();
    assertThat(SignedRequests.body(request)).isEmpty();
    SignedRequests.assertNoCredentials(request);
    assertThat(status).isEqualTo(new LinkStatus(LinkPaymentState.SUCCESS, "pl_Ab3dE", "txn_1", 2, 2, false));
  }

  @Test
  void checkout_getsTheEncodedShortIdPath_withoutCredentials_andDecodes() throws Exception {
    server.enqueue(ok(CHECKOUT));

    CheckoutLink link = links().checkout("pl/1 x");

    RecordedRequest request = server.takeRequest();
    assertThat(request.getMethod()).isEqualTo("GET");
    assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/collections/checkout/pl%2F1%20x");
    assertThat(request.getUrl().encodedQuery()).isNull();
    assertThat(SignedRequests.body(request)).isEmpty();
    SignedRequests.assertNoCredentials(request);
    assertThat(link).isEqualTo(new CheckoutLink("8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10",
        "pl_Ab3dE", "Invoice 42", new BigDecimal("499.5000"), "INR", LinkState.ACTIVE));
    assertThat(link.uuid()).contains(UUID.fromString("8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10"));
  }

  @Test
  void checkout_whoseIdIsNotAUuid_keepsIt() {
    server.enqueue(ok(CHECKOUT.replace("8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10", "link_01HZX")));

    CheckoutLink link = links().checkout("pl_Ab3dE");

    assertThat(link.id()).isEqualTo("link_01HZX");
    assertThat(link.uuid()).isEmpty();
  }

  @Test
  void status_ofAnUnpaidLink_keepsTheUnknownState() {
    server.enqueue(ok(STATUS.replace("\"SUCCESS\"", "\"PENDING\"").replace("\"transaction_id\":\"txn_1\",", "")));

    LinkStatus status = links().status("pl_Ab3dE");

    assertThat(status.status().isKnown()).isFalse();
    assertThat(status.status().value()).isEqualTo("PENDING");
    assertThat(status.transactionId()).isNull();
  }

  @Test
  void errors_mapByStatus_andSuccessFalseOn200_keepingTheMessage() {
    server.enqueue(Answers.failure(404, "link not found"));
    server.enqueue(Answers.failure(200, "link expired"));

    assertThatThrownBy(() -> links().status("pl_x")).isExactlyInstanceOf(NotFoundException.class)
        .hasMessageContaining("link not found");
    assertThatThrownBy(() -> links().checkout("pl_x")).isExactlyInstanceOf(ApiException.class)
        .hasMessageContaining("link expired");
  }

  @Test
  void blankShortId_isRejectedBeforeSending() {
    assertThatThrownBy(() -> links().status(" ")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("shortId");
    assertThatThrownBy(() -> links().checkout(null)).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("shortId");
    assertThat(server.getRequestCount()).isZero();
  }

  static Stream<Arguments> malformedStatus() {
    return Stream.concat(Answers.malformedForAnyOperation(), Stream.of(
        Arguments.of("short_id missing", ok(STATUS.replace("\"short_id\":\"pl_Ab3dE\",", ""))),
        Arguments.of("status missing", ok(STATUS.replace("\"status\":\"SUCCESS\",", ""))),
        Arguments.of("is_active as text", ok(STATUS.replace("\"is_active\":false", "\"is_active\":\"false\""))),
        Arguments.of("usage_limit a decimal", ok(STATUS.replace("\"usage_limit\":2", "\"usage_limit\":2.5")))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformedStatus")
  void status_malformedAnswer_isResponseDecodingException(String name, MockResponse answer) {
    server.enqueue(answer);

    assertThatThrownBy(() -> links().status("pl_Ab3dE")).isInstanceOf(ResponseDecodingException.class);
  }

  static Stream<Arguments> malformedCheckout() {
    return Stream.concat(Answers.malformedForAnyOperation(), Stream.of(
        Arguments.of("id missing", ok(CHECKOUT.replace("\"id\":\"8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10\",", ""))),
        Arguments.of("id blank", ok(CHECKOUT.replace("8b0c0c7e-3c1e-4a52-9a55-2f1c9c1b6a10", ""))),
        Arguments.of("fixed_amount missing", ok(CHECKOUT.replace("\"fixed_amount\":\"499.5000\",", ""))),
        Arguments.of("status missing", ok(CHECKOUT.replace(",\"status\":\"active\"", ""))),
        Arguments.of("short_id missing", ok(CHECKOUT.replace("\"short_id\":\"pl_Ab3dE\",", ""))),
        Arguments.of("fixed_amount a boolean", ok(CHECKOUT.replace("\"499.5000\"", "true")))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformedCheckout")
  void checkout_malformedAnswer_isResponseDecodingException(String name, MockResponse answer) {
    server.enqueue(answer);

    assertThatThrownBy(() -> links().checkout("pl_Ab3dE")).isInstanceOf(ResponseDecodingException.class);
  }
}
