package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.Checks;
import java.math.BigDecimal;
import java.util.Optional;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The safe, public details of a payment link that a checkout page shows (spec 2.4,
 * operation 7), readable without credentials.
 *
 * <p>{@code id}, {@code short_id}, {@code fixed_amount} and {@code status} are required (a
 * checkout page cannot show a link without them); the others are null when the service
 * omits them.
 *
 * @param id the link's id, kept as the service sent it (see {@link #uuid()})
 * @param shortId the link's slug
 * @param title the checkout title
 * @param fixedAmount the amount, as sent with four decimals
 * @param currency the currency
 * @param status the link's state
 */
public record CheckoutLink(String id, String shortId, @Nullable String title, BigDecimal fixedAmount, @Nullable String currency,
    LinkState status) {

  /**
   * Checks the fields a checkout page cannot do without.
   *
   * @param id the link's id, kept as the service sent it (see {@link #uuid()})
   * @param shortId the link's slug
   * @param title the checkout title
   * @param fixedAmount the amount, as sent with four decimals
   * @param currency the currency
   * @param status the link's state
   * @throws NullPointerException if {@code id}, {@code shortId}, {@code fixedAmount} or
   *     {@code status} is null
   * @throws IllegalArgumentException if {@code id} or {@code shortId} is blank
   */
  public CheckoutLink {
    Checks.requiredId(id, "id");
    Checks.requiredId(shortId, "short_id");
    Checks.requiredValue(fixedAmount, "fixed_amount");
    Checks.requiredValue(status, "status");
  }

  /**
   * Returns the id as a UUID, the form the spec shows, when it is one.
   *
   * @return the id as a UUID, or empty when it is not one
   */
  public Optional<UUID> uuid() {
    return Checks.uuid(id);
  }
}
