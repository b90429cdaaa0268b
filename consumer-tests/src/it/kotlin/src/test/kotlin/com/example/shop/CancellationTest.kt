package com.example.shop

import com.service.sdk.kotlin.suspending
import com.service.sdk.payouts.MerchantClient
import com.service.sdk.payouts.model.CreatePayeeRequest
import com.service.sdk.payouts.model.InitiatePayoutRequest
import com.service.sdk.payouts.model.PayoutMethod
import com.service.sdk.sandbox.FaultRule
import com.service.sdk.sandbox.Sandbox
import com.service.sdk.sandbox.SandboxOperation
import java.io.ByteArrayOutputStream
import java.io.PrintStream
import java.time.Duration
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.cancelAndJoin
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The Kotlin guide's payOut (docs/kotlin.md), cancelled while the sandbox holds the payout's answer back: it prints the outcome and key. */
class CancellationTest {

  @Test
  fun `a payout cancelled after it was sent prints UNKNOWN and its key, and the key gets the payout back once`() {
    Sandbox.start().use { sandbox ->
      val account = sandbox.createMerchant()
      MerchantClient.builder().baseUrl(sandbox.baseUrl()).credentials(account.apiKeyId(), account.apiSecret()).build()
        .use { client ->
          val merchant = client.suspending()
          val printed = ByteArrayOutputStream()
          runBlocking {
            val payee = merchant.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
              .bankAccount("50100012345678", "HDFC0001234").build())
            merchant.payees().verifyBank(payee.id())
            val request = InitiatePayoutRequest.builder().payeeId(payee.id()).amount("10.00").externalRef("po_9001")
              .method(PayoutMethod.IMPS).build()
            val stall = FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).delay(Duration.ofSeconds(30))
            sandbox.faults().add(stall)
            val out = System.out
            System.setOut(PrintStream(printed, true))
            try {
              val payout = launch(Dispatchers.Default) { payOut(merchant, request) }
              while (stall.fired() == 0) {
                Thread.sleep(10)
              }
              payout.cancelAndJoin()
            } finally {
              System.setOut(out)
            }
            val line = printed.toString().trim()
            assertTrue(line.startsWith("payout UNKNOWN: repeat it with key "), line)
            val key = line.substringAfterLast(' ')
            val again = merchant.payouts().initiate(request,
              com.service.sdk.core.RequestOptions.withIdempotencyKey(com.service.sdk.core.IdempotencyKey.of(key)))
            assertEquals(listOf(again.transactionId()), sandbox.payouts(account.merchantId()).map { it.id() })
          }
        }
    }
  }
}
