package com.service.sdk.core.internal;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Everything the transport needs, validated by the client builders.
 *
 * @param baseUrl absolute base URL every path is resolved against
 * @param client the configured OkHttp client (no silent retries, no redirects)
 * @param maxRetries retries after the first attempt for requests that are safe to repeat
 * @param callTimeout the deadline of one call, all attempts and waits included
 * @param initialBackoff the backoff ceiling of the first retry; it doubles per retry
 * @param maxBackoff the largest backoff ceiling, and the cap on a honoured Retry-After
 * @param clock source of timestamps for signatures
 * @param sleeper how the transport waits between attempts
 */
public record TransportSettings(
    HttpUrl baseUrl,
    OkHttpClient client,
    int maxRetries,
    Duration callTimeout,
    Duration initialBackoff,
    Duration maxBackoff,
    Clock clock,
    Sleeper sleeper) {

  /** Checks that nothing is missing. */
  public TransportSettings {
    Objects.requireNonNull(baseUrl, "baseUrl == null");
    Objects.requireNonNull(client, "client == null");
    Objects.requireNonNull(callTimeout, "callTimeout == null");
    Objects.requireNonNull(initialBackoff, "initialBackoff == null");
    Objects.requireNonNull(maxBackoff, "maxBackoff == null");
    Objects.requireNonNull(clock, "clock == null");
    Objects.requireNonNull(sleeper, "sleeper == null");
  }

  /** Waits between attempts; tests replace it to record waits instead of sleeping. */
  @FunctionalInterface
  public interface Sleeper {
    /** The real thing: {@link Thread#sleep}. */
    Sleeper THREAD = duration -> Thread.sleep(duration.toMillis());

    /** Waits for {@code duration}. */
    void sleep(Duration duration) throws InterruptedException;
  }
}
