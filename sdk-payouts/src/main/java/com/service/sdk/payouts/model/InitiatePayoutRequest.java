package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.Amounts;
import com.service.sdk.core.internal.Checks;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What {@code payouts().initiate(..)} sends to pay a saved payee from the merchant's wallet
 * or payout deposit balance (spec 2.6, operation 12). Immutable; make one with
 * {@link #builder()}, change a copy with {@link #toBuilder()}.
 *
 * <p>Required: {@code payeeId}, {@code amount} and {@code externalRef}, the merchant's
 * unique payout reference, from which the SDK derives the idempotency key unless the
 * caller passes one. Unset optional fields are not sent; the service then uses IMPS and
 * INR. The payee must have been verified by the method matching the payout method: bank
 * verification for IMPS, NEFT and RTGS, UPI verification for UPI.
 */
public final class InitiatePayoutRequest {
  private final String payeeId;
  private final BigDecimal amount;
  private final String externalRef;
  private final @Nullable String currency;
  private final @Nullable PayoutMethod method;
  private final @Nullable String purpose;
  private final @Nullable Map<String, Object> customNotes;

  private InitiatePayoutRequest(Builder b) {
    this.payeeId = Checks.requiredText(b.payeeId, "payeeId");
    this.amount = Objects.requireNonNull(b.amount, "amount is required");
    this.externalRef = Checks.requiredText(b.externalRef, "externalRef");
    this.currency = Checks.optionalText(b.currency, "currency");
    this.method = b.method;
    this.purpose = Checks.optionalText(b.purpose, "purpose");
    this.customNotes = b.customNotes == null ? null : Checks.jsonObject(b.customNotes, "customNotes");
  }

  /** {@return a new, empty builder} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a builder holding this request's values} */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /** {@return the payee's id ({@code payee_id})} */
  public String payeeId() {
    return payeeId;
  }

  /** {@return the amount ({@code amount}, sent as a JSON number)} */
  public BigDecimal amount() {
    return amount;
  }

  /** {@return the merchant's unique payout reference ({@code external_ref})} */
  public String externalRef() {
    return externalRef;
  }

  /** {@return the currency, or null for the service default INR} */
  public @Nullable String currency() {
    return currency;
  }

  /** {@return the payout method ({@code payout_method}), or null for the service default IMPS} */
  public @Nullable PayoutMethod method() {
    return method;
  }

  /** {@return the business reason, or null} */
  public @Nullable String purpose() {
    return purpose;
  }

  /** {@return the additional business context ({@code custom_notes}), or null; unmodifiable} */
  public @Nullable Map<String, Object> customNotes() {
    return customNotes;
  }

  @Override
  public String toString() {
    return "InitiatePayoutRequest[payeeId=" + payeeId + ", amount=" + amount.toPlainString()
        + ", externalRef=" + externalRef + ", currency=" + currency + ", method=" + method
        + ", purpose=" + purpose + ", customNoteKeys=" + (customNotes == null ? null : customNotes.keySet()) + "]";
  }

  /** Builds an {@link InitiatePayoutRequest}; {@link #build()} checks every rule. */
  public static final class Builder {
    private @Nullable String payeeId;
    private @Nullable BigDecimal amount;
    private @Nullable String externalRef;
    private @Nullable String currency;
    private @Nullable PayoutMethod method;
    private @Nullable String purpose;
    private @Nullable Map<String, ?> customNotes;

    private Builder() {}

    private Builder(InitiatePayoutRequest r) {
      payeeId = r.payeeId;
      amount = r.amount;
      externalRef = r.externalRef;
      currency = r.currency;
      method = r.method;
      purpose = r.purpose;
      customNotes = r.customNotes;
    }

    /**
     * Sets the id of a saved, verified payee (required).
     *
     * @param payeeId the id of a saved, verified payee
     * @return this builder
     * @throws NullPointerException if {@code payeeId} is null
     */
    public Builder payeeId(String payeeId) {
      this.payeeId = Checks.text(payeeId, "payeeId");
      return this;
    }

    /**
     * Sets the amount (required) from plain decimal text such as {@code "1250.75"}.
     *
     * @param amount the amount as plain decimal text such as {@code "1250.75"}
     * @return this builder
     * @throws NullPointerException if {@code amount} is null
     * @throws IllegalArgumentException if it is not a plain decimal of at most 32 characters, above zero,
     *     below 10^14, with at most four decimals
     */
    public Builder amount(String amount) {
      this.amount = Amounts.parsePositive(amount, "amount");
      return this;
    }

    /**
     * Sets the amount (required).
     *
     * @param amount the amount
     * @return this builder
     * @throws NullPointerException if {@code amount} is null
     * @throws IllegalArgumentException if it is not above zero and below 10^14 with at most four decimals
     */
    public Builder amount(BigDecimal amount) {
      this.amount = Amounts.requirePositive(amount, "amount");
      return this;
    }

    /**
     * Sets the merchant's unique payout reference (required). Keep it stable for one
     * payout: the default idempotency key is derived from it, so repeating the payout
     * after a timeout or a restart cannot pay twice.
     *
     * @param externalRef the merchant's unique payout reference
     * @return this builder
     * @throws NullPointerException if {@code externalRef} is null
     */
    public Builder externalRef(String externalRef) {
      this.externalRef = Checks.text(externalRef, "externalRef");
      return this;
    }

    /**
     * Sets the currency such as {@code "INR"}; unset for the service default INR.
     *
     * @param currency the currency such as {@code "INR"}; unset for the service default INR
     * @return this builder
     * @throws NullPointerException if {@code currency} is null
     */
    public Builder currency(String currency) {
      this.currency = Checks.text(currency, "currency");
      return this;
    }

    /**
     * Sets the payout method; unset for the service default IMPS. The payee must be verified
     * to match: bank verification for IMPS, NEFT, RTGS; UPI verification for UPI.
     *
     * @param method the payout method; unset for the service default IMPS
     * @return this builder
     * @throws NullPointerException if {@code method} is null
     */
    public Builder method(PayoutMethod method) {
      this.method = Objects.requireNonNull(method, "method == null");
      return this;
    }

    /**
     * Sets the business reason; leave unset for none.
     *
     * @param purpose the business reason; leave unset for none
     * @return this builder
     * @throws NullPointerException if {@code purpose} is null
     */
    public Builder purpose(String purpose) {
      this.purpose = Checks.text(purpose, "purpose");
      return this;
    }

    /**
     * Sets additional business context, sent as the JSON object {@code custom_notes}; leave unset for none.
     *
     * @param customNotes additional business context, sent as the JSON object {@code custom_notes}; leave unset for none
     * @return this builder
     * @throws NullPointerException if {@code customNotes} is null
     */
    public Builder customNotes(Map<String, ?> customNotes) {
      this.customNotes = Checks.jsonObject(customNotes, "customNotes");
      return this;
    }

    /**
     * {@return the request}
     *
     * @throws NullPointerException naming a required field that is not set, or a null key
     *     or value in the custom notes
     * @throws IllegalArgumentException naming a blank field, or a custom note that is not
     *     text, a number, a boolean, or a list or map of these
     */
    public InitiatePayoutRequest build() {
      return new InitiatePayoutRequest(this);
    }
  }
}
