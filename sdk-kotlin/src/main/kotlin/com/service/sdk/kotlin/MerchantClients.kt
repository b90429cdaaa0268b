package com.service.sdk.kotlin

import com.service.sdk.core.Page
import com.service.sdk.core.RequestOptions
import com.service.sdk.payouts.AsyncLinksService
import com.service.sdk.payouts.AsyncPayeesService
import com.service.sdk.payouts.AsyncPayoutsService
import com.service.sdk.payouts.AsyncTransactionsService
import com.service.sdk.payouts.MerchantClient
import com.service.sdk.payouts.model.BankVerification
import com.service.sdk.payouts.model.CreateLinkRequest
import com.service.sdk.payouts.model.CreatePayeeRequest
import com.service.sdk.payouts.model.InitiatePayoutRequest
import com.service.sdk.payouts.model.LedgerTransaction
import com.service.sdk.payouts.model.Payee
import com.service.sdk.payouts.model.PaymentLink
import com.service.sdk.payouts.model.PayoutInitiation
import com.service.sdk.payouts.model.VpaVerification
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow

/**
 * This client's operations as suspend functions, over its [asynchronous face][MerchantClient.async]:
 * the same requests, retries, outcomes and exceptions, and no thread waits. See
 * [CallCancelledException] for what a cancelled coroutine's call says.
 */
public fun MerchantClient.suspending(): SuspendingMerchantClient = SuspendingMerchantClient(async())

/** The operations of a [MerchantClient] as suspend functions; get it from [MerchantClient.suspending]. */
public class SuspendingMerchantClient internal constructor(private val async: MerchantClient.Async) {
  /** Payment links. */
  public fun links(): SuspendingLinksService = SuspendingLinksService(async.links())

  /** Payees: registration, listing, verification. */
  public fun payees(): SuspendingPayeesService = SuspendingPayeesService(async.payees())

  /** Payouts, keyed so that repeating one never pays twice. */
  public fun payouts(): SuspendingPayoutsService = SuspendingPayoutsService(async.payouts())

  /** Ledger transactions. */
  public fun transactions(): SuspendingTransactionsService = SuspendingTransactionsService(async.transactions())
}

/** Payment links, as a suspend function over [AsyncLinksService]. */
public class SuspendingLinksService internal constructor(private val async: AsyncLinksService) {
  /** Creates a payment link, like [AsyncLinksService.create]. */
  public suspend fun create(request: CreateLinkRequest, options: RequestOptions = RequestOptions.defaults()):
    PaymentLink = awaitCall { async.create(request, options) }
}

/** Payees, as suspend functions and a [Flow] over [AsyncPayeesService]. */
public class SuspendingPayeesService internal constructor(private val async: AsyncPayeesService) {
  /** Registers a payee, like [AsyncPayeesService.create]. */
  public suspend fun create(request: CreatePayeeRequest, options: RequestOptions = RequestOptions.defaults()): Payee =
    awaitCall { async.create(request, options) }

  /** Returns one page of the merchant's payees, like [AsyncPayeesService.list]. */
  public suspend fun list(limit: Int, offset: Int, options: RequestOptions = RequestOptions.defaults()): Page<Payee> =
    awaitCall { async.list(limit, offset, options) }

  /** Verifies the payee's bank account, like [AsyncPayeesService.verifyBank]. */
  public suspend fun verifyBank(payeeId: String, options: RequestOptions = RequestOptions.defaults()):
    BankVerification = awaitCall { async.verifyBank(payeeId, options) }

  /** Verifies the payee's UPI address, like [AsyncPayeesService.verifyVpa]. */
  public suspend fun verifyVpa(payeeId: String, options: RequestOptions = RequestOptions.defaults()):
    VpaVerification = awaitCall { async.verifyVpa(payeeId, options) }

  /**
   * Every payee, as a cold [Flow]: each collection asks for the first page of [pageSize] (1 to
   * 200), and for the next one only when the collector has taken every payee of the one before,
   * so a slow collector slows the requests instead of piling up pages. Paging stops where the
   * Java face's `listAll()` stops: at the reported total, on an empty page, or on a page that
   * repeats the previous one. Bad arguments throw when the flow is collected, before anything is
   * sent; a failing page request throws its exception from `collect`; cancelling the collector
   * cancels the page request in flight ([CallCancelledException]).
   *
   * @param pageSize how many payees each page request asks for, 1 to 200
   * @param options each page request's deadline and retry budget
   */
  public fun listAll(pageSize: Int = 200, options: RequestOptions = RequestOptions.defaults()): Flow<Payee> = flow {
    var offset = 0
    var previous: List<Payee>? = null
    do {
      val page = list(pageSize, offset, options)
      if (page.items() == previous) {
        break // a service that ignores the offset would be paged forever
      }
      page.items().forEach { emit(it) }
      previous = page.items()
      offset += page.items().size
    } while (page.hasMore())
  }
}

/** Payouts, as suspend functions over [AsyncPayoutsService]. */
public class SuspendingPayoutsService internal constructor(private val async: AsyncPayoutsService) {
  /**
   * Initiates a payout, like [AsyncPayoutsService.initiate]. Cancelled after it may have been
   * sent, it throws [CallCancelledException] with the outcome `UNKNOWN` and the idempotency key to
   * repeat it with.
   */
  public suspend fun initiate(request: InitiatePayoutRequest, options: RequestOptions = RequestOptions.defaults()):
    PayoutInitiation = awaitCall { async.initiate(request, options) }

  /** Returns the payout's ledger transaction, like [AsyncPayoutsService.status]. */
  public suspend fun status(transactionId: String, options: RequestOptions = RequestOptions.defaults()):
    LedgerTransaction = awaitCall { async.status(transactionId, options) }
}

/** Ledger transactions, as a suspend function over [AsyncTransactionsService]. */
public class SuspendingTransactionsService internal constructor(private val async: AsyncTransactionsService) {
  /** Returns a ledger transaction with its internal reference, like [AsyncTransactionsService.status]. */
  public suspend fun status(transactionId: String, options: RequestOptions = RequestOptions.defaults()):
    LedgerTransaction = awaitCall { async.status(transactionId, options) }
}
