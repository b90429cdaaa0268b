package com.service.sdk.sandbox;

import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * When a {@link FaultRule} fires: for the next n requests, with a seeded probability (one
 * generator for all requests, or a draw per request and retry), or on every request. Thread-safe.
 */
final class FaultTrigger {
  /** "next n": how many firings are left; null otherwise. */
  private final @Nullable AtomicInteger remaining;
  private final double probability;
  /** One generator for all requests; null unless a seeded probability draws in arrival order. */
  private final @Nullable Random random;
  /** For per-request draws: how often each request (by key) was seen so far; null otherwise. */
  private final @Nullable Map<String, AtomicInteger> seen;
  private final long seed;
  private final String description;

  /**
   * Creates a trigger from the builder's choice.
   *
   * @param next fire for this many requests, or null
   * @param probability the probability, with a seed
   * @param seed the seed, or null for neither probability kind
   * @param perRequest whether draws depend on the request rather than on arrival order
   */
  FaultTrigger(@Nullable Integer next, double probability, @Nullable Long seed, boolean perRequest) {
    this.remaining = next == null ? null : new AtomicInteger(next);
    this.probability = probability;
    this.random = seed == null || perRequest ? null : new Random(seed);
    this.seen = seed != null && perRequest ? new ConcurrentHashMap<>() : null;
    this.seed = seed == null ? 0 : seed;
    this.description = next != null ? "next " + next
        : seed == null ? "every request"
        : "probability " + probability + (perRequest ? " per request" : "") + " seed " + seed;
  }

  /**
   * Draws whether the trigger fires for one request ("next N" triggers count down).
   *
   * @param requestKey what names the request across its retries: its {@code Idempotency-Key},
   *     or its method, path and query when it has none
   */
  boolean fires(String requestKey) {
    if (remaining != null) {
      return remaining.getAndUpdate(n -> n > 0 ? n - 1 : 0) > 0;
    }
    if (seen != null) {
      int time = seen.computeIfAbsent(requestKey, k -> new AtomicInteger()).getAndIncrement();
      return draw(seed, requestKey, time) < probability;
    }
    if (random != null) {
      synchronized (random) {
        return random.nextDouble() < probability;
      }
    }
    return true;
  }

  /** A number in [0, 1) that depends only on the seed, the request's key and how often it was seen. */
  static double draw(long seed, String requestKey, int time) {
    long mixed = seed;
    for (int i = 0; i < requestKey.length(); i++) {
      mixed = mixed * 31 + requestKey.charAt(i);
    }
    return new SplittableRandom(mixed * 0x9E3779B97F4A7C15L + time).nextDouble();
  }

  @Override
  public String toString() {
    return description;
  }
}
