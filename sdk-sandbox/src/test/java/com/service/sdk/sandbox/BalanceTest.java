package com.service.sdk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** Operation 3: balance figures move consistently with payments, refunds and payouts. */
class BalanceTest extends SandboxWireTest {

  private JsonNode balance(SandboxMerchant m) {
    WireResponse r = wire.plugin(m).get("/payments/balance");
    assertThat(r.status()).as(r.body()).isEqualTo(200);
    return r.json();
  }

  private BigDecimal figure(JsonNode balance, String name) {
    assertThat(balance.get(name).isNumber()).as(name + " is a JSON number").isTrue();
    return balance.get(name).decimalValue();
  }

  @Test
  void figures_moveWithPaymentsRefundsAndPayouts() {
    SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder()
        .walletBalance(new BigDecimal("5000.00")).payoutDepositBalance(new BigDecimal("2000.00")).build());
    JsonNode start = balance(m);
    assertThat(start.get("account_id").asText()).isNotEmpty();
    assertThat(start.get("currency").asText()).isEqualTo("INR");
    assertThat(figure(start, "available_balance")).isEqualByComparingTo("5000");
    assertThat(figure(start, "payout_deposit_balance")).isEqualByComparingTo("2000");
    assertThat(figure(start, "collection_balance")).isEqualByComparingTo("0");

    String paymentId = Fixtures.paidPayment(sandbox, wire, m, "499.00");
    assertThat(figure(balance(m), "collection_balance")).isEqualByComparingTo("499");
    assertThat(figure(balance(m), "pending_settlements")).isEqualByComparingTo("499");
    WireResponse refund = wire.plugin(m).idempotencyKey(Fixtures.key())
        .post("/refunds/create", Fixtures.refundBody(m.merchantId(), paymentId, "99.00"));
    assertThat(refund.status()).as(refund.body()).isEqualTo(200);
    assertThat(refund.json().get("amount").asText()).isEqualTo("99.0000");
    assertThat(figure(balance(m), "collection_balance")).isEqualByComparingTo("400");

    String payee = Fixtures.bankVerifiedPayee(wire, m);
    String first = Fixtures.payout(wire, m, payee, "1000.00");
    JsonNode held = balance(m);
    assertThat(figure(held, "payout_deposit_balance")).as("1000 + fee 5 held").isEqualByComparingTo("995");
    assertThat(figure(held, "payout_deposit_locked_balance")).isEqualByComparingTo("1005");
    sandbox.completePayout(first);
    JsonNode completed = balance(m);
    assertThat(figure(completed, "payout_deposit_locked_balance")).isEqualByComparingTo("0");
    assertThat(figure(completed, "payout_deposit_balance")).isEqualByComparingTo("995");

    String fromWallet = Fixtures.payout(wire, m, payee, "1500.00");
    assertThat(figure(balance(m), "available_balance")).as("deposit cannot cover 1505").isEqualByComparingTo("3495");
    assertThat(figure(balance(m), "locked_balance")).isEqualByComparingTo("1505");
    sandbox.failPayout(fromWallet, "beneficiary bank offline");
    JsonNode failed = balance(m);
    assertThat(figure(failed, "available_balance")).as("a failed payout returns the funds").isEqualByComparingTo("5000");
    assertThat(figure(failed, "locked_balance")).isEqualByComparingTo("0");
  }

  @Test
  void payoutThatFundsCannotCover_isRefusedWithClearError() {
    SandboxMerchant m = sandbox.createMerchant(MerchantOptions.builder()
        .walletBalance(new BigDecimal("100.00")).payoutDepositBalance(new BigDecimal("50.00")).build());
    String payee = Fixtures.bankVerifiedPayee(wire, m);
    WireResponse r = wire.hmac(m).idempotencyKey(Fixtures.key())
        .post("/api/v1/payouts/external/initiate", Fixtures.payoutBody(payee, "96.00", "po_big", "IMPS"));
    assertThat(r.status()).isEqualTo(422);
    assertThat(r.message()).contains("insufficient funds").contains("101.0000");
    assertThat(sandbox.payouts(m.merchantId())).isEmpty();
    assertThat(figure(balance(m), "available_balance")).isEqualByComparingTo("100");
  }

  @Test
  void merchantIdInQueryOrBody_is400() {
    SandboxMerchant m = sandbox.createMerchant();
    WireResponse query = wire.plugin(m).get("/payments/balance?merchant_id=" + m.merchantId());
    assertThat(query.status()).isEqualTo(400);
    assertThat(query.message()).contains("merchant_id must not be sent");
    WireResponse body = wire.plugin(m).send("GET", "/payments/balance", "{\"merchant_id\":\"" + m.merchantId() + "\"}");
    assertThat(body.status()).isEqualTo(400);
    assertThat(body.message()).contains("merchant_id must not be sent");
  }
}
