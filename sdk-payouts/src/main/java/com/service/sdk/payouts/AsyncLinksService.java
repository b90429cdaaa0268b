package com.service.sdk.payouts;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.PaymentLink;
import java.util.concurrent.CompletableFuture;

/**
 * Payment links, without blocking: the asynchronous face of {@link LinksService}. Each method
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
public final class AsyncLinksService {
  private final HttpTransport transport;

  AsyncLinksService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Creates a payment link, like {@link LinksService#create(CreateLinkRequest)}.
   *
   * @param request the link
   * @return the future of the PaymentLink
   */
  public CompletableFuture<PaymentLink> create(CreateLinkRequest request) {
    return create(request, RequestOptions.defaults());
  }

  /**
   * Creates a payment link with settings for this call, like {@link LinksService#create(CreateLinkRequest, RequestOptions)}.
   *
   * @param request the link
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the PaymentLink
   */
  public CompletableFuture<PaymentLink> create(CreateLinkRequest request, RequestOptions options) {
    return transport.executeAsync(LinksService.createOperation(request, options), options);
  }
}
