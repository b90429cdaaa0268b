package com.service.sdk.payouts;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.internal.ApiRequest;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.Operation;
import com.service.sdk.core.internal.ResponseDecoder;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.PaymentLink;
import java.util.Objects;

/**
 * Payment links (collection intents) of the merchant HMAC family (spec 4.5). Get it from
 * {@link MerchantClient#links()}. Thread-safe.
 */
public final class LinksService {
  private final HttpTransport transport;

  LinksService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Creates a payment link and returns it with its checkout URL and short id (operation 5,
   * {@code POST /api/v1/collections/intents/api}). Send the customer to
   * {@link PaymentLink#checkoutUrl()}. The link's payments are reported by callback to its
   * notify URL (or the merchant profile's), the source of truth; the public link status is
   * for the browser checkout.
   *
   * <p>The merchant account must be enabled for collections, with a payment service
   * provider merchant assigned: without that assignment the service refuses the request
   * with HTTP 400 although authentication succeeded, which surfaces as
   * {@link com.service.sdk.core.InvalidRequestException} carrying the service's message
   * (such as "provider merchant id not assigned"). Fix the enablement with the service;
   * repeating the call does not help.
   *
   * <p>The request carries no idempotency key, so the SDK does not repeat it once it may
   * have reached the service.
   *
   * @param request the link
   * @return the link, with its checkout URL and short id
   * @throws NullPointerException if {@code request} is null
   * @throws com.service.sdk.core.InvalidRequestException for HTTP 400/422, including a
   *     merchant without a provider merchant assignment
   * @throws com.service.sdk.core.AuthenticationException for HTTP 401/403
   * @throws com.service.sdk.core.ServerException for HTTP 5xx; creation carries no idempotency key, so
   *     it is not retried and the link may exist: check before creating another for the same order
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came; if
   *     {@code outcomeUnknown()}, the link may exist: look for it before creating another
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not a link
   */
  public PaymentLink create(CreateLinkRequest request) {
    return create(request, RequestOptions.defaults());
  }

  /**
   * Creates a payment link, like {@link #create(CreateLinkRequest)}, with settings for this call.
   *
   * @param request the link
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the link, with its checkout URL and short id
   * @throws NullPointerException if {@code request} or {@code options} is null
   * @throws IllegalArgumentException if {@code options} carry an idempotency key: this operation has none
   * @see #create(CreateLinkRequest) for the outcome rules and the exceptions
   */
  public PaymentLink create(CreateLinkRequest request, RequestOptions options) {
    return transport.execute(createOperation(request, options), options);
  }

  /** The {@code links.create} call both faces run; the arguments are checked before anything is sent. */
  static Operation<PaymentLink> createOperation(CreateLinkRequest request, RequestOptions options) {
    Objects.requireNonNull(request, "request == null");
    Objects.requireNonNull(options, "options == null");
    ApiRequest call = ApiRequest.post("links.create", "/api/v1/collections/intents/api")
        .jsonBody(CreateLinkBody.from(request))
        .build();
    return new Operation<>(call, ResponseDecoder.envelope(PaymentLink.class));
  }
}
