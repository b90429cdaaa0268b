package com.service.sdk.payouts.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.OpenValue;
import java.util.Map;
import java.util.Objects;

/**
 * State of the payment behind a link as the public link status shows it ({@code
 * status}; spec 3). This status serves the browser checkout; server-side reconciliation
 * relies on the link notify URL callbacks.
 *
 * <p>The spec does not list every value, so this is an open set: any text the service
 * sends decodes, {@link #isKnown()} tells the constants below from values the SDK has
 * not seen, and {@link #value()} keeps the text exactly as sent.
 */
public final class LinkPaymentState extends OpenValue {
  /** A payment through the link succeeded. */
  public static final LinkPaymentState SUCCESS = new LinkPaymentState("SUCCESS", true);

  private static final Map<String, LinkPaymentState> KNOWN = index(SUCCESS);

  private LinkPaymentState(String value, boolean known) {
    super(value, known);
  }

  /**
   * {@return the constant for {@code value}, or a new unknown value that keeps the text}
   *
   * @param value the text as the service sends it
   * @throws NullPointerException if {@code value} is null
   */
  @JsonCreator
  public static LinkPaymentState of(String value) {
    LinkPaymentState known = KNOWN.get(Objects.requireNonNull(value, "value == null"));
    return known != null ? known : new LinkPaymentState(value, false);
  }
}
