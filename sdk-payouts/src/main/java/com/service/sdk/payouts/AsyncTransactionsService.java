package com.service.sdk.payouts;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.payouts.model.LedgerTransaction;
import java.util.concurrent.CompletableFuture;

/**
 * Ledger transactions, without blocking: the asynchronous face of {@link TransactionsService}. Each method
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
public final class AsyncTransactionsService {
  private final HttpTransport transport;

  AsyncTransactionsService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Returns a ledger transaction with its internal reference, like {@link TransactionsService#status(String)}.
   *
   * @param transactionId the id that payout initiation returned
   * @return the future of the LedgerTransaction
   */
  public CompletableFuture<LedgerTransaction> status(String transactionId) {
    return status(transactionId, RequestOptions.defaults());
  }

  /**
   * Returns a ledger transaction with its internal reference with settings for this call, like {@link TransactionsService#status(String, RequestOptions)}.
   *
   * @param transactionId the id that payout initiation returned
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the LedgerTransaction
   */
  public CompletableFuture<LedgerTransaction> status(String transactionId, RequestOptions options) {
    return transport.executeAsync(TransactionsService.statusOperation(transactionId, options), options);
  }
}
