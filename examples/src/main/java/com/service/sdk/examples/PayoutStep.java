package com.service.sdk.examples;

import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.payouts.model.BankVerification;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.payouts.model.TransactionState;
import com.service.sdk.payouts.model.VerificationState;
import com.service.sdk.payouts.model.VpaVerification;
import com.service.sdk.sandbox.Sandbox;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Step 4: payees and payouts. A bank payee and a UPI payee, each verified; a UPI payout to the
 * UPI payee before its verification is refused; an IMPS and a UPI payout, followed by payout
 * status and transaction status until final; every payee listed.
 */
final class PayoutStep {
  private PayoutStep() {}

  /** Returns the verified bank payee, for step 5. */
  static Payee run(DemoContext demo) throws InterruptedException {
    demo.begin("4 payouts");
    // A bank account can be registered once per merchant: a fresh number keeps reruns apart.
    String accountNo = "5010" + (1_000_000_000L + ThreadLocalRandom.current().nextLong(9_000_000_000L));
    Payee bank = CreatePayeeExample.bankPayee(demo.merchant(), "Ravi Kumar", accountNo, "HDFC0001234",
        demo.reference("payee-bank"));
    // Names and UPI addresses are personal data: the printout masks them as the SDK's logs do.
    demo.say("bank payee " + bank.id() + " (" + VerifyBankExample.maskName(bank.legalName()) + ", account ending "
        + accountNo.substring(accountNo.length() - 4) + "), compliance " + bank.complianceStatus());
    Payee upi = CreatePayeeExample.upiPayee(demo.merchant(), "Meera Iyer", "meera.iyer@okbank",
        demo.reference("payee-upi"));
    demo.say("UPI payee " + upi.id() + " (" + VerifyVpaExample.maskName(upi.legalName()) + ", "
        + VerifyVpaExample.maskVpa(upi.vpaAddress()) + "), compliance "
        + upi.complianceStatus());

    BankVerification bankCheck = VerifyBankExample.verifyBank(demo.merchant(), bank.id());
    demo.check(VerificationState.VERIFIED.equals(bankCheck.status()), "bank verification: " + bankCheck.status());
    demo.say("bank account of " + bank.id() + " " + bankCheck.status() + ", name at bank "
        + VerifyBankExample.maskName(bankCheck.nameAtBank()));

    boolean payoutsAllowed = demo.target().payoutsAllowed();
    if (payoutsAllowed) {
      unverifiedPayeeIsRefused(demo, upi);
    } else {
      demo.skipPayouts("a UPI payout to an unverified payee; an IMPS and a UPI payout, and their status");
    }

    VpaVerification vpaCheck = VerifyVpaExample.verifyVpa(demo.merchant(), upi.id());
    demo.check(VerificationState.VERIFIED.equals(vpaCheck.status()), "UPI verification: " + vpaCheck.status());
    demo.say("UPI address " + VerifyVpaExample.maskVpa(vpaCheck.vpa()) + " " + vpaCheck.status() + ", name at VPA "
        + VerifyVpaExample.maskName(vpaCheck.nameAtVpa()));

    if (payoutsAllowed) {
      payBoth(demo, bank, upi);
    }
    listPayees(demo, bank, upi);
    return bank;
  }

  private static void unverifiedPayeeIsRefused(DemoContext demo, Payee upi) {
    try {
      PayoutInitiation wrong = InitiatePayoutExample.payout(demo.merchant(), upi.id(), "300.00",
          demo.reference("payout-unverified"), PayoutMethod.UPI);
      demo.check(false, "a UPI payout to an unverified payee was accepted: " + wrong.transactionId());
    } catch (InvalidRequestException e) {
      // Any refusal would do on a service; the sandbox's reason shows it is this rule that held.
      demo.check(demo.target().sandbox().isEmpty() || String.valueOf(e.serviceMessage()).contains(
          "UPI verification"), "the UPI payout was refused for another reason: " + e.serviceMessage());
      demo.say("a UPI payout to " + upi.id() + " before UPI verification was refused, HTTP " + e.statusCode() + ": "
          + e.serviceMessage());
    }
  }

  private static void payBoth(DemoContext demo, Payee bank, Payee upi) throws InterruptedException {
    PayoutInitiation imps = InitiatePayoutExample.payout(demo.merchant(), bank.id(), "1250.75",
        demo.reference("payout-imps"), PayoutMethod.IMPS);
    demo.say("IMPS payout of 1250.75 to " + bank.id() + ": transaction " + imps.transactionId() + ", " + imps.status());
    PayoutInitiation byUpi = InitiatePayoutExample.payout(demo.merchant(), upi.id(), "300.00",
        demo.reference("payout-upi"), PayoutMethod.UPI);
    demo.say("UPI payout of 300.00 to " + upi.id() + ": transaction " + byUpi.transactionId() + ", " + byUpi.status());

    Optional<Sandbox> sandbox = demo.target().sandbox();
    if (sandbox.isPresent()) {
      sandbox.get().completePayout(imps.transactionId());
      sandbox.get().completePayout(byUpi.transactionId());
      demo.say("the bank settled both payouts (sandbox)");
    } else {
      demo.skip("settling the payouts; polling the service for up to " + demo.target().settlementWait().toMillis()
          + " ms");
    }
    followToFinal(demo, imps, sandbox.isPresent());
    followToFinal(demo, byUpi, sandbox.isPresent());
  }

  private static void listPayees(DemoContext demo, Payee bank, Payee upi) {
    List<Payee> all = ListPayeesExample.allPayees(demo.merchant());
    List<String> ids = all.stream().map(Payee::id).toList();
    demo.check(ids.contains(bank.id()) && ids.contains(upi.id()), "the payee list misses a new payee: " + ids);
    demo.say("listed all payees: " + all.size() + ", both new ones among them");
  }

  private static void followToFinal(DemoContext demo, PayoutInitiation payout, boolean settled)
      throws InterruptedException {
    LedgerTransaction status = PayoutStatusExample.payoutStatus(demo.merchant(), payout.transactionId());
    Duration wait = settled ? Duration.ofSeconds(10) : demo.target().settlementWait();
    LedgerTransaction ledger = TransactionStatusExample.awaitFinal(demo.merchant(), payout.transactionId(), wait);
    if (settled) {
      demo.check(TransactionState.COMPLETED.equals(ledger.status()),
          "payout " + payout.transactionId() + " should be COMPLETED, is " + ledger.status());
    }
    String outcome = TransactionStatusExample.isFinal(ledger)
        ? "final"
        : "not final yet; its callback will tell how it ends";
    demo.say(ledger.method() + " payout " + ledger.id() + ": payout status " + status.status() + ", transaction status "
        + ledger.status() + " (" + outcome + "), internal ref " + ledger.internalRef() + ", net " + ledger.amountNet()
        + " + fees " + ledger.amountFees() + " = " + ledger.amountGross() + " " + ledger.currency());
  }
}
