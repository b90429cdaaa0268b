package com.service.sdk.payouts.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.service.sdk.core.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The public status of a payment link (spec 2.4, operation 6), readable without
 * credentials. It serves the browser checkout; server-side reconciliation relies on the
 * link's notify URL callbacks, not on this.
 *
 * <p>Fields other than {@code status} and {@code short_id} are null when the service omits them.
 *
 * @param status the state of the link's payment ({@code SUCCESS} once paid)
 * @param shortId the link's slug
 * @param transactionId the payment's transaction id, or null
 * @param currentUsageCount how many payments the link has taken
 * @param usageLimit how many payments it accepts
 * @param isActive whether it can still be paid
 */
public record LinkStatus(
    LinkPaymentState status,
    String shortId,
    @Nullable String transactionId,
    @Nullable Integer currentUsageCount,
    @Nullable Integer usageLimit,
    @JsonProperty("is_active") @Nullable Boolean isActive) {

  /**
   * Checks the fields every status carries.
   *
   * @param status the state of the link's payment ({@code SUCCESS} once paid)
   * @param shortId the link's slug
   * @param transactionId the payment's transaction id, or null
   * @param currentUsageCount how many payments the link has taken
   * @param usageLimit how many payments it accepts
   * @param isActive whether it can still be paid
   */
  public LinkStatus {
    Objects.requireNonNull(status, "status");
    Checks.requiredId(shortId, "short_id");
  }
}
