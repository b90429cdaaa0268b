package com.service.sdk.core;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Base of the SDK's status-like values (payment state, payout method, ...). The service
 * may send values the SDK has never seen, so these are not enums: every value decodes,
 * the raw text is kept, and {@link #isKnown()} says whether it is one of the constants
 * the SDK names. Compare with {@code equals} or against the constants.
 */
public abstract class OpenValue {
  private final String value;
  private final boolean known;

  /**
   * For subclasses: {@code known} is true only for the constants a subclass declares.
   *
   * @param value the text as the service sends it
   * @param known true for a constant the subclass declares, false for text the SDK has not seen
   * @throws NullPointerException if {@code value} is null
   * @throws IllegalArgumentException if {@code value} is blank: an empty status says nothing,
   *     so an answer carrying one is undecodable rather than "an unknown status"
   */
  protected OpenValue(String value, boolean known) {
    this.value = Objects.requireNonNull(value, "value == null");
    if (value.isBlank()) {
      throw new IllegalArgumentException(getClass().getSimpleName() + " must not be blank");
    }
    this.known = known;
  }

  /**
   * Indexes a subclass's constants by their wire text, for its {@code of(String)}.
   *
   * @param <T> the subclass
   * @param constants the subclass's declared constants
   * @return the constants by their {@link #value()}, unmodifiable
   */
  @SafeVarargs
  protected static <T extends OpenValue> Map<String, T> index(T... constants) {
    Map<String, T> byValue = new LinkedHashMap<>();
    for (T constant : constants) {
      byValue.put(constant.value(), constant);
    }
    return Map.copyOf(byValue);
  }

  /** {@return the text exactly as the service sent it (or as the SDK sends it)} */
  @JsonValue
  public final String value() {
    return value;
  }

  /** {@return true when this is one of the constants the SDK declares} */
  public final boolean isKnown() {
    return known;
  }

  @Override
  public final boolean equals(@Nullable Object other) {
    return other != null && other.getClass() == getClass() && ((OpenValue) other).value.equals(value);
  }

  @Override
  public final int hashCode() {
    return value.hashCode();
  }

  @Override
  public final String toString() {
    return value;
  }
}
