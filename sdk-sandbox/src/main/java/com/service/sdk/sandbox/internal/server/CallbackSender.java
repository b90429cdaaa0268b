package com.service.sdk.sandbox.internal.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.CallbackAttempt;
import com.service.sdk.sandbox.CallbackDelivery;
import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.internal.state.Settings;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Outbound callbacks: each is POSTed asynchronously as JSON, retried with doubling backoff
 * until a 2xx answer or the attempt limit, and every attempt is recorded. An attempt that has
 * no complete answer within {@code callbackTimeout} is cancelled and counts as failed; no thread
 * waits on a receiver, so a slow receiver cannot hold up another merchant's callbacks. At most
 * {@code callbackMaxPending} callbacks are pending at once. The latest 10,000 deliveries are
 * kept for inspection.
 */
public final class CallbackSender implements AutoCloseable {
  /** Deliveries kept for inspection; older ones are forgotten (their retries still run). */
  private static final int MAX_KEPT = 10_000;

  private final ScheduledExecutorService scheduler;
  private final ExecutorService clientExecutor;
  private final HttpClient http;
  private final Clock clock;
  private final int maxAttempts;
  private final int maxPending;
  private final Duration backoff;
  private final Duration timeout;
  /** Hosts besides loopback that callbacks may go to, lowercase. */
  private final Set<String> allowed;
  private final Deque<Delivery> deliveries = new ArrayDeque<>();
  /** Accepted callbacks kept back while holding; guarded by the deliveries monitor. */
  private final List<Delivery> held = new ArrayList<>();
  private boolean holding;
  private int duplicates;
  /** Deliveries not yet finished (in flight or waiting for a retry); guarded by the deliveries monitor. */
  private int pending;

  /**
   * Creates a sender with its own threads.
   *
   * @param options the callback settings
   */
  public CallbackSender(Settings options) {
    // Starts attempts and runs timers; it never waits for a receiver.
    this.scheduler = Executors.newScheduledThreadPool(1, daemon("sandbox-callbacks"));
    // Where the client completes exchanges and records their outcome.
    this.clientExecutor = Executors.newFixedThreadPool(2, daemon("sandbox-callback-client"));
    this.http = HttpClient.newBuilder()
        .executor(clientExecutor)
        .connectTimeout(options.callbackTimeout())
        .followRedirects(HttpClient.Redirect.NEVER)
        .version(HttpClient.Version.HTTP_1_1)
        .build();
    this.clock = options.clock();
    this.maxAttempts = options.callbackMaxAttempts();
    this.maxPending = options.callbackMaxPending();
    this.backoff = options.callbackBackoff();
    this.timeout = options.callbackTimeout();
    this.allowed = options.callbackAllow();
  }

  /**
   * Returns every callback so far, oldest first.
   *
   * @return snapshots of the deliveries
   */
  public List<CallbackDelivery> deliveries() {
    synchronized (deliveries) {
      List<CallbackDelivery> out = new ArrayList<>(deliveries.size());
      for (Delivery d : deliveries) {
        out.add(d.snapshot());
      }
      return out;
    }
  }

  /**
   * Waits until a callback matches.
   *
   * @param timeout how long to wait
   * @param condition what the callback must satisfy, e.g. {@code d -> d.delivered()}
   * @return the first matching callback
   * @throws IllegalStateException if none matches within the timeout (the message lists what there is)
   */
  public CallbackDelivery await(Duration timeout, Predicate<CallbackDelivery> condition) {
    Objects.requireNonNull(condition, "condition == null");
    long deadline = System.nanoTime() + timeout.toNanos();
    synchronized (deliveries) {
      while (true) {
        for (Delivery d : deliveries) {
          CallbackDelivery snapshot = d.snapshot();
          if (condition.test(snapshot)) {
            return snapshot;
          }
        }
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          throw new IllegalStateException("no callback matched within " + timeout + "; callbacks so far: " + deliveries());
        }
        try {
          TimeUnit.NANOSECONDS.timedWait(deliveries, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException("interrupted while waiting for a callback", e);
        }
      }
    }
  }

