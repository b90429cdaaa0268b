package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.server.Checks;
import com.service.sdk.sandbox.internal.server.IpAddresses;
import com.service.sdk.sandbox.internal.server.Urls;
import com.service.sdk.sandbox.internal.state.Settings;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * How a {@link Sandbox} runs. Immutable; create one with {@link #builder()}. Every setting has a
 * default suited to tests on a developer machine.
 */
public final class SandboxOptions {
  private final Settings settings;

  private SandboxOptions(Builder b) {
    this.settings = new Settings(b.host, b.port, b.publicBaseUrl, b.threads, b.maxBodyBytes, b.seed, b.clock,
        b.timestampWindow, b.autoPayPayments, b.autoSettlePayouts, b.strictPublicCredentials, b.maxNoncesPerKey,
        b.payoutFee, b.callbackMaxAttempts, b.callbackBackoff, b.callbackTimeout, b.callbackMaxPending,
        b.allowRemoteAccess, b.controlToken, b.callbackAllow, b.maxResources, b.maxIdempotencyRecords);
  }

  /**
   * Returns a builder with every default set.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the default options.
   *
   * @return options with every default
   */
  public static SandboxOptions defaults() {
    return builder().build();
  }

  /** The settings the internals read. */
  Settings settings() {
    return settings;
  }

  /** Builds {@link SandboxOptions}; every setter checks its argument at once. */
  public static final class Builder {
    private String host = "127.0.0.1";
    private int port;
    private String publicBaseUrl;
    private Long seed;
    private Duration timestampWindow = Duration.ofMinutes(5);
    private boolean autoPayPayments;
    private boolean autoSettlePayouts;
    private boolean strictPublicCredentials = true;
    private int threads = 8;
    private int maxBodyBytes = 1024 * 1024;
    private int maxNoncesPerKey = 100_000;
    private int callbackMaxAttempts = 5;
    private Duration callbackBackoff = Duration.ofMillis(200);
    private Duration callbackTimeout = Duration.ofSeconds(2);
    private int callbackMaxPending = 1000;
    private BigDecimal payoutFee = new BigDecimal("5.00");
    private Clock clock = Clock.systemUTC();
    private boolean allowRemoteAccess;
    private String controlToken;
    private Set<String> callbackAllow = Set.of();
    private int maxResources = 100_000;
    private int maxIdempotencyRecords = 100_000;

    private Builder() {}

    /**
     * Sets the address to bind (default {@code 127.0.0.1}). An address that is not loopback also
     * needs {@link #allowRemoteAccess(boolean)}, or the sandbox refuses to start.
     *
     * @param host a literal IP address or host name
     * @return this builder
     */
    public Builder host(String host) {
      this.host = Objects.requireNonNull(host, "host == null");
      return this;
    }

    /**
     * Sets the port to bind; 0 (the default) picks a free port.
     *
     * @param port 0 to 65535
     * @return this builder
     * @throws IllegalArgumentException if the port is out of range
     */
    public Builder port(int port) {
      this.port = Checks.range(port, 0, 65535, "port");
      return this;
    }

    /**
     * Sets the base URL that clients and browsers use to reach the sandbox, when it is not the
     * bound address: behind a proxy or a port mapping, or when binding {@code 0.0.0.0}. It
     * becomes {@link Sandbox#baseUrl()}, and {@code <publicBaseUrl>/checkout} the checkout base
     * URL and the start of every {@code checkout_url}. Default: the bound host and port.
     *
     * @param url an absolute http(s) URL without path, query or fragment (a trailing slash is
     *     dropped), e.g. {@code http://sandbox.test:8080}
     * @return this builder
     * @throws IllegalArgumentException if the URL is not of that form
     */
    public Builder publicBaseUrl(String url) {
      Objects.requireNonNull(url, "publicBaseUrl == null");
      String base = Urls.baseUrl(url);
      if (base == null) {
        throw new IllegalArgumentException("publicBaseUrl must be an absolute http(s) URL without path, query or "
            + "fragment, e.g. http://sandbox.test:8080: " + url);
      }
      this.publicBaseUrl = base;
      return this;
    }

    /**
     * Makes generated identifiers and secrets reproducible: the same seed and the same sequence
     * of calls give the same ids. Seeded secrets are predictable; use them for tests only.
     *
     * @param seed any value
     * @return this builder
     */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Sets how far a request timestamp may be from the sandbox clock, either way (default 5
     * minutes). HMAC-family nonces are remembered for this long.
     *
     * @param window a positive duration
     * @return this builder
     * @throws IllegalArgumentException if the window is not positive
     */
    public Builder timestampWindow(Duration window) {
      this.timestampWindow = Checks.positive(window, "timestampWindow");
      return this;
    }

    /**
     * When true, every hosted payment is paid right after it is created (default false).
     *
     * @param autoPay whether to pay payments automatically
     * @return this builder
     */
    public Builder autoPayPayments(boolean autoPay) {
      this.autoPayPayments = autoPay;
      return this;
    }

    /**
     * When true, every payout completes right after it is initiated (default false).
     *
     * @param autoSettle whether to complete payouts automatically
     * @return this builder
     */
    public Builder autoSettlePayouts(boolean autoSettle) {
      this.autoSettlePayouts = autoSettle;
      return this;
    }

    /**
     * When true (the default), public operations refuse requests that carry merchant
     * credentials; when false, such headers are ignored.
     *
     * @param strict whether to refuse credentials on public operations
     * @return this builder
     */
    public Builder strictPublicCredentials(boolean strict) {
      this.strictPublicCredentials = strict;
      return this;
    }

    /**
     * Sets the number of request-handling threads (default 8).
     *
     * @param threads 1 to 256
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder threads(int threads) {
      this.threads = Checks.range(threads, 1, 256, "threads");
      return this;
    }

    /**
     * Sets the largest accepted request body (default 1 MiB); larger bodies get HTTP 413.
     *
     * @param bytes 1 to 64 MiB
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder maxBodyBytes(int bytes) {
      this.maxBodyBytes = Checks.range(bytes, 1, 64 * 1024 * 1024, "maxBodyBytes");
      return this;
    }

    /**
     * Sets how many nonces are remembered per API key within the timestamp window (default
     * 100,000). When full, further HMAC requests of that key get HTTP 429 until nonces expire.
     *
     * @param max 1 to 10,000,000
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder maxNoncesPerKey(int max) {
      this.maxNoncesPerKey = Checks.range(max, 1, 10_000_000, "maxNoncesPerKey");
      return this;
    }

    /**
     * Sets how many times a callback is attempted before giving up (default 5).
     *
     * @param attempts 1 to 20
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder callbackMaxAttempts(int attempts) {
      this.callbackMaxAttempts = Checks.range(attempts, 1, 20, "callbackMaxAttempts");
      return this;
    }

    /**
     * Sets the wait before the second callback attempt (default 200 ms); it doubles after every
     * further failed attempt.
     *
     * @param backoff a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    public Builder callbackBackoff(Duration backoff) {
      this.callbackBackoff = Checks.positive(backoff, "callbackBackoff");
      return this;
    }

    /**
     * Sets how many callbacks may be pending at once, in flight or waiting for a retry (default
     * 1,000). A callback beyond that is not sent: it is recorded as finished and not delivered,
     * with one attempt (status code 0) whose error says so.
     *
     * @param max 1 to 100,000
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder callbackMaxPending(int max) {
      this.callbackMaxPending = Checks.range(max, 1, 100_000, "callbackMaxPending");
      return this;
    }

    /**
     * Sets how long one callback attempt may take, from connecting until the whole answer
     * (headers and body) is in (default 2 s); a slower attempt is cancelled and counts as failed.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws IllegalArgumentException if not positive
     */
    public Builder callbackTimeout(Duration timeout) {
      this.callbackTimeout = Checks.positive(timeout, "callbackTimeout");
      return this;
    }

    /**
     * Sets the flat fee charged per payout (default 5.00): the ledger shows it as
     * {@code amount_fees}, and the merchant is debited amount plus fee.
     *
     * @param fee zero or more
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public Builder payoutFee(BigDecimal fee) {
      this.payoutFee = Checks.amount(fee, "payoutFee");
      return this;
    }

    /**
     * Sets the clock that timestamps, windows and expiries are measured against (default the
     * system UTC clock). Tests use it to move time forward.
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock == null");
      return this;
    }

    /**
     * Allows binding an address that is not loopback (default false). The sandbox hands out API
     * secrets and pays payments on request, so reaching it from other machines must be meant;
     * its {@code /_sandbox/...} controls then require {@link Sandbox#controlToken()}.
     *
     * @param allow whether a {@link #host(String)} beyond loopback may be bound
     * @return this builder
     */
    public Builder allowRemoteAccess(boolean allow) {
      this.allowRemoteAccess = allow;
      return this;
    }

    /**
     * Sets the token that the {@code /_sandbox/...} controls and dashboard require, even on
     * loopback. Without it a sandbox on loopback requires none, and one bound beyond loopback
     * generates a random token at start.
     *
     * @param token 16 to 128 printable ASCII characters without spaces
     * @return this builder
     * @throws IllegalArgumentException if the token is not of that form
     */
    public Builder controlToken(String token) {
      Objects.requireNonNull(token, "controlToken == null");
      if (token.length() < 16 || token.length() > 128 || !token.chars().allMatch(c -> c > ' ' && c < 127)) {
        throw new IllegalArgumentException("controlToken must be 16 to 128 printable ASCII characters without spaces");
      }
      this.controlToken = token;
      return this;
    }

    /**
     * Sets the hosts, besides loopback, that callbacks may be sent to (default none). A callback
     * to any other host is recorded as not sent, so the sandbox cannot be made to reach internal
     * addresses for a caller.
     *
     * @param hosts host names or literal IP addresses, matched exactly (case-insensitive)
     * @return this builder
     * @throws IllegalArgumentException if an entry is blank or contains a port, path or space
     */
    public Builder callbackAllow(Set<String> hosts) {
      Objects.requireNonNull(hosts, "callbackAllow == null");
      Set<String> allowed = new TreeSet<>();
      for (String host : hosts) {
        String name = Objects.requireNonNull(host, "callbackAllow entry == null").trim().toLowerCase(Locale.ROOT);
        if (name.startsWith("[") && name.endsWith("]")) {
          name = name.substring(1, name.length() - 1);
        }
        if (name.isEmpty() || name.chars().anyMatch(c -> c == '/' || c == ' ' || c == '@')
            || name.indexOf(':') >= 0 && !IpAddresses.isLiteral(name)) {
          throw new IllegalArgumentException("callbackAllow entries are host names or IP addresses, without port or"
              + " path: " + host);
        }
        allowed.add(name);
      }
      this.callbackAllow = Set.copyOf(allowed);
      return this;
    }

    /**
     * Sets how many resources of each kind (payments, links, payees, payouts, refunds) the
     * sandbox keeps (default 100,000); creating one more evicts the oldest of that kind, which
     * is then unknown (404).
     *
     * @param max 1 to 10,000,000
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder maxResources(int max) {
      this.maxResources = Checks.range(max, 1, 10_000_000, "maxResources");
      return this;
    }

    /**
     * Sets how many Idempotency-Key records the sandbox keeps (default 100,000); recording one
     * more evicts the oldest, after which a retry with that key creates a new resource.
     *
     * @param max 1 to 10,000,000
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder maxIdempotencyRecords(int max) {
      this.maxIdempotencyRecords = Checks.range(max, 1, 10_000_000, "maxIdempotencyRecords");
      return this;
    }

    /**
     * Builds the options.
     *
     * @return immutable options
     */
    public SandboxOptions build() {
      return new SandboxOptions(this);
    }
  }
}
