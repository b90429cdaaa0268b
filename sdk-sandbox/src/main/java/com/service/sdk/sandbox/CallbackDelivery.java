package com.service.sdk.sandbox;

import java.util.List;

/**
 * A snapshot of one callback and its delivery attempts so far.
 *
 * @param id the event id (also in the payload as {@code event_id})
 * @param event the event name, e.g. {@code payment.paid}
 * @param url the destination
 * @param payload the JSON body sent
 * @param attempts every attempt so far, oldest first
 * @param delivered whether an attempt was answered with 2xx
 * @param finished whether delivery is over (delivered, or every attempt used)
 */
public record CallbackDelivery(
    String id, String event, String url, String payload, List<CallbackAttempt> attempts,
    boolean delivered, boolean finished) {

  /**
   * Creates a snapshot; the attempt list is copied, so it does not change as delivery goes on.
   *
   * @param id the event id
   * @param event the event name
   * @param url the destination
   * @param payload the JSON body sent
   * @param attempts the attempts so far
   * @param delivered whether an attempt was answered with 2xx
   * @param finished whether delivery is over
   */
  public CallbackDelivery {
    attempts = List.copyOf(attempts);
  }
}
