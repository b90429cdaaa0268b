package com.service.sdk.plugin.model;

import com.service.sdk.core.internal.Checks;
import java.math.BigDecimal;
import org.jspecify.annotations.Nullable;

/**
 * A hosted payment's status as read by the status operation (spec 2.1, 4.2). Use it for
 * recovery (a delayed or missed callback) and support checks only: the callback to the
 * payment's {@code callback_url} is the source of truth.
 *
 * @param paymentId the service's identifier of the payment; never null
 * @param status the payment's state, such as {@link PaymentState#PAID}; never null
 * @param orderId the merchant order reference, or null
 * @param transactionId the service's transaction identifier, or null (before payment, say)
 * @param providerReference the payment provider's reference, or null
 * @param amount the amount, with the scale the service sent (four decimals); never null
 * @param currency the currency, such as {@code INR}, or null
 */
public record PaymentStatus(String paymentId, PaymentState status, @Nullable String orderId, @Nullable String transactionId,
    @Nullable String providerReference, BigDecimal amount, @Nullable String currency) {

  /**
   * Checks the fields a caller cannot do without: an answer without them is not a status.
   *
   * @param paymentId the service's identifier of the payment; never null
   * @param status the payment's state, such as {@link PaymentState#PAID}; never null
   * @param orderId the merchant order reference, or null
   * @param transactionId the service's transaction identifier, or null (before payment, say)
   * @param providerReference the payment provider's reference, or null
   * @param amount the amount, with the scale the service sent (four decimals); never null
   * @param currency the currency, such as {@code INR}, or null
   * @throws NullPointerException if {@code paymentId}, {@code status} or {@code amount} is null
   * @throws IllegalArgumentException if {@code paymentId} is blank
   */
  public PaymentStatus {
    Checks.requiredId(paymentId, "payment_id");
    Checks.requiredValue(status, "status");
    Checks.requiredValue(amount, "amount");
  }
}
