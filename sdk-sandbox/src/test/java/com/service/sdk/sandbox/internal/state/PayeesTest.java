package com.service.sdk.sandbox.internal.state;

import static com.service.sdk.sandbox.internal.state.StateFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The rules of payees, without HTTP. */
class PayeesTest {
  private final StateFixture world = new StateFixture();
  private final Merchant merchant = world.merchant();

  private Payees.Payee create(String account, String routing, String vpa) {
    return world.payees.create(merchant, new Payees.NewPayee("Ravi Kumar", null, null, account, routing, vpa, null));
  }

  @Test
  void aPayee_needsWholeBankDetailsOrAVpa_inTheirForm() {
    refused(Refusal.Kind.INVALID, () -> create("50100012345678", null, null)).hasMessageContaining("sent together");
    refused(Refusal.Kind.INVALID, () -> create(null, null, null)).hasMessageContaining("or a vpa");
    refused(Refusal.Kind.INVALID, () -> create("12-34", "HDFC0001234", null)).hasMessageContaining("4 to 34");
    refused(Refusal.Kind.INVALID, () -> create(null, null, "ravi")).hasMessageContaining("name@bank");
  }

  @Test
  void aBankAccount_isRegisteredOncePerMerchant() {
    Payees.Payee first = create("50100012345678", "HDFC0001234", null);
    refused(Refusal.Kind.CONFLICT, () -> create("50100012345678", "HDFC0001234", null))
        .hasMessageContaining("ending 5678").hasMessageContaining(first.id());
    Merchant other = world.merchant();
    world.payees.create(other, new Payees.NewPayee("Ravi Kumar", null, null, "50100012345678", "HDFC0001234", null, null));
  }

  @Test
  void verification_needsWhatItVerifies_andMarksThePayee() {
    Payees.Payee bank = create("50100012345678", "HDFC0001234", null);
    refused(Refusal.Kind.UNPROCESSABLE, () -> world.payees.verifyVpa(merchant, bank.id())).hasMessageContaining("no vpa");
    assertThat(world.payees.verifyBank(merchant, bank.id()).bankVerified()).isTrue();
    refused(Refusal.Kind.NOT_FOUND, () -> world.payees.verifyBank(world.merchant(), bank.id()));
  }

  @Test
  void list_pagesTheMerchantsOwnPayees_inOrder() {
    for (int i = 0; i < 5; i++) {
      create(null, null, "ravi" + i + "@bank");
    }
    Payees.Page page = world.payees.list(merchant, 2, 3);
    assertThat(page.totalCount()).isEqualTo(5);
    assertThat(page.payees()).extracting(Payees.Payee::vpa).containsExactly("ravi3@bank", "ravi4@bank");
    assertThat(world.payees.list(world.merchant(), 50, 0).totalCount()).isZero();
  }
}