  /**
   * Queues a callback whose payload {@code SandboxState.callbackPayload} started; does nothing
   * when there is no destination. When {@code callbackMaxPending}
   * callbacks are already waiting for an answer or a retry, the callback is recorded as finished
   * and not delivered, with one unsent attempt saying why.
   */
  public void send(String url, ObjectNode payload) {
    if (url == null) {
      return;
    }
    String body = new String(Json.bytes(payload), StandardCharsets.UTF_8);
    int copies;
    synchronized (deliveries) {
      copies = 1 + duplicates;
    }
    for (int i = 0; i < copies; i++) {
      enqueue(new Delivery(payload.get("event_id").asText(), payload.get("event").asText(), url, body));
    }
  }

  /**
   * Sets how many extra copies of every further callback are delivered (0, the default, sends
   * each once); each copy is a delivery of its own with the same event id and body.
   *
   * @param extra 0 to 10
   */
  public void duplicates(int extra) {
    synchronized (deliveries) {
      duplicates = Checks.range(extra, 0, 10, "duplicates");
    }
  }

  /** Keeps further callbacks back (recorded, not sent) until {@link #release(boolean)}. */
  public void hold() {
    synchronized (deliveries) {
      holding = true;
    }
  }

  /**
   * Stops holding callbacks back and sends the held ones one after another, each first attempt
   * started once the previous one has its answer, so they arrive in the order chosen.
   *
   * @param reversed whether the newest held callback goes first
   * @return the released callbacks, in the order they are sent
   */
  public List<CallbackDelivery> release(boolean reversed) {
    List<Delivery> released;
    synchronized (deliveries) {
      holding = false;
      released = new ArrayList<>(held);
      held.clear();
    }
    if (reversed) {
      Collections.reverse(released);
    }
    CompletableFuture<?> previous = CompletableFuture.completedFuture(null);
    List<CallbackDelivery> out = new ArrayList<>(released.size());
    for (Delivery delivery : released) {
      previous = previous.handle((ignored, error) -> null).thenCompose(ignored -> attempt(delivery, 1));
      synchronized (deliveries) {
        out.add(delivery.snapshot());
      }
    }
    return out;
  }

  /**
   * Sends a callback again: the same event id, destination and body as a new delivery with
   * attempts of its own, as a service redelivers an event (a receiver must handle it once).
   *
   * @param eventId the event id
   * @return the new delivery as it stands right after it was queued
   * @throws SandboxException 404 when no kept callback has this event id
   */
  public CallbackDelivery redeliver(String eventId) {
    Delivery original = null;
    synchronized (deliveries) {
      for (Delivery d : deliveries) {
        if (d.id.equals(eventId)) {
          original = d;
        }
      }
    }
    if (original == null) {
      throw Refusal.notFound("no callback with event id " + eventId);
    }
    Delivery again = new Delivery(original.id, original.event, original.url, original.payload);
    enqueue(again);
    synchronized (deliveries) {
      return again.snapshot();
    }
  }

  private void enqueue(Delivery delivery) {
    String url = delivery.url;
    String forbidden = forbidden(url, allowed);
    boolean accepted;
    synchronized (deliveries) {
      if (deliveries.size() == MAX_KEPT) {
        deliveries.removeFirst();
      }
      deliveries.add(delivery);
      accepted = forbidden == null && pending < maxPending;
      if (accepted) {
        pending++;
      } else if (forbidden != null) {
        delivery.attempts.add(new CallbackAttempt(1, clock.instant(), 0, forbidden));
        delivery.finished = true;
      } else {
        delivery.attempts.add(new CallbackAttempt(1, clock.instant(), 0, "not sent: " + maxPending
            + " callbacks were already pending (callbackMaxPending)"));
        delivery.finished = true;
      }
      deliveries.notifyAll();
    }
    boolean hold;
    synchronized (deliveries) {
      hold = accepted && holding;
      if (hold) {
        held.add(delivery);
      }
    }
    if (accepted && !hold) {
      schedule(delivery, 1, 0);
    }
  }

