package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.NotFoundException;
import com.service.sdk.payouts.model.CheckoutLink;
import com.service.sdk.payouts.model.LinkState;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class CheckoutLinkExampleTest {

  @Test
  void details_showWhatTheCheckoutPageNeeds(Sandbox sandbox, SandboxMerchant merchant) {
    PaymentLink link = CreateLinkExample.createLink(SandboxClients.merchant(sandbox, merchant), "inv-61", "Invoice 61",
        "75.25");

    CheckoutLink details = CheckoutLinkExample.details(SandboxClients.pub(sandbox), link.shortId());

    assertThat(details.id()).isEqualTo(link.id());
    assertThat(details.shortId()).isEqualTo(link.shortId());
    assertThat(details.title()).isEqualTo("Invoice 61");
    assertThat(details.fixedAmount()).isEqualByComparingTo("75.25");
    assertThat(details.currency()).isEqualTo("INR");
    assertThat(details.status()).isEqualTo(LinkState.ACTIVE);
  }

  @Test
  void details_ofAnUnknownShortId_areNotFound(Sandbox sandbox) {
    assertThatThrownBy(() -> CheckoutLinkExample.details(SandboxClients.pub(sandbox), "no-such-link"))
        .isInstanceOf(NotFoundException.class);
  }
}
