package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.VerificationState;
import com.service.sdk.payouts.model.VpaVerification;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class VerifyVpaExampleTest {

  @Test
  void verifyVpa_verifiesTheAddress_andNamesItsHolder(Sandbox sandbox, SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee payee = CreatePayeeExample.upiPayee(client, "Meera Iyer", "meera.iyer@okbank", "v-1");

    VpaVerification result = VerifyVpaExample.verifyVpa(client, payee.id());

    assertThat(result.status()).isEqualTo(VerificationState.VERIFIED);
    assertThat(result.vpa()).isEqualTo("meera.iyer@okbank");
    assertThat(result.nameAtVpa()).isEqualTo("Meera Iyer");
    assertThat(VerifyVpaExample.describe(result)).isEqualTo("verified: me***@okbank belongs to M*** I***");
  }

  @Test
  void verifyVpa_ofAPayeeWithoutAUpiAddress_isRefused(Sandbox sandbox, SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee bankOnly = CreatePayeeExample.bankPayee(client, "Ravi Kumar", "50100012345678", "HDFC0001234", "v-2");

    assertThatThrownBy(() -> VerifyVpaExample.verifyVpa(client, bankOnly.id()))
        .isInstanceOfSatisfying(InvalidRequestException.class, e -> assertThat(e.serviceMessage()).contains("no vpa"));
  }
}
