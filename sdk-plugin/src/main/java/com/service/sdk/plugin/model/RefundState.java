package com.service.sdk.plugin.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.service.sdk.core.OpenValue;
import java.util.Map;
import java.util.Objects;

/**
 * The status of a refund, as the service reports it. The spec shows {@code completed};
 * it does not list every value, so any other text decodes too, keeps its raw value and
 * reports {@link #isKnown()} false.
 */
public final class RefundState extends OpenValue {
  /** The refund was made. */
  public static final RefundState COMPLETED = new RefundState("completed", true);

  private static final Map<String, RefundState> KNOWN = index(COMPLETED);

  private RefundState(String value, boolean known) {
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
  public static RefundState of(String value) {
    RefundState known = KNOWN.get(Objects.requireNonNull(value, "value == null"));
    return known != null ? known : new RefundState(value, false);
  }
}
