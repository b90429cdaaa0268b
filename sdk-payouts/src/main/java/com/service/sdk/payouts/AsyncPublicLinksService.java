package com.service.sdk.payouts;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.payouts.model.CheckoutLink;
import com.service.sdk.payouts.model.LinkStatus;
import java.util.concurrent.CompletableFuture;

/**
 * Public payment link reads, without blocking: the asynchronous face of {@link PublicLinksService}. Each method
 * sends exactly what its blocking twin sends and applies the same retry rules, outcome,
 * listener events and exceptions; the returned future completes on the client's async
 * executor with the result, or exceptionally with the SDK's exception itself (from
 * {@code join()}, inside a {@code CompletionException}). Arguments are checked before
 * anything is sent: bad ones throw at once, as do calls on a closed client.
 *
 * <p>Cancelling a future cancels the attempt on the wire or the retry waiting to start, and
 * completes the future with an {@link com.service.sdk.core.ApiConnectionException} whose
 * outcome says whether the call may still have taken effect. Bound a call with
 * {@code RequestOptions.builder().timeout(..)}, not the future's {@code orTimeout}, which
 * completes the future without stopping the call.
 */
public final class AsyncPublicLinksService {
  private final HttpTransport transport;

  AsyncPublicLinksService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Returns the public status of a link, like {@link PublicLinksService#status(String)}.
   *
   * @param shortId the link's short id
   * @return the future of the LinkStatus
   */
  public CompletableFuture<LinkStatus> status(String shortId) {
    return status(shortId, RequestOptions.defaults());
  }

  /**
   * Returns the public status of a link with settings for this call, like {@link PublicLinksService#status(String, RequestOptions)}.
   *
   * @param shortId the link's short id
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the LinkStatus
   */
  public CompletableFuture<LinkStatus> status(String shortId, RequestOptions options) {
    return transport.executeAsync(PublicLinksService.statusOperation(shortId, options), options);
  }

  /**
   * Returns a link's checkout details, like {@link PublicLinksService#checkout(String)}.
   *
   * @param shortId the link's short id
   * @return the future of the CheckoutLink
   */
  public CompletableFuture<CheckoutLink> checkout(String shortId) {
    return checkout(shortId, RequestOptions.defaults());
  }

  /**
   * Returns a link's checkout details with settings for this call, like {@link PublicLinksService#checkout(String, RequestOptions)}.
   *
   * @param shortId the link's short id
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the CheckoutLink
   */
  public CompletableFuture<CheckoutLink> checkout(String shortId, RequestOptions options) {
    return transport.executeAsync(PublicLinksService.checkoutOperation(shortId, options), options);
  }
}
