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
}
