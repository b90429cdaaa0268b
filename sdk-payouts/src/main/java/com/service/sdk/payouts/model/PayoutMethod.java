package com.service.sdk.payouts.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.OpenValue;
import java.util.Map;
import java.util.Objects;

/**
 * How a payout moves money ({@code payout_method} in a payout request, {@code method}
 * in a ledger transaction; spec 2.6). The service uses IMPS when a request names none.
 * A payee must be verified by the matching method first: bank verification for IMPS,
 * NEFT and RTGS, UPI (VPA) verification for UPI.
 *
 * <p>The spec does not list every value, so this is an open set: any text the service
 * sends decodes, {@link #isKnown()} tells the constants below from values the SDK has
 * not seen, and {@link #value()} keeps the text exactly as sent.
 */
public final class PayoutMethod extends OpenValue {
  /** Immediate Payment Service; needs a verified bank account. The service default. */
  public static final PayoutMethod IMPS = new PayoutMethod("IMPS", true);
  /** National Electronic Funds Transfer; needs a verified bank account. */
  public static final PayoutMethod NEFT = new PayoutMethod("NEFT", true);
  /** Real Time Gross Settlement; needs a verified bank account. */
  public static final PayoutMethod RTGS = new PayoutMethod("RTGS", true);
  /** Unified Payments Interface; needs a verified VPA. */
  public static final PayoutMethod UPI = new PayoutMethod("UPI", true);

  private static final Map<String, PayoutMethod> KNOWN = index(IMPS, NEFT, RTGS, UPI);

  private PayoutMethod(String value, boolean known) {
    super(value, known);
  }

  /**
   * {@return the constant for {@code value}, or a new unknown value that keeps the text}
   *
   * @param value the text as the service sends it
   * @throws NullPointerException if {@code value} is null
   */
  @JsonCreator
  public static PayoutMethod of(String value) {
    PayoutMethod known = KNOWN.get(Objects.requireNonNull(value, "value == null"));
    return known != null ? known : new PayoutMethod(value, false);
  }
}
