package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Duplicate and out-of-order deliveries on request, so a receiver's handle-once code can be
 * tested against the sandbox: extra copies of every callback, and held callbacks released
 * newest first.
 */
class CallbackOrderTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode json(String body) {
    try {
      return JSON.readTree(body);
    } catch (IOException e) {
      throw new AssertionError(body, e);
    }
  }

  @Test
  void duplicates_deliverEveryCallbackAgain_withTheSameEventIdAndBody() {
    try (Sandbox sandbox = Sandbox.start(); RecordingReceiver receiver = new RecordingReceiver(0)) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().notifyUrl(receiver.url("/cb")).build());
      sandbox.callbacks().duplicates(1);
      Fixtures.paidPayment(sandbox, wire, m, "5.00");
      sandbox.callbacks().await(Duration.ofSeconds(5),
          d -> sandbox.callbacks().deliveries().stream().filter(CallbackDelivery::delivered).count() == 2);
      List<CallbackDelivery> deliveries = sandbox.callbacks().deliveries();
      assertThat(deliveries).hasSize(2);
      assertThat(deliveries.get(1).id()).isEqualTo(deliveries.get(0).id());
      assertThat(receiver.bodies()).hasSize(2);
      assertThat(receiver.bodies().get(1)).isEqualTo(receiver.bodies().get(0));

      sandbox.callbacks().duplicates(0);
      Fixtures.paidPayment(sandbox, wire, m, "6.00");
      sandbox.callbacks().await(Duration.ofSeconds(5), d -> d.delivered() && d.payload().contains("6.0000"));
      assertThat(sandbox.callbacks().deliveries()).hasSize(3);
      assertThatThrownBy(() -> sandbox.callbacks().duplicates(11)).hasMessageContaining("duplicates");
    }
  }

  @Test
  void heldCallbacks_releasedInReverse_arriveNewestFirst() {
    try (Sandbox sandbox = Sandbox.start(); RecordingReceiver receiver = new RecordingReceiver(0)) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().notifyUrl(receiver.url("/cb")).build());
      String link = Fixtures.createLink(wire, m, "5", ",\"usage_limit\":3");
      sandbox.callbacks().hold();
      sandbox.payLink(link);
      sandbox.payLink(link);
      sandbox.payLink(link);
      assertThat(sandbox.callbacks().deliveries()).hasSize(3)
          .allSatisfy(d -> assertThat(d.attempts()).isEmpty())
          .noneMatch(CallbackDelivery::finished);
      assertThat(receiver.bodies()).isEmpty();

      List<CallbackDelivery> released = sandbox.callbacks().releaseInReverse();
      assertThat(released).hasSize(3);
      sandbox.callbacks().await(Duration.ofSeconds(5),
          d -> sandbox.callbacks().deliveries().stream().allMatch(CallbackDelivery::delivered));
      assertThat(receiver.bodies()).extracting(body -> json(body).get("current_usage_count").asInt())
          .containsExactly(3, 2, 1);

      // No longer holding: the next callback goes at once.
      String second = Fixtures.createLink(wire, m, "7", "");
      sandbox.payLink(second);
      sandbox.callbacks().await(Duration.ofSeconds(5), d -> d.delivered() && d.payload().contains(second));
      assertThat(sandbox.callbacks().release()).isEmpty();
    }
  }

  @Test
  void overHttp_duplicatesHoldAndRelease() {
    try (Sandbox sandbox = Sandbox.start(); RecordingReceiver receiver = new RecordingReceiver(0)) {
      WireClient wire = new WireClient(sandbox);
      SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder().notifyUrl(receiver.url("/cb")).build());
      assertThat(wire.anonymous().post("/_sandbox/callbacks/duplicates", "{\"extra\":11}").status()).isEqualTo(400);
      assertThat(wire.anonymous().post("/_sandbox/callbacks/duplicates", "{}").status()).isEqualTo(400);
      assertThat(wire.anonymous().post("/_sandbox/callbacks/duplicates", "{\"extra\":1}").status()).isEqualTo(200);
      assertThat(wire.anonymous().post("/_sandbox/callbacks/hold", "").status()).isEqualTo(200);
      String first = Fixtures.paidPayment(sandbox, wire, m, "1.00");
      String second = Fixtures.paidPayment(sandbox, wire, m, "2.00");
      assertThat(receiver.bodies()).isEmpty();
      assertThat(wire.anonymous().post("/_sandbox/callbacks/release", "{\"reverse\":\"yes\"}").status()).isEqualTo(400);
      WireResponse released = wire.anonymous().post("/_sandbox/callbacks/release", "{\"reverse\":true}");
      assertThat(released.status()).as(released.body()).isEqualTo(200);
      assertThat(released.data()).hasSize(4);
      sandbox.callbacks().await(Duration.ofSeconds(5),
          d -> sandbox.callbacks().deliveries().stream().allMatch(CallbackDelivery::delivered));
      assertThat(receiver.bodies()).extracting(body -> json(body).get("payment_id").asText())
          .containsExactly(second, second, first, first);
    }
  }
}
