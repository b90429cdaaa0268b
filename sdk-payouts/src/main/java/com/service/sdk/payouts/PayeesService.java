package com.service.sdk.payouts;

import com.service.sdk.core.AutoPagingIterable;
import com.service.sdk.core.Page;
import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.ApiRequest;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.Operation;
import com.service.sdk.core.internal.ResponseDecoder;
import com.service.sdk.payouts.model.BankVerification;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.VpaVerification;
import java.util.Map;
import java.util.Objects;

/**
 * Payout recipients of the merchant HMAC family (spec 4.8 to 4.11): registration, listing
 * and verification. Get it from {@link MerchantClient#payees()}. Thread-safe.
 *
 * <p>A payee must be verified by the method that matches the payout method before a
 * payout: {@link #verifyBank} for IMPS, NEFT and RTGS, {@link #verifyVpa} for UPI.
 */
public final class PayeesService {
  /** The spec's largest page (spec 8); {@link #listAll()} uses it. */
  static final int MAX_LIMIT = 200;
  private static final String BASE = "/api/v1/payees/external";

  private final HttpTransport transport;

  PayeesService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Registers a payee (operation 8, {@code POST /api/v1/payees/external/create}). The same
   * merchant cannot register the same bank account twice: the service refuses it, and
   * the SDK throws the exception of the status it answers with (for HTTP 409,
   * {@link com.service.sdk.core.ConflictException}) carrying the service's message.
   *
   * @param request the payee
   * @return the registered payee
   * @throws NullPointerException if {@code request} is null
   * @throws com.service.sdk.core.ConflictException for HTTP 409, such as a duplicate bank account
   * @throws com.service.sdk.core.InvalidRequestException for HTTP 400/422
   * @throws com.service.sdk.core.AuthenticationException for HTTP 401/403
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came; if
   *     {@code outcomeUnknown()}, the payee may exist: {@link #list} before registering again
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not a payee
   */
  public Payee create(CreatePayeeRequest request) {
    return create(request, RequestOptions.defaults());
  }

  /**
   * Registers a payee, like {@link #create(CreatePayeeRequest)}, with settings for this call.
   *
   * @param request the payee
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the registered payee
   * @throws NullPointerException if {@code request} or {@code options} is null
   * @throws IllegalArgumentException if {@code options} carry an idempotency key: this operation has none
   * @see #create(CreatePayeeRequest) for the exceptions
   */
  public Payee create(CreatePayeeRequest request, RequestOptions options) {
    return transport.execute(createOperation(request, options), options);
  }

  /** The {@code payees.create} call both faces run; the arguments are checked before anything is sent. */
  static Operation<Payee> createOperation(CreatePayeeRequest request, RequestOptions options) {
    Objects.requireNonNull(request, "request == null");
    Objects.requireNonNull(options, "options == null");
    ApiRequest call = ApiRequest.post("payees.create", BASE + "/create").jsonBody(CreatePayeeBody.from(request))
        .build();
    return new Operation<>(call, ResponseDecoder.envelope(Payee.class));
  }

  /**
   * Returns one page of the merchant's payees (operation 9,
   * {@code GET /api/v1/payees/external/list?limit=..&offset=..}).
   *
   * @param limit the page size, 1 to 200 (the service's default is 50)
   * @param offset how many payees to skip, at least 0
   * @return the page
   * @throws IllegalArgumentException if {@code limit} or {@code offset} is out of bounds
   * @throws com.service.sdk.core.ApiException for an error answer, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came after retries
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not a page of payees
   */
  public Page<Payee> list(int limit, int offset) {
    return list(limit, offset, RequestOptions.defaults());
  }

  /**
   * Returns one page of the merchant's payees, like {@link #list(int, int)}, with settings
   * for this call.
   *
   * @param limit the page size, 1 to 200
   * @param offset how many payees to skip, at least 0
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the page
   * @throws NullPointerException if {@code options} is null
   * @throws IllegalArgumentException if {@code limit} or {@code offset} is out of bounds, or
   *     {@code options} carry an idempotency key: this operation has none
   * @see #list(int, int) for the exceptions
   */
  public Page<Payee> list(int limit, int offset, RequestOptions options) {
    return transport.execute(listOperation(limit, offset, options), options);
  }

  /** The {@code payees.list} call both faces run; the arguments are checked before anything is sent. */
  static Operation<Page<Payee>> listOperation(int limit, int offset, RequestOptions options) {
    Objects.requireNonNull(options, "options == null");
    if (limit < 1 || limit > MAX_LIMIT) {
      throw new IllegalArgumentException("limit must be between 1 and " + MAX_LIMIT + ", was " + limit);
    }
    if (offset < 0) {
      throw new IllegalArgumentException("offset must be at least 0, was " + offset);
    }
    ApiRequest call = ApiRequest.get("payees.list", BASE + "/list")
        .query("limit", Integer.toString(limit))
        .query("offset", Integer.toString(offset))
        .build();
    return new Operation<>(call, ResponseDecoder.envelope(PayeeListData.class)
        .andThen(data -> new Page<>(data.payees(), data.totalCount(), limit, offset)));
  }

  /**
   * Returns every payee, fetched lazily in pages of 200: nothing is requested until
   * iteration starts. Iteration stops at the reported {@code total_count}, on an empty
   * page, or on a page that repeats the previous one, so an inconsistent total cannot make
   * it loop forever. A failing page request throws from {@code hasNext()} the exceptions
   * that {@link #list} documents.
   *
   * @return the payees, one page request at a time
   */
  public AutoPagingIterable<Payee> listAll() {
    return listAll(RequestOptions.defaults());
  }

  /**
   * Returns every payee, like {@link #listAll()}, with settings for each page request: the
   * deadline and retry budget apply to each page, not to the whole iteration.
   *
   * @param options each page request's deadline and retry budget
   * @return the payees, one page request at a time
   * @throws NullPointerException if {@code options} is null
   * @throws IllegalArgumentException if {@code options} carry an idempotency key: this operation has none
   */
  public AutoPagingIterable<Payee> listAll(RequestOptions options) {
    return listAll(MAX_LIMIT, options);
  }

  /**
   * Returns every payee, like {@link #listAll()}, in pages of {@code pageSize}: smaller pages
   * for a caller that stops early, or for a service that answers large pages slowly.
   *
   * @param pageSize how many payees each page request asks for, 1 to 200
   * @return the payees, one page request at a time
   * @throws IllegalArgumentException if {@code pageSize} is out of bounds
   */
  public AutoPagingIterable<Payee> listAll(int pageSize) {
    return listAll(pageSize, RequestOptions.defaults());
  }

  /**
   * Returns every payee in pages of {@code pageSize}, with settings for each page request.
   *
   * @param pageSize how many payees each page request asks for, 1 to 200
   * @param options each page request's deadline and retry budget
   * @return the payees, one page request at a time
   * @throws NullPointerException if {@code options} is null
   * @throws IllegalArgumentException if {@code pageSize} is out of bounds, or {@code options}
   *     carry an idempotency key: this operation has none
   */
  public AutoPagingIterable<Payee> listAll(int pageSize, RequestOptions options) {
    listOperation(pageSize, 0, options).check(options); // before anything is sent
    return AutoPagingIterable.of(pageSize, (limit, offset) -> list(limit, offset, options));
  }

  /**
   * Verifies the payee's bank account (operation 10,
   * {@code POST /api/v1/payees/external/{payee_id}/verify/bank}, body {@code {}}). Required
   * before payouts by IMPS, NEFT or RTGS.
   *
   * @param payeeId the payee's id; sent percent-encoded as one path segment
   * @return the verification result
   * @throws NullPointerException if {@code payeeId} is null
   * @throws IllegalArgumentException if {@code payeeId} is blank, {@code .} or {@code ..}
   * @throws com.service.sdk.core.NotFoundException for HTTP 404
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not a verification result
   */
  public BankVerification verifyBank(String payeeId) {
    return verifyBank(payeeId, RequestOptions.defaults());
  }

  /**
   * Verifies the payee's bank account, like {@link #verifyBank(String)}, with settings for this call.
   *
   * @param payeeId the payee's id
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the verification result
   * @throws NullPointerException if {@code payeeId} or {@code options} is null
   * @throws IllegalArgumentException if {@code payeeId} is blank, {@code .} or {@code ..}, or
   *     {@code options} carry an idempotency key: this operation has none
   * @see #verifyBank(String) for the exceptions
   */
  public BankVerification verifyBank(String payeeId, RequestOptions options) {
    return transport.execute(verifyBankOperation(payeeId, options), options);
  }

  /** The {@code payees.verifyBank} call both faces run; the arguments are checked before anything is sent. */
  static Operation<BankVerification> verifyBankOperation(String payeeId, RequestOptions options) {
    Objects.requireNonNull(options, "options == null");
    return new Operation<>(verify("payees.verifyBank", payeeId, "bank"),
        ResponseDecoder.envelope(BankVerification.class));
  }

  /**
   * Verifies the payee's UPI address (operation 11,
   * {@code POST /api/v1/payees/external/{payee_id}/verify/vpa}, body {@code {}}). Required
   * before UPI payouts.
   *
   * @param payeeId the payee's id; sent percent-encoded as one path segment
   * @return the verification result
   * @throws NullPointerException if {@code payeeId} is null
   * @throws IllegalArgumentException if {@code payeeId} is blank, {@code .} or {@code ..}
   * @throws com.service.sdk.core.NotFoundException for HTTP 404
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not a verification result
   */
  public VpaVerification verifyVpa(String payeeId) {
    return verifyVpa(payeeId, RequestOptions.defaults());
  }

  /**
   * Verifies the payee's UPI address, like {@link #verifyVpa(String)}, with settings for this call.
   *
   * @param payeeId the payee's id
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the verification result
   * @throws NullPointerException if {@code payeeId} or {@code options} is null
   * @throws IllegalArgumentException if {@code payeeId} is blank, {@code .} or {@code ..}, or
   *     {@code options} carry an idempotency key: this operation has none
   * @see #verifyVpa(String) for the exceptions
   */
  public VpaVerification verifyVpa(String payeeId, RequestOptions options) {
    return transport.execute(verifyVpaOperation(payeeId, options), options);
  }

  /** The {@code payees.verifyVpa} call both faces run; the arguments are checked before anything is sent. */
  static Operation<VpaVerification> verifyVpaOperation(String payeeId, RequestOptions options) {
    Objects.requireNonNull(options, "options == null");
    return new Operation<>(verify("payees.verifyVpa", payeeId, "vpa"),
        ResponseDecoder.envelope(VpaVerification.class));
  }

  private static ApiRequest verify(String operation, String payeeId, String method) {
    return ApiRequest.post(operation, BASE).segment(payeeId, "payeeId").path("verify/" + method).jsonBody(Map.of())
        .build();
  }
}
