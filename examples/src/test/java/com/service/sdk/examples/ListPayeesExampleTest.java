package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class ListPayeesExampleTest {

  @Test
  void allPayees_returnsEveryPayeeOfTheMerchant_inOrder(Sandbox sandbox, SandboxMerchant merchant,
      SandboxMerchant otherMerchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee first = CreatePayeeExample.bankPayee(client, "Ravi Kumar", "50100000000001", "HDFC0001234", "v-1");
    Payee second = CreatePayeeExample.upiPayee(client, "Meera Iyer", "meera@okbank", "v-2");
    Payee third = CreatePayeeExample.bankPayee(client, "Arjun Das", "50100000000003", "ICIC0000001", "v-3");
    CreatePayeeExample.upiPayee(SandboxClients.merchant(sandbox, otherMerchant), "Someone Else", "else@okbank", "v-4");

    List<Payee> all = ListPayeesExample.allPayees(client);

    assertThat(all).extracting(Payee::id).containsExactly(first.id(), second.id(), third.id());
  }

  @Test
  void allPayees_ofAMerchantWithoutPayees_isEmpty(Sandbox sandbox, SandboxMerchant merchant) {
    assertThat(ListPayeesExample.allPayees(SandboxClients.merchant(sandbox, merchant))).isEmpty();
  }
}
