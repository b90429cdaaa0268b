package com.service.sdk.plugin.model;

import com.service.sdk.core.internal.Checks;
import java.math.BigDecimal;
import org.jspecify.annotations.Nullable;

/**
 * A hosted checkout payment as the service created it (spec 2.1, 4.1). Redirect the
 * customer to {@link #checkoutUrl()} and store {@link #paymentId()} on the order.
 *
 * <p>Neither this answer nor the customer's return to the {@code return_url} confirms
 * payment: the callback to the {@code callback_url} is the source of truth.
 *
 * @param paymentId the service's identifier of the payment; never null
 * @param checkoutUrl where to send the customer to pay; never null
 * @param status the payment's state, usually {@link PaymentState#CREATED}; never null
 * @param orderId the merchant order reference sent at creation, or null
 * @param amount the amount, with the scale the service sent (four decimals); never null
 * @param currency the currency, such as {@code INR}, or null
 */
public record HostedPayment(String paymentId, String checkoutUrl, PaymentState status, @Nullable String orderId,
    BigDecimal amount, @Nullable String currency) {

  /**
   * Checks the fields a caller cannot do without: an answer without them is not a payment.
   *
   * @param paymentId the service's identifier of the payment; never null
   * @param checkoutUrl where to send the customer to pay; never null
   * @param status the payment's state, usually {@link PaymentState#CREATED}; never null
   * @param orderId the merchant order reference sent at creation, or null
   * @param amount the amount, with the scale the service sent (four decimals); never null
   * @param currency the currency, such as {@code INR}, or null
   * @throws NullPointerException if {@code paymentId}, {@code checkoutUrl}, {@code status} or
   *     {@code amount} is null
   * @throws IllegalArgumentException if {@code paymentId} or {@code checkoutUrl} is blank
   */
  public HostedPayment {
    Checks.requiredId(paymentId, "payment_id");
    Checks.requiredId(checkoutUrl, "checkout_url");
    Checks.requiredValue(status, "status");
    Checks.requiredValue(amount, "amount");
  }
}
