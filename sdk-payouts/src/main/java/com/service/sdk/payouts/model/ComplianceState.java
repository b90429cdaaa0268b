package com.service.sdk.payouts.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.OpenValue;
import java.util.Map;
import java.util.Objects;

/**
 * Compliance state of a payee ({@code compliance_status}; spec 3).
 *
 * <p>The spec does not list every value, so this is an open set: any text the service
 * sends decodes, {@link #isKnown()} tells the constants below from values the SDK has
 * not seen, and {@link #value()} keeps the text exactly as sent.
 */
public final class ComplianceState extends OpenValue {
  /** As created, before verification. */
  public static final ComplianceState PENDING = new ComplianceState("pending", true);
  /** Verified. */
  public static final ComplianceState VERIFIED = new ComplianceState("verified", true);

  private static final Map<String, ComplianceState> KNOWN = index(PENDING, VERIFIED);

  private ComplianceState(String value, boolean known) {
    super(value, known);
  }

  /**
   * {@return the constant for {@code value}, or a new unknown value that keeps the text}
   *
   * @param value the text as the service sends it
   * @throws NullPointerException if {@code value} is null
   */
  @JsonCreator
  public static ComplianceState of(String value) {
    ComplianceState known = KNOWN.get(Objects.requireNonNull(value, "value == null"));
    return known != null ? known : new ComplianceState(value, false);
  }
}
