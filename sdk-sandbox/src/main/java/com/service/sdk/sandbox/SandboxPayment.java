package com.service.sdk.sandbox;

import java.math.BigDecimal;
import org.jspecify.annotations.Nullable;

/**
 * A snapshot of a hosted payment.
 *
 * @param paymentId the payment id
 * @param orderId the merchant's order reference
 * @param status created, paid, failed or expired
 * @param transactionId set once paid, else null
 * @param providerReference set once paid, else null
 * @param amount the payment amount (the captured amount once paid)
 * @param currency the currency
 * @param refunded the sum of refunds so far
 */
public record SandboxPayment(
    String paymentId, String orderId, String status, @Nullable String transactionId, @Nullable String providerReference,
    BigDecimal amount, String currency, BigDecimal refunded) {}
