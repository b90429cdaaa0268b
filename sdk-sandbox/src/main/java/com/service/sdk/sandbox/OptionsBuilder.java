package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.http.ServerSettings;
import com.service.sdk.sandbox.internal.state.ResourceSettings;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The one {@link SandboxOptions.Builder}: the options as values with their defaults, each set
 * once {@link OptionChecks} passed it, and how they divide between the HTTP layer and the
 * resources. Its public face and documentation are the interface's.
 */
final class OptionsBuilder implements SandboxOptions.Builder {
  private String host = "127.0.0.1";
  private int port;
  private @Nullable String publicBaseUrl;
  private @Nullable Long seed;
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
  private @Nullable String controlToken;
  private Set<String> callbackAllow = Set.of();
  private int maxResources = 100_000;
  private int maxIdempotencyRecords = 100_000;

  @Override
  public SandboxOptions.Builder host(String host) {
    this.host = Objects.requireNonNull(host, "host == null");
    return this;
  }

  @Override
  public SandboxOptions.Builder port(int port) {
    this.port = OptionChecks.range(port, 0, 65535, "port");
    return this;
  }

  @Override
  public SandboxOptions.Builder publicBaseUrl(String url) {
    this.publicBaseUrl = OptionChecks.baseUrl(url);
    return this;
  }

  @Override
  public SandboxOptions.Builder seed(long seed) {
    this.seed = seed;
    return this;
  }

  @Override
  public SandboxOptions.Builder timestampWindow(Duration window) {
    this.timestampWindow = OptionChecks.positive(window, "timestampWindow");
    return this;
  }

  @Override
  public SandboxOptions.Builder autoPayPayments(boolean autoPay) {
    this.autoPayPayments = autoPay;
    return this;
  }

  @Override
  public SandboxOptions.Builder autoSettlePayouts(boolean autoSettle) {
    this.autoSettlePayouts = autoSettle;
    return this;
  }

  @Override
  public SandboxOptions.Builder strictPublicCredentials(boolean strict) {
    this.strictPublicCredentials = strict;
    return this;
  }

  @Override
  public SandboxOptions.Builder threads(int threads) {
    this.threads = OptionChecks.range(threads, 1, 256, "threads");
    return this;
  }

  @Override
  public SandboxOptions.Builder maxBodyBytes(int bytes) {
    this.maxBodyBytes = OptionChecks.range(bytes, 1, 64 * 1024 * 1024, "maxBodyBytes");
    return this;
  }

  @Override
  public SandboxOptions.Builder maxNoncesPerKey(int max) {
    this.maxNoncesPerKey = OptionChecks.range(max, 1, 10_000_000, "maxNoncesPerKey");
    return this;
  }

  @Override
  public SandboxOptions.Builder callbackMaxAttempts(int attempts) {
    this.callbackMaxAttempts = OptionChecks.range(attempts, 1, 20, "callbackMaxAttempts");
    return this;
  }

  @Override
  public SandboxOptions.Builder callbackBackoff(Duration backoff) {
    this.callbackBackoff = OptionChecks.positive(backoff, "callbackBackoff");
    return this;
  }

  @Override
  public SandboxOptions.Builder callbackMaxPending(int max) {
    this.callbackMaxPending = OptionChecks.range(max, 1, 100_000, "callbackMaxPending");
    return this;
  }

  @Override
  public SandboxOptions.Builder callbackTimeout(Duration timeout) {
    this.callbackTimeout = OptionChecks.positive(timeout, "callbackTimeout");
    return this;
  }

  @Override
  public SandboxOptions.Builder payoutFee(BigDecimal fee) {
    this.payoutFee = OptionChecks.amount(fee, "payoutFee");
    return this;
  }

  @Override
  public SandboxOptions.Builder clock(Clock clock) {
    this.clock = Objects.requireNonNull(clock, "clock == null");
    return this;
  }

  @Override
  public SandboxOptions.Builder allowRemoteAccess(boolean allow) {
    this.allowRemoteAccess = allow;
    return this;
  }

  @Override
  public SandboxOptions.Builder controlToken(String token) {
    this.controlToken = OptionChecks.controlToken(token);
    return this;
  }

  @Override
  public SandboxOptions.Builder callbackAllow(Set<String> hosts) {
    this.callbackAllow = OptionChecks.callbackHosts(hosts);
    return this;
  }

  @Override
  public SandboxOptions.Builder maxResources(int max) {
    this.maxResources = OptionChecks.range(max, 1, 10_000_000, "maxResources");
    return this;
  }

  @Override
  public SandboxOptions.Builder maxIdempotencyRecords(int max) {
    this.maxIdempotencyRecords = OptionChecks.range(max, 1, 10_000_000, "maxIdempotencyRecords");
    return this;
  }

  @Override
  public SandboxOptions build() {
    OptionChecks.combination(seed != null, allowRemoteAccess);
    return new SandboxOptions(server(), resources());
  }

  /** What the HTTP layer reads: binding, requests, authentication, controls, callbacks. */
  ServerSettings server() {
    return new ServerSettings(host, port, publicBaseUrl, threads, maxBodyBytes, clock, timestampWindow,
        strictPublicCredentials, maxNoncesPerKey, callbackMaxAttempts, callbackBackoff, callbackTimeout,
        callbackMaxPending, allowRemoteAccess, controlToken, callbackAllow);
  }

  /** What the resources read: identifiers, time, automatic completion, fees, bounds. */
  ResourceSettings resources() {
    return new ResourceSettings(seed, clock, autoPayPayments, autoSettlePayouts, payoutFee, maxResources,
        maxIdempotencyRecords);
  }
}
