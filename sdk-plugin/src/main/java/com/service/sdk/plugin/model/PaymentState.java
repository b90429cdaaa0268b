package com.service.sdk.plugin.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.OpenValue;
import java.util.Map;
import java.util.Objects;

/**
 * The status of a hosted payment, as the service reports it. The spec shows
 * {@code created} and {@code paid}; it does not list every value, so any other text
 * decodes too, keeps its raw value and reports {@link #isKnown()} false.
 *
 * <p>A status read here is for recovery and support checks: the callback to the
 * payment's {@code callback_url} is the source of truth.
 */
public final class PaymentState extends OpenValue {
  /** The hosted payment was created; the customer has not paid (yet). */
  public static final PaymentState CREATED = new PaymentState("created", true);
  /** The customer paid. */
  public static final PaymentState PAID = new PaymentState("paid", true);

  private static final Map<String, PaymentState> KNOWN = index(CREATED, PAID);

  private PaymentState(String value, boolean known) {
    super(value, known);
  }

  /**
   * {@return the state with this wire text: a constant when it is one, else a new value
   * that keeps the text}
   *
   * @param value the text as the service sends it
   * @throws NullPointerException if {@code value} is null
   */
  @JsonCreator
  public static PaymentState of(String value) {
    PaymentState known = KNOWN.get(Objects.requireNonNull(value, "value == null"));
    return known != null ? known : new PaymentState(value, false);
  }
}
