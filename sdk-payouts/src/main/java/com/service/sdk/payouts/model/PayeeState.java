package com.service.sdk.payouts.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.OpenValue;
import java.util.Map;
import java.util.Objects;

/**
 * State of a payee record ({@code status}; spec 3).
 *
 * <p>The spec does not list every value, so this is an open set: any text the service
 * sends decodes, {@link #isKnown()} tells the constants below from values the SDK has
 * not seen, and {@link #value()} keeps the text exactly as sent.
 */
public final class PayeeState extends OpenValue {
  /** The payee is registered and usable. */
  public static final PayeeState ACTIVE = new PayeeState("active", true);

  private static final Map<String, PayeeState> KNOWN = index(ACTIVE);

  private PayeeState(String value, boolean known) {
    super(value, known);
  }

  /**
   * {@return the constant for {@code value}, or a new unknown value that keeps the text}
   *
   * @param value the text as the service sends it
   * @throws NullPointerException if {@code value} is null
   */
  @JsonCreator
  public static PayeeState of(String value) {
    PayeeState known = KNOWN.get(Objects.requireNonNull(value, "value == null"));
    return known != null ? known : new PayeeState(value, false);
  }
}
