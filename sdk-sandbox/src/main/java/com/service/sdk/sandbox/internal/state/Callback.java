package com.service.sdk.sandbox.internal.state;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A callback that a change of state causes: where it goes, the event, and what the event names,
 * in the order its body lists them. Amounts are {@code BigDecimal}; the sender writes them as the
 * service writes amounts.
 *
 * @param url the destination
 * @param eventId the event's id ({@code event_id})
 * @param event what happened, e.g. {@code payment.paid}
 * @param createdAt when
 * @param merchantId the merchant whose resource changed
 * @param fields what else the event names, in order (values are strings, numbers, booleans or null)
 */
public record Callback(String url, String eventId, String event, Instant createdAt, String merchantId,
    Map<String, Object> fields) {

  /** Creates a callback; the fields are copied, keeping their order. */
  public Callback {
    fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
  }
}
