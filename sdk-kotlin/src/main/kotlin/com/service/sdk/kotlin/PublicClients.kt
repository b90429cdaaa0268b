package com.service.sdk.kotlin

import com.service.sdk.core.RequestOptions
import com.service.sdk.payouts.AsyncPublicLinksService
import com.service.sdk.payouts.PublicClient
import com.service.sdk.payouts.model.CheckoutLink
import com.service.sdk.payouts.model.LinkStatus

/**
 * This client's operations as suspend functions, over its [asynchronous face][PublicClient.async]:
 * the same requests, retries, outcomes and exceptions, and no thread waits.
 */
public fun PublicClient.suspending(): SuspendingPublicClient = SuspendingPublicClient(async())

/** The operations of a [PublicClient] as suspend functions; get it from [PublicClient.suspending]. */
public class SuspendingPublicClient internal constructor(private val async: PublicClient.Async) {
  /** The public payment link reads. */
  public fun links(): SuspendingPublicLinksService = SuspendingPublicLinksService(async.links())
}

/** Public payment link reads, as suspend functions over [AsyncPublicLinksService]. */
public class SuspendingPublicLinksService internal constructor(private val async: AsyncPublicLinksService) {
  /** Returns the public status of a link, like [AsyncPublicLinksService.status]. */
  public suspend fun status(shortId: String, options: RequestOptions = RequestOptions.defaults()): LinkStatus =
    awaitCall { async.status(shortId, options) }

  /** Returns a link's checkout details, like [AsyncPublicLinksService.checkout]. */
  public suspend fun checkout(shortId: String, options: RequestOptions = RequestOptions.defaults()): CheckoutLink =
    awaitCall { async.checkout(shortId, options) }
}
