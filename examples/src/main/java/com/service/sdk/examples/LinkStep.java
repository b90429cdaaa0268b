package com.service.sdk.examples;

import com.service.sdk.payouts.model.CheckoutLink;
import com.service.sdk.payouts.model.LinkPaymentState;
import com.service.sdk.payouts.model.LinkStatus;
import com.service.sdk.payouts.model.PaymentLink;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxLinkPayment;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * Step 3: a payment link. Its public status and checkout details by short id, without
 * credentials; the link is paid (sandbox); the status turns SUCCESS and the link inactive, as
 * its usage limit of 1 is reached.
 */
final class LinkStep {
  private static final String AMOUNT = "250.00";

  private LinkStep() {}

  static void run(DemoContext demo) {
    demo.begin("3 link");
    String invoiceId = demo.reference("invoice");
    PaymentLink link = CreateLinkExample.createLink(demo.merchant(), invoiceId, "Invoice " + invoiceId, AMOUNT);
    demo.say("created link " + link.shortId() + " for " + link.fixedAmount() + " " + link.currency()
        + ", usage limit " + link.usageLimit() + "; the customer pays at " + link.checkoutUrl());

    LinkStatus open = LinkStatusExample.status(demo.pub(), link.shortId());
    demo.check(Boolean.TRUE.equals(open.isActive()), "a new link should be active, is_active is " + open.isActive());
    demo.say("public status of " + open.shortId() + ": " + open.status() + ", used " + open.currentUsageCount()
        + " of " + open.usageLimit() + ", active " + open.isActive());

    CheckoutLink details = CheckoutLinkExample.details(demo.pub(), link.shortId());
    demo.check(details.fixedAmount().compareTo(new BigDecimal(AMOUNT)) == 0,
        "the checkout should show " + AMOUNT + ", shows " + details.fixedAmount());
    demo.say("checkout details of " + details.shortId() + ": \"" + details.title() + "\", " + details.fixedAmount()
        + " " + details.currency() + ", " + details.status());

    Optional<Sandbox> sandbox = demo.target().sandbox();
    if (sandbox.isEmpty()) {
      demo.skip("paying the link and seeing its status turn SUCCESS");
      return;
    }
    SandboxLinkPayment payment = sandbox.get().payLink(link.shortId());
    demo.say("the customer paid the link (sandbox): transaction " + payment.transactionId());

    LinkStatus paid = LinkStatusExample.status(demo.pub(), link.shortId());
    demo.check(LinkPaymentState.SUCCESS.equals(paid.status()), "the paid link should be SUCCESS, is " + paid.status());
    demo.check(Boolean.FALSE.equals(paid.isActive()) && paid.usageLimit() != null
            && paid.usageLimit().equals(paid.currentUsageCount()),
        "a link used " + paid.currentUsageCount() + " of " + paid.usageLimit() + " should be inactive, is_active is "
            + paid.isActive());
    demo.say("public status of " + paid.shortId() + ": " + paid.status() + ", transaction " + paid.transactionId()
        + ", used " + paid.currentUsageCount() + " of " + paid.usageLimit() + ", active " + paid.isActive()
        + " (usage limit reached)");
  }
}
