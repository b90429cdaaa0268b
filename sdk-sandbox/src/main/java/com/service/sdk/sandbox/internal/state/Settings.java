package com.service.sdk.sandbox.internal.state;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;

/**
 * The settings of one sandbox as its rooms read them, taken from the public {@code SandboxOptions}
 * once at start.
 *
 * @param host the address to bind
 * @param port the port to bind, 0 for a free one
 * @param publicBaseUrl the base URL clients use, or null for the bound address
 * @param threads request threads
 * @param maxBodyBytes the largest accepted request body
 * @param seed the id generator's seed, or null for a secure random one
 * @param clock what time is measured against
 * @param timestampWindow how far a request timestamp may be from the clock
 * @param autoPayPayments whether payments are paid as soon as they are created
 * @param autoSettlePayouts whether payouts complete as soon as they are initiated
 * @param strictPublicCredentials whether public operations refuse credential headers
 * @param maxNoncesPerKey live nonces remembered per API key
 * @param payoutFee the flat fee of a payout
 * @param callbackMaxAttempts attempts per callback
 * @param callbackBackoff the wait before the second attempt, doubling after
 * @param callbackTimeout how long one attempt may take
 * @param callbackMaxPending callbacks pending at once
 * @param allowRemoteAccess whether a host that is not loopback may be bound
 * @param controlToken the token that {@code /_sandbox/...} requires, or null for none set
 * @param callbackAllow host names and addresses, besides loopback, that callbacks may go to (lowercase)
 * @param maxResources payments, links, payees, payouts and refunds kept per kind before the oldest is evicted
 * @param maxIdempotencyRecords Idempotency-Key records kept before the oldest is evicted
 */
public record Settings(
    String host,
    int port,
    String publicBaseUrl,
    int threads,
    int maxBodyBytes,
    Long seed,
    Clock clock,
    Duration timestampWindow,
    boolean autoPayPayments,
    boolean autoSettlePayouts,
    boolean strictPublicCredentials,
    int maxNoncesPerKey,
    BigDecimal payoutFee,
    int callbackMaxAttempts,
    Duration callbackBackoff,
    Duration callbackTimeout,
    int callbackMaxPending,
    boolean allowRemoteAccess,
    String controlToken,
    Set<String> callbackAllow,
    int maxResources,
    int maxIdempotencyRecords) {}
