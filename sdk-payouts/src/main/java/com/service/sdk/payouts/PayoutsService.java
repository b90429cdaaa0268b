package com.service.sdk.payouts;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.PreparedRequest;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.internal.ApiRequest;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.Json;
import com.service.sdk.core.internal.Operation;
import com.service.sdk.core.internal.ResponseDecoder;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.TransactionCategory;
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
  /** The operation's name, as listeners and {@link PreparedRequest#operation()} show it. */
  private static final String INITIATE = "payouts.initiate";
  private static final String INITIATE_PATH = "/api/v1/payouts/external/initiate";

  private final HttpTransport transport;

  PayoutsService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Initiates a payout (operation 12, {@code POST /api/v1/payouts/external/initiate}) with an
   * idempotency key derived from your payout reference, {@code externalRef}. The
   * derivation is a stable contract (merchants store these keys; it never changes between
   * SDK versions, and does not depend on the API key, so it survives a key rotation):
   *
   * <pre>{@code IdempotencyKey.derive("payout", request.externalRef())}</pre>
   *
   * The service scopes keys per merchant (spec 4.12), so the merchant needs no part in it.
   * The key is sent on every attempt; when the service sees a key again from the same
   * merchant, it returns the original transaction and creates no new payout, so the SDK
   * retries transient failures (connection failures, timeouts, 429, 5xx) by itself, and
   * repeating a payout with the same {@code externalRef}, after a timeout, a crash or a
   * restart, returns the original transaction instead of paying twice. Repeat it
   * unchanged: the key stands for that one request, and a service may refuse a different
   * request under a key it has already seen. Use a new {@code externalRef} for a new payout.
   * The key is on the result and on every exception.
   *
   * <p><b>A timeout does not mean failure.</b> After any exception whose
   * {@link com.service.sdk.core.ServiceException#outcome() outcome()} is
   * {@link com.service.sdk.core.Outcome#UNKNOWN UNKNOWN} or
   * {@link com.service.sdk.core.Outcome#APPLIED APPLIED}, repeat the same request (same
   * {@code externalRef}, or the same key when you passed your own), or read the
   * transaction's state ({@link #status}, or the payout callback) before anything else;
   * never initiate it anew under a new reference.
   *
   * @param request the payout
   * @return the initiated payout (or the one initiated before, under the same key)
   * @throws NullPointerException if {@code request} is null
   * @throws com.service.sdk.core.InvalidRequestException for HTTP 400/422 (such as an
   *     unverified payee or an insufficient balance)
   * @throws com.service.sdk.core.AuthenticationException for HTTP 401/403
   * @throws com.service.sdk.core.ConflictException for HTTP 409
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came after retries
   * @throws com.service.sdk.core.ResponseDecodingException when the answer has no
   *     transaction id; the payout may exist: repeat with the same key
   */
  public PayoutInitiation initiate(InitiatePayoutRequest request) {
    return initiate(request, RequestOptions.defaults());
  }

  /**
   * Initiates a payout, like {@link #initiate(InitiatePayoutRequest)}, with settings for
   * this call: its deadline, its retry budget, and its idempotency key, for example one
   * you stored before calling. Without a key in the options, the key is derived from
   * {@code externalRef}.
   *
   * @param request the payout
   * @param options this call's deadline, retry budget and idempotency key;
   *     {@link RequestOptions#defaults()} changes nothing
   * @return the initiated payout (or the one initiated before, under the same key)
   * @throws NullPointerException if {@code request} or {@code options} is null
   * @see #initiate(InitiatePayoutRequest) for the outcome rules and the exceptions
   */
  public PayoutInitiation initiate(InitiatePayoutRequest request, RequestOptions options) {
    return transport.execute(initiateOperation(request, options), options);
  }

  /**
   * Prepares a payout without sending it: the key {@link #initiate(InitiatePayoutRequest, RequestOptions)}
   * would send (yours from {@code options}, or the one derived from {@code externalRef}) and the
   * exact body bytes it would sign and send. Store both before sending; after a crash, send them
   * again with {@link #initiate(PreparedRequest, RequestOptions)}: same key, same bytes.
   *
   * @param request the payout
   * @param options carries your idempotency key, if any; {@link RequestOptions#defaults()} derives it
   * @return the payout as it would be sent, operation {@code "payouts.initiate"}
   * @throws NullPointerException if {@code request} or {@code options} is null
   */
  public PreparedRequest prepare(InitiatePayoutRequest request, RequestOptions options) {
    Objects.requireNonNull(request, "request == null");
    Objects.requireNonNull(options, "options == null");
    return PreparedRequest.of(INITIATE, key(request, options), Json.write(InitiatePayoutBody.from(request)));
  }

  /**
   * Sends a payout prepared before ({@link #prepare}), perhaps by another process: its bytes
   * exactly, under its key, retried like {@link #initiate(InitiatePayoutRequest)}. When an
   * earlier send of it got through, the service answers with that transaction and creates no
   * new payout (spec 4.12).
   *
   * @param prepared the payout as prepared, or rebuilt with {@link PreparedRequest#of}
   * @param options this call's deadline and retry budget; a key in them must be the prepared one
   * @return the initiated payout (or the one initiated before, under the same key)
   * @throws NullPointerException if {@code prepared} or {@code options} is null
   * @throws IllegalArgumentException if {@code prepared} is not a {@code payouts.initiate}, or
   *     {@code options} carry another key; nothing is sent
   * @see #initiate(InitiatePayoutRequest) for the outcome rules and the exceptions
   */
  public PayoutInitiation initiate(PreparedRequest prepared, RequestOptions options) {
    return transport.execute(sendOperation(prepared, options), options);
  }

  /** The {@code payouts.initiate} call both faces run; the arguments are checked before anything is sent. */
  static Operation<PayoutInitiation> initiateOperation(InitiatePayoutRequest request, RequestOptions options) {
    Objects.requireNonNull(request, "request == null");
    Objects.requireNonNull(options, "options == null");
    return initiation(key(request, options), ApiRequest.post(INITIATE, INITIATE_PATH)
        .jsonBody(InitiatePayoutBody.from(request)));
  }

  /** The call that sends a prepared payout's bytes as they are. */
  static Operation<PayoutInitiation> sendOperation(PreparedRequest prepared, RequestOptions options) {
    Objects.requireNonNull(prepared, "prepared == null");
    Objects.requireNonNull(options, "options == null");
    if (!prepared.operation().equals(INITIATE)) {
      throw new IllegalArgumentException("a prepared " + prepared.operation() + " cannot be sent as " + INITIATE);
    }
    options.idempotencyKey().filter(key -> !key.equals(prepared.idempotencyKey())).ifPresent(key -> {
      throw new IllegalArgumentException("options carry idempotency key " + key + ", but the payout was prepared"
          + " with " + prepared.idempotencyKey() + ": a prepared request is sent under its own key only");
    });
    return initiation(prepared.idempotencyKey(), ApiRequest.post(INITIATE, INITIATE_PATH).body(prepared.body()));
  }

  private static Operation<PayoutInitiation> initiation(IdempotencyKey key, ApiRequest.Builder call) {
    return new Operation<>(call.idempotencyKey(key).build(), ResponseDecoder.envelope(PayoutInitiationData.class)
        .andThen(data -> new PayoutInitiation(data.message(), data.transactionId(), data.status(), key)));
  }

  private static IdempotencyKey key(InitiatePayoutRequest request, RequestOptions options) {
    return options.idempotencyKey().orElseGet(() -> IdempotencyKey.derive(KEY_PURPOSE, request.externalRef()));
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
   * Returns the payout's ledger transaction, like {@link #status(String)}, with settings for this call.
   *
   * @param transactionId the id that initiation returned
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

  /** The {@code payouts.status} call both faces run; the arguments are checked before anything is sent. */
  static Operation<LedgerTransaction> statusOperation(String transactionId, RequestOptions options) {
    Objects.requireNonNull(options, "options == null");
    ApiRequest call = ApiRequest.get("payouts.status", "/api/v1/payouts/external/status")
        .segment(transactionId, "transactionId")
        .build();
    return new Operation<>(call, ResponseDecoder.envelope(LedgerTransaction.class));
  }

  /**
   * Confirms a payout callback: reads the ledger transaction of the {@code transaction_id} it
   * names with the payout status operation (spec 4.13, the one for "final-state confirmation"),
   * the answer to believe instead of the callback's body, and checks that it is a payout: the
   * ledger holds collections too, and a notice naming a paid payment's transaction id must not
   * run a payout action. The spec shows category {@code DISBURSEMENT} for payouts; anything else,
   * or no category, is refused.
   *
   * @param notice the callback, read with {@link CallbackNotice#parse}
   * @return the payout's ledger transaction, from the service
   * @throws NullPointerException if {@code notice} is null
   * @throws IllegalArgumentException before any request, if the notice names no payout (no
   *     usable {@code transaction_id}, or it names a payment or link), saying what it holds; or
   *     after the status call, if the transaction is not a payout ({@code CallbackHandler}
   *     answers both 400 and runs no action)
   * @see #status(String) for the exceptions of the status call
   */
  public LedgerTransaction confirm(CallbackNotice notice) {
    Objects.requireNonNull(notice, "notice == null");
    String transactionId = notice.requireId(CallbackNotice.Kind.PAYOUT);
    LedgerTransaction transaction = status(transactionId);
    if (!TransactionCategory.DISBURSEMENT.equals(transaction.category())) {
      throw new IllegalArgumentException("callback notice names transaction " + transactionId + ", which the service"
          + " shows " + (transaction.category() == null ? "without a category" : "as a " + transaction.category().value())
          + ", not a payout (category DISBURSEMENT): not confirmed as a payout");
    }
    return transaction;
  }
}
