package com.service.sdk.payouts;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.internal.ApiRequest;
import com.service.sdk.core.internal.ApiResponse;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.ResponseDecoder;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.PayoutInitiation;
import java.util.Objects;

/**
 * Payouts (disbursements) of the merchant HMAC family (spec 4.12, 4.13). Get it from
 * {@link MerchantClient#payouts()}. Thread-safe.
 *
 * <p>Before a payout, the payee must be verified by the method matching the payout
 * method: bank verification ({@link PayeesService#verifyBank}) for IMPS, NEFT and RTGS,
 * UPI verification ({@link PayeesService#verifyVpa}) for UPI. Funds come from the
 * merchant's wallet or payout deposit balance. The payout's final state arrives by
 * callback, the source of truth; {@link #status} is for recovery.
 */
public final class PayoutsService {
  /** The first part of every derived payout key, so it never equals a key derived for something else. */
  private static final String KEY_PURPOSE = "payout";

  private final HttpTransport transport;

  PayoutsService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Initiates a payout with an idempotency key derived from your payout reference,
   * {@code externalRef}. The derivation is a stable contract (merchants store these keys;
   * it never changes between SDK versions, and does not depend on the API key, so it
   * survives a key rotation):
   *
   * <pre>{@code IdempotencyKey.derive("payout", request.externalRef())}</pre>
   *
   * The service scopes keys per merchant (spec 4.12), so the merchant needs no part in it.
   * Repeating a payout with the same {@code externalRef}, after a timeout, a crash or a
   * restart, returns the original transaction instead of paying twice. Repeat it
   * unchanged: the key stands for that one request, and a service may refuse a different
   * request under a key it has already seen. Use a new {@code externalRef} for a new payout.
   *
   * @param request the payout
   * @return the initiated payout (or the one initiated before, under the same key)
   * @throws NullPointerException if {@code request} is null
   * @see #initiate(InitiatePayoutRequest, IdempotencyKey) for the rules and exceptions
   */
  public PayoutInitiation initiate(InitiatePayoutRequest request) {
    Objects.requireNonNull(request, "request == null");
    return initiate(request, IdempotencyKey.derive(KEY_PURPOSE, request.externalRef()));
  }

  /**
   * Initiates a payout (operation 12, {@code POST /api/v1/payouts/external/initiate}) with
   * this {@code Idempotency-Key}. The key is sent on every attempt; when the service sees
   * a key again from the same merchant, it returns the original transaction and creates
   * no new payout, so the SDK retries transient failures (connection failures, timeouts,
   * 429, 5xx) by itself. The key is on the result and on every exception.
   *
   * <p><b>A timeout does not mean failure.</b> After any exception whose
   * {@link com.service.sdk.core.ServiceException#outcome() outcome()} is
   * {@link com.service.sdk.core.Outcome#UNKNOWN UNKNOWN} or
   * {@link com.service.sdk.core.Outcome#APPLIED APPLIED}, repeat the same request with the
   * same key (or the same {@code externalRef} when the key was derived), or read the
   * transaction's state ({@link #status}, or the payout callback) before anything else;
   * never initiate it anew under a new reference.
   *
   * @throws NullPointerException if {@code request} or {@code idempotencyKey} is null
   * @throws com.service.sdk.core.InvalidRequestException for HTTP 400/422 (such as an
   *     unverified payee or an insufficient balance)
   * @throws com.service.sdk.core.AuthenticationException for HTTP 401/403
   * @throws com.service.sdk.core.ConflictException for HTTP 409
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came after retries
   * @throws com.service.sdk.core.ResponseDecodingException when the answer has no
   *     transaction id; the payout may exist: repeat with the same key
   */
  public PayoutInitiation initiate(InitiatePayoutRequest request, IdempotencyKey idempotencyKey) {
    Objects.requireNonNull(request, "request == null");
    Objects.requireNonNull(idempotencyKey, "idempotencyKey == null");
    ApiRequest call = ApiRequest.post("/api/v1/payouts/external/initiate")
        .jsonBody(InitiatePayoutBody.from(request))
        .idempotencyKey(idempotencyKey)
        .build();
    ApiResponse answer = transport.execute(call);
    PayoutInitiationData data = ResponseDecoder.envelope(answer, PayoutInitiationData.class);
    return new PayoutInitiation(data.message(), data.transactionId(), data.status(), idempotencyKey);
  }

  /**
   * Returns the payout's ledger transaction (operation 13,
   * {@code GET /api/v1/payouts/external/status/{transaction_id}}), without
   * {@code internal_ref}. Use it only when a callback was missed or a final state needs
   * confirming; callbacks are the source of truth.
   * {@link TransactionsService#status} returns the same ledger state with the internal
   * reference.
   *
   * @param transactionId the id that initiation returned; sent percent-encoded as one path segment
   * @throws NullPointerException if {@code transactionId} is null
   * @throws IllegalArgumentException if {@code transactionId} is blank, {@code .} or {@code ..}
   * @throws com.service.sdk.core.NotFoundException for HTTP 404
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came after retries
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not a ledger transaction
   */
  public LedgerTransaction status(String transactionId) {
    ApiRequest call = ApiRequest.get("/api/v1/payouts/external/status")
        .segment(transactionId, "transactionId")
        .build();
    return ResponseDecoder.envelope(transport.execute(call), LedgerTransaction.class);
  }

  /**
   * Confirms a payout callback: reads the ledger transaction of the {@code transaction_id} it
   * names with the payout status operation (spec 4.13, the one for "final-state confirmation"),
   * the answer to believe instead of the callback's body.
   *
   * @param notice the callback, read with {@link com.service.sdk.core.callback.CallbackNotice#parse}
   * @return the payout's ledger transaction, from the service
   * @throws NullPointerException if {@code notice} is null
   * @throws IllegalArgumentException before any request, if the notice names no payout (no
   *     usable {@code transaction_id}, or it names a payment or link), saying what it holds
   * @see #status(String) for the exceptions of the status call
   */
  public LedgerTransaction confirm(com.service.sdk.core.callback.CallbackNotice notice) {
    java.util.Objects.requireNonNull(notice, "notice == null");
    return status(notice.requireId(com.service.sdk.core.callback.CallbackNotice.Kind.PAYOUT));
  }
}
