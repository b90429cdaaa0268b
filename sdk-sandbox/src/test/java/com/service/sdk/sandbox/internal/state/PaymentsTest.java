package com.service.sdk.sandbox.internal.state;

import static com.service.sdk.sandbox.internal.state.StateFixture.amount;
import static com.service.sdk.sandbox.internal.state.StateFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.sandbox.SandboxPayment;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The rules of hosted payments, without HTTP. */
class PaymentsTest {
  private final StateFixture world = new StateFixture();
  private final Merchant merchant = world.merchant();

  private SandboxPayment create(Integer minutes) {
    return world.payments.create(merchant,
        new Payments.NewPayment("order-1", amount("499.00"), "INR", null, null, minutes));
  }

  @Test
  void aPayment_isCreated_thenPaidOnce_creditingTheCollectionBalance_andNotifying() {
    SandboxPayment created = create(null);
    assertThat(created.status()).isEqualTo("created");
    SandboxPayment paid = world.payments.pay(created.paymentId());
    assertThat(paid.status()).isEqualTo("paid");
    assertThat(paid.transactionId()).startsWith("txn_");
    assertThat(world.state.balance(merchant).collectionBalance()).isEqualByComparingTo("499.00");
    assertThat(world.callbacks).singleElement().satisfies(c -> {
      assertThat(c.event()).isEqualTo("payment.paid");
      assertThat(c.url()).isEqualTo("http://127.0.0.1:9/callbacks");
      assertThat(c.fields()).containsKeys("payment_id", "order_id", "transaction_id", "provider_reference",
          "status", "amount", "currency").containsEntry("amount", amount("499.00"));
    });
    refused(Refusal.Kind.CONFLICT, () -> world.payments.pay(created.paymentId())).hasMessageContaining("is paid");
    refused(Refusal.Kind.CONFLICT, () -> world.payments.fail(created.paymentId()));
  }

  @Test
  void anExpiredPayment_isNeitherPaidNorFailed() {
    SandboxPayment created = create(1);
    world.clock.advance(Duration.ofMinutes(1));
    assertThat(world.payments.find(created.paymentId()).status()).isEqualTo("expired");
    refused(Refusal.Kind.CONFLICT, () -> world.payments.pay(created.paymentId())).hasMessageContaining("expired at");
    assertThat(world.callbacks).isEmpty();
  }

  @Test
  void anotherMerchantsPayment_isNotFound() {
    SandboxPayment created = create(null);
    Merchant other = world.merchant();
    refused(Refusal.Kind.NOT_FOUND, () -> world.payments.status(other, created.paymentId()));
    refused(Refusal.Kind.NOT_FOUND, () -> world.payments.pay("pay_unknown"));
  }

  @Test
  void autoPay_answersTheCreatedPayment_andPaysIt() {
    StateFixture auto = new StateFixture(true, false);
    Merchant m = auto.merchant();
    SandboxPayment created = auto.payments.create(m, new Payments.NewPayment("o", amount("1.00"), "INR", null, null, null));
    assertThat(created.status()).isEqualTo("created");
    assertThat(auto.payments.status(m, created.paymentId()).status()).isEqualTo("paid");
  }
}
