package com.service.sdk.sandbox.internal.state;

import static com.service.sdk.sandbox.internal.state.StateFixture.amount;
import static com.service.sdk.sandbox.internal.state.StateFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.sandbox.SandboxLinkPayment;
import com.service.sdk.sandbox.SandboxPayment;
import org.junit.jupiter.api.Test;

/** A paid payment and a link payment are ledger transactions of their merchant, and of nobody else. */
class CollectionLedgerTest {
  private final StateFixture world = new StateFixture();
  private final Merchant merchant = world.merchant();

  @Test
  void aPaidPayment_andALinkPayment_areCollections_ofTheirMerchantOnly() {
    SandboxPayment created = world.payments.create(merchant,
        new Payments.NewPayment("order-1", amount("499.00"), "INR", null, null, null));
    SandboxPayment paid = world.payments.pay(created.paymentId());
    String shortId = world.links.create(merchant, new Links.NewLink("Tea", amount("5.00"), "inv-1", null, null, null,
        null, "INR", null, null)).shortId();
    SandboxLinkPayment linkPaid = world.links.pay(shortId, null);

    CollectionLedger.Collected payment = world.state.collections.find(merchant, paid.transactionId());
    CollectionLedger.Collected link = world.state.collections.find(merchant, linkPaid.transactionId());

    assertThat(payment.externalRef()).isEqualTo("order-1");
    assertThat(payment.amount()).isEqualTo(amount("499.00"));
    assertThat(payment.internalRef()).isEqualTo("INT-" + paid.transactionId());
    assertThat(payment.at()).isEqualTo(world.clock.instant());
    assertThat(link.externalRef()).isEqualTo("inv-1");
    assertThat(link.amount()).isEqualTo(amount("5.00"));
    refused(Refusal.Kind.NOT_FOUND, () -> world.state.collections.find(world.merchant(), paid.transactionId()));
    refused(Refusal.Kind.NOT_FOUND, () -> world.state.collections.find(merchant, "txn_unknown"));
  }
}
