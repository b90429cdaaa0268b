package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Caller-chosen ids: every printable ASCII character (and non-ASCII text) in a payment, link,
 * payee or payout id round-trips through a percent-encoded path segment that the sandbox decodes
 * exactly once, while signatures stay over the raw path as sent.
 */
class ChosenIdsTest extends SandboxWireTest {

  /** Percent-encodes outside RFC 3986's unreserved set, as the SDK does; written apart from the sandbox's encoder. */
  static String encode(String id) {
    StringBuilder out = new StringBuilder();
    for (byte b : id.getBytes(StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (Character.isLetterOrDigit(c) && c < 128 || c == '-' || c == '.' || c == '_' || c == '~') {
        out.append((char) c);
      } else {
        out.append(String.format("%%%02X", c));
      }
    }
    return out.toString();
  }

  /** Text to place between JSON quotes. */
  private static String jsonText(String text) {
    return text.replace("\\", "\\\\").replace("\"", "\\\"");
  }

  /** An id holding one printable ASCII character between two letters, e.g. {@code "a;z"}. */
  private static String idWith(char c) {
    return "a" + c + "z";
  }

  @BeforeEach
  void clearIds() {
    sandbox.ids().clear();
  }

  @Test
  void payments_everyPrintableAsciiCharacter_isFoundByStatusAndItsCheckoutUrlIsEncoded() {
    SandboxMerchant m = sandbox.createMerchant();
    for (char c = 0x20; c <= 0x7e; c++) {
      String id = "pay" + idWith(c);
      sandbox.ids().next(IdKind.PAYMENT, id);
      WireResponse created = wire.plugin(m).post("/payments/create", Fixtures.paymentBody(m.merchantId(), "1.00"));
      assertThat(created.status()).as(id + ": " + created.body()).isEqualTo(200);
      assertThat(created.json().get("payment_id").asText()).isEqualTo(id);
      assertThat(created.json().get("checkout_url").asText())
          .isEqualTo(sandbox.checkoutBaseUrl() + "/payments/" + encode(id));
      WireResponse status = wire.plugin(m).get("/payments/" + encode(id) + "/status");
      assertThat(status.status()).as(id + ": " + status.body()).isEqualTo(200);
      assertThat(status.json().get("payment_id").asText()).isEqualTo(id);
      WireResponse page = wire.anonymous().get("/checkout/payments/" + encode(id));
      assertThat(page.status()).as(id).isEqualTo(200);
    }
    assertThat(sandbox.ids().pending(IdKind.PAYMENT)).isEmpty();
  }

  @Test
  void links_everyPrintableAsciiCharacter_isFoundByThePublicOperations() {
    SandboxMerchant m = sandbox.createMerchant();
    for (char c = 0x20; c <= 0x7e; c++) {
      String id = "lnk" + idWith(c);
      sandbox.ids().next(IdKind.LINK, id);
      WireResponse created = wire.hmac(m).post("/api/v1/collections/intents/api", Fixtures.linkBody("5", ""));
      assertThat(created.status()).as(id + ": " + created.body()).isEqualTo(200);
      assertThat(created.data().get("short_id").asText()).isEqualTo(id);
      assertThat(created.data().get("checkout_url").asText()).isEqualTo(sandbox.checkoutBaseUrl() + "/" + encode(id));
      WireResponse status = wire.anonymous().get("/api/v1/collections/intents/" + encode(id) + "/status");
      assertThat(status.status()).as(id + ": " + status.body()).isEqualTo(200);
      assertThat(status.data().get("short_id").asText()).isEqualTo(id);
      WireResponse checkout = wire.anonymous().get("/api/v1/collections/checkout/" + encode(id));
      assertThat(checkout.data().get("short_id").asText()).as(id).isEqualTo(id);
    }
  }

  @Test
  void payeesAndPayouts_everyPrintableAsciiCharacter_isFoundBySignedPathOperations() {
    SandboxMerchant m = sandbox.createMerchant();
    for (char c = 0x20; c <= 0x7e; c++) {
      String payeeId = "pye" + idWith(c);
      sandbox.ids().next(IdKind.PAYEE, payeeId);
      WireResponse payee = wire.hmac(m).post("/api/v1/payees/external/create", Fixtures.bankPayeeBody("1000" + (int) c));
      assertThat(payee.status()).as(payeeId + ": " + payee.body()).isEqualTo(200);
      assertThat(payee.data().get("id").asText()).isEqualTo(payeeId);
      WireResponse verified = wire.hmac(m).post("/api/v1/payees/external/" + encode(payeeId) + "/verify/bank", "{}");
      assertThat(verified.status()).as(payeeId + ": " + verified.body()).isEqualTo(200);

      String txnId = "txn" + idWith(c);
      sandbox.ids().next(IdKind.PAYOUT, txnId);
      WireResponse payout = wire.hmac(m).idempotencyKey(Fixtures.key()).post("/api/v1/payouts/external/initiate",
          Fixtures.payoutBody(jsonText(payeeId), "1.00", "po_" + (int) c, "IMPS"));
      assertThat(payout.status()).as(txnId + ": " + payout.body()).isEqualTo(200);
      assertThat(payout.data().get("transaction_id").asText()).isEqualTo(txnId);
      for (String path : new String[] {"/api/v1/payouts/external/status/", "/api/v1/transactions/external/status/"}) {
        WireResponse status = wire.hmac(m).get(path + encode(txnId));
        assertThat(status.status()).as(path + txnId + ": " + status.body()).isEqualTo(200);
        assertThat(status.data().get("id").asText()).isEqualTo(txnId);
      }
    }
  }

  @Test
  void aPathSegmentIsDecodedExactlyOnce() {
    SandboxMerchant m = sandbox.createMerchant();
    String[] ids = {"a/b", "a%2Fb", "a%252Fb", "pay-ü-€-日本"};
    for (String id : ids) {
      sandbox.ids().next(IdKind.PAYMENT, id);
      Fixtures.createPayment(wire, m, "1.00");
    }
    for (String id : ids) {
      WireResponse status = wire.plugin(m).get("/payments/" + encode(id) + "/status");
      assertThat(status.status()).as(id + ": " + status.body()).isEqualTo(200);
      assertThat(status.json().get("payment_id").asText()).isEqualTo(id);
    }
  }

  @Test
  void theSignatureCoversTheRawPath_notTheDecodedOne() {
    SandboxMerchant m = sandbox.createMerchant();
    sandbox.ids().next(IdKind.PAYMENT, "a b");
    Fixtures.createPayment(wire, m, "1.00");
    long ts = Clock.systemUTC().instant().getEpochSecond();
    String decodedSignature = TestSigner.pluginFamily(m.apiSecret(), Long.toString(ts), "GET", "/payments/a b/status",
        new byte[0]);
    WireResponse refused = wire.plugin(m).timestamp(ts).signature(decodedSignature).get("/payments/a%20b/status");
    assertThat(refused.status()).isEqualTo(401);
    assertThat(wire.plugin(m).get("/payments/a%20b/status").status()).isEqualTo(200);
  }

  @Test
  void chosenIdsAreUsedInOrder_onlyBySuccessfulCreates_andATakenIdIsRefusedWith409() {
    SandboxMerchant m = sandbox.createMerchant();
    sandbox.ids().next(IdKind.PAYMENT, "first").next(IdKind.PAYMENT, "second");
    WireResponse refused = wire.plugin(m).post("/payments/create", "{\"merchant_id\":\"" + m.merchantId() + "\"}");
    assertThat(refused.status()).isEqualTo(400);
    assertThat(sandbox.ids().pending(IdKind.PAYMENT)).containsExactly("first", "second");
    assertThat(Fixtures.createPayment(wire, m, "1.00")).isEqualTo("first");
    assertThat(Fixtures.createPayment(wire, m, "1.00")).isEqualTo("second");
    assertThat(Fixtures.createPayment(wire, m, "1.00")).startsWith("pay_");

    sandbox.ids().next(IdKind.PAYMENT, "first");
    WireResponse taken = wire.plugin(m).post("/payments/create", Fixtures.paymentBody(m.merchantId(), "1.00"));
    assertThat(taken.status()).isEqualTo(409);
    assertThat(taken.json().get("message").asText()).contains("'first'").contains("already taken");
    assertThat(sandbox.ids().pending(IdKind.PAYMENT)).containsExactly("first");
  }

  @Test
  void badChosenIds_areRefusedNamingTheProblem() {
    assertThatThrownBy(() -> sandbox.ids().next(IdKind.PAYEE, "")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1 to 200 characters");
    assertThatThrownBy(() -> sandbox.ids().next(IdKind.PAYEE, "a\nb")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("control characters").hasMessageContaining("U+000A");
    assertThatThrownBy(() -> sandbox.ids().next(null, "x")).isInstanceOf(NullPointerException.class);
  }
}
