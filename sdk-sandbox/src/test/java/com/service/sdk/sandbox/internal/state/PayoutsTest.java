package com.service.sdk.sandbox.internal.state;

import static com.service.sdk.sandbox.internal.state.StateFixture.amount;
import static com.service.sdk.sandbox.internal.state.StateFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.sandbox.SandboxBalance;
import com.service.sdk.sandbox.SandboxPayout;
import org.junit.jupiter.api.Test;

/** The rules of payouts and their settlement, without HTTP. */
class PayoutsTest {
  private final StateFixture world = new StateFixture();
  private final Merchant merchant = world.merchant();
  private final String payeeId = world.payees.create(merchant,
      new Payees.NewPayee("Ravi Kumar", null, null, "50100012345678", "HDFC0001234", "ravi@bank", null)).id();

  private SandboxPayout initiate(String value, String ref, String method) {
    return world.payouts.initiate(merchant, new Payouts.NewPayout(payeeId, amount(value), ref, "INR", method));
  }

  @Test
  void aPayee_isVerifiedForTheMethod_beforeAnyPayout() {
    refused(Refusal.Kind.UNPROCESSABLE, () -> initiate("10.00", "po-1", null)).hasMessageContaining("bank verification");
    world.payees.verifyBank(merchant, payeeId);
    refused(Refusal.Kind.UNPROCESSABLE, () -> initiate("10.00", "po-1", "UPI")).hasMessageContaining("UPI verification");
    refused(Refusal.Kind.INVALID, () -> initiate("10.00", "po-1", "SWIFT")).hasMessageContaining("one of IMPS");
    refused(Refusal.Kind.UNPROCESSABLE, () -> world.payouts.initiate(merchant,
        new Payouts.NewPayout(payeeId, amount("1.00"), "po-1", "USD", null))).hasMessageContaining("INR only");
    assertThat(world.callbacks).isEmpty();
  }

  @Test
  void amountAndFee_comeFromTheDepositWhenItCovers_elseTheWallet_andAreHeld() {
    world.payees.verifyBank(merchant, payeeId);
    SandboxPayout fromDeposit = initiate("95.00", "po-1", null);
    assertThat(fromDeposit.status()).isEqualTo("processing");
    assertThat(fromDeposit.amountGross()).isEqualByComparingTo("100.00");
    SandboxPayout fromWallet = initiate("95.00", "po-2", null);
    SandboxBalance held = world.state.balance(merchant);
    assertThat(held.payoutDepositBalance()).isEqualByComparingTo("0");
    assertThat(held.payoutDepositLockedBalance()).isEqualByComparingTo("100.00");
    assertThat(held.availableBalance()).isEqualByComparingTo("900.00");
    assertThat(held.lockedBalance()).isEqualByComparingTo("100.00");
    refused(Refusal.Kind.UNPROCESSABLE, () -> initiate("900.00", "po-3", null)).hasMessageContaining("insufficient funds");
    refused(Refusal.Kind.CONFLICT, () -> initiate("1.00", "po-1", null)).hasMessageContaining("already used");

    assertThat(world.payouts.complete(fromDeposit.id()).status()).isEqualTo("COMPLETED");
    assertThat(world.payouts.fail(fromWallet.id(), "account closed").status()).isEqualTo("FAILED");
    SandboxBalance settled = world.state.balance(merchant);
    assertThat(settled.payoutDepositLockedBalance()).isEqualByComparingTo("0");
    assertThat(settled.availableBalance()).as("a failed payout returns its funds").isEqualByComparingTo("1000.00");
    assertThat(world.callbacks).extracting(Callback::event).containsExactly("payout.completed", "payout.failed");
    assertThat(world.payouts.find(merchant, fromDeposit.id()).gatewayRef()).startsWith("GW");
    refused(Refusal.Kind.CONFLICT, () -> world.payouts.complete(fromWallet.id())).hasMessageContaining("not processing");
    refused(Refusal.Kind.INVALID, () -> world.payouts.fail(fromDeposit.id(), " "));
    assertThat(world.payouts.find(world.merchant(), fromDeposit.id())).as("another merchant's").isNull();
  }

  @Test
  void autoSettle_answersTheInitiatedPayout_andCompletesIt() {
    StateFixture auto = new StateFixture(false, true);
    Merchant m = auto.merchant();
    String payee = auto.payees.create(m, new Payees.NewPayee("Ravi", null, null, "50100012345678", "HDFC0001234", null, null)).id();
    auto.payees.verifyBank(m, payee);
    SandboxPayout initiated = auto.payouts.initiate(m, new Payouts.NewPayout(payee, amount("1.00"), "po-1", "INR", null));
    assertThat(initiated.status()).isEqualTo("processing");
    assertThat(auto.payouts.of(m)).singleElement().satisfies(p -> assertThat(p.status()).isEqualTo("COMPLETED"));
  }
}
