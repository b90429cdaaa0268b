package com.service.sdk.sandbox.internal.state;

import static com.service.sdk.sandbox.internal.state.StateFixture.amount;
import static com.service.sdk.sandbox.internal.state.StateFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The rules of refunds, without HTTP. */
class RefundsTest {
  private final StateFixture world = new StateFixture();
  private final Merchant merchant = world.merchant();
  private final String paymentId = world.payments.create(merchant,
      new Payments.NewPayment("order-1", amount("200.00"), "INR", null, null, null)).paymentId();

  private Refunds.Refund refund(String value, String currency) {
    return world.refunds.create(merchant, new Refunds.NewRefund(paymentId, amount(value), currency, "r-1"));
  }

  @Test
  void onlyAPaidPayment_isRefunded() {
    refused(Refusal.Kind.CONFLICT, () -> refund("10.00", "INR")).hasMessageContaining("only to a paid payment");
  }

  @Test
  void refunds_neverExceedTheCapturedAmount_andLeaveTheCollectionBalance() {
    world.payments.pay(paymentId);
    Refunds.Refund first = refund("150.00", "INR");
    assertThat(first.status()).isEqualTo("completed");
    assertThat(first.refundId()).startsWith("rfnd_");
    refused(Refusal.Kind.UNPROCESSABLE, () -> refund("50.01", "INR"))
        .hasMessageContaining("exceeds the refundable amount 50.0000");
    refund("50.00", "INR");
    assertThat(world.state.balance(merchant).collectionBalance()).isEqualByComparingTo("0");
    assertThat(world.payments.find(paymentId).refunded()).isEqualByComparingTo("200.00");
  }

  @Test
  void anotherCurrency_orAnotherMerchantsPayment_isRefused() {
    world.payments.pay(paymentId);
    refused(Refusal.Kind.INVALID, () -> refund("1.00", "USD")).hasMessageContaining("differs from the payment's");
    Merchant other = world.merchant();
    refused(Refusal.Kind.NOT_FOUND,
        () -> world.refunds.create(other, new Refunds.NewRefund(paymentId, amount("1.00"), "INR", null)));
  }
}
