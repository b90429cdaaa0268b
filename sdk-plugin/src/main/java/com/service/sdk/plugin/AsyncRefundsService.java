package com.service.sdk.plugin;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.Refund;
import java.util.concurrent.CompletableFuture;

/**
 * Refunds, keyed so that repeating one never refunds twice, without blocking: the asynchronous
 * face of {@link RefundsService}. Each method
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
public final class AsyncRefundsService {
  private final HttpTransport transport;

  AsyncRefundsService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Creates a refund, like {@link RefundsService#create(CreateRefundRequest)}.
   *
   * @param request the refund
   * @return the future of the Refund
   */
  public CompletableFuture<Refund> create(CreateRefundRequest request) {
    return create(request, RequestOptions.defaults());
  }

  /**
   * Creates a refund with settings for this call, like {@link RefundsService#create(CreateRefundRequest, RequestOptions)}.
   *
   * @param request the refund
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the Refund
   */
  public CompletableFuture<Refund> create(CreateRefundRequest request, RequestOptions options) {
    return transport.executeAsync(RefundsService.createOperation(request, options), options);
  }
}
