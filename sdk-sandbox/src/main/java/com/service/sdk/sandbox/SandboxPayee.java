package com.service.sdk.sandbox;

import org.jspecify.annotations.Nullable;

/**
 * A snapshot of a payee.
 *
 * @param id the payee id
 * @param externalRef the merchant's beneficiary reference sent at creation, or null
 * @param legalName the payee's legal name
 * @param bankVerified whether its bank account was verified
 * @param vpaVerified whether its UPI address was verified
 */
public record SandboxPayee(String id, @Nullable String externalRef, String legalName, boolean bankVerified,
    boolean vpaVerified) {}
