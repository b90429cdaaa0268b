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
   * Confirms a payment link callback: reads the public status of the link whose
   * {@code short_id} it names (spec 4.6), the answer to believe instead of the callback's
   * body. The spec gives links no signed status operation; this one is asked of the base URL
   * you configured, so what it says comes from the service, not from the callback's sender.
   *
   * @param notice the callback, read with {@link CallbackNotice#parse}
   * @return the link's status, from the service
   * @throws NullPointerException if {@code notice} is null
   * @throws IllegalArgumentException before any request, if the notice names no link (no
   *     usable {@code short_id}, or it names a payment or payout), saying what it holds
   * @see #status(String) for the exceptions of the status call
   */
  public LinkStatus confirm(CallbackNotice notice) {
    Objects.requireNonNull(notice, "notice == null");
    return status(notice.requireId(CallbackNotice.Kind.LINK));
  }
}
