package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.http.ServerSettings;
import com.service.sdk.sandbox.internal.state.ResourceSettings;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;

/**
 * How a {@link Sandbox} runs. Immutable; create one with {@link #builder()}. Every setting has a
 * default suited to tests on a developer machine.
 */
public final class SandboxOptions {
  private final ServerSettings server;
  private final ResourceSettings resources;

  SandboxOptions(ServerSettings server, ResourceSettings resources) {
    this.server = server;
    this.resources = resources;
  }

  /**
   * Returns a builder with every default set.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new OptionsBuilder();
  }

  /**
   * Returns the default options.
   *
   * @return options with every default
   */
  public static SandboxOptions defaults() {
    return builder().build();
  }

  /** What the HTTP layer reads. */
  ServerSettings server() {
    return server;
  }

  /** What the resources read. */
  ResourceSettings resources() {
    return resources;
  }

  /**
   * Builds {@link SandboxOptions}; every setter checks its argument at once. Only
   * {@link SandboxOptions#builder()} makes one.
   */
  public sealed interface Builder permits OptionsBuilder {
    /**
     * Sets the address to bind (default {@code 127.0.0.1}). An address that is not loopback also
     * needs {@link #allowRemoteAccess(boolean)}, or the sandbox refuses to start.
     *
     * @param host a literal IP address or host name
     * @return this builder
     */
    Builder host(String host);

    /**
     * Sets the port to bind; 0 (the default) picks a free port.
     *
     * @param port 0 to 65535
     * @return this builder
     * @throws IllegalArgumentException if the port is out of range
     */
    Builder port(int port);

    /**
     * Sets the base URL that clients and browsers use to reach the sandbox, when it is not the
     * bound address: behind a proxy or a port mapping, or when binding {@code 0.0.0.0}. It
     * becomes {@link Sandbox#baseUrl()}, and {@code <publicBaseUrl>/checkout} the checkout base
     * URL and the start of every {@code checkout_url}. Default: the bound host and port. A URL
     * whose host is not {@code localhost} or a loopback address turns the control token on
     * ({@link Sandbox#controlToken()}), even with the sandbox bound to loopback: a proxy in front
     * forwards to the loopback socket whatever reached it.
     *
     * @param url an absolute http(s) URL without path, query or fragment (a trailing slash is
     *     dropped), e.g. {@code http://sandbox.test:8080}
     * @return this builder
     * @throws IllegalArgumentException if the URL is not of that form
     */
    Builder publicBaseUrl(String url);

    /**
     * Makes generated identifiers and secrets reproducible: the same seed and the same sequence
     * of calls give the same ids. Seeded secrets are predictable; use them for tests only: a
     * seeded sandbox stays on loopback ({@link #build()} refuses a seed with
     * {@link #allowRemoteAccess(boolean)}).
     *
     * @param seed any value
     * @return this builder
     */
    Builder seed(long seed);

    /**
     * Sets how far a request timestamp may be from the sandbox clock, either way (default 5
     * minutes). HMAC-family nonces are remembered for this long.
     *
     * @param window a positive duration
     * @return this builder
     * @throws IllegalArgumentException if the window is not positive
     */
    Builder timestampWindow(Duration window);

    /**
     * When true, every hosted payment is paid right after it is created (default false).
     *
     * @param autoPay whether to pay payments automatically
     * @return this builder
     */
    Builder autoPayPayments(boolean autoPay);

    /**
     * When true, every payout completes right after it is initiated (default false).
     *
     * @param autoSettle whether to complete payouts automatically
     * @return this builder
     */
    Builder autoSettlePayouts(boolean autoSettle);

    /**
     * When true (the default), public operations refuse requests that carry merchant
     * credentials; when false, such headers are ignored.
     *
     * @param strict whether to refuse credentials on public operations
     * @return this builder
     */
    Builder strictPublicCredentials(boolean strict);

