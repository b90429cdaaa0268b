package com.service.sdk.sandbox.internal.http;

import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What the HTTP layer reads of a sandbox's options, taken from the public {@code SandboxOptions}
 * once at start.
 *
 * @param host the address to bind
 * @param port the port to bind, 0 for a free one
 * @param publicBaseUrl the base URL clients use, or null for the bound address
 * @param threads request threads
 * @param maxBodyBytes the largest accepted request body
 * @param clock what request timestamps and callback attempts are measured against
 * @param timestampWindow how far a request timestamp may be from the clock
 * @param strictPublicCredentials whether public operations refuse credential headers
 * @param maxNoncesPerKey live nonces remembered per API key
 * @param callbackMaxAttempts attempts per callback
 * @param callbackBackoff the wait before the second attempt, doubling after
 * @param callbackTimeout how long one attempt may take
 * @param callbackMaxPending callbacks pending at once
 * @param allowRemoteAccess whether a host that is not loopback may be bound
 * @param controlToken the token that {@code /_sandbox/...} requires, or null for none set
 * @param callbackAllow host names and addresses, besides loopback, that callbacks may go to (lowercase)
 */
public record ServerSettings(
    String host,
    int port,
    @Nullable String publicBaseUrl,
    int threads,
    int maxBodyBytes,
    Clock clock,
    Duration timestampWindow,
    boolean strictPublicCredentials,
    int maxNoncesPerKey,
    int callbackMaxAttempts,
    Duration callbackBackoff,
    Duration callbackTimeout,
    int callbackMaxPending,
    boolean allowRemoteAccess,
    @Nullable String controlToken,
    Set<String> callbackAllow) {}
