package com.service.sdk.examples;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxPayout;
import java.util.List;
import java.util.Optional;
import okhttp3.OkHttpClient;

/**
 * Step 5: a payout whose answer is lost. The sandbox makes the payout, then drops the connection;
 * the SDK retries with the same Idempotency-Key; the service answers with the original payout,
 * and the ledger holds exactly one.
 */
final class PayoutRetryStep {
  private static final String PATH = "/api/v1/payouts/external/initiate";

  private PayoutRetryStep() {}

  static void run(DemoContext demo, Payee payee) {
    demo.begin("5 retry");
    Optional<Sandbox> sandbox = demo.target().sandbox();
    if (sandbox.isEmpty()) {
      demo.skip("the whole step: injecting a fault into a payout");
      return;
    }
    IdempotencyKeyRecorder recorder = new IdempotencyKeyRecorder(PATH);
    OkHttpClient shared = new OkHttpClient.Builder().addInterceptor(recorder).build();
    MerchantClient merchant = demo.target().merchantClient(shared);
    String reference = demo.reference("payout-retry");

    sandbox.get().faults().add(FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).dropAfterCommit());
    demo.say("fault injected: the next payout is made, then its connection dropped before the answer");
    PayoutInitiation payout;
    try {
      payout = InitiatePayoutExample.payout(merchant, payee.id(), "75.00", reference, PayoutMethod.IMPS);
    } finally {
      sandbox.get().faults().clear();
      shared.connectionPool().evictAll();
    }

    List<String> keys = recorder.keys();
    demo.check(keys.size() == 2 && keys.stream().allMatch(payout.idempotencyKey().value()::equals),
        "expected 2 attempts with key " + payout.idempotencyKey() + ", saw " + keys);
    demo.say("the SDK sent the payout " + keys.size() + " times, each with Idempotency-Key " + payout.idempotencyKey()
        + "; the answer: transaction " + payout.transactionId() + ", " + payout.status());

    List<SandboxPayout> ledger = sandbox.get().payouts(demo.target().merchantId()).stream()
        .filter(p -> p.externalRef().equals(reference))
        .toList();
    demo.check(ledger.size() == 1 && ledger.get(0).id().equals(payout.transactionId()),
        "the ledger should hold exactly one payout " + payout.transactionId() + " for " + reference + ", holds " + ledger);
    demo.say("the ledger holds exactly one payout for " + reference + ": " + ledger.get(0).id() + ", "
        + ledger.get(0).amountNet() + " " + ledger.get(0).currency());
  }
}
