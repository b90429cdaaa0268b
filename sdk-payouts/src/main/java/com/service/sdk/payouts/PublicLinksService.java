package com.service.sdk.payouts;

import com.service.sdk.core.internal.ApiRequest;
import com.service.sdk.core.internal.HttpTransport;
import com.service.sdk.core.internal.ResponseDecoder;
import com.service.sdk.payouts.model.CheckoutLink;
import com.service.sdk.payouts.model.LinkStatus;

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
   * @throws NullPointerException if {@code shortId} is null
   * @throws IllegalArgumentException if {@code shortId} is blank, {@code .} or {@code ..}
   * @throws com.service.sdk.core.NotFoundException for HTTP 404
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came after retries
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not a link status
   */
  public LinkStatus status(String shortId) {
    ApiRequest call = ApiRequest.get("/api/v1/collections/intents")
        .segment(shortId, "shortId")
        .path("status")
        .build();
    return ResponseDecoder.envelope(transport.execute(call), LinkStatus.class);
  }

  /**
   * Returns the safe details a checkout page shows for a link (operation 7,
   * {@code GET /api/v1/collections/checkout/{short_id}}).
   *
   * @param shortId the link's short id; sent percent-encoded as one path segment
   * @throws NullPointerException if {@code shortId} is null
   * @throws IllegalArgumentException if {@code shortId} is blank, {@code .} or {@code ..}
   * @throws com.service.sdk.core.NotFoundException for HTTP 404
   * @throws com.service.sdk.core.ApiException for other error answers, or {@code success: false}
   * @throws com.service.sdk.core.ApiConnectionException when no answer came after retries
   * @throws com.service.sdk.core.ResponseDecodingException when the answer is not checkout link details
   */
  public CheckoutLink checkout(String shortId) {
    ApiRequest call = ApiRequest.get("/api/v1/collections/checkout").segment(shortId, "shortId").build();
    return ResponseDecoder.envelope(transport.execute(call), CheckoutLink.class);
  }

  /**
   * Confirms a payment link callback: reads the public status of the link whose
   * {@code short_id} it names (spec 4.6), the answer to believe instead of the callback's
   * body. The spec gives links no signed status operation; this one is asked of the base URL
   * you configured, so what it says comes from the service, not from the callback's sender.
   *
   * @param notice the callback, read with {@link com.service.sdk.core.callback.CallbackNotice#parse}
   * @return the link's status, from the service
   * @throws NullPointerException if {@code notice} is null
   * @throws IllegalArgumentException before any request, if the notice names no link (no
   *     usable {@code short_id}, or it names a payment or payout), saying what it holds
   * @see #status(String) for the exceptions of the status call
   */
  public LinkStatus confirm(com.service.sdk.core.callback.CallbackNotice notice) {
    java.util.Objects.requireNonNull(notice, "notice == null");
    return status(notice.requireId(com.service.sdk.core.callback.CallbackNotice.Kind.LINK));
  }
}
