package com.service.sdk.payouts;

import com.service.sdk.core.RequestOptions;
import com.service.sdk.core.callback.CallbackNotice;
import com.service.sdk.core.internal.ApiRequest;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.Operation;
import com.service.sdk.core.internal.ResponseDecoder;
import com.service.sdk.payouts.model.CheckoutLink;
import com.service.sdk.payouts.model.LinkStatus;
import java.util.Objects;

/**
 * Public payment link reads (spec 4.6, 4.7), sent without any credentials. Get it from
 * {@link PublicClient#links()}. Thread-safe.
 */
public final class PublicLinksService {
  private final HttpTransport transport;

  PublicLinksService(HttpTransport transport) {
    this.transport = transport;
  }

  /**
   * Returns the public status of a link (operation 6,
   * {@code GET /api/v1/collections/intents/{short_id}/status}). Intended for the browser
   * checkout; server-side reconciliation relies on the link's notify URL callbacks.
   *
   * @param shortId the link's short id; sent percent-encoded as one path segment
   * @return the link's public status
   * @throws NullPointerException if {@code shortId} is null
   * @throws IllegalArgumentException if {@code shortId} is blank, {@code .} or {@code ..}
   * @throws com.service.sdk.core.NotFoundException for HTTP 404
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came after retries
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not a link status
   */
  public LinkStatus status(String shortId) {
    return status(shortId, RequestOptions.defaults());
  }

  /**
   * Returns the public status of a link, like {@link #status(String)}, with settings for this call.
   *
   * @param shortId the link's short id
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the link's public status
   * @throws NullPointerException if {@code shortId} or {@code options} is null
   * @throws IllegalArgumentException if {@code shortId} is blank, {@code .} or {@code ..}, or
   *     {@code options} carry an idempotency key: this operation has none
   * @see #status(String) for the exceptions
   */
  public LinkStatus status(String shortId, RequestOptions options) {
    return transport.execute(statusOperation(shortId, options), options);
  }

  /** The {@code links.status} call both faces run; the arguments are checked before anything is sent. */
  static Operation<LinkStatus> statusOperation(String shortId, RequestOptions options) {
    Objects.requireNonNull(options, "options == null");
    ApiRequest call = ApiRequest.get("links.status", "/api/v1/collections/intents")
        .segment(shortId, "shortId")
        .path("status")
        .build();
    return new Operation<>(call, ResponseDecoder.envelope(LinkStatus.class));
  }

  /**
   * Returns the safe details a checkout page shows for a link (operation 7,
   * {@code GET /api/v1/collections/checkout/{short_id}}).
   *
   * @param shortId the link's short id; sent percent-encoded as one path segment
   * @return the link's checkout details
   * @throws NullPointerException if {@code shortId} is null
   * @throws IllegalArgumentException if {@code shortId} is blank, {@code .} or {@code ..}
   * @throws com.service.sdk.core.NotFoundException for HTTP 404
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came after retries
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not checkout link details
   */
  public CheckoutLink checkout(String shortId) {
    return checkout(shortId, RequestOptions.defaults());
  }

  /**
   * Returns a link's checkout details, like {@link #checkout(String)}, with settings for this call.
   *
   * @param shortId the link's short id
   * @param options this call's deadline and retry budget; {@link RequestOptions#defaults()} changes nothing
   * @return the link's checkout details
   * @throws NullPointerException if {@code shortId} or {@code options} is null
   * @throws IllegalArgumentException if {@code shortId} is blank, {@code .} or {@code ..}, or
   *     {@code options} carry an idempotency key: this operation has none
   * @see #checkout(String) for the exceptions
   */
  public CheckoutLink checkout(String shortId, RequestOptions options) {
    return transport.execute(checkoutOperation(shortId, options), options);
  }

  /** The {@code links.checkout} call both faces run; the arguments are checked before anything is sent. */
  static Operation<CheckoutLink> checkoutOperation(String shortId, RequestOptions options) {
    Objects.requireNonNull(options, "options == null");
    ApiRequest call = ApiRequest.get("links.checkout", "/api/v1/collections/checkout").segment(shortId, "shortId")
        .build();
    return new Operation<>(call, ResponseDecoder.envelope(CheckoutLink.class));
  }

  /**
   * Confirms a payment link callback, for a link of yours only: asks {@code ownership} whether
   * the link whose {@code short_id} the notice names is one this merchant created, and only
   * then reads its public status (spec 4.6), the answer to believe instead of the callback's
   * body. Unlike the payment and payout confirmations, which are signed status calls that
   * answer only for the caller's own resources, the link status is public: it is asked of the
   * base URL you configured, so it comes from the service, but it says nothing about whose
   * link it is. A callback naming another merchant's paid link would confirm as paid; the
   * ownership check, from your own records, is what keeps its action from running.
   *
   * @param notice the callback, read with {@link CallbackNotice#parse}
   * @param ownership your records' answer to whether you created the link
   * @return the link's status, from the service
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException before any request, if the notice names no link (no
   *     usable {@code short_id}, or it names a payment or payout), saying what it holds, or if
   *     {@code ownership} does not recognise the link as yours
   * @throws RuntimeException whatever {@code ownership} throws, before any request
   * @see #status(String) for the exceptions of the status call
   */
  public LinkStatus confirm(CallbackNotice notice, LinkOwnership ownership) {
    Objects.requireNonNull(notice, "notice == null");
    Objects.requireNonNull(ownership, "ownership == null");
    String shortId = notice.requireId(CallbackNotice.Kind.LINK);
    if (!ownership.isOwn(shortId)) {
      throw new IllegalArgumentException("callback notice names link " + shortId + ", which your LinkOwnership"
          + " does not recognise as one you created: not confirmed (the public link status says nothing about"
          + " whose link it is)");
    }
    return status(shortId);
  }
}
