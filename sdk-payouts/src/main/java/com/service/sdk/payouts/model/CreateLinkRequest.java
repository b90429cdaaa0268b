package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.Amounts;
import com.service.sdk.core.internal.Checks;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What {@code links().create(..)} sends to create a payment link, a collection intent
 * (spec 2.4, operation 5). Immutable; make one with {@link #builder()}, change a copy
 * with {@link #toBuilder()}.
 *
 * <p>Required: {@code title}, {@code amount}, {@code externalId} and the customer's name,
 * email address and phone number. Everything else is optional and is not sent when
 * unset, so the service applies its defaults: dial code +91, usage limit 1, minimum
 * limit 1.0000, currency INR, expiry 7 days. {@code toString()} masks the customer's
 * personal data.
 */
public final class CreateLinkRequest {
  private final String title;
  private final BigDecimal amount;
  private final String externalId;
  private final String customerName;
  private final String customerEmail;
  private final String customerPhone;
  private final @Nullable String dialCode;
  private final @Nullable String description;
  private final @Nullable Integer usageLimit;
  private final @Nullable BigDecimal minLimit;
  private final @Nullable BigDecimal maxLimit;
  private final @Nullable String currency;
  private final @Nullable Integer expiryDays;
  private final @Nullable String notifyUrl;
  private final @Nullable Map<String, Object> tags;

  private CreateLinkRequest(Builder b) {
    this.title = Checks.requiredText(b.title, "title");
    this.amount = Objects.requireNonNull(b.amount, "amount is required");
    this.externalId = Checks.requiredText(b.externalId, "externalId");
    this.customerName = Checks.requiredText(b.customerName, "customer fullName");
    this.customerEmail = Checks.requiredText(b.customerEmail, "customer emailAddress");
    this.customerPhone = Checks.requiredText(b.customerPhone, "customer phoneNumber");
    this.dialCode = Checks.optionalText(b.dialCode, "dialCode");
    this.description = Checks.optionalText(b.description, "description");
    this.usageLimit = Checks.atLeastOne(b.usageLimit, "usageLimit");
    this.minLimit = b.minLimit;
    this.maxLimit = b.maxLimit;
    this.currency = Checks.optionalText(b.currency, "currency");
    this.expiryDays = Checks.atLeastOne(b.expiryDays, "expiryDays");
    this.notifyUrl = b.notifyUrl == null ? null : Checks.httpUrl(b.notifyUrl, "notifyUrl");
    this.tags = b.tags == null ? null : Checks.jsonObject(b.tags, "tags");
    if (minLimit != null && maxLimit != null && minLimit.compareTo(maxLimit) > 0) {
      throw new IllegalArgumentException("minLimit " + minLimit.toPlainString()
          + " must not be greater than maxLimit " + maxLimit.toPlainString());
    }
  }

  /** {@return a new, empty builder} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a builder holding this request's values} */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /** {@return the checkout title ({@code title})} */
  public String title() {
    return title;
  }

  /** {@return the amount ({@code amount}, sent as a JSON number)} */
  public BigDecimal amount() {
    return amount;
  }

  /** {@return the merchant's order or invoice reference ({@code external_id})} */
  public String externalId() {
    return externalId;
  }

  /** {@return the customer's full name ({@code customer_context.full_name})} */
  public String customerName() {
    return customerName;
  }

  /** {@return the customer's email address ({@code customer_context.email_address})} */
  public String customerEmail() {
    return customerEmail;
  }

  /** {@return the customer's phone number ({@code customer_context.phone_number})} */
  public String customerPhone() {
    return customerPhone;
  }

  /** {@return the dialling code ({@code customer_context.dial_code}), or null for the service default +91} */
  public @Nullable String dialCode() {
    return dialCode;
  }

  /** {@return the description, or null} */
  public @Nullable String description() {
    return description;
  }

  /** {@return how many payments the link accepts ({@code usage_limit}), or null for the default 1} */
  public @Nullable Integer usageLimit() {
    return usageLimit;
  }

  /** {@return the lower amount limit ({@code min_limit}), or null for the default 1.0000} */
  public @Nullable BigDecimal minLimit() {
    return minLimit;
  }

  /** {@return the upper amount limit ({@code max_limit}), or null} */
  public @Nullable BigDecimal maxLimit() {
    return maxLimit;
  }

  /** {@return the currency, or null for the default INR} */
  public @Nullable String currency() {
    return currency;
  }

  /** {@return the days until the link expires ({@code expiry_days}), or null for the default 7} */
  public @Nullable Integer expiryDays() {
    return expiryDays;
  }

  /** {@return the link's callback URL ({@code notify_url}), or null for the merchant profile's} */
  public @Nullable String notifyUrl() {
    return notifyUrl;
  }

  /** {@return the business context ({@code tags}), or null; unmodifiable} */
  public @Nullable Map<String, Object> tags() {
    return tags;
  }

  @Override
  public String toString() {
    return "CreateLinkRequest[title=" + title + ", amount=" + amount.toPlainString() + ", externalId=" + externalId
        + ", customerName=" + Checks.masked(customerName) + ", customerEmail=" + Checks.masked(customerEmail)
        + ", customerPhone=" + Checks.masked(customerPhone) + ", dialCode=" + dialCode
        + ", description=" + description + ", usageLimit=" + usageLimit
        + ", minLimit=" + plain(minLimit) + ", maxLimit=" + plain(maxLimit) + ", currency=" + currency
        + ", expiryDays=" + expiryDays + ", notifyUrl=" + notifyUrl + ", tagKeys=" + (tags == null ? null : tags.keySet()) + "]";
  }

  private static String plain(@Nullable BigDecimal value) {
    return value == null ? "null" : value.toPlainString();
  }

  /** Builds a {@link CreateLinkRequest}; {@link #build()} checks every rule. */
  public static final class Builder {
    private @Nullable String title;
    private @Nullable BigDecimal amount;
    private @Nullable String externalId;
    private @Nullable String customerName;
    private @Nullable String customerEmail;
    private @Nullable String customerPhone;
    private @Nullable String dialCode;
    private @Nullable String description;
    private @Nullable Integer usageLimit;
    private @Nullable BigDecimal minLimit;
    private @Nullable BigDecimal maxLimit;
    private @Nullable String currency;
    private @Nullable Integer expiryDays;
    private @Nullable String notifyUrl;
    private @Nullable Map<String, ?> tags;

    private Builder() {}

    private Builder(CreateLinkRequest r) {
      title = r.title;
      amount = r.amount;
      externalId = r.externalId;
      customerName = r.customerName;
      customerEmail = r.customerEmail;
      customerPhone = r.customerPhone;
      dialCode = r.dialCode;
      description = r.description;
      usageLimit = r.usageLimit;
      minLimit = r.minLimit;
      maxLimit = r.maxLimit;
      currency = r.currency;
      expiryDays = r.expiryDays;
      notifyUrl = r.notifyUrl;
      tags = r.tags;
    }

    /**
     * Sets the checkout title (required).
     *
     * @param title the checkout title
     * @return this builder
     * @throws NullPointerException if {@code title} is null
     */
    public Builder title(String title) {
      this.title = Checks.text(title, "title");
      return this;
    }

    /**
     * Sets the amount (required) from plain decimal text such as {@code "499.50"}.
     *
     * @param amount the amount as plain decimal text such as {@code "499.50"}
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
     * Sets the merchant's order or invoice reference (required).
     *
     * @param externalId the merchant's order or invoice reference
     * @return this builder
     * @throws NullPointerException if {@code externalId} is null
     */
    public Builder externalId(String externalId) {
      this.externalId = Checks.text(externalId, "externalId");
      return this;
    }

    /**
     * Sets the customer's full name, email address and phone number (all required).
     *
     * @param fullName the customer's full name
     * @param emailAddress the customer's email address
     * @param phoneNumber the customer's phone number, without the dialling code
     * @return this builder
     * @throws NullPointerException if an argument is null
     */
    public Builder customer(String fullName, String emailAddress, String phoneNumber) {
      this.customerName = Checks.text(fullName, "customer fullName");
      this.customerEmail = Checks.text(emailAddress, "customer emailAddress");
      this.customerPhone = Checks.text(phoneNumber, "customer phoneNumber");
      return this;
    }

    /**
     * Sets the customer's dialling code such as {@code "+91"}; unset leaves it to the service (+91).
     *
     * @param dialCode the customer's dialling code such as {@code "+91"}; unset leaves it to the service (+91)
     * @return this builder
     * @throws NullPointerException if {@code dialCode} is null
     */
    public Builder dialCode(String dialCode) {
      this.dialCode = Checks.text(dialCode, "dialCode");
      return this;
    }

    /**
     * Sets the description; leave unset for none.
     *
     * @param description the description; leave unset for none
     * @return this builder
     * @throws NullPointerException if {@code description} is null
     */
    public Builder description(String description) {
      this.description = Checks.text(description, "description");
      return this;
    }

    /**
     * Sets how many payments the link accepts; unset, the service's default is 1.
     *
     * @param usageLimit how many payments the link accepts, at least 1
     * @return this builder
     * @throws IllegalArgumentException if it is less than 1
     */
    public Builder usageLimit(int usageLimit) {
      this.usageLimit = Checks.atLeastOne(usageLimit, "usageLimit");
      return this;
    }

    /**
     * Sets the lower amount limit from plain decimal text; it must not exceed the upper limit.
     *
     * @param minLimit the lower amount limit as plain decimal text; it must not exceed the upper limit
     * @return this builder
     * @throws IllegalArgumentException if it is not a plain decimal of at most 32 characters, above zero,
     *     below 10^14, with at most four decimals
     */
    public Builder minLimit(String minLimit) {
      this.minLimit = Amounts.parsePositive(minLimit, "minLimit");
      return this;
    }

    /**
     * Sets the lower amount limit; it must not exceed the upper limit.
     *
     * @param minLimit the lower amount limit; it must not exceed the upper limit
     * @return this builder
     * @throws IllegalArgumentException if it is not above zero and below 10^14 with at most four decimals
     */
    public Builder minLimit(BigDecimal minLimit) {
      this.minLimit = Amounts.requirePositive(minLimit, "minLimit");
      return this;
    }

    /**
     * Sets the upper amount limit from plain decimal text.
     *
     * @param maxLimit the upper amount limit as plain decimal text
     * @return this builder
     * @throws IllegalArgumentException if it is not a plain decimal of at most 32 characters, above zero,
     *     below 10^14, with at most four decimals
     */
    public Builder maxLimit(String maxLimit) {
      this.maxLimit = Amounts.parsePositive(maxLimit, "maxLimit");
      return this;
    }

    /**
     * Sets the upper amount limit.
     *
     * @param maxLimit the upper amount limit
     * @return this builder
     * @throws IllegalArgumentException if it is not above zero and below 10^14 with at most four decimals
     */
    public Builder maxLimit(BigDecimal maxLimit) {
      this.maxLimit = Amounts.requirePositive(maxLimit, "maxLimit");
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
     * Sets the days until the link expires; unset, the service's default is 7.
     *
     * @param expiryDays the days until the link expires, at least 1
     * @return this builder
     * @throws IllegalArgumentException if it is less than 1
     */
    public Builder expiryDays(int expiryDays) {
      this.expiryDays = Checks.atLeastOne(expiryDays, "expiryDays");
      return this;
    }

    /**
     * Sets the absolute http(s) URL that the service notifies about this link's payments.
     * Those callbacks are the source of truth for the link's payment status; the merchant
     * profile's notify URLs apply when this is null.
     *
     * @param notifyUrl the absolute http(s) URL that the service notifies about this link's payments
     * @return this builder
     * @throws NullPointerException if {@code notifyUrl} is null
     */
    public Builder notifyUrl(String notifyUrl) {
      this.notifyUrl = Checks.httpUrl(notifyUrl, "notifyUrl");
      return this;
    }

    /**
     * Sets additional business context, sent as the JSON object {@code tags}; leave unset for none.
     *
     * @param tags additional business context, sent as the JSON object {@code tags}; leave unset for none
     * @return this builder
     * @throws NullPointerException if {@code tags} is null
     */
    public Builder tags(Map<String, ?> tags) {
      this.tags = Checks.jsonObject(tags, "tags");
      return this;
    }

    /**
     * {@return the request}
     *
     * @throws NullPointerException naming a required field that is not set, or a null key
     *     or value in the tags
     * @throws IllegalArgumentException naming a field whose value breaks a rule: blank
     *     text, a usage limit or expiry below 1, a minimum limit above the maximum, a notify
     *     URL that is not an absolute http(s) URL, a tag that is not JSON text, number,
     *     boolean, list or map
     */
    public CreateLinkRequest build() {
      return new CreateLinkRequest(this);
    }
  }
}
