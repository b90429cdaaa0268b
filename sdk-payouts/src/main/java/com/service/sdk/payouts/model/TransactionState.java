package com.service.sdk.payouts.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.OpenValue;
import java.util.Map;
import java.util.Objects;

/**
 * State of a payout or ledger transaction ({@code status}; spec 3). The spec shows
 * {@code processing} at initiation and {@code COMPLETED} for a settled ledger
 * transaction; values are compared exactly as sent, case included. Callbacks, not
 * polling, are the source of truth for when the state changes.
 *
 * <p>The spec does not list every value, so this is an open set: any text the service
 * sends decodes, {@link #isKnown()} tells the constants below from values the SDK has
 * not seen, and {@link #value()} keeps the text exactly as sent.
 */
public final class TransactionState extends OpenValue {
  /** The payout was accepted and is under way (as answered by initiation). */
  public static final TransactionState PROCESSING = new TransactionState("processing", true);
  /** The ledger transaction completed. */
  public static final TransactionState COMPLETED = new TransactionState("COMPLETED", true);
  /**
   * The ledger transaction failed; see {@link LedgerTransaction#failureReason()}. The spec
   * shows only {@code COMPLETED} as a final state; this spelling is the sandbox's, in the
   * style of {@code COMPLETED}. A service that spells it otherwise still decodes, as an
   * unknown value: treat any state that is neither {@code processing} nor
   * {@code COMPLETED} as needing attention rather than as success.
   */
  public static final TransactionState FAILED = new TransactionState("FAILED", true);

  private static final Map<String, TransactionState> KNOWN = index(PROCESSING, COMPLETED, FAILED);

  private TransactionState(String value, boolean known) {
    super(value, known);
  }

  /**
   * {@return the constant for {@code value}, or a new unknown value that keeps the text}
   *
   * @param value the text as the service sends it
   * @throws NullPointerException if {@code value} is null
   */
  @JsonCreator
  public static TransactionState of(String value) {
    TransactionState known = KNOWN.get(Objects.requireNonNull(value, "value == null"));
    return known != null ? known : new TransactionState(value, false);
  }
}