  /**
   * Why a destination is refused, or null when callbacks may go there: loopback (a literal
   * loopback address or {@code localhost}) or a host the operator allowed. Names are not
   * resolved, so a name that merely resolves to loopback is not trusted.
   */
  static String forbidden(String url, Set<String> allowed) {
    String host;
    try {
      host = URI.create(url).getHost();
    } catch (IllegalArgumentException e) {
      return null;
    }
    if (host == null) {
      return null;
    }
    String name = host.toLowerCase(Locale.ROOT);
    if (name.startsWith("[") && name.endsWith("]")) {
      name = name.substring(1, name.length() - 1);
    }
    if (allowed.contains(name) || name.equals("localhost") || IpAddresses.isLoopbackLiteral(name)) {
      return null;
    }
    return "not sent: " + host + " is not loopback and not allowed; the operator allows hosts with --callback-allow"
        + " (SandboxOptions.Builder.callbackAllow)";
  }

  private void schedule(Delivery delivery, int number, long delayMillis) {
    try {
      scheduler.schedule(() -> attempt(delivery, number), delayMillis, TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // Closed: pending retries are dropped.
    }
  }

  /**
   * Starts one attempt without waiting for it: the answer is recorded when the exchange
   * completes, and a timer cancels it if the whole answer (headers and body) has not come within
   * {@code callbackTimeout}. No thread waits on a receiver. The returned future completes once
   * the attempt's outcome is recorded.
   */
  private CompletableFuture<Void> attempt(Delivery delivery, int number) {
    Instant at = clock.instant();
    CompletableFuture<HttpResponse<Void>> exchange;
    try {
      HttpRequest request = HttpRequest.newBuilder(URI.create(delivery.url))
          .timeout(timeout)
          .header("Content-Type", "application/json")
          .header("X-Sandbox-Event", delivery.event)
          .POST(HttpRequest.BodyPublishers.ofString(delivery.payload))
          .build();
      exchange = http.sendAsync(request, HttpResponse.BodyHandlers.discarding());
    } catch (IllegalArgumentException e) {
      finish(delivery, new CallbackAttempt(number, at, 0, describe(e)));
      return CompletableFuture.completedFuture(null);
    }
    ScheduledFuture<?> timer;
    try {
      timer = scheduler.schedule(() -> exchange.cancel(true), timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      exchange.cancel(true);
      return CompletableFuture.completedFuture(null);
    }
    return exchange.handle((response, error) -> {
      timer.cancel(false);
      finish(delivery, response != null
          ? new CallbackAttempt(number, at, response.statusCode(), null)
          : new CallbackAttempt(number, at, 0, describe(error)));
      return null;
    });
  }

  private void finish(Delivery delivery, CallbackAttempt result) {
    boolean retry = !result.succeeded() && result.number() < maxAttempts && !scheduler.isShutdown();
    synchronized (deliveries) {
      delivery.attempts.add(result);
      delivery.delivered = result.succeeded();
      delivery.finished = !retry;
      if (!retry) {
        pending--;
      }
      deliveries.notifyAll();
    }
    if (retry) {
      schedule(delivery, result.number() + 1, backoff.toMillis() << Math.min(result.number() - 1, 16));
    }
  }

  private String describe(Throwable error) {
    Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
    if (cause instanceof CancellationException) {
      return "no complete answer within callbackTimeout " + timeout;
    }
    return cause.getClass().getSimpleName() + ": " + cause.getMessage();
  }

  /** Stops delivering; pending retries are dropped. */
  @Override
  public void close() {
    scheduler.shutdownNow();
    clientExecutor.shutdownNow();
  }

  private static ThreadFactory daemon(String name) {
    return runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    };
  }

  /** A callback and its attempts; mutated only while holding the deliveries monitor. */
  private static final class Delivery {
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
}
