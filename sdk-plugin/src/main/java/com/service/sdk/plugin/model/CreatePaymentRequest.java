package com.service.sdk.plugin.model;

import com.service.sdk.core.internal.Checks;
import com.service.sdk.core.internal.Amounts;
import java.math.BigDecimal;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The request to create a hosted checkout payment (spec 2.1, 4.1). Immutable; build one
 * with {@link #builder()}. Optional fields that are not set are not sent, and the
 * service applies its defaults: currency {@code INR}, expiry after 1440 minutes.
 *
 * <p>{@link #toString()} masks the customer's personal data and prints only the keys of
 * the metadata.
 */
public final class CreatePaymentRequest {
  private final String merchantId;
  private final String orderId;
  private final BigDecimal amount;
  private final Customer customer;
  private final @Nullable String currency;
  private final @Nullable String returnUrl;
  private final @Nullable String callbackUrl;
  private final @Nullable Integer expiresInMinutes;
  private final Map<String, Object> metadata;

  private CreatePaymentRequest(Builder builder) {
    this.merchantId = Checks.required(builder.merchantId, "merchantId");
    this.orderId = Checks.required(builder.orderId, "orderId");
    this.amount = Checks.required(builder.amount, "amount");
    this.customer = Checks.required(builder.customer, "customer");
    this.currency = builder.currency;
    this.returnUrl = builder.returnUrl;
    this.callbackUrl = builder.callbackUrl;
    this.expiresInMinutes = builder.expiresInMinutes;
    this.metadata = builder.metadata;
  }

  /** {@return an empty builder} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a builder holding this request's values, to make a changed copy} */
  public Builder toBuilder() {
    Builder builder = new Builder();
    builder.merchantId = merchantId;
    builder.orderId = orderId;
    builder.amount = amount;
    builder.customer = customer;
    builder.currency = currency;
    builder.returnUrl = returnUrl;
    builder.callbackUrl = callbackUrl;
    builder.expiresInMinutes = expiresInMinutes;
    builder.metadata = metadata;
    return builder;
  }

  /** {@return the merchant identifier} */
  public String merchantId() {
    return merchantId;
  }

  /** {@return the merchant's order reference} */
  public String orderId() {
    return orderId;
  }

  /** {@return the amount, with the scale it was given ({@code 499.00} is sent as {@code "499.00"})} */
  public BigDecimal amount() {
    return amount;
  }

  /** {@return the customer} */
  public Customer customer() {
    return customer;
  }

  /** {@return the currency, or null when not set (the service then uses {@code INR})} */
  public @Nullable String currency() {
    return currency;
  }

  /** {@return where the customer returns after checkout, or null when not set} */
  public @Nullable String returnUrl() {
    return returnUrl;
  }

  /** {@return where the service sends this payment's callbacks, or null when not set} */
  public @Nullable String callbackUrl() {
    return callbackUrl;
  }

  /** {@return the checkout's lifetime in minutes, or null when not set (the service then uses 1440)} */
  public @Nullable Integer expiresInMinutes() {
    return expiresInMinutes;
  }

  /** {@return the metadata, an unmodifiable map; empty when not set (and then not sent)} */
  public Map<String, Object> metadata() {
    return metadata;
  }

  @Override
  public String toString() {
    return "CreatePaymentRequest{merchantId=" + merchantId + ", orderId=" + orderId
        + ", amount=" + amount.toPlainString() + ", customer=" + customer + ", currency=" + currency
        + ", returnUrl=" + returnUrl + ", callbackUrl=" + callbackUrl
        + ", expiresInMinutes=" + expiresInMinutes + ", metadataKeys=" + metadata.keySet() + "}";
  }

  /**
   * Builds a {@link CreatePaymentRequest}. Setters check the value they are given;
   * {@link #build()} checks that the required fields are set.
   */
  public static final class Builder {
    private @Nullable String merchantId;
    private @Nullable String orderId;
    private @Nullable BigDecimal amount;
    private @Nullable Customer customer;
    private @Nullable String currency;
    private @Nullable String returnUrl;
    private @Nullable String callbackUrl;
    private @Nullable Integer expiresInMinutes;
    private Map<String, Object> metadata = Map.of();

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
     * Sets the merchant's order reference; required.
     *
     * @param orderId the merchant's order reference; required
     * @return this builder
     * @throws NullPointerException if {@code orderId} is null
     * @throws IllegalArgumentException if it is blank
     */
    public Builder orderId(String orderId) {
      this.orderId = Checks.text(orderId, "orderId");
      return this;
    }

    /**
     * Sets the amount; required. It is sent as a decimal string with the scale given.
     *
     * @param amount the amount; required
     * @return this builder
     * @throws NullPointerException if {@code amount} is null
     * @throws IllegalArgumentException if it is not above zero and below 10^14 with at most four decimals
     */
    public Builder amount(BigDecimal amount) {
      this.amount = Amounts.requirePositive(amount, "amount");
      return this;
    }

    /**
     * Sets the amount from a plain decimal such as {@code "499.00"}; required.
     *
     * @param amount the amount from a plain decimal such as {@code "499.00"}; required
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
     * Sets the customer's identity; required. It is personal data: the SDK masks it in
     * {@code toString()} and in logs.
     *
     * @param name the customer's name
     * @param email the customer's email address
     * @param phone the customer's phone number
     * @return this builder
     * @throws NullPointerException naming the field if one is null
     * @throws IllegalArgumentException naming the field if one is blank
     */
    public Builder customer(String name, String email, String phone) {
      this.customer = new Customer(name, email, phone);
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
     * Sets where the customer is sent back after checkout; optional. <b>A return to this
     * URL is not confirmation of payment</b>: anyone can open it. Confirm payment from the
     * callback, or in recovery with the status operation.
     *
     * @param returnUrl where the customer is sent back after checkout; optional
     * @return this builder
     * @throws NullPointerException if {@code returnUrl} is null
     * @throws IllegalArgumentException if it is not an absolute http(s) URL
     */
    public Builder returnUrl(String returnUrl) {
      this.returnUrl = Checks.httpUrl(returnUrl, "returnUrl");
      return this;
    }

    /**
     * Sets where the service sends this payment's callbacks; optional. Callbacks are the
     * source of truth for the payment's status.
     *
     * @param callbackUrl where the service sends this payment's callbacks; optional
     * @return this builder
     * @throws NullPointerException if {@code callbackUrl} is null
     * @throws IllegalArgumentException if it is not an absolute http(s) URL
     */
    public Builder callbackUrl(String callbackUrl) {
      this.callbackUrl = Checks.httpUrl(callbackUrl, "callbackUrl");
      return this;
    }

    /**
     * Sets how long the checkout stays open, in minutes; optional, the service's default
     * is 1440 (one day).
     *
     * @param minutes how long the checkout stays open, in minutes; optional, the service's default is 1440 (one day)
     * @return this builder
     * @throws IllegalArgumentException if {@code minutes} is below 1
     */
    public Builder expiresInMinutes(int minutes) {
      if (minutes < 1) {
        throw new IllegalArgumentException("expiresInMinutes must be at least 1, was " + minutes);
      }
      this.expiresInMinutes = minutes;
      return this;
    }

    /**
     * Sets additional order context; optional. The map is copied: keys are text, values
     * are text, numbers, booleans, or lists and maps of these. An empty map is not sent.
     *
     * @param metadata additional order context; optional
     * @return this builder
     * @throws NullPointerException if {@code metadata}, a key or a value is null
     * @throws IllegalArgumentException naming the entry if a value is of another type
     */
    public Builder metadata(Map<String, ?> metadata) {
      this.metadata = Checks.jsonObject(metadata, "metadata");
      return this;
    }

    /**
     * {@return the request}
     *
     * @throws NullPointerException naming the first required field that is not set
     *     ({@code merchantId}, {@code orderId}, {@code amount}, {@code customer})
     */
    public CreatePaymentRequest build() {
      return new CreatePaymentRequest(this);
    }
  }
}
