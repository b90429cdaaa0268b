package com.service.sdk.sandbox;

import java.math.BigDecimal;

/**
 * The result of one payment made on a payment link.
 *
 * @param shortId the link's short id
 * @param transactionId the transaction id of this payment
 * @param amount the amount paid
 * @param currentUsageCount the link's usage count after this payment
 * @param active whether the link still accepts payments
 */
public record SandboxLinkPayment(
    String shortId, String transactionId, BigDecimal amount, int currentUsageCount, boolean active) {}
