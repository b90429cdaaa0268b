package com.service.sdk.core.internal;

import com.service.sdk.core.CallListener;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Everything the transport needs, validated by the client builders.
 *
 * @param baseUrl absolute base URL every path is resolved against
 * @param client the OkHttp client whose pool, dispatcher, TLS and timeouts the SDK uses
 *     (the transport derives its own from it: no interceptors, no silent retries, no redirects)
 * @param maxRetries retries after the first attempt for requests that are safe to repeat
 * @param callTimeout the deadline of one call, all attempts and waits included
 * @param initialBackoff the backoff ceiling of the first retry; it doubles per retry
 * @param maxBackoff the largest backoff ceiling, and the cap on a honoured Retry-After
 * @param clock source of timestamps for signatures
 * @param sleeper how the transport waits between attempts
 * @param listener told of every call, attempt and retry
 */
record TransportSettings(
    HttpUrl baseUrl,
    OkHttpClient client,
    int maxRetries,
    Duration callTimeout,
    Duration initialBackoff,
    Duration maxBackoff,
    Clock clock,
    Sleeper sleeper,
    CallListener listener) {

  /**
   * Checks that nothing is missing.
   *
   * @param baseUrl absolute base URL every path is resolved against
   * @param client the OkHttp client whose pool, dispatcher, TLS and timeouts the SDK uses
   *     (the transport derives its own from it: no interceptors, no silent retries, no redirects)
   * @param maxRetries retries after the first attempt for requests that are safe to repeat
   * @param callTimeout the deadline of one call, all attempts and waits included
   * @param initialBackoff the backoff ceiling of the first retry; it doubles per retry
   * @param maxBackoff the largest backoff ceiling, and the cap on a honoured Retry-After
   * @param clock source of timestamps for signatures
   * @param sleeper how the transport waits between attempts
   * @param listener told of every call, attempt and retry
   */
  TransportSettings {
    Objects.requireNonNull(baseUrl, "baseUrl == null");
    Objects.requireNonNull(client, "client == null");
    Objects.requireNonNull(callTimeout, "callTimeout == null");
    Objects.requireNonNull(initialBackoff, "initialBackoff == null");
    Objects.requireNonNull(maxBackoff, "maxBackoff == null");
    Objects.requireNonNull(clock, "clock == null");
    Objects.requireNonNull(sleeper, "sleeper == null");
    Objects.requireNonNull(listener, "listener == null");
  }

  /**
   * Waits between attempts: a synchronous call sleeps, an asynchronous one schedules its
   * next attempt. Tests replace it to record waits instead of waiting.
   */
  interface Sleeper {
    /** The real thing: {@link Thread#sleep}, and the SDK's shared scheduler thread. */
    Sleeper THREAD = new Sleeper() {
      @Override
      public void sleep(Duration duration) throws InterruptedException {
        Thread.sleep(duration.toMillis());
      }

      @Override
      public Future<?> schedule(Duration delay, Runnable task) {
        return SharedHttp.scheduler().schedule(task, delay.toNanos(), TimeUnit.NANOSECONDS);
      }
    };

    /**
     * Waits for {@code duration} on the calling thread.
     *
     * @param duration how long to wait
     * @throws InterruptedException if the thread is interrupted while waiting
     */
    void sleep(Duration duration) throws InterruptedException;

    /**
     * Runs {@code task} after {@code delay} without holding a thread meanwhile.
     *
     * @param delay how long to wait before running it
     * @param task the next attempt
     * @return a handle that cancels the task if it has not started
     */
    Future<?> schedule(Duration delay, Runnable task);
  }
}
