package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.payouts.model.LinkState;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.sandbox.MerchantOptions;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class CreateLinkExampleTest {

  @Test
  void createLink_returnsAnActiveSingleUseLink_withItsCheckoutUrl(Sandbox sandbox, SandboxMerchant merchant) {
    PaymentLink link = CreateLinkExample.createLink(SandboxClients.merchant(sandbox, merchant), "inv-42", "Invoice 42",
        "250.00");

    assertThat(link.checkoutUrl()).isEqualTo(sandbox.checkoutBaseUrl() + "/" + link.shortId());
    assertThat(link.title()).isEqualTo("Invoice 42");
    assertThat(link.fixedAmount()).isEqualByComparingTo("250.00");
    assertThat(link.currency()).isEqualTo("INR");
    assertThat(link.usageLimit()).isEqualTo(1);
    assertThat(link.currentUsageCount()).isZero();
    assertThat(link.status()).isEqualTo(LinkState.ACTIVE);
    assertThat(link.isActive()).isTrue();
  }

  @Test
  void createLink_forAMerchantWithoutAProviderAssignment_isRefusedAlthoughTheKeyIsValid(Sandbox sandbox) {
    SandboxMerchant unassigned = sandbox.createMerchant(MerchantOptions.builder().providerAssigned(false).build());

    assertThatThrownBy(() -> CreateLinkExample.createLink(SandboxClients.merchant(sandbox, unassigned), "inv-43",
        "Invoice 43", "250.00"))
        .isInstanceOfSatisfying(InvalidRequestException.class, e -> {
          assertThat(e.statusCode()).isEqualTo(400);
          assertThat(e.serviceMessage()).contains("provider merchant id is not assigned");
        });
  }
}
