package com.service.sdk.plugin;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.internal.ApiRequest;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.Operation;
import com.service.sdk.core.internal.ResponseDecoder;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentStatus;
import java.util.Objects;

/**
 * Hosted checkout payments (spec 4.1, 4.2): create one and redirect the customer to it;
 * read its status when a callback is late or missing.
 *
 * <p>Callbacks to the payment's {@code callback_url} are the source of truth for its
 * status. A customer's return to the {@code return_url} is not confirmation of payment.
 */
public final class PaymentsService {
  private final HttpTransport transport;

  PaymentsService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Creates a hosted checkout payment ({@code POST /payments/create}). Redirect the
   * customer to {@link HostedPayment#checkoutUrl()} and store
   * {@link HostedPayment#paymentId()} on the order.
   *
   * <p>This request carries no idempotency key, so the SDK never repeats it once it may
   * have reached the service. <b>A timeout does not mean failure</b>: when an exception's
   * {@link com.service.sdk.core.ServiceException#outcome() outcome()} is
   * {@link com.service.sdk.core.Outcome#UNKNOWN UNKNOWN} or
   * {@link com.service.sdk.core.Outcome#APPLIED APPLIED} (a timeout, a reset, a 5xx, an
   * unreadable answer), a payment may exist for the order. Recover its state first (the
   * callback to the {@code callback_url}, or a support check) before creating another
   * payment for the same order.
   *
   * @param request the payment
   * @return the hosted payment, with its checkout URL
   * @throws NullPointerException if {@code request} is null
   * @throws com.service.sdk.core.InvalidRequestException if the service refused the request (400, 422)
   * @throws com.service.sdk.core.AuthenticationException if the service refused the key, signature or
   *     merchant (401, 403)
   * @throws com.service.sdk.core.ServerException for HTTP 5xx; creation carries no idempotency key, so
   *     it is not retried and the outcome is unknown: recover state before creating another payment
   * @throws com.service.sdk.core.ApiException for any other error answer, with the service's message
   * @throws com.service.sdk.core.ApiConnectionException if no answer came; see
   *     its {@code outcome()} above
   * @throws com.service.sdk.core.ResponseDecodingException if the answer is not a hosted payment
   *     (for example without {@code payment_id}); the payment exists ({@code APPLIED}): recover its
   *     state as above
   */
  public HostedPayment create(CreatePaymentRequest request) {
    return create(request, RequestOptions.defaults());
  }

  /**
   * Creates a hosted checkout payment, like {@link #create(CreatePaymentRequest)}, with
   * settings for this call.
   *
   * @param request the payment
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the hosted payment, with its checkout URL
   * @throws NullPointerException if {@code request} or {@code options} is null
   * @throws IllegalArgumentException if {@code options} carry an idempotency key: this operation has none
   * @see #create(CreatePaymentRequest) for the outcome rules and the exceptions
   */
  public HostedPayment create(CreatePaymentRequest request, RequestOptions options) {
    return transport.execute(createOperation(request, options), options);
  }

  /** The {@code payments.create} call both faces run; the arguments are checked before anything is sent. */
  static Operation<HostedPayment> createOperation(CreatePaymentRequest request, RequestOptions options) {
    Objects.requireNonNull(request, "request == null");
    Objects.requireNonNull(options, "options == null");
    ApiRequest http = ApiRequest.post("payments.create", "/payments/create").jsonBody(CreatePaymentBody.of(request))
        .build();
    return new Operation<>(http, ResponseDecoder.bare(HostedPayment.class, "payment_id"));
  }

  /**
   * Reads a hosted payment's status ({@code GET /payments/{payment_id}/status}). Use it
   * only for recovery polling (a delayed or missed callback) and support checks: the
   * callback is the source of truth. The identifier is sent percent-encoded as one path
   * segment. Transient failures are retried.
   *
   * @param paymentId the identifier returned by {@link #create}
   * @return the payment's status
   * @throws NullPointerException if {@code paymentId} is null
   * @throws IllegalArgumentException if {@code paymentId} is blank, {@code .} or {@code ..}
   * @throws com.service.sdk.core.NotFoundException if the service knows no such payment (404)
   * @throws com.service.sdk.core.AuthenticationException if the service refused the key, signature or
   *     merchant (401, 403)
   * @throws com.service.sdk.core.ApiException for any other error answer, after allowed retries
   * @throws com.service.sdk.core.ApiConnectionException if no answer came, after allowed retries
   * @throws com.service.sdk.core.ResponseDecodingException if the answer is not a payment status
   */
  public PaymentStatus status(String paymentId) {
    return status(paymentId, RequestOptions.defaults());
  }

  /**
   * Reads a hosted payment's status, like {@link #status(String)}, with settings for this call.
   *
   * @param paymentId the identifier returned by {@link #create}
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the payment's status
   * @throws NullPointerException if {@code paymentId} or {@code options} is null
   * @throws IllegalArgumentException if {@code paymentId} is blank, {@code .} or {@code ..}, or
   *     {@code options} carry an idempotency key: this operation has none
   * @see #status(String) for the exceptions
   */
  public PaymentStatus status(String paymentId, RequestOptions options) {
    return transport.execute(statusOperation(paymentId, options), options);
  }

  /** The {@code payments.status} call both faces run; the arguments are checked before anything is sent. */
  static Operation<PaymentStatus> statusOperation(String paymentId, RequestOptions options) {
    Objects.requireNonNull(options, "options == null");
    ApiRequest http = ApiRequest.get("payments.status", "/payments").segment(paymentId, "paymentId").path("status")
        .build();
    return new Operation<>(http, ResponseDecoder.bare(PaymentStatus.class, "payment_id"));
  }

  /**
   * Confirms a payment callback: reads the status of the payment it names with the
   * authenticated status operation (spec 4.2), the answer to believe instead of the callback's
   * body. Check the confirmed status, amount and currency against your order before shipping.
   *
   * @param notice the callback, read with {@link CallbackNotice#parse}
   * @return the payment's status, from the service
   * @throws NullPointerException if {@code notice} is null
   * @throws IllegalArgumentException before any request, if the notice names no payment
   *     (no usable {@code payment_id}, or it names a link or payout), saying what it holds
   * @see #status(String) for the exceptions of the status call
   */
  public PaymentStatus confirm(CallbackNotice notice) {
    Objects.requireNonNull(notice, "notice == null");
    return status(notice.requireId(CallbackNotice.Kind.PAYMENT));
  }
}
