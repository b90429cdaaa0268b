package com.service.sdk.systemtests.chaos;

import com.service.sdk.core.Outcome;
import com.service.sdk.sandbox.SandboxLink;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxPayee;
import com.service.sdk.sandbox.SandboxPayment;
import com.service.sdk.sandbox.SandboxPayout;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sandbox's state read back by the run's own references, as a merchant would look for
 * what a create made: how many times each intended operation exists, and the id of each that
 * exists (payouts by {@code external_ref}, payments by {@code order_id}, links by
 * {@code external_id}, payees by {@code external_ref}).
 *
 * <p>Refunds are counted from the payment's refunded total: refund {@code d} of a payment
 * moves 10^(d-4), so the total's decimal digit {@code d} is how many times refund {@code d}
 * happened (the payment is large enough that a duplicate would not be refused).
 *
 * @param counts how many times each operation exists, in plan order
 * @param ids the id of the (last) resource each operation made, null when none or for a refund
 */
record ChaosLedger(int[] counts, String[] ids) {

  static ChaosLedger read(ChaosRun run) {
    Map<String, List<String>> byReference = new HashMap<>();
    for (SandboxPayout payout : run.sandbox.payouts(run.payoutMerchant.merchantId())) {
      byReference.computeIfAbsent(payout.externalRef(), r -> new ArrayList<>()).add(payout.id());
    }
    for (SandboxPayment payment : run.sandbox.payments(run.paymentMerchant.merchantId())) {
      byReference.computeIfAbsent(payment.orderId(), r -> new ArrayList<>()).add(payment.paymentId());
    }
    for (SandboxLink link : run.sandbox.links(run.payoutMerchant.merchantId())) {
      byReference.computeIfAbsent(link.externalId(), r -> new ArrayList<>()).add(link.shortId());
    }
    for (SandboxPayee payee : run.sandbox.payees(run.payoutMerchant.merchantId())) {
      if (payee.externalRef() != null) {
        byReference.computeIfAbsent(payee.externalRef(), r -> new ArrayList<>()).add(payee.id());
      }
    }
    List<String> refundedDigits = new ArrayList<>();
    for (SandboxMerchant m : run.refundMerchants) {
      BigDecimal refunded = ChaosRun.PAYMENT.subtract(run.sandbox.ledger(m).balance().collectionBalance());
      BigInteger units = refunded.movePointRight(4).toBigIntegerExact();
      refundedDigits.add(String.format("%" + ChaosRun.REFUNDS_PER_PAYMENT + "s", units).replace(' ', '0'));
    }
    int[] counts = new int[run.plan().size()];
    String[] ids = new String[run.plan().size()];
    for (Intended op : run.plan()) {
      if (op.kind() == Intended.Kind.REFUND) {
        String digits = refundedDigits.get(op.slot());
        if (digits.length() > ChaosRun.REFUNDS_PER_PAYMENT) {
          throw new AssertionError("refunds of payment " + op.slot() + " overflow their digits: " + digits);
        }
        counts[op.index()] = digits.charAt(ChaosRun.REFUNDS_PER_PAYMENT - 1 - op.digit()) - '0';
      } else {
        List<String> made = byReference.getOrDefault(op.reference(), List.of());
        counts[op.index()] = made.size();
        ids[op.index()] = made.isEmpty() ? null : made.get(made.size() - 1);
      }
    }
    return new ChaosLedger(counts, ids);
  }

  /**
   * Recovers an operation the way docs/errors-and-outcomes.md prescribes, faults off. A refund or payout: send
   * the same request again (same reference, so the same key): the original comes back. A
   * payment, link or payee the call may have made ({@code UNKNOWN}, {@code APPLIED}): look for
   * it by its reference (here in the sandbox's state; in production, a callback or the
   * provider) and create it only when it is not there. One that provably was not made
   * ({@code NOT_SENT}, {@code NOT_APPLIED}): create it. A success: nothing to do.
   */
  Intended.Result recover(ChaosRun run, Intended op, Intended.Result before) {
    if (op.kind().keyed) {
      return run.run(op);
    }
    if (before.succeeded()) {
      return before;
    }
    Outcome outcome = before.outcome();
    String found = ids[op.index()];
    if (outcome != null && outcome.mayHaveTakenEffect() && found != null) {
      return new Intended.Result(found, null, null);
    }
    return run.run(op);
  }
}
