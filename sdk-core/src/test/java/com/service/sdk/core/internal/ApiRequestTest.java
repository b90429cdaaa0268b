package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.IdempotencyKey;
import java.util.Map;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ApiRequestTest {
  private static final HttpUrl BASE = HttpUrl.get("https://api.example.test/");

  @ParameterizedTest
  @ValueSource(strings = {".", "..", "", "   "})
  void segment_rejectsValuesThatWouldChangeThePath(String id) {
    assertThatThrownBy(() -> ApiRequest.get("test.operation", "/payments").segment(id, "paymentId"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("paymentId must not be");
  }

  @Test
  void segment_rejectsNullNamingTheField() {
    assertThatThrownBy(() -> ApiRequest.get("test.operation", "/payments").segment(null, "paymentId"))
        .isInstanceOf(NullPointerException.class).hasMessage("paymentId == null");
  }

  @Test
  void segment_keepsDotsInsideAnId() {
    assertThat(ApiRequest.get("test.operation", "/payments").segment("pay..1", "paymentId").build().url(BASE).encodedPath())
        .isEqualTo("/payments/pay..1");
  }

  @Test
  void segment_percentEncodesEveryPrintableAsciiCharacterOutsideTheUnreservedSet() {
    StringBuilder printable = new StringBuilder();
    for (char c = 0x20; c <= 0x7e; c++) {
      printable.append(c);
    }
    // Expected value computed outside Java: urllib.parse.quote(s, safe="") in Python 3.
    assertThat(ApiRequest.get("test.operation", "/payments").segment(printable.toString(), "paymentId").build().url(BASE)
        .encodedPath()).isEqualTo("/payments/%20%21%22%23%24%25%26%27%28%29%2A%2B%2C-.%2F0123456789%3A%3B%3C%3D"
            + "%3E%3F%40ABCDEFGHIJKLMNOPQRSTUVWXYZ%5B%5C%5D%5E_%60abcdefghijklmnopqrstuvwxyz%7B%7C%7D~");
  }

  @Test
  void segment_leavesNoSubDelimiterLiteral() {
    assertThat(ApiRequest.get("test.operation", "/p").segment("[a];b:c@d!e$f'g(h)i*j+k,l=m", "id").build().url(BASE).encodedPath())
        .isEqualTo("/p/%5Ba%5D%3Bb%3Ac%40d%21e%24f%27g%28h%29i%2Aj%2Bk%2Cl%3Dm");
  }

  @Test
  void segment_percentEncodesTheUtf8BytesOfNonAscii() {
    assertThat(ApiRequest.get("test.operation", "/p").segment("pay_₹é😀", "id").build().url(BASE).encodedPath())
        .isEqualTo("/p/pay_%E2%82%B9%C3%A9%F0%9F%98%80");
  }

  @Test
  void idempotent_onlyForGetsAndKeyedPosts() {
    assertThat(ApiRequest.get("test.operation", "/a").build().idempotent()).isTrue();
    assertThat(ApiRequest.post("test.operation", "/a").jsonBody(Map.of()).build().idempotent()).isFalse();
    assertThat(ApiRequest.post("test.operation", "/a").idempotencyKey(IdempotencyKey.random()).build().idempotent()).isTrue();
  }

  @Test
  void query_isEncodedAndOrdered() {
    assertThat(ApiRequest.get("test.operation", "/list").query("limit", "50").query("q", "a b&c").build().url(BASE).encodedQuery())
        .isEqualTo("limit=50&q=a%20b%26c");
  }
}
