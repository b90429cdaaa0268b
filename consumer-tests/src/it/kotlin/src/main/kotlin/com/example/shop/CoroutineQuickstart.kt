package com.example.shop

// The Kotlin guide's blocks (docs/kotlin.md), as written there (consumer-tests' ReadmeKotlinTest
// holds every one of them to this file).

import com.service.sdk.kotlin.CallCancelledException
import com.service.sdk.kotlin.SuspendingMerchantClient
import com.service.sdk.kotlin.suspending
import com.service.sdk.payouts.MerchantClient
import com.service.sdk.payouts.model.*
import com.service.sdk.plugin.PluginClient
import com.service.sdk.plugin.model.*
import kotlinx.coroutines.flow.firstOrNull

suspend fun coroutineQuickstart() {
  val merchantId = System.getenv("SERVICE_MERCHANT_ID")
  PluginClient.fromEnvironment().build().use { client -> // in a service, build one and share it
    val plugin = client.suspending() // suspend functions over client.async(): no thread waits
    val payment = plugin.payments().create(CreatePaymentRequest.builder()
      .merchantId(merchantId).orderId("order-2001").amount("499.00")
      .customer("Asha Rao", "asha@example.com", "9800000000").build())
    if (plugin.payments().status(payment.paymentId()).status() == PaymentState.PAID) {
      val refund = plugin.refunds().create(CreateRefundRequest.builder().merchantId(merchantId)
        .paymentId(payment.paymentId()).amount("100.00").merchantRefundId("order-2001-r1").build())
      println("refund ${refund.refundId()} ${refund.status()}")
    }
  }
  MerchantClient.fromEnvironment().build().use { client ->
    val merchant = client.suspending()
    val payee = merchant.payees().listAll().firstOrNull { it.bankAccountNo() == "50100012345678" }
      ?: merchant.payees().create(CreatePayeeRequest.builder()
        .legalName("Ravi Kumar").bankAccount("50100012345678", "HDFC0001234").build())
    if (merchant.payees().verifyBank(payee.id()).status() == VerificationState.VERIFIED) {
      val payout = merchant.payouts().initiate(InitiatePayoutRequest.builder()
        .payeeId(payee.id()).amount("1250.75").externalRef("po_7782").method(PayoutMethod.IMPS).build())
      val transaction = merchant.transactions().status(payout.transactionId()) // recovery only
      println("payout ${payout.transactionId()} ${transaction.status()}, failure: ${transaction.failureReason() ?: "none"}")
    }
  }
}

suspend fun payOut(merchant: SuspendingMerchantClient, request: InitiatePayoutRequest): PayoutInitiation =
  try {
    merchant.payouts().initiate(request)
  } catch (e: CallCancelledException) { // the coroutine was cancelled during the call
    val failure = e.failure // how the call ended: UNKNOWN once the payout may have been sent
    println("payout ${failure.outcome()}: repeat it with key ${failure.idempotencyKey().orElseThrow()}")
    throw e // and stay cancelled
  }
