package com.service.sdk.examples;

import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.plugin.model.Balance;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.plugin.model.RefundState;
import java.math.BigDecimal;

/**
 * Step 2: refunds and the balance. A partial refund; the same refund repeated returns the same
 * refund; a refund beyond the captured amount is refused; the collected balance drops by the refund.
 */
final class RefundStep {
  private static final String PARTIAL = "100.00";
  /** More than the 499.00 captured: beyond it whether or not the partial refund counts. */
  private static final String TOO_MUCH = "500.00";

  private RefundStep() {}

  static void run(DemoContext demo, PaymentStatus paid) {
    demo.begin("2 refunds");
    Balance before = BalanceExample.balance(demo.plugin());
    demo.say("balance before: collected " + before.collectionBalance() + ", available " + before.availableBalance()
        + " " + before.currency());
    if (paid == null) {
      demo.skip("refunds, which need a payment a customer has paid");
      return;
    }

    String merchantId = demo.target().merchantId();
    String reference = demo.reference("refund");
    Refund refund = CreateRefundExample.refund(demo.plugin(), merchantId, paid.paymentId(), reference, PARTIAL);
    demo.check(RefundState.COMPLETED.equals(refund.status()), "the refund should be completed, is " + refund.status());
    demo.say("refunded " + refund.amount() + " " + refund.currency() + " of " + paid.paymentId() + ": refund "
        + refund.refundId() + ", " + refund.status() + ", Idempotency-Key " + refund.idempotencyKey()
        + " (derived from reference " + reference + ")");

    Refund again = CreateRefundExample.refund(demo.plugin(), merchantId, paid.paymentId(), reference, PARTIAL);
    demo.check(again.refundId().equals(refund.refundId()) && again.idempotencyKey().equals(refund.idempotencyKey()),
        "the repeated refund should be " + refund.refundId() + ", is " + again.refundId());
    demo.say("the same refund sent again with the same reference: same refund " + again.refundId()
        + ", nothing refunded twice");

    try {
      Refund wrong = CreateRefundExample.refund(demo.plugin(), merchantId, paid.paymentId(),
          demo.reference("refund-too-much"), TOO_MUCH);
      demo.check(false, "a refund of " + TOO_MUCH + " beyond the captured amount was accepted: " + wrong.refundId());
    } catch (InvalidRequestException e) {
      // Any refusal would do on a service; the sandbox's reason shows it is this rule that held.
      demo.check(demo.target().sandbox().isEmpty() || String.valueOf(e.serviceMessage()).contains(
          "exceeds the refundable amount"), "the refund was refused for another reason: " + e.serviceMessage());
      demo.say("a refund of " + TOO_MUCH + " (more than the " + paid.amount() + " captured) was refused, HTTP "
          + e.statusCode() + ": " + e.serviceMessage());
    }

    Balance after = BalanceExample.balance(demo.plugin());
    BigDecimal expected = before.collectionBalance().subtract(new BigDecimal(PARTIAL));
    demo.check(after.collectionBalance().compareTo(expected) == 0,
        "the collected balance should be " + expected + " after the refund, is " + after.collectionBalance());
    demo.say("balance after: collected " + after.collectionBalance() + " (" + before.collectionBalance() + " - "
        + PARTIAL + "), available " + after.availableBalance() + " " + after.currency());
  }
}
