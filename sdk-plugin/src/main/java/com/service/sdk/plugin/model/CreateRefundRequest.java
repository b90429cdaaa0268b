package com.service.sdk.plugin.model;

import com.service.sdk.core.internal.Checks;
import com.service.sdk.core.internal.Amounts;
import java.math.BigDecimal;
import org.jspecify.annotations.Nullable;

/**
 * The request to refund a paid hosted payment, fully or in part (spec 2.2, 4.4).
 * Immutable; build one with {@link #builder()}. Optional fields that are not set are not
 * sent; the service's default currency is {@code INR}.
 *
 * <p>Set {@link Builder#merchantRefundId(String)} to your own refund reference: the SDK
 * then derives the request's idempotency key from it, so repeating the refund, even
 * after a restart, cannot refund twice.
 */
public final class CreateRefundRequest {
  private final String merchantId;
  private final String paymentId;
  private final BigDecimal amount;
  private final @Nullable String currency;
  private final @Nullable String reason;
  private final @Nullable String merchantRefundId;

  private CreateRefundRequest(Builder builder) {
    this.merchantId = Checks.required(builder.merchantId, "merchantId");
    this.paymentId = Checks.required(builder.paymentId, "paymentId");
    this.amount = Checks.required(builder.amount, "amount");
    this.currency = builder.currency;
    this.reason = builder.reason;
    this.merchantRefundId = builder.merchantRefundId;
  }

  /** {@return an empty builder} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a builder holding this request's values, to make a changed copy} */
  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.merchantId = merchantId;
    builder.paymentId = paymentId;
    builder.amount = amount;
    builder.currency = currency;
    builder.reason = reason;
    builder.merchantRefundId = merchantRefundId;
    return builder;
  }

  /** {@return the merchant identifier} */
  public String merchantId() {
    return merchantId;
  }

  /** {@return the hosted payment to refund} */
  public String paymentId() {
    return paymentId;
  }

  /** {@return the amount to refund, with the scale it was given} */
  public BigDecimal amount() {
    return amount;
  }

  /** {@return the currency, or null when not set (the service then uses {@code INR})} */
  public @Nullable String currency() {
    return currency;
  }

  /** {@return the reason, or null when not set} */
  public @Nullable String reason() {
    return reason;
  }

  /** {@return the merchant's refund reference, or null when not set} */
  public @Nullable String merchantRefundId() {
    return merchantRefundId;
  }

  @Override
  public String toString() {
    return "CreateRefundRequest{merchantId=" + merchantId + ", paymentId=" + paymentId
        + ", amount=" + amount.toPlainString() + ", currency=" + currency + ", reason=" + reason
        + ", merchantRefundId=" + merchantRefundId + "}";
  }

  /**
   * Builds a {@link CreateRefundRequest}. Setters check the value they are given;
   * {@link #build()} checks that the required fields are set.
   */
  public static final class Builder {
    private @Nullable String merchantId;
    private @Nullable String paymentId;
    private @Nullable BigDecimal amount;
    private @Nullable String currency;
    private @Nullable String reason;
    private @Nullable String merchantRefundId;

    private Builder() {}

    /**
     * Sets the merchant identifier; required.
     *
     * @param merchantId the merchant identifier; required
     * @return this builder
     * @throws NullPointerException if {@code merchantId} is null
     * @throws IllegalArgumentException if it is blank
     */
    public Builder merchantId(String merchantId) {
      this.merchantId = Checks.text(merchantId, "merchantId");
      return this;
    }

    /**
     * Sets the hosted payment to refund, as returned by its creation; required. Only a
     * paid payment can be refunded.
     *
     * @param paymentId the hosted payment to refund, as returned by its creation; required
     * @return this builder
     * @throws NullPointerException if {@code paymentId} is null
     * @throws IllegalArgumentException if it is blank
     */
    public Builder paymentId(String paymentId) {
      this.paymentId = Checks.text(paymentId, "paymentId");
      return this;
    }

    /**
     * Sets the amount to refund; required. All refunds of a payment together must not
     * exceed its captured amount; the service refuses a refund that would.
     *
     * @param amount the amount to refund; required
     * @return this builder
     * @throws NullPointerException if {@code amount} is null
     * @throws IllegalArgumentException if it is not above zero and below 10^14 with at most four decimals
     */
    public Builder amount(BigDecimal amount) {
      this.amount = Amounts.requirePositive(amount, "amount");
      return this;
    }

    /**
     * Sets the amount to refund from a plain decimal such as {@code "100.00"}; required.
     *
     * @param amount the amount to refund from a plain decimal such as {@code "100.00"}; required
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
     * Sets the currency, such as {@code INR}; optional, the service's default is {@code INR}.
     *
     * @param currency the currency, such as {@code INR}; optional, the service's default is {@code INR}
     * @return this builder
     * @throws NullPointerException if {@code currency} is null
     * @throws IllegalArgumentException if it is blank
     */
    public Builder currency(String currency) {
      this.currency = Checks.text(currency, "currency");
      return this;
    }

    /**
     * Sets the reason for the refund; optional.
     *
     * @param reason the reason for the refund; optional
     * @return this builder
     * @throws NullPointerException if {@code reason} is null
     * @throws IllegalArgumentException if it is blank
     */
    public Builder reason(String reason) {
      this.reason = Checks.text(reason, "reason");
      return this;
    }

    /**
     * Sets your own reference for this refund; optional but recommended: the SDK derives
     * the idempotency key from it (see {@code RefundsService.create}).
     *
     * @param merchantRefundId your own reference for this refund; optional but recommended: the SDK derives the idempotency key from it (see {@code RefundsService.create})
     * @return this builder
     * @throws NullPointerException if {@code merchantRefundId} is null
     * @throws IllegalArgumentException if it is blank
     */
    public Builder merchantRefundId(String merchantRefundId) {
      this.merchantRefundId = Checks.text(merchantRefundId, "merchantRefundId");
      return this;
    }

    /**
     * {@return the request}
     *
     * @throws NullPointerException naming the first required field that is not set
     *     ({@code merchantId}, {@code paymentId}, {@code amount})
     */
    public CreateRefundRequest build() {
      return new CreateRefundRequest(this);
    }
  }
}
