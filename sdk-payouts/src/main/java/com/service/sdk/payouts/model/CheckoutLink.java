package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.Checks;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.UUID;

/**
 * The safe, public details of a payment link that a checkout page shows (spec 2.4,
 * operation 7), readable without credentials.
 *
 * <p>Fields other than {@code id} and {@code short_id} are null when the service omits them.
 *
 * @param id the link's id
 * @param shortId the link's slug
 * @param title the checkout title
 * @param fixedAmount the amount, as sent with four decimals
 * @param currency the currency
 * @param status the link's state
 */
public record CheckoutLink(UUID id, String shortId, String title, BigDecimal fixedAmount, String currency,
    LinkState status) {

  /** Checks the identifiers every link carries. */
  public CheckoutLink {
    Objects.requireNonNull(id, "id");
    Checks.requiredId(shortId, "short_id");
  }
}
