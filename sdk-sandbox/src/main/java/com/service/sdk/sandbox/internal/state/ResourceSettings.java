package com.service.sdk.sandbox.internal.state;

import java.math.BigDecimal;
import java.time.Clock;
import org.jspecify.annotations.Nullable;

/**
 * What the resources read of a sandbox's options, taken from the public {@code SandboxOptions}
 * once at start.
 *
 * @param seed the id generator's seed, or null for a secure random one
 * @param clock what time is measured against
 * @param autoPayPayments whether payments are paid as soon as they are created
 * @param autoSettlePayouts whether payouts complete as soon as they are initiated
 * @param payoutFee the flat fee of a payout
 * @param maxResources payments, links, payees, payouts and refunds kept per kind before the oldest is evicted
 * @param maxIdempotencyRecords Idempotency-Key records kept before the oldest is evicted
 */
public record ResourceSettings(
    @Nullable Long seed,
    Clock clock,
    boolean autoPayPayments,
    boolean autoSettlePayouts,
    BigDecimal payoutFee,
    int maxResources,
    int maxIdempotencyRecords) {}
