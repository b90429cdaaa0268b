package com.service.sdk.core.callback;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The service's payment status call, as the callback tests stand it in: the service's truth,
 * which a callback's body can only point at ({@code pay_1} and {@code pay_2} paid to begin with),
 * and how often it was asked.
 */
final class PaymentStatuses {
  /** What a status call returns in these tests. */
  record Payment(String id, String state) {}

  private final Map<String, String> states = new ConcurrentHashMap<>(Map.of("pay_1", "paid", "pay_2", "paid"));
  private final AtomicInteger calls = new AtomicInteger();

  /** The payment is in {@code state} at the service from now on. */
  void set(String id, String state) {
    states.put(id, state);
  }

  /** The service no longer knows the payment: its status call fails as a 404 would. */
  void forget(String id) {
    states.remove(id);
  }

  /** {@return the status calls made so far} */
  AtomicInteger calls() {
    return calls;
  }

  /** The confirm function: the status call of the payment the notice names. */
  Payment confirm(CallbackNotice notice) {
    String id = notice.requireId(CallbackNotice.Kind.PAYMENT);
    calls.incrementAndGet();
    String state = states.get(id);
    if (state == null) {
      throw new IllegalStateException("404 from the status call");
    }
    return new Payment(id, state);
  }
}