    /**
     * Sets the number of request-handling threads (default 8).
     *
     * @param threads 1 to 256
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    Builder threads(int threads);

    /**
     * Sets the largest accepted request body (default 1 MiB); larger bodies get HTTP 413.
     *
     * @param bytes 1 to 64 MiB
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    Builder maxBodyBytes(int bytes);

    /**
     * Sets how many nonces are remembered per API key within the timestamp window (default
     * 100,000). When full, further HMAC requests of that key get HTTP 429 until nonces expire.
     *
     * @param max 1 to 10,000,000
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    Builder maxNoncesPerKey(int max);

    /**
     * Sets how many times a callback is attempted before giving up (default 5).
     *
     * @param attempts 1 to 20
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    Builder callbackMaxAttempts(int attempts);

    /**
     * Sets the wait before the second callback attempt (default 200 ms); it doubles after every
     * further failed attempt.
     *
     * @param backoff a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    Builder callbackBackoff(Duration backoff);

    /**
     * Sets how many callbacks may be pending at once, in flight or waiting for a retry (default
     * 1,000). A callback beyond that is not sent: it is recorded as finished and not delivered,
     * with one attempt (status code 0) whose error says so.
     *
     * @param max 1 to 100,000
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    Builder callbackMaxPending(int max);

    /**
     * Sets how long one callback attempt may take, from connecting until the whole answer
     * (headers and body) is in (default 2 s); a slower attempt is cancelled and counts as failed.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    Builder callbackTimeout(Duration timeout);

    /**
     * Sets the flat fee charged per payout (default 5.00): the ledger shows it as
     * {@code amount_fees}, and the merchant is debited amount plus fee.
     *
     * @param fee zero or more
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    Builder payoutFee(BigDecimal fee);

    /**
     * Sets the clock that timestamps, windows and expiries are measured against (default the
     * system UTC clock). Tests use it to move time forward.
     *
     * @param clock the clock
     * @return this builder
     */
    Builder clock(Clock clock);

    /**
     * Allows binding an address that is not loopback (default false). The sandbox hands out API
     * secrets and pays payments on request, so reaching it from other machines must be meant;
     * its {@code /_sandbox/...} controls then require {@link Sandbox#controlToken()}. Not with a
     * {@link #seed(long)}: seeded secrets are predictable.
     *
     * @param allow whether a {@link #host(String)} beyond loopback may be bound
     * @return this builder
     */
    Builder allowRemoteAccess(boolean allow);

    /**
     * Sets the token that the {@code /_sandbox/...} controls and dashboard require, even on
     * loopback. Without it a sandbox on loopback requires none, and one bound beyond loopback
     * generates a random token at start.
     *
     * @param token 16 to 128 printable ASCII characters without spaces
     * @return this builder
     * @throws IllegalArgumentException if the token is not of that form
     */
    Builder controlToken(String token);

    /**
     * Sets the hosts, besides loopback, that callbacks may be sent to (default none). A callback
     * to any other host is recorded as not sent, so the sandbox cannot be made to reach internal
     * addresses for a caller.
     *
     * @param hosts host names or literal IP addresses, matched exactly (case-insensitive)
     * @return this builder
     * @throws IllegalArgumentException if an entry is blank or contains a port, path or space
     */
    Builder callbackAllow(Set<String> hosts);

    /**
     * Sets how many resources of each kind (payments, links, payees, payouts, refunds) the
     * sandbox keeps (default 100,000); creating one more evicts the oldest of that kind, which
     * is then unknown (404).
     *
     * @param max 1 to 10,000,000
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    Builder maxResources(int max);

    /**
     * Sets how many Idempotency-Key records the sandbox keeps (default 100,000); recording one
     * more evicts the oldest, after which a retry with that key creates a new resource.
     *
     * @param max 1 to 10,000,000
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    Builder maxIdempotencyRecords(int max);

    /**
     * Builds the options.
     *
     * @return immutable options
     * @throws IllegalArgumentException for a {@link #seed(long)} with {@link #allowRemoteAccess(boolean)}:
     *     seeded secrets are predictable, so a seeded sandbox stays on loopback
     */
    SandboxOptions build();
  }
}
