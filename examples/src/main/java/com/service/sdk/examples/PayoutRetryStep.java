package com.service.sdk.examples;

import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxPayout;
import java.util.List;
import java.util.Optional;

/**
 * Step 5: a payout whose answer is lost. The sandbox makes the payout, then drops the connection
 * without answering; the SDK sends the payout again with the same Idempotency-Key; the service
 * answers with the original payout, and the ledger holds exactly one.
 */
final class PayoutRetryStep {
  private PayoutRetryStep() {}

  static void run(DemoContext demo, Payee payee) {
    demo.begin("5 retry");
    Optional<Sandbox> sandbox = demo.target().sandbox();
    if (sandbox.isEmpty()) {
      demo.skip("the whole step: injecting a fault into a payout");
      return;
    }
    String reference = demo.reference("payout-retry");
    FaultRule lostAnswer = FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).dropAfterCommit();
    sandbox.get().faults().add(lostAnswer);
    demo.say("fault injected: the sandbox makes the next payout, then drops the connection before answering");
    PayoutInitiation payout;
    try {
      payout = InitiatePayoutExample.payout(demo.merchant(), payee.id(), "75.00", reference, PayoutMethod.IMPS);
    } finally {
      sandbox.get().faults().clear();
    }
    demo.check(lostAnswer.fired() == 1, "the fault should have fired once, fired " + lostAnswer.fired() + " times");
    demo.say("the first answer was lost (the fault fired); the SDK sent the payout again with the same "
        + "Idempotency-Key " + payout.idempotencyKey() + " and got the original: transaction "
        + payout.transactionId() + ", " + payout.status());

    List<SandboxPayout> ledger = sandbox.get().payouts(demo.target().merchantId()).stream()
        .filter(p -> p.externalRef().equals(reference))
        .toList();
    demo.check(ledger.size() == 1 && ledger.get(0).id().equals(payout.transactionId()),
        "the ledger should hold exactly one payout " + payout.transactionId() + " for " + reference + ", holds " + ledger);
    demo.say("the ledger holds exactly one payout for " + reference + ": " + ledger.get(0).id() + ", "
        + ledger.get(0).amountNet() + " " + ledger.get(0).currency() + " (with the key, a retry cannot pay twice)");
  }
}
