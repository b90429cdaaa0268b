package com.service.sdk.kotlin

import com.service.sdk.core.CallListener
import com.service.sdk.plugin.model.CreatePaymentRequest
import com.service.sdk.sandbox.FaultRule
import com.service.sdk.sandbox.Sandbox
import com.service.sdk.sandbox.SandboxMerchant
import com.service.sdk.sandbox.SandboxOperation
import com.service.sdk.sandbox.junit.SandboxExtension
import java.time.Duration
import java.util.concurrent.atomic.AtomicReference
import kotlin.coroutines.cancellation.CancellationException
import kotlin.time.Duration.Companion.milliseconds
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.cancel
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import kotlinx.coroutines.withTimeout
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.extension.ExtendWith

/** Where a cancelled coroutine's call is stopped: before it starts, and on which thread. */
@ExtendWith(SandboxExtension::class)
class CancelledCoroutineTest {

  @Test
  fun `a coroutine cancelled before it calls starts no call, so nothing can reach the service`(
    sandbox: Sandbox, account: SandboxMerchant,
  ) = runBlocking<Unit> {
    val calls = RunningCalls()
    plugin(sandbox, account, calls).use { client ->
      val payments = client.suspending().payments()
      val thrown = AtomicReference<Throwable>()
      launch(Dispatchers.Default) {
        cancel() // say, the request the coroutine served was dropped a moment ago
        try {
          payments.create(CreatePaymentRequest.builder().merchantId(account.merchantId()).orderId("order-cancelled-1")
            .amount("499.00").customer("Asha Rao", "asha@example.com", "9800000000").build())
        } catch (e: Throwable) {
          thrown.set(e)
          throw e
        }
      }.join()

      assertThat(thrown.get()).isInstanceOf(CancellationException::class.java)
        .`as`("no call, so no outcome to report").isNotInstanceOf(CallCancelledException::class.java)
      assertThat(calls.started.get()).`as`("calls started (the request signed and queued for the wire)").isZero()
      assertThat(sandbox.payments(account.merchantId())).isEmpty()
    }
  }

  @Test
  fun `withTimeout's cancel ends the call on the coroutine's dispatcher, never on the coroutines' timer thread`(
    sandbox: Sandbox, account: SandboxMerchant,
  ) = runBlocking<Unit> {
    val ended = AtomicReference<String>()
    val listener = object : CallListener {
      override fun callFinished(call: CallListener.Call, end: CallListener.End) {
        ended.set(Thread.currentThread().name) // a metrics listener may be slow: it must not hold up every timer
      }
    }
    sandbox.faults().add(FaultRule.on(SandboxOperation.BALANCE).next(1).delay(Duration.ofSeconds(30)))
    plugin(sandbox, account, listener).use { client ->
      val balance = client.suspending().balance()
      val thrown = runCatching { withContext(Dispatchers.Default) { withTimeout(2000.milliseconds) { balance.get() } } }
      assertThat(thrown.exceptionOrNull()).isInstanceOf(CancellationException::class.java)

      assertThat(ended.get()).`as`("the thread the call's end was reported on")
        .isNotEqualTo("kotlinx.coroutines.DefaultExecutor").startsWith("DefaultDispatcher-worker-")
    }
  }
}
