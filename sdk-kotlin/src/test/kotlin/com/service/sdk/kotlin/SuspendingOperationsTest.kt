package com.service.sdk.kotlin

import com.service.sdk.core.NotFoundException
import com.service.sdk.core.Outcome
import com.service.sdk.payouts.model.CreateLinkRequest
import com.service.sdk.payouts.model.CreatePayeeRequest
import com.service.sdk.payouts.model.InitiatePayoutRequest
import com.service.sdk.payouts.model.LinkPaymentState
import com.service.sdk.payouts.model.PayoutMethod
import com.service.sdk.payouts.model.VerificationState
import com.service.sdk.plugin.model.CreatePaymentRequest
import com.service.sdk.plugin.model.CreateRefundRequest
import com.service.sdk.plugin.model.PaymentState
import com.service.sdk.sandbox.Sandbox
import com.service.sdk.sandbox.SandboxMerchant
import com.service.sdk.sandbox.junit.SandboxExtension
import java.math.BigDecimal
import kotlinx.coroutines.runBlocking
import org.assertj.core.api.Assertions.assertThat
import org.assertj.core.api.Assertions.assertThatThrownBy
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

/** Each of the fourteen operations through its suspend function, against the sandbox. */
@ExtendWith(SandboxExtension::class)
class SuspendingOperationsTest {

  @Test
  fun `the plugin family - payment, its status, a refund of it once paid, the balance`(
    sandbox: Sandbox, account: SandboxMerchant,
  ) = runBlocking<Unit> {
    plugin(sandbox, account).use { client ->
      val plugin = client.suspending()
      val payment = plugin.payments().create(CreatePaymentRequest.builder().merchantId(account.merchantId())
        .orderId("order-kt-1").amount("499.00").customer("Asha Rao", "asha@example.com", "9800000000").build())
      assertThat(plugin.payments().status(payment.paymentId()).status()).isEqualTo(PaymentState.CREATED)

      sandbox.payPayment(payment.paymentId())
      assertThat(plugin.payments().status(payment.paymentId()).status()).isEqualTo(PaymentState.PAID)
      val refund = plugin.refunds().create(CreateRefundRequest.builder().merchantId(account.merchantId())
        .paymentId(payment.paymentId()).amount("100.00").merchantRefundId("order-kt-1-r1").build())
      assertThat(refund.refundId()).startsWith("rfnd_")
      assertThat(plugin.balance().get().currency()).isEqualTo("INR")
    }
  }

  @Test
  fun `the merchant family - link, payees by bank and UPI, a page of them, verifications, payout and its transaction`(
    sandbox: Sandbox, account: SandboxMerchant,
  ) = runBlocking<Unit> {
    merchant(sandbox, account).use { client ->
      val merchant = client.suspending()
      val link = merchant.links().create(CreateLinkRequest.builder().title("Invoice 42").amount("499.50")
        .externalId("inv_42").customer("Asha Rao", "asha@example.com", "9800000000").build())
      assertThat(link.shortId()).isNotBlank()

      val byBank = merchant.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
        .bankAccount("50100012345678", "HDFC0001234").build())
      val byUpi = merchant.payees().create(CreatePayeeRequest.builder().legalName("Meera Iyer").vpa("meera@upi").build())
      assertThat(merchant.payees().list(10, 0).items()).extracting<String> { it.id() }
        .containsExactly(byBank.id(), byUpi.id())
      assertThat(merchant.payees().verifyBank(byBank.id()).status()).isEqualTo(VerificationState.VERIFIED)
      assertThat(merchant.payees().verifyVpa(byUpi.id()).status()).isEqualTo(VerificationState.VERIFIED)

      val payout = merchant.payouts().initiate(InitiatePayoutRequest.builder().payeeId(byBank.id())
        .amount("1250.75").externalRef("po_kt_1").method(PayoutMethod.IMPS).build())
      assertThat(merchant.payouts().status(payout.transactionId()).amountNet()).isEqualByComparingTo("1250.75")
      assertThat(merchant.transactions().status(payout.transactionId()).externalRef()).isEqualTo("po_kt_1")
    }
  }

  @Test
  fun `the public family - a link's status and checkout details, without credentials`(
    sandbox: Sandbox, account: SandboxMerchant,
  ) = runBlocking<Unit> {
    val shortId = merchant(sandbox, account).use { client ->
      client.suspending().links().create(CreateLinkRequest.builder().title("Invoice 43").amount("99.00")
        .externalId("inv_43").customer("Asha Rao", "asha@example.com", "9800000000").build()).shortId()
    }
    public(sandbox).use { client ->
      val links = client.suspending().links()
      assertThat(links.checkout(shortId).title()).isEqualTo("Invoice 43")
      sandbox.payLink(shortId, BigDecimal("99.00"))
      assertThat(links.status(shortId).status()).isEqualTo(LinkPaymentState.SUCCESS)
    }
  }

  @Test
  fun `a refusal throws the SDK's own exception, as the Java faces do`(sandbox: Sandbox, account: SandboxMerchant) {
    plugin(sandbox, account).use { client ->
      assertThatThrownBy {
        runBlocking {
          client.suspending().refunds().create(CreateRefundRequest.builder().merchantId(account.merchantId())
            .paymentId("pay_unknown").amount("1.00").merchantRefundId("r-unknown").build())
        }
      }.isInstanceOfSatisfying(NotFoundException::class.java) { // no such payment
        assertThat(it.outcome()).isEqualTo(Outcome.NOT_APPLIED)
      }
    }
  }
}
