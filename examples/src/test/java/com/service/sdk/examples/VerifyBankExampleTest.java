package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.BankVerification;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.VerificationState;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class VerifyBankExampleTest {

  @Test
  void verifyBank_verifiesTheAccount_andNamesItsHolder(Sandbox sandbox, SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee payee = CreatePayeeExample.bankPayee(client, "Ravi Kumar", "50100012345678", "HDFC0001234", "v-1");

    BankVerification result = VerifyBankExample.verifyBank(client, payee.id());

    assertThat(result.status()).isEqualTo(VerificationState.VERIFIED);
    assertThat(result.nameAtBank()).isEqualTo("Ravi Kumar");
    assertThat(VerifyBankExample.describe(result)).isEqualTo("bank account verified, name at bank R*** K***");
  }

  @Test
  void verifyBank_ofAPayeeWithoutBankDetails_isRefused(Sandbox sandbox, SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    Payee upiOnly = CreatePayeeExample.upiPayee(client, "Meera Iyer", "meera@okbank", "v-2");

    assertThatThrownBy(() -> VerifyBankExample.verifyBank(client, upiOnly.id()))
        .isInstanceOfSatisfying(InvalidRequestException.class,
            e -> assertThat(e.serviceMessage()).contains("no bank details"));
  }
}
