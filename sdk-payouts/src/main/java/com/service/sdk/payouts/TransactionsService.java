package com.service.sdk.payouts;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.ApiRequest;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.Operation;
import com.service.sdk.core.internal.ResponseDecoder;
import com.service.sdk.payouts.model.LedgerTransaction;
import java.util.Objects;

/**
 * Ledger transactions of the merchant HMAC family (spec 4.14). Get it from
 * {@link MerchantClient#transactions()}. Thread-safe.
 */
public final class TransactionsService {
  private final HttpTransport transport;

  TransactionsService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Returns a ledger transaction with its internal reference (operation 14,
   * {@code GET /api/v1/transactions/external/status/{transaction_id}}). This is the
   * operation for server-to-server recovery polling (a delayed or missed callback, a
   * support check); callbacks remain the source of truth.
   *
   * @param transactionId the id that payout initiation returned; sent percent-encoded as one path segment
   * @return the ledger transaction
   * @throws NullPointerException if {@code transactionId} is null
   * @throws IllegalArgumentException if {@code transactionId} is blank, {@code .} or {@code ..}
   * @throws com.service.sdk.core.NotFoundException for HTTP 404
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came after retries
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not a ledger transaction
   */
  public LedgerTransaction status(String transactionId) {
    return status(transactionId, RequestOptions.defaults());
  }

  /**
   * Returns a ledger transaction, like {@link #status(String)}, with settings for this call.
   *
   * @param transactionId the id that payout initiation returned
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the ledger transaction
   * @throws NullPointerException if {@code transactionId} or {@code options} is null
   * @throws IllegalArgumentException if {@code transactionId} is blank, {@code .} or {@code ..},
   *     or {@code options} carry an idempotency key: this operation has none
   * @see #status(String) for the exceptions
   */
  public LedgerTransaction status(String transactionId, RequestOptions options) {
    return transport.execute(statusOperation(transactionId, options), options);
  }

  /** The {@code transactions.status} call both faces run; the arguments are checked before anything is sent. */
  static Operation<LedgerTransaction> statusOperation(String transactionId, RequestOptions options) {
    Objects.requireNonNull(options, "options == null");
    ApiRequest call = ApiRequest.get("transactions.status", "/api/v1/transactions/external/status")
        .segment(transactionId, "transactionId")
        .build();
    return new Operation<>(call, ResponseDecoder.envelope(LedgerTransaction.class));
  }
}
