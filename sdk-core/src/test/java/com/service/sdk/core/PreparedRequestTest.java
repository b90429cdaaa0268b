package com.service.sdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PreparedRequestTest {
  private static final IdempotencyKey KEY = IdempotencyKey.of("stored-key-0000000001");

  private static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void of_keepsACopyOfTheBytes_andBodyHandsOutCopies() {
    byte[] stored = utf8("{\"amount\":\"1.00\",\"reason\":\"☕\"}");
    PreparedRequest prepared = PreparedRequest.of("refunds.create", KEY, stored);

    stored[0] = 'x';
    prepared.body()[1] = 'y';

    assertThat(prepared.body()).isEqualTo(utf8("{\"amount\":\"1.00\",\"reason\":\"☕\"}"));
    assertThat(prepared.operation()).isEqualTo("refunds.create");
    assertThat(prepared.idempotencyKey()).isEqualTo(KEY);
  }

  @Test
  void equality_isByOperationKeyAndBytes_andToStringShowsNoBody() {
    PreparedRequest a = PreparedRequest.of("refunds.create", KEY, utf8("{\"a\":1}"));

    assertThat(a).isEqualTo(PreparedRequest.of("refunds.create", KEY, utf8("{\"a\":1}")))
        .hasSameHashCodeAs(PreparedRequest.of("refunds.create", KEY, utf8("{\"a\":1}")))
        .isNotEqualTo(PreparedRequest.of("refunds.create", KEY, utf8("{\"a\":2}")))
        .isNotEqualTo(PreparedRequest.of("payouts.initiate", KEY, utf8("{\"a\":1}")));
    assertThat(a).hasToString("PreparedRequest[refunds.create, idempotencyKey=stored-key-0000000001, body=7 bytes]");
  }

  @Test
  void of_refusesWhatCouldNotHaveBeenPrepared_namingIt() {
    assertThatThrownBy(() -> PreparedRequest.of("refunds.create", KEY, new byte[] {'{', (byte) 0xC3, '}'}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("body of refunds.create stored-key-0000000001 is not UTF-8 text");
    assertThatThrownBy(() -> PreparedRequest.of("refunds.create", KEY, utf8("[1,2]")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("body of refunds.create stored-key-0000000001 is not a JSON object (5 bytes)");
    assertThatThrownBy(() -> PreparedRequest.of(" ", KEY, utf8("{}")))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("operation must not be blank");
    assertThatThrownBy(() -> PreparedRequest.of("refunds.create", null, utf8("{}")))
        .isInstanceOf(NullPointerException.class).hasMessage("idempotencyKey == null");
    assertThatThrownBy(() -> PreparedRequest.of("refunds.create", KEY, null))
        .isInstanceOf(NullPointerException.class).hasMessage("body == null");
  }
}
