package com.service.sdk.sandbox;

import java.math.BigDecimal;

/**
 * A snapshot of a payment link.
 *
 * @param shortId the link's short id
 * @param externalId the merchant's order or invoice reference sent at creation
 * @param title the checkout title
 * @param fixedAmount the link's amount
 * @param currency the currency
 * @param status active, completed (usage limit reached) or expired
 * @param usageCount how many times it was paid
 */
public record SandboxLink(String shortId, String externalId, String title, BigDecimal fixedAmount, String currency,
    String status, int usageCount) {}
