package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.payouts.PublicClient;
import com.service.sdk.payouts.model.LinkPaymentState;
import com.service.sdk.payouts.model.LinkStatus;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxLinkPayment;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.junit.SandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(SandboxExtension.class)
class LinkStatusExampleTest {

  @Test
  void status_turnsSuccessWhenPaid_andInactiveOnceTheUsageLimitIsReached(Sandbox sandbox, SandboxMerchant merchant) {
    PaymentLink link = CreateLinkExample.createLink(SandboxClients.merchant(sandbox, merchant), "inv-51", "Invoice 51",
        "99.00");
    PublicClient pub = SandboxClients.pub(sandbox);

    LinkStatus open = LinkStatusExample.status(pub, link.shortId());
    assertThat(open.status()).isNotEqualTo(LinkPaymentState.SUCCESS);
    assertThat(open.isActive()).isTrue();
    assertThat(open.currentUsageCount()).isZero();

    SandboxLinkPayment payment = sandbox.payLink(link.shortId());
    LinkStatus paid = LinkStatusExample.status(pub, link.shortId());
    assertThat(paid.status()).isEqualTo(LinkPaymentState.SUCCESS);
    assertThat(paid.transactionId()).isEqualTo(payment.transactionId());
    assertThat(paid.currentUsageCount()).isEqualTo(1);
    assertThat(paid.usageLimit()).isEqualTo(1);
    assertThat(paid.isActive()).isFalse();
  }
}
