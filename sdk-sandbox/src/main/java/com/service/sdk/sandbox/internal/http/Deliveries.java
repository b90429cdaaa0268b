package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.CallbackAttempt;
import com.service.sdk.sandbox.CallbackDelivery;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * The record of outbound callbacks: every delivery and its attempts, the latest 10,000 kept, for
 * inspection and for waiting on. Its monitor guards every {@link Delivery}; the sender takes it
 * too for what it keeps beside (held callbacks, pending count).
 */
final class Deliveries {
  /** Deliveries kept for inspection; older ones are forgotten (their retries still run). */
  private static final int MAX_KEPT = 10_000;

  /** A callback and its attempts; mutated only while holding the {@link Deliveries} monitor. */
  static final class Delivery {
    final String id;
    final String event;
    final String url;
    final String payload;
    final List<CallbackAttempt> attempts = new ArrayList<>();
    boolean delivered;
    boolean finished;

    Delivery(String id, String event, String url, String payload) {
      this.id = id;
      this.event = event;
      this.url = url;
      this.payload = payload;
    }

    CallbackDelivery snapshot() {
      return new CallbackDelivery(id, event, url, payload, attempts, delivered, finished);
    }
  }

  private final Deque<Delivery> kept = new ArrayDeque<>();

  /** Keeps a new delivery (forgetting the oldest beyond the bound). Caller holds the monitor. */
  void add(Delivery delivery) {
    if (kept.size() == MAX_KEPT) {
      kept.removeFirst();
    }
    kept.add(delivery);
    notifyAll();
  }

  /** Records an attempt; finished when no retry follows. Caller holds the monitor. */
  void record(Delivery delivery, CallbackAttempt attempt, boolean finished) {
    delivery.attempts.add(attempt);
    delivery.delivered = attempt.succeeded();
    delivery.finished = finished;
    notifyAll();
  }

  /** The latest kept delivery of an event, or null. */
  synchronized @Nullable Delivery latest(String eventId) {
    Delivery found = null;
    for (Delivery d : kept) {
      if (d.id.equals(eventId)) {
        found = d;
      }
    }
    return found;
  }

  /** A snapshot of one delivery. */
  synchronized CallbackDelivery snapshot(Delivery delivery) {
    return delivery.snapshot();
  }

  /**
   * Returns every kept callback.
   *
   * @return snapshots, oldest first
   */
  synchronized List<CallbackDelivery> all() {
    List<CallbackDelivery> out = new ArrayList<>(kept.size());
    for (Delivery d : kept) {
      out.add(d.snapshot());
    }
    return out;
  }

  /**
   * Waits until a kept callback matches.
   *
   * @param timeout how long to wait
   * @param condition what the callback must satisfy
   * @return the first matching callback
   * @throws IllegalStateException if none matches within the timeout (the message lists what there is)
   */
  synchronized CallbackDelivery await(Duration timeout, Predicate<CallbackDelivery> condition) {
    Objects.requireNonNull(condition, "condition == null");
    long deadline = System.nanoTime() + timeout.toNanos();
    while (true) {
      for (Delivery d : kept) {
        CallbackDelivery snapshot = d.snapshot();
        if (condition.test(snapshot)) {
          return snapshot;
        }
      }
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        throw new IllegalStateException("no callback matched within " + timeout + "; callbacks so far: " + all());
      }
      try {
        TimeUnit.NANOSECONDS.timedWait(this, left);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for a callback", e);
      }
    }
  }
}
