package com.service.sdk.sandbox.internal.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.CallbackAttempt;
import com.service.sdk.sandbox.CallbackDelivery;
import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.internal.http.Deliveries.Delivery;
import com.service.sdk.sandbox.internal.state.Callback;
import com.service.sdk.sandbox.internal.state.CallbackSink;
import com.service.sdk.sandbox.internal.state.Formats;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Outbound callbacks: each is POSTed asynchronously as JSON, retried with doubling backoff
 * until a 2xx answer or the attempt limit, and every attempt is recorded in {@link Deliveries}.
 * An attempt that has no complete answer within {@code callbackTimeout} is cancelled and counts
 * as failed; no thread waits on a receiver, so a slow receiver cannot hold up another merchant's
 * callbacks. At most {@code callbackMaxPending} callbacks are pending at once.
 */
public final class CallbackSender implements CallbackSink, AutoCloseable {
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
  /** The record of deliveries; its monitor also guards the fields below. */
  private final Deliveries deliveries = new Deliveries();
  /** Accepted callbacks kept back while holding. */
  private final List<Delivery> held = new ArrayList<>();
  private boolean holding;
  /** Switched off: callbacks are recorded as not sent, and nothing goes out. */
  private boolean off;
  private int duplicates;
  /** Deliveries not yet finished (in flight or waiting for a retry). */
  private int pending;

  /**
   * Creates a sender with its own threads.
   *
   * @param settings the callback settings
   */
  public CallbackSender(ServerSettings settings) {
    // Starts attempts and runs timers; it never waits for a receiver.
    this.scheduler = Executors.newScheduledThreadPool(1, Threads.daemon("sandbox-callbacks"));
    // Where the client completes exchanges and records their outcome.
    this.clientExecutor = Executors.newFixedThreadPool(2, Threads.daemon("sandbox-callback-client"));
    this.http = HttpClient.newBuilder()
        .executor(clientExecutor)
        .connectTimeout(settings.callbackTimeout())
        .followRedirects(HttpClient.Redirect.NEVER)
        .version(HttpClient.Version.HTTP_1_1)
        .build();
    this.clock = settings.clock();
    this.maxAttempts = settings.callbackMaxAttempts();
    this.maxPending = settings.callbackMaxPending();
    this.backoff = settings.callbackBackoff();
    this.timeout = settings.callbackTimeout();
    this.allowed = settings.callbackAllow();
  }

  /**
   * Returns every callback so far.
   *
   * @return snapshots of the deliveries, oldest first
   */
  public List<CallbackDelivery> deliveries() {
    return deliveries.all();
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
    return deliveries.await(timeout, condition);
  }

  /**
   * Queues a callback as JSON: {@code event_id}, {@code event}, {@code created_at},
   * {@code merchant_id}, then the callback's fields. When {@code callbackMaxPending} callbacks
   * are already waiting for an answer or a retry, it is recorded as finished and not delivered,
   * with one unsent attempt saying why.
   */
  @Override
  public void send(Callback callback) {
    ObjectNode payload = Json.object();
    payload.put("event_id", callback.eventId());
    payload.put("event", callback.event());
    payload.put("created_at", Formats.time(callback.createdAt()));
    payload.put("merchant_id", callback.merchantId());
    for (Map.Entry<String, Object> field : callback.fields().entrySet()) {
      Json.put(payload, field.getKey(), field.getValue());
    }
    String body = new String(Json.bytes(payload), StandardCharsets.UTF_8);
    int copies;
    synchronized (deliveries) {
      copies = 1 + duplicates;
    }
    for (int i = 0; i < copies; i++) {
      enqueue(new Delivery(callback.eventId(), callback.event(), callback.url(), body));
    }
  }

  /**
   * Sets how many extra copies of every further callback are delivered (0, the default, sends
   * each once); each copy is a delivery of its own with the same event id and body.
   *
   * @param extra 0 to 10, checked by the caller
   */
  public void duplicates(int extra) {
    synchronized (deliveries) {
      duplicates = extra;
    }
  }

  /**
   * Sends no further callback until {@link #switchOn()}: each is recorded as finished with one
   * unsent attempt saying so, and never sent later, as a service whose callbacks never come.
   * Callbacks already queued, held or waiting for a retry go on.
   */
  public void switchOff() {
    synchronized (deliveries) {
      off = true;
    }
  }

  /** Sends further callbacks again; those recorded while switched off stay unsent. */
  public void switchOn() {
    synchronized (deliveries) {
      off = false;
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
      out.add(deliveries.snapshot(delivery));
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
    Delivery original = deliveries.latest(eventId);
    if (original == null) {
      throw Refusals.notFound("no callback with event id " + eventId);
    }
    Delivery again = new Delivery(original.id, original.event, original.url, original.payload);
    enqueue(again);
    return deliveries.snapshot(again);
  }

  private void enqueue(Delivery delivery) {
    String forbidden = CallbackDestinations.forbidden(delivery.url, allowed);
    boolean send;
    synchronized (deliveries) {
      deliveries.add(delivery);
      boolean accepted = forbidden == null && !off && pending < maxPending;
      if (accepted) {
        pending++;
      } else {
        String why = forbidden != null ? forbidden : off ? "not sent: callbacks are switched off"
            : "not sent: " + maxPending + " callbacks were already pending (callbackMaxPending)";
        deliveries.record(delivery, new CallbackAttempt(1, clock.instant(), 0, why), true);
      }
      if (accepted && holding) {
        held.add(delivery);
      }
      send = accepted && !holding;
    }
    if (send) {
      schedule(delivery, 1, 0);
    }
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
      deliveries.record(delivery, result, !retry);
      if (!retry) {
        pending--;
      }
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
}
