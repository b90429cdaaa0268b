package com.service.sdk.plugin;

import static com.service.sdk.plugin.PluginWire.assertSignedGet;
import static com.service.sdk.plugin.PluginWire.clientFor;
import static com.service.sdk.plugin.PluginWire.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.AuthenticationException;
import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.ResponseDecodingException;
import com.service.sdk.plugin.model.Balance;
import java.math.BigDecimal;
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

class BalanceServiceTest {
  private static final String BALANCE = PluginWire.BALANCE;

  @StartStop private final MockWebServer server = new MockWebServer();

  private BalanceService balance() {
    return clientFor(server).build().balance();
  }

  @Test
  void get_sendsSignedGetWithoutBodyOrMerchantId_andDecodesFigures() throws Exception {
    server.enqueue(json(200, BALANCE));

    Balance balance = balance().get();

    RecordedRequest request = server.takeRequest();
    assertSignedGet(request, "/payments/balance");
    assertThat(request.getTarget()).isEqualTo("/payments/balance");
    assertThat(request.getHeaders().get("X-Service-Signature")).isEqualTo(
        PluginWire.hmacHex(PluginWire.SECRET, PluginWire.NOW + ".GET./payments/balance."));
    assertThat(balance).isEqualTo(new Balance("acc_1", new BigDecimal("1500.5"), new BigDecimal("0"),
        new BigDecimal("2500.0000"), new BigDecimal("10.25"), new BigDecimal("100000"), new BigDecimal("0.0001"),
        new BigDecimal("499.99"), "INR"));
  }

  @Test
  void get_decodesFiguresBeyondDoublePrecisionExactly() {
    server.enqueue(json(200, BALANCE.replace("1500.5", "12345678901234567890.1234")
        .replace("499.99", "98765432109876543210")));

    Balance balance = balance().get();

    assertThat(balance.availableBalance()).isEqualTo(new BigDecimal("12345678901234567890.1234"));
    assertThat(balance.pendingSettlements()).isEqualTo(new BigDecimal("98765432109876543210"));
  }

  @Test
  void get_acceptsFigureSentAsDecimalString() {
    server.enqueue(json(200, BALANCE.replace("1500.5", "\"250.50\"")));

    assertThat(balance().get().availableBalance()).isEqualTo(new BigDecimal("250.50"));
  }

  static Stream<Arguments> incompleteBalances() {
    return Stream.of(
        Arguments.of("{}", "account_id"),
        Arguments.of("{\"success\":false,\"message\":\"merchant suspended\"}", "account_id"),
        Arguments.of("{\"error\":{\"code\":\"E42\"}}", "account_id"),
        Arguments.of(BALANCE.replace("\"locked_balance\":0,", ""), "locked_balance"),
        Arguments.of(BALANCE.replace("\"pending_settlements\":499.99,", "\"pending_settlements\":null,"),
            "pending_settlements"),
        Arguments.of(BALANCE.replace(",\"currency\":\"INR\"", ""), "currency"));
  }

  @ParameterizedTest
  @MethodSource("incompleteBalances")
  void get_whenAFigureIsMissing_isADecodingErrorNotAHalfFilledBalance(String body, String missing) {
    server.enqueue(json(200, body));

    assertThatThrownBy(() -> balance().get())
        .asInstanceOf(type(ResponseDecodingException.class))
        .satisfies(e -> {
          assertThat(e.getMessage()).contains("required field \"" + missing + "\" is missing or null");
          assertThat(e.bodySnippet()).isEqualTo(body);
          assertThat(e.outcome()).isEqualTo(Outcome.NOT_APPLIED);
        });
  }

  static Stream<Arguments> sourceIpRefusals() {
    return Stream.of(
        Arguments.of(403, AuthenticationException.class),
        Arguments.of(401, AuthenticationException.class),
        Arguments.of(400, InvalidRequestException.class));
  }

  @ParameterizedTest
  @MethodSource("sourceIpRefusals")
  void get_fromUnapprovedSourceIp_throwsWithServiceMessage_withoutRetry(int status,
      Class<? extends ApiException> expected) {
    server.enqueue(json(status, "{\"message\":\"source IP 203.0.113.9 is not approved for this merchant\"}"));

    assertThatThrownBy(() -> balance().get())
        .isExactlyInstanceOf(expected)
        .asInstanceOf(type(ApiException.class))
        .satisfies(e -> {
          assertThat(e.statusCode()).isEqualTo(status);
          assertThat(e.serviceMessage()).isEqualTo("source IP 203.0.113.9 is not approved for this merchant");
          assertThat(e.attempts()).isEqualTo(1);
        });
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void get_whenConnectionDropsOnce_isRetried() throws Exception {
    server.enqueue(new MockResponse.Builder().onResponseStart(SocketEffect.ShutdownConnection.INSTANCE).build());
    server.enqueue(json(200, BALANCE));

    assertThat(balance().get().accountId()).isEqualTo("acc_1");

    assertSignedGet(server.takeRequest(), "/payments/balance");
    assertSignedGet(server.takeRequest(), "/payments/balance");
  }

  static Stream<String> malformedBalances() {
    return Stream.of(
        "<html><body>Forbidden</body></html>",
        "",
        "{\"account_id\":\"acc_1\",\"available_balance\":15",
        "{\"account_id\":\"acc_1\",\"available_balance\":\"abc\"}",
        "{\"account_id\":\"acc_1\",\"locked_balance\":{\"amount\":0}}",
        "{\"account_id\":\"acc_1\",\"pending_settlements\":true}",
        "{\"account_id\":12345}",
        "[]");
  }

  @ParameterizedTest
  @MethodSource("malformedBalances")
  void get_whenAnswerIsMalformed_throwsResponseDecodingException(String body) {
    server.enqueue(json(200, body));

    assertThatThrownBy(() -> balance().get())
        .asInstanceOf(type(ResponseDecodingException.class))
        .satisfies(e -> {
          assertThat(e.statusCode()).isEqualTo(200);
          assertThat(e.bodySnippet()).isEqualTo(body);
          assertThat(e.getMessage()).startsWith("GET /payments/balance");
        });
  }
}
