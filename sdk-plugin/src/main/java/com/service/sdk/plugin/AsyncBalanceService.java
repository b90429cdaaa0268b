package com.service.sdk.plugin;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.plugin.model.Balance;
import java.util.concurrent.CompletableFuture;

/**
 * The merchant's balances, without blocking: the asynchronous face of {@link BalanceService}. Each method
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
public final class AsyncBalanceService {
  private final HttpTransport transport;

  AsyncBalanceService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Reads the merchant's balances, like {@link BalanceService#get()}.
   *
   * @return the future of the Balance
   */
  public CompletableFuture<Balance> get() {
    return get(RequestOptions.defaults());
  }

  /**
   * Reads the merchant's balances with settings for this call, like {@link BalanceService#get(RequestOptions)}.
   *
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the Balance
   */
  public CompletableFuture<Balance> get(RequestOptions options) {
    return transport.executeAsync(BalanceService.getOperation(options), options);
  }
}
