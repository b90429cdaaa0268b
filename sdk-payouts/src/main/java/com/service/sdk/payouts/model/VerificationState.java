package com.service.sdk.payouts.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.OpenValue;
import java.util.Map;
import java.util.Objects;

/**
 * Result of a bank account or UPI address verification ({@code status}; spec 3).
 *
 * <p>The spec does not list every value, so this is an open set: any text the service
 * sends decodes, {@link #isKnown()} tells the constants below from values the SDK has
 * not seen, and {@link #value()} keeps the text exactly as sent.
 */
public final class VerificationState extends OpenValue {
  /** The account or address was verified. */
  public static final VerificationState VERIFIED = new VerificationState("verified", true);

  private static final Map<String, VerificationState> KNOWN = index(VERIFIED);

  private VerificationState(String value, boolean known) {
    super(value, known);
  }

  /**
   * {@return the constant for {@code value}, or a new unknown value that keeps the text}
   *
   * @param value the text as the service sends it
   * @throws NullPointerException if {@code value} is null
   */
  @JsonCreator
  public static VerificationState of(String value) {
    VerificationState known = KNOWN.get(Objects.requireNonNull(value, "value == null"));
    return known != null ? known : new VerificationState(value, false);
  }
}
