package com.service.sdk.kotlin

import com.service.sdk.core.ApiConnectionException
import com.service.sdk.core.Outcome
import com.service.sdk.core.RequestOptions
import com.service.sdk.payouts.model.CreatePayeeRequest
import com.service.sdk.payouts.model.InitiatePayoutRequest
import com.service.sdk.payouts.model.PayoutMethod
import com.service.sdk.plugin.PluginClient
import com.service.sdk.plugin.model.Balance
import com.service.sdk.plugin.model.CreatePaymentRequest
import com.service.sdk.plugin.model.CreateRefundRequest
import com.service.sdk.sandbox.FaultRule
import com.service.sdk.sandbox.Sandbox
import com.service.sdk.sandbox.SandboxMerchant
import com.service.sdk.sandbox.SandboxOperation
import com.service.sdk.sandbox.junit.SandboxExtension
import java.time.Duration
import java.util.concurrent.ConcurrentLinkedQueue
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicReference
import kotlin.time.Duration.Companion.milliseconds
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.TimeoutCancellationException
import kotlinx.coroutines.cancelAndJoin
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.assertj.core.api.Assertions.assertThat
import org.assertj.core.api.Assertions.assertThatThrownBy
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

/**
 * Cancelling a coroutine cancels its SDK call, against the sandbox holding the answer back
 * (a `delay` fault: the request takes effect, its answer waits 30 s): the call ends at once,
 * and a write says what the Java face says of a cancelled write, its outcome and its key.
 */
@ExtendWith(SandboxExtension::class)
class CancellationTest {
  private val stalled = Duration.ofSeconds(30)

