package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.http.CallbackSender;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * The outbound callbacks of one sandbox, to inspect or await them. Each callback is POSTed
 * asynchronously as JSON, retried with doubling backoff until a 2xx answer or the attempt limit,
 * and every attempt is recorded. The latest 10,000 deliveries are kept.
 */
public final class SandboxCallbacks {
  private final CallbackSender sender;

  SandboxCallbacks(CallbackSender sender) {
    this.sender = sender;
  }

  /**
   * Returns every callback so far, oldest first.
   *
   * @return snapshots of the deliveries
   */
  public List<CallbackDelivery> deliveries() {
    return sender.deliveries();
  }

  /**
   * Delivers every further callback {@code 1 + extra} times, each copy a delivery of its own
   * with the same event id and body, as a service that redelivers does; 0 (the default) sends
   * each once. For testing that a receiver handles each event once.
   *
   * @param extra extra copies per callback, 0 to 10
   * @return these callbacks
   * @throws IllegalArgumentException if out of range
   */
  public SandboxCallbacks duplicates(int extra) {
    sender.duplicates(OptionChecks.range(extra, 0, 10, "duplicates"));
    return this;
  }

  /**
   * Switches further callbacks off, as a service whose callbacks never come: each is recorded as
   * finished with one unsent attempt ("not sent: callbacks are switched off") and never sent, not
   * even after {@link #on()}; a redelivery asked for meanwhile is not sent either. For testing
   * that a receiver finds paid orders and payouts without their callbacks (by status calls).
   * Callbacks already queued or waiting for a retry go on. Over HTTP:
   * {@code POST /_sandbox/callbacks/off}.
   *
   * @return these callbacks
   */
  public SandboxCallbacks off() {
    sender.switchOff();
    return this;
  }

  /**
   * Sends further callbacks again after {@link #off()} (the default); those recorded while off
   * stay unsent. Over HTTP: {@code POST /_sandbox/callbacks/on}.
   *
   * @return these callbacks
   */
  public SandboxCallbacks on() {
    sender.switchOn();
    return this;
  }

  /**
   * Keeps further callbacks back: they are recorded (not finished, no attempts) but not sent
   * until {@link #release()} or {@link #releaseInReverse()}.
   *
   * @return these callbacks
   */
  public SandboxCallbacks hold() {
    sender.hold();
    return this;
  }

  /**
   * Stops holding and sends the held callbacks oldest first, one after another: each first
   * attempt starts once the previous one has its answer.
   *
   * @return the released callbacks, in the order sent
   */
  public List<CallbackDelivery> release() {
    return sender.release(false);
  }

  /**
   * Stops holding and sends the held callbacks newest first, one after another, so a receiver
   * sees a later state of a resource before an earlier one (out of order).
   *
   * @return the released callbacks, in the order sent
   */
  public List<CallbackDelivery> releaseInReverse() {
    return sender.release(true);
  }

  /**
   * Sends a callback again as a new delivery with the same event id, destination and body, as
   * the service does when it redelivers an event; a receiver must handle the event once.
   *
   * @param eventId the {@code event_id} of a kept callback
   * @return the new delivery as it stands right after it was queued
   * @throws SandboxException 404 when no kept callback has this event id
   * @throws NullPointerException if the event id is null
   */
  public CallbackDelivery redeliver(String eventId) {
    return sender.redeliver(Objects.requireNonNull(eventId, "eventId == null"));
  }

  /**
   * Waits until a callback matches.
   *
   * @param timeout how long to wait
   * @param condition what the callback must satisfy, e.g. {@code d -> d.delivered()}
   * @return the first matching callback
   * @throws IllegalStateException if none matches within the timeout (the message lists what there is)
   * @throws NullPointerException if an argument is null
   */
  public CallbackDelivery await(Duration timeout, Predicate<CallbackDelivery> condition) {
    return sender.await(Objects.requireNonNull(timeout, "timeout == null"), condition);
  }
}
