package com.example.shop

import com.service.sdk.payouts.MerchantClient
import com.service.sdk.payouts.PublicClient
import com.service.sdk.payouts.model.CreateLinkRequest
import com.service.sdk.payouts.model.CreatePayeeRequest
import com.service.sdk.payouts.model.InitiatePayoutRequest
import com.service.sdk.payouts.model.LinkPaymentState
import com.service.sdk.payouts.model.PayoutMethod
import com.service.sdk.payouts.model.VerificationState
import com.service.sdk.plugin.PluginClient
import com.service.sdk.plugin.model.CreatePaymentRequest
import com.service.sdk.plugin.model.CreateRefundRequest
import com.service.sdk.plugin.model.PaymentState

/** The README's three Java quickstarts, line for line in Kotlin, on the blocking face. */
fun blockingQuickstarts() {
  // Quickstart: hosted payments, refunds, balance (PluginClient)
  PluginClient.fromEnvironment().build().use { plugin ->
    val merchantId = System.getenv("SERVICE_MERCHANT_ID")
    val payment = plugin.payments().create(CreatePaymentRequest.builder()
      .merchantId(merchantId).orderId("order-1001").amount("499.00")
      .customer("Asha Rao", "asha@example.com", "9800000000").build())
    val paymentStatus = plugin.payments().status(payment.paymentId())
    if (PaymentState.PAID == paymentStatus.status()) {
      val refund = plugin.refunds().create(CreateRefundRequest.builder().merchantId(merchantId)
        .paymentId(payment.paymentId()).amount("100.00").merchantRefundId("order-1001-r1").build())
      println("refund " + refund.refundId() + " " + refund.status())
    }
    val balance = plugin.balance().get()
    println("available " + balance.availableBalance() + " " + balance.currency())
  }

  // Quickstart: payment links, payees, payouts (MerchantClient)
  MerchantClient.fromEnvironment().build().use { merchant ->
    val link = merchant.links().create(CreateLinkRequest.builder().title("Invoice 42").amount("499.50")
      .externalId("inv_42").customer("Asha Rao", "asha@example.com", "9800000000").build())
    println("send the customer to " + link.checkoutUrl())
    val payee = merchant.payees().listAll().firstOrNull { "50100012345678" == it.bankAccountNo() }
      ?: merchant.payees().create(CreatePayeeRequest.builder()
        .legalName("Ravi Kumar").bankAccount("50100012345678", "HDFC0001234").build())
    val check = merchant.payees().verifyBank(payee.id())
    if (VerificationState.VERIFIED == check.status()) {
      val payout = merchant.payouts().initiate(InitiatePayoutRequest.builder()
        .payeeId(payee.id()).amount("1250.75").externalRef("po_7781").method(PayoutMethod.IMPS).build())
      val transaction = merchant.transactions().status(payout.transactionId())
      println("payout " + payout.transactionId() + " " + transaction.status())
    }
  }

  // Quickstart: public link reads (PublicClient, no credentials)
  val shortId = MerchantClient.fromEnvironment().build().use { merchant ->
    merchant.links().create(CreateLinkRequest.builder().title("Invoice 43").amount("99.00").externalId("inv_43")
      .customer("Asha Rao", "asha@example.com", "9800000000").build()).shortId()
  }
  PublicClient.fromEnvironment().build().use { pub ->
    val details = pub.links().checkout(shortId)
    val linkStatus = pub.links().status(shortId)
    if (LinkPaymentState.SUCCESS == linkStatus.status()) {
      println(details.title() + " paid by transaction " + linkStatus.transactionId())
    } else if (false == linkStatus.isActive()) {
      println("used up or expired: " + linkStatus.currentUsageCount() + " of " + linkStatus.usageLimit())
    } else {
      println(details.title() + " awaits payment: " + linkStatus.status())
    }
  }
}
