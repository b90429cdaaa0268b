package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.InvalidRequestException;
import com.service.sdk.payouts.model.LinkState;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.MerchantOptions;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxOperation;
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

  @Test
  void createAndReport_whenTheAnswerIsLost_saysNotToCreateAnotherLink(Sandbox sandbox, SandboxMerchant merchant) {
    FaultRule lostAnswer = FaultRule.on(SandboxOperation.CREATE_LINK).next(1).dropAfterCommit();
    sandbox.faults().add(lostAnswer);
    Console console = new Console();
    try {
      int exitCode = CreateLinkExample.createAndReport(SandboxClients.merchant(sandbox, merchant), "inv-44",
          "Invoice 44", "250.00", console.out, console.err);

      assertThat(exitCode).isEqualTo(1);
    } finally {
      sandbox.faults().clear();
    }
    assertThat(lostAnswer.fired()).isEqualTo(1);
    assertThat(console.errors()).startsWith("the link for invoice inv-44 may exist (UNKNOWN); do not create another: ");
    assertThat(console.printed()).isEmpty();
  }

  @Test
  void createAndReport_onAGatewayTimeout_saysTheLinkMayExist(Sandbox sandbox, SandboxMerchant merchant) {
    FaultRule gatewayTimeout = FaultRule.on(SandboxOperation.CREATE_LINK).next(1).status(504);
    sandbox.faults().add(gatewayTimeout);
    Console console = new Console();
    try {
      int exitCode = CreateLinkExample.createAndReport(SandboxClients.merchant(sandbox, merchant), "inv-45",
          "Invoice 45", "250.00", console.out, console.err);

      assertThat(exitCode).isEqualTo(1);
    } finally {
      sandbox.faults().clear();
    }
    assertThat(gatewayTimeout.fired()).isEqualTo(1);
    assertThat(console.errors()).startsWith("the link for invoice inv-45 may exist (UNKNOWN); do not create another: ")
        .contains("HTTP 504");
  }

  @Test
  void createAndReport_printsTheCheckout_andReturnsZero(Sandbox sandbox, SandboxMerchant merchant) {
    Console console = new Console();

    int exitCode = CreateLinkExample.createAndReport(SandboxClients.merchant(sandbox, merchant), "inv-46",
        "Invoice 46", "250.00", console.out, console.err);

    assertThat(exitCode).isZero();
    assertThat(console.printed()).startsWith("link ").contains(": send the customer to " + sandbox.checkoutBaseUrl());
  }
}
