package com.service.sdk.payouts;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.PayoutInitiation;
import java.util.concurrent.CompletableFuture;

/**
 * Payouts, keyed so that repeating one never pays twice, without blocking: the asynchronous
 * face of {@link PayoutsService}. Each method
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
public final class AsyncPayoutsService {
  private final HttpTransport transport;

  AsyncPayoutsService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Initiates a payout, like {@link PayoutsService#initiate(InitiatePayoutRequest)}.
   *
   * @param request the payout
   * @return the future of the PayoutInitiation
   */
  public CompletableFuture<PayoutInitiation> initiate(InitiatePayoutRequest request) {
    return initiate(request, RequestOptions.defaults());
  }

  /**
   * Initiates a payout with settings for this call, like {@link PayoutsService#initiate(InitiatePayoutRequest, RequestOptions)}.
   *
   * @param request the payout
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the PayoutInitiation
   */
  public CompletableFuture<PayoutInitiation> initiate(InitiatePayoutRequest request, RequestOptions options) {
    return transport.executeAsync(PayoutsService.initiateOperation(request, options), options);
  }

  /**
   * Returns the payout's ledger transaction, like {@link PayoutsService#status(String)}.
   *
   * @param transactionId the id that initiation returned
   * @return the future of the LedgerTransaction
   */
  public CompletableFuture<LedgerTransaction> status(String transactionId) {
    return status(transactionId, RequestOptions.defaults());
  }

  /**
   * Returns the payout's ledger transaction with settings for this call, like {@link PayoutsService#status(String, RequestOptions)}.
   *
   * @param transactionId the id that initiation returned
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the LedgerTransaction
   */
  public CompletableFuture<LedgerTransaction> status(String transactionId, RequestOptions options) {
    return transport.executeAsync(PayoutsService.statusOperation(transactionId, options), options);
  }
}
