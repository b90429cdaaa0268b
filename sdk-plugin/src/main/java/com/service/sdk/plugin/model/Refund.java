package com.service.sdk.plugin.model;

import com.service.sdk.core.internal.Checks;
import com.service.sdk.core.IdempotencyKey;
import java.math.BigDecimal;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A refund as the service made it (spec 2.2, 4.4), with the idempotency key the request
 * carried. Sending the same request again with that key returns this refund rather than
 * a second one.
 *
 * @param refundId the service's identifier of the refund; never null
 * @param paymentId the refunded hosted payment, or null if the service did not repeat it
 * @param status the refund's state, such as {@link RefundState#COMPLETED}; never null
 * @param amount the refunded amount, with the scale the service sent (four decimals); never null
 * @param currency the currency, such as {@code INR}, or null
 * @param providerReference the payment provider's reference, or null
 * @param merchantRefundId the merchant's refund reference sent with the request, or null
 * @param idempotencyKey the {@code Idempotency-Key} the request carried; never null
 */
public record Refund(String refundId, @Nullable String paymentId, RefundState status, BigDecimal amount, @Nullable String currency,
    @Nullable String providerReference, @Nullable String merchantRefundId, IdempotencyKey idempotencyKey) {

  /**
   * Checks the fields a caller cannot do without, and the key.
   *
   * @param refundId the service's identifier of the refund; never null
   * @param paymentId the refunded hosted payment, or null if the service did not repeat it
   * @param status the refund's state, such as {@link RefundState#COMPLETED}; never null
   * @param amount the refunded amount, with the scale the service sent (four decimals); never null
   * @param currency the currency, such as {@code INR}, or null
   * @param providerReference the payment provider's reference, or null
   * @param merchantRefundId the merchant's refund reference sent with the request, or null
   * @param idempotencyKey the {@code Idempotency-Key} the request carried; never null
   * @throws NullPointerException if {@code refundId}, {@code status}, {@code amount} or
   *     {@code idempotencyKey} is null
   * @throws IllegalArgumentException if {@code refundId} is blank
   */
  public Refund {
    Checks.requiredId(refundId, "refund_id");
    Checks.requiredValue(status, "status");
    Checks.requiredValue(amount, "amount");
    Objects.requireNonNull(idempotencyKey, "idempotencyKey");
  }
}