  @Test
  fun `a payout cancelled after it was sent ends UNKNOWN with its key, and the key gets that one payout back`(
    sandbox: Sandbox, account: SandboxMerchant,
  ) = runBlocking<Unit> {
    merchant(sandbox, account).use { client ->
      val merchant = client.suspending()
      val payee = merchant.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
        .bankAccount("50100012345678", "HDFC0001234").build())
      merchant.payees().verifyBank(payee.id())
      val request = InitiatePayoutRequest.builder().payeeId(payee.id()).amount("1250.75").externalRef("po_cancel_1")
        .method(PayoutMethod.IMPS).build()
      val stall = FaultRule.on(SandboxOperation.INITIATE_PAYOUT).next(1).delay(stalled)
      sandbox.faults().add(stall)

      val caught = AtomicReference<CallCancelledException>()
      val payout = launch(Dispatchers.Default) {
        try {
          merchant.payouts().initiate(request)
        } catch (e: CallCancelledException) {
          caught.set(e) // what a merchant records before the coroutine ends
          throw e
        }
      }
      awaitTrue("the payout reached the sandbox") { stall.fired() == 1 }
      val started = System.nanoTime()
      payout.cancelAndJoin()

      assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5))
      assertThat(payout.isCancelled).isTrue()
      val failure = caught.get().failure
      assertThat(failure).isInstanceOf(ApiConnectionException::class.java)
      assertThat(failure.outcome()).isEqualTo(Outcome.UNKNOWN)
      assertThat(caught.get()).hasCause(failure).hasMessageContaining(failure.message)
      val key = failure.idempotencyKey().orElseThrow()

      val again = merchant.payouts().initiate(request, RequestOptions.withIdempotencyKey(key))
      assertThat(sandbox.payouts(account.merchantId())).extracting<String> { it.id() }
        .containsExactly(again.transactionId())
    }
  }

  @Test
  fun `withTimeout cancels a stalled refund - inside, the refund's outcome and key, outside, the timeout`(
    sandbox: Sandbox, account: SandboxMerchant,
  ) = runBlocking<Unit> {
    plugin(sandbox, account).use { client ->
      val plugin = client.suspending()
      val payment = plugin.payments().create(CreatePaymentRequest.builder().merchantId(account.merchantId())
        .orderId("order-timeout-1").amount("499.00").customer("Asha Rao", "asha@example.com", "9800000000").build())
      sandbox.payPayment(payment.paymentId())
      sandbox.faults().add(FaultRule.on(SandboxOperation.CREATE_REFUND).next(1).delay(stalled))

      val inside = AtomicReference<CallCancelledException>()
      assertThatThrownBy {
        runBlocking {
          withTimeout(1500.milliseconds) {
            try {
              plugin.refunds().create(CreateRefundRequest.builder().merchantId(account.merchantId())
                .paymentId(payment.paymentId()).amount("100.00").merchantRefundId("order-timeout-1-r1").build())
            } catch (e: CallCancelledException) {
              inside.set(e)
              throw e
            }
          }
        }
      }.isInstanceOf(TimeoutCancellationException::class.java)

      assertThat(inside.get().failure.outcome()).isEqualTo(Outcome.UNKNOWN)
      assertThat(inside.get().failure.idempotencyKey()).isPresent()
    }
  }

  @Test
  fun `a cancelled scope cancels its calls - each has ended when the scope has, and the SDK's threads end after close`(
    sandbox: Sandbox, account: SandboxMerchant,
  ) = runBlocking<Unit> {
    val calls = RunningCalls()
    val stall = FaultRule.on(SandboxOperation.LIST_PAYEES).delay(stalled)
    sandbox.faults().add(stall)
    val outcomes = ConcurrentLinkedQueue<Outcome>()
    merchant(sandbox, account, calls).use { client ->
      val payees = client.suspending().payees()
      val scope = CoroutineScope(Dispatchers.Default)
      repeat(5) {
        scope.launch {
          try {
            payees.list(10, 0)
          } catch (e: CallCancelledException) {
            outcomes.add(e.failure.outcome())
            throw e
          }
        }
      }
      awaitTrue("five requests reached the sandbox") { stall.fired() == 5 }
      val started = System.nanoTime()
      scope.coroutineContext[Job]!!.cancelAndJoin()

      assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5))
      assertThat(outcomes).hasSize(5).containsOnly(Outcome.NOT_APPLIED) // a read changes nothing
      assertThat(calls.started.get()).isEqualTo(5)
      assertThat(calls.now()).isZero() // no call outlives its coroutine
    }
    assertThat(sdkThreadsLeftAfter(seconds = 5)).isEmpty()
  }

  @Test
  fun `a call that succeeded before the cancel could stop it returns its result`(
    sandbox: Sandbox, account: SandboxMerchant,
  ) = runBlocking<Unit> {
    val completions = LinkedBlockingQueue<Runnable>() // the client's async executor, run by hand
    PluginClient.builder().baseUrl(sandbox.baseUrl()).credentials(account.apiKeyId(), account.apiSecret())
      .asyncExecutor { completions.add(it) }.build().use { client ->
        val result = AtomicReference<Balance>()
        val call = launch(Dispatchers.Default) { result.set(client.suspending().balance().get()) }
        val completion = completions.poll(10, TimeUnit.SECONDS) // the answer is in: its future completes next
        call.cancel()
        completion!!.run()
        call.join()

        assertThat(call.isCancelled).isTrue()
        assertThat(result.get().currency()).isEqualTo("INR") // the result was not lost to the cancel
      }
  }

  @Test
  fun `a call that was not cancelled is untouched by another one's cancel`(
    sandbox: Sandbox, account: SandboxMerchant,
  ) = runBlocking<Unit> {
    val stall = FaultRule.on(SandboxOperation.BALANCE).next(1).delay(stalled)
    sandbox.faults().add(stall)
    plugin(sandbox, account).use { client ->
      val balance = client.suspending().balance()
      val stalledOne = launch(Dispatchers.Default) { balance.get() }
      // The rule's own count: the class's sandbox also logged earlier tests' balance reads, so a wait
      // on its request log let the other read go first, take the stall and wait out its 30 seconds.
      awaitTrue("the first balance read reached the sandbox and was stalled") { stall.fired() == 1 }
      val other = launch(Dispatchers.Default) { assertThat(balance.get().currency()).isEqualTo("INR") }
      stalledOne.cancelAndJoin()
      val started = System.nanoTime()
      other.join()

      assertThat(other.isCancelled).isFalse()
      assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(5))
      assertThat(stall.fired()).isEqualTo(1)
    }
  }
}

