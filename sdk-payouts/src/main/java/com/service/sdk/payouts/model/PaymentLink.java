package com.service.sdk.payouts.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.service.sdk.core.internal.Checks;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A payment link (collection intent) as the service answered its creation (spec 2.4,
 * operation 5). Send the customer to {@link #checkoutUrl()}; keep {@link #shortId()}, the
 * slug that checkout and the public operations use. Whether the link was paid arrives by
 * callback to the link's notify URL (or the merchant profile's), the source of truth.
 *
 * <p>{@code id}, {@code short_id}, {@code fixed_amount}, {@code status} and
 * {@code checkout_url} are required: an answer without them is not a link. The others are
 * null when the service omits them.
 *
 * @param id the link's id, kept as the service sent it (the spec shows a UUID; see
 *     {@link #uuid()})
 * @param shortId the slug of the checkout URL and of the public operations
 * @param title the checkout title
 * @param description the description
 * @param fixedAmount the amount, as sent with four decimals
 * @param minLimit the lower amount limit
 * @param maxLimit the upper amount limit, or null
 * @param currency the currency
 * @param usageLimit how many payments the link accepts
 * @param currentUsageCount how many payments it has taken
 * @param status the link's state
 * @param isActive whether it can still be paid (false once the usage limit is reached)
 * @param expiresAt when it expires
 * @param checkoutUrl where to send the customer, {@code <checkout base URL>/<short_id>}
 */
public record PaymentLink(
    String id,
    String shortId,
    @Nullable String title,
    @Nullable String description,
    BigDecimal fixedAmount,
    @Nullable BigDecimal minLimit,
    @Nullable BigDecimal maxLimit,
    @Nullable String currency,
    @Nullable Integer usageLimit,
    @Nullable Integer currentUsageCount,
    LinkState status,
    @JsonProperty("is_active") @Nullable Boolean isActive,
    @Nullable Instant expiresAt,
    String checkoutUrl) {

  /**
   * Checks the fields every link carries.
   *
   * @param id the link's id, kept as the service sent it (the spec shows a UUID; see
   *     {@link #uuid()})
   * @param shortId the slug of the checkout URL and of the public operations
   * @param title the checkout title
   * @param description the description
   * @param fixedAmount the amount, as sent with four decimals
   * @param minLimit the lower amount limit
   * @param maxLimit the upper amount limit, or null
   * @param currency the currency
   * @param usageLimit how many payments the link accepts
   * @param currentUsageCount how many payments it has taken
   * @param status the link's state
   * @param isActive whether it can still be paid (false once the usage limit is reached)
   * @param expiresAt when it expires
   * @param checkoutUrl where to send the customer, {@code <checkout base URL>/<short_id>}
   * @throws NullPointerException if {@code id}, {@code shortId}, {@code fixedAmount},
   *     {@code status} or {@code checkoutUrl} is null
   * @throws IllegalArgumentException if {@code id}, {@code shortId} or {@code checkoutUrl} is blank
   */
  public PaymentLink {
    Checks.requiredId(id, "id");
    Checks.requiredId(shortId, "short_id");
    Checks.requiredValue(fixedAmount, "fixed_amount");
    Checks.requiredValue(status, "status");
    Checks.requiredId(checkoutUrl, "checkout_url");
  }

  /**
   * Returns the id as a UUID, the form the spec shows, when it is one. A created link whose
   * id is in another form is still the link (its id is kept as text), so this is optional
   * rather than a reason to fail the create.
   *
   * @return the id as a UUID, or empty when it is not one
   */
  public Optional<UUID> uuid() {
    return Checks.uuid(id);
  }
}
