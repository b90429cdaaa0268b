package com.service.sdk.kotlin

import com.service.sdk.core.RequestOptions
import com.service.sdk.plugin.AsyncBalanceService
import com.service.sdk.plugin.AsyncPaymentsService
import com.service.sdk.plugin.AsyncRefundsService
import com.service.sdk.plugin.PluginClient
import com.service.sdk.plugin.model.Balance
import com.service.sdk.plugin.model.CreatePaymentRequest
import com.service.sdk.plugin.model.CreateRefundRequest
import com.service.sdk.plugin.model.HostedPayment
import com.service.sdk.plugin.model.PaymentStatus
import com.service.sdk.plugin.model.Refund

/**
 * This client's operations as suspend functions, over its [asynchronous face][PluginClient.async]:
 * the same requests, retries, outcomes and exceptions, and no thread waits. See
 * [CallCancelledException] for what a cancelled coroutine's call says.
 */
public fun PluginClient.suspending(): SuspendingPluginClient = SuspendingPluginClient(async())

/** The operations of a [PluginClient] as suspend functions; get it from [PluginClient.suspending]. */
public class SuspendingPluginClient internal constructor(private val async: PluginClient.Async) {
  /** Hosted checkout payments. */
  public fun payments(): SuspendingPaymentsService = SuspendingPaymentsService(async.payments())

  /** Refunds, keyed so that repeating one never refunds twice. */
  public fun refunds(): SuspendingRefundsService = SuspendingRefundsService(async.refunds())

  /** The merchant's balances. */
  public fun balance(): SuspendingBalanceService = SuspendingBalanceService(async.balance())
}

/** Hosted checkout payments, as suspend functions over [AsyncPaymentsService]. */
public class SuspendingPaymentsService internal constructor(private val async: AsyncPaymentsService) {
  /** Creates a hosted checkout payment, like [AsyncPaymentsService.create]. */
  public suspend fun create(request: CreatePaymentRequest, options: RequestOptions = RequestOptions.defaults()):
    HostedPayment = awaitCall { async.create(request, options) }

  /** Reads a hosted payment's status, like [AsyncPaymentsService.status]. */
  public suspend fun status(paymentId: String, options: RequestOptions = RequestOptions.defaults()): PaymentStatus =
    awaitCall { async.status(paymentId, options) }
}

/** Refunds, as suspend functions over [AsyncRefundsService]. */
public class SuspendingRefundsService internal constructor(private val async: AsyncRefundsService) {
  /**
   * Creates a refund, like [AsyncRefundsService.create]. Cancelled after it may have been sent,
   * it throws [CallCancelledException] with the outcome `UNKNOWN` and the idempotency key to
   * repeat it with.
   */
  public suspend fun create(request: CreateRefundRequest, options: RequestOptions = RequestOptions.defaults()):
    Refund = awaitCall { async.create(request, options) }
}

/** The merchant's balances, as a suspend function over [AsyncBalanceService]. */
public class SuspendingBalanceService internal constructor(private val async: AsyncBalanceService) {
  /** Reads the merchant's balances, like [AsyncBalanceService.get]. */
  public suspend fun get(options: RequestOptions = RequestOptions.defaults()): Balance =
    awaitCall { async.get(options) }
}
