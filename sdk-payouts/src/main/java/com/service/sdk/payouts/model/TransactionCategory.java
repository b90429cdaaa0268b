package com.service.sdk.payouts.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.OpenValue;
import java.util.Map;
import java.util.Objects;

/**
 * Category of a ledger transaction ({@code category}; spec 2.6).
 *
 * <p>The spec does not list every value, so this is an open set: any text the service
 * sends decodes, {@link #isKnown()} tells the constants below from values the SDK has
 * not seen, and {@link #value()} keeps the text exactly as sent.
 */
public final class TransactionCategory extends OpenValue {
  /** A payout to a payee. */
  public static final TransactionCategory DISBURSEMENT = new TransactionCategory("DISBURSEMENT", true);

  private static final Map<String, TransactionCategory> KNOWN = index(DISBURSEMENT);

  private TransactionCategory(String value, boolean known) {
    super(value, known);
  }

  /**
   * {@return the constant for {@code value}, or a new unknown value that keeps the text}
   *
   * @param value the text as the service sends it
   * @throws NullPointerException if {@code value} is null
   */
  @JsonCreator
  public static TransactionCategory of(String value) {
    TransactionCategory known = KNOWN.get(Objects.requireNonNull(value, "value == null"));
    return known != null ? known : new TransactionCategory(value, false);
  }
}
