package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ListenerHeadersTest {
  private final ListenerHeaders headers = new ListenerHeaders();

  @Test
  void put_keepsHeadersInOrder_andTheLastValuePutUnderANameInAnyCase() {
    headers.put("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01");
    headers.put("tracestate", "vendor=1");
    headers.put("TraceParent", "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01");

    assertThat(headers.asMap()).containsExactly(
        Map.entry("tracestate", "vendor=1"),
        Map.entry("TraceParent", "00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-01"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"Idempotency-Key", "idempotency-key", "X-API-KEY-ID", "X-API-SIGNATURE", "x-api-nonce",
      "X-Service-Signature", "X-Service-Api-Key", "Authorization", "Content-Type", "Content-Length", "Host",
      "User-Agent", "Accept", "Transfer-Encoding", "Connection", "Cookie"})
  void put_refusesEveryHeaderTheSdkOrHttpSets(String name) {
    assertThatThrownBy(() -> headers.put(name, "x"))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("header " + name + " is the SDK's to set");
    assertThat(headers.asMap()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "trace parent", "trace\r\nX-API-SIGNATURE", "tr\u00e4ce", "a:b", "a(b)"})
  void put_refusesANameThatIsNotAToken(String name) {
    assertThatThrownBy(() -> headers.put(name, "x"))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("header name is empty or not an HTTP token");
  }

  @ParameterizedTest
  @ValueSource(strings = {"a\r\nX-API-SIGNATURE: forged", "a\nb", "caf\u00e9", "\u0000"})
  void put_refusesAValueOutsidePrintableAscii(String value) {
    assertThatThrownBy(() -> headers.put("baggage", value))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("header baggage has a character outside printable ASCII");
  }

  @Test
  void put_refusesAValueLongerThanTheBound_andTakesOneAtIt() {
    headers.put("baggage", "a".repeat(ListenerHeaders.MAX_VALUE_CHARS));

    assertThatThrownBy(() -> headers.put("baggage", "a".repeat(ListenerHeaders.MAX_VALUE_CHARS + 1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("header baggage is longer than 4096 characters");
  }

  @Test
  void put_refusesNulls_namingWhich() {
    assertThatThrownBy(() -> headers.put(null, "x")).isInstanceOf(NullPointerException.class)
        .hasMessage("name == null");
    assertThatThrownBy(() -> headers.put("baggage", null)).isInstanceOf(NullPointerException.class)
        .hasMessage("value == null");
  }
}
