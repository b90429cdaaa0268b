package com.service.sdk.plugin;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentStatus;
import java.util.concurrent.CompletableFuture;

/**
 * Hosted checkout payments, without blocking: the asynchronous face of {@link PaymentsService}. Each method
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
public final class AsyncPaymentsService {
  private final HttpTransport transport;

  AsyncPaymentsService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Creates a hosted checkout payment, like {@link PaymentsService#create(CreatePaymentRequest)}.
   *
   * @param request the payment
   * @return the future of the HostedPayment
   */
  public CompletableFuture<HostedPayment> create(CreatePaymentRequest request) {
    return create(request, RequestOptions.defaults());
  }

  /**
   * Creates a hosted checkout payment with settings for this call, like {@link PaymentsService#create(CreatePaymentRequest, RequestOptions)}.
   *
   * @param request the payment
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the HostedPayment
   */
  public CompletableFuture<HostedPayment> create(CreatePaymentRequest request, RequestOptions options) {
    return transport.executeAsync(PaymentsService.createOperation(request, options), options);
  }

  /**
   * Reads a hosted payment's status, like {@link PaymentsService#status(String)}.
   *
   * @param paymentId the identifier the payment was created with
   * @return the future of the PaymentStatus
   */
  public CompletableFuture<PaymentStatus> status(String paymentId) {
    return status(paymentId, RequestOptions.defaults());
  }

  /**
   * Reads a hosted payment's status with settings for this call, like {@link PaymentsService#status(String, RequestOptions)}.
   *
   * @param paymentId the identifier the payment was created with
   * @param options this call's deadline and retry budget (and, for refunds and payouts, idempotency key)
   * @return the future of the PaymentStatus
   */
  public CompletableFuture<PaymentStatus> status(String paymentId, RequestOptions options) {
    return transport.executeAsync(PaymentsService.statusOperation(paymentId, options), options);
  }
}
