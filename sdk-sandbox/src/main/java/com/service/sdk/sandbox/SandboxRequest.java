package com.service.sdk.sandbox;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One request that the sandbox received on a service operation, as its request log keeps it.
 * Secrets and signatures are never kept; what a signature should have covered is.
 *
 * @param at when the sandbox received it
 * @param method the HTTP method
 * @param path the raw path as sent, still percent-encoded
 * @param query the raw query as sent, or null
 * @param operation the operation, or null when no operation matched the path
 * @param apiKeyId the API key id the request named, or null
 * @param merchantId the merchant of that key, or null when the key is unknown or none was sent
 * @param status the HTTP status answered
 * @param verdict {@code accepted}, {@code unauthenticated}, {@code refused} or {@code fault injected}
 * @param reason why it was refused (more precise than the answer for an unknown key), or null
 * @param expectedCanonical for a refused signature of a known key: the canonical string the
 *     sandbox signed (a plugin-signed body longer than 2,000 characters is cut), else null
 * @param hint for a refused signature: which common mistake the signature matches, or what to check;
 *     else null
 */
public record SandboxRequest(
    Instant at,
    String method,
    String path,
    @Nullable String query,
    @Nullable SandboxOperation operation,
    @Nullable String apiKeyId,
    @Nullable String merchantId,
    int status,
    String verdict,
    @Nullable String reason,
    @Nullable String expectedCanonical,
    @Nullable String hint) {}
