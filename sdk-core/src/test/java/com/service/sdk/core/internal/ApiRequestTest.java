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
    assertThatThrownBy(() -> ApiRequest.get("/payments").segment(id, "paymentId"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("paymentId must not be");
  }

  @Test
  void segment_rejectsNullNamingTheField() {
    assertThatThrownBy(() -> ApiRequest.get("/payments").segment(null, "paymentId"))
        .isInstanceOf(NullPointerException.class).hasMessage("paymentId == null");
  }

  @Test
  void segment_keepsDotsInsideAnId() {
    assertThat(ApiRequest.get("/payments").segment("pay..1", "paymentId").build().url(BASE).encodedPath())
        .isEqualTo("/payments/pay..1");
  }

  @Test
  void idempotent_onlyForGetsAndKeyedPosts() {
    assertThat(ApiRequest.get("/a").build().idempotent()).isTrue();
    assertThat(ApiRequest.post("/a").jsonBody(Map.of()).build().idempotent()).isFalse();
    assertThat(ApiRequest.post("/a").idempotencyKey(IdempotencyKey.random()).build().idempotent()).isTrue();
  }

  @Test
  void query_isEncodedAndOrdered() {
    assertThat(ApiRequest.get("/list").query("limit", "50").query("q", "a b&c").build().url(BASE).encodedQuery())
        .isEqualTo("limit=50&q=a%20b%26c");
  }
}
