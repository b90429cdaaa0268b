package com.service.sdk.payouts.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.OpenValue;
import java.util.Map;
import java.util.Objects;

/**
 * State of a payment link ({@code status} of a link and of checkout link details; spec
 * 3). Whether a link can still be paid is {@link PaymentLink#isActive()}, which turns
 * false once its usage limit is reached.
 *
 * <p>The spec does not list every value, so this is an open set: any text the service
 * sends decodes, {@link #isKnown()} tells the constants below from values the SDK has
 * not seen, and {@link #value()} keeps the text exactly as sent.
 */
public final class LinkState extends OpenValue {
  /** The link was created and is live. */
  public static final LinkState ACTIVE = new LinkState("active", true);

  private static final Map<String, LinkState> KNOWN = index(ACTIVE);

  private LinkState(String value, boolean known) {
    super(value, known);
  }

  /**
   * {@return the constant for {@code value}, or a new unknown value that keeps the text}
   *
   * @param value the text as the service sends it
   * @throws NullPointerException if {@code value} is null
   */
  @JsonCreator
  public static LinkState of(String value) {
    LinkState known = KNOWN.get(Objects.requireNonNull(value, "value == null"));
    return known != null ? known : new LinkState(value, false);
  }
}
