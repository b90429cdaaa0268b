package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.ConflictException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.ComplianceState;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class CreatePayeeExampleTest {

  @Test
  void bankPayee_isRegisteredPendingVerification_andLogsOnlyTheAccountsLastDigits(Sandbox sandbox,
      SandboxMerchant merchant) {
    Payee payee = CreatePayeeExample.bankPayee(SandboxClients.merchant(sandbox, merchant), "Ravi Kumar",
        "50100012345678", "HDFC0001234", "vendor-1");

    assertThat(payee.id()).isNotBlank();
    assertThat(payee.legalName()).isEqualTo("Ravi Kumar");
    assertThat(payee.routingId()).isEqualTo("HDFC0001234");
    assertThat(payee.complianceStatus()).isEqualTo(ComplianceState.PENDING);
    assertThat(payee.toString()).contains("5678").doesNotContain("50100012345678");
  }

  @Test
  void bankPayee_withAnAccountAlreadyRegistered_isAConflict(Sandbox sandbox, SandboxMerchant merchant) {
    MerchantClient client = SandboxClients.merchant(sandbox, merchant);
    CreatePayeeExample.bankPayee(client, "Ravi Kumar", "50100012345679", "HDFC0001234", "vendor-2");

    assertThatThrownBy(() -> CreatePayeeExample.bankPayee(client, "Ravi K", "50100012345679", "HDFC0001234",
        "vendor-3"))
        .isInstanceOfSatisfying(ConflictException.class,
            e -> assertThat(e.serviceMessage()).contains("already registered"));
  }

  @Test
  void upiPayee_isRegisteredWithItsAddress(Sandbox sandbox, SandboxMerchant merchant) {
    Payee payee = CreatePayeeExample.upiPayee(SandboxClients.merchant(sandbox, merchant), "Meera Iyer",
        "meera.iyer@okbank", "vendor-4");

    assertThat(payee.vpaAddress()).isEqualTo("meera.iyer@okbank");
    assertThat(payee.bankAccountNo()).isNull();
    assertThat(payee.complianceStatus()).isEqualTo(ComplianceState.PENDING);
  }
}
