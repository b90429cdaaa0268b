package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;

/** Request bodies and multi-step setups shared by the tests. */
final class Fixtures {
  private Fixtures() {}

  static String paymentBody(String merchantId, String amount) {
    return "{\"merchant_id\":\"" + merchantId + "\",\"order_id\":\"ord_" + UUID.randomUUID() + "\",\"amount\":\"" + amount
        + "\",\"customer\":{\"name\":\"Asha Rao\",\"email\":\"asha@example.com\",\"phone\":\"9800000000\"}}";
  }

  static String refundBody(String merchantId, String paymentId, String amount) {
    return "{\"merchant_id\":\"" + merchantId + "\",\"payment_id\":\"" + paymentId + "\",\"amount\":\"" + amount + "\"}";
  }

  static String linkBody(String amount, String extra) {
    return "{\"title\":\"Invoice 42\",\"amount\":" + amount + ",\"external_id\":\"inv_42\","
        + "\"customer_context\":{\"full_name\":\"Asha Rao\",\"email_address\":\"asha@example.com\","
        + "\"phone_number\":\"9800000000\"}" + extra + "}";
  }

  static String bankPayeeBody(String account) {
    return "{\"legal_name\":\"Ravi Kumar\",\"bank_account_no\":\"" + account + "\",\"routing_id\":\"HDFC0001234\"}";
  }

  static String payoutBody(String payeeId, String amount, String externalRef, String method) {
    return "{\"payee_id\":\"" + payeeId + "\",\"amount\":" + amount + ",\"external_ref\":\"" + externalRef
        + "\",\"payout_method\":\"" + method + "\"}";
  }

  static String key() {
    return "idem-" + UUID.randomUUID();
  }

  /** Creates a hosted payment and returns its id. */
  static String createPayment(WireClient wire, SandboxMerchant merchant, String amount) {
    WireResponse created = wire.plugin(merchant).post("/payments/create", paymentBody(merchant.merchantId(), amount));
    assertThat(created.status()).as(created.body()).isEqualTo(200);
    return created.json().get("payment_id").asText();
  }

  /** Creates a payment and pays it through the control method. */
  static String paidPayment(Sandbox sandbox, WireClient wire, SandboxMerchant merchant, String amount) {
    String paymentId = createPayment(wire, merchant, amount);
    sandbox.payPayment(paymentId);
    return paymentId;
  }

  static String createLink(WireClient wire, SandboxMerchant merchant, String amount, String extra) {
    WireResponse created = wire.hmac(merchant).post("/api/v1/collections/intents/api", linkBody(amount, extra));
    assertThat(created.status()).as(created.body()).isEqualTo(200);
    return created.data().get("short_id").asText();
  }

  /** Registers a payee with bank details and a vpa, verifies the bank account, returns its id. */
  static String bankVerifiedPayee(WireClient wire, SandboxMerchant merchant) {
    String account = Long.toString(1_000_000_000L + (long) (Math.random() * 8_000_000_000L));
    WireResponse created = wire.hmac(merchant).post("/api/v1/payees/external/create",
        "{\"legal_name\":\"Ravi Kumar\",\"bank_account_no\":\"" + account
            + "\",\"routing_id\":\"HDFC0001234\",\"vpa\":\"ravi@okbank\"}");
    assertThat(created.status()).as(created.body()).isEqualTo(200);
    String payeeId = created.data().get("id").asText();
    WireResponse verified = wire.hmac(merchant).post("/api/v1/payees/external/" + payeeId + "/verify/bank", "{}");
    assertThat(verified.status()).as(verified.body()).isEqualTo(200);
    return payeeId;
  }

  /** Initiates an IMPS payout and returns its transaction id. */
  static String payout(WireClient wire, SandboxMerchant merchant, String payeeId, String amount) {
    WireResponse initiated = wire.hmac(merchant).idempotencyKey(key())
        .post("/api/v1/payouts/external/initiate", payoutBody(payeeId, amount, "po_" + UUID.randomUUID(), "IMPS"));
    assertThat(initiated.status()).as(initiated.body()).isEqualTo(200);
    return initiated.data().get("transaction_id").asText();
  }
}
