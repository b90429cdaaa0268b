package com.service.sdk.sandbox;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What every part of the sandbox shares: options, the id source, the clock, the merchants and
 * the one lock that guards all mutable resource state (so that balance moves and idempotent
 * replays are atomic).
 */
final class SandboxState {
  final Object lock = new Object();
  final SandboxOptions options;
  final Ids ids;
  final SandboxCallbacks callbacks;
  private final Map<String, Merchant> byId = new ConcurrentHashMap<>();
  private final Map<String, Merchant> byKey = new ConcurrentHashMap<>();

  SandboxState(SandboxOptions options, SandboxCallbacks callbacks) {
    this.options = options;
    this.ids = new Ids(options.seed());
    this.callbacks = callbacks;
  }

  Instant now() {
    return options.clock().instant();
  }

  /**
   * Starts a callback payload with what every event carries: {@code event_id},
   * {@code event}, {@code created_at} and {@code merchant_id}.
   */
  ObjectNode callbackPayload(String event, Merchant merchant) {
    ObjectNode payload = Json.object();
    payload.put("event_id", ids.token("evt_", 16));
    payload.put("event", event);
    payload.put("created_at", Json.time(now()));
    payload.put("merchant_id", merchant.id);
    return payload;
  }

  Merchant createMerchant(MerchantOptions merchantOptions) {
    synchronized (lock) {
      Merchant merchant = new Merchant(
          ids.token("m_", 12), ids.token("acc_", 12), ids.token("key_", 20),
          ids.hex("sk_test_", 16), merchantOptions);
      byId.put(merchant.id, merchant);
      byKey.put(merchant.apiKeyId, merchant);
      return merchant;
    }
  }

  /** The merchant of an API key id, or null. */
  Merchant merchantByKey(String apiKeyId) {
    return byKey.get(apiKeyId);
  }

  Merchant merchant(String merchantId) {
    Merchant merchant = byId.get(merchantId);
    if (merchant == null) {
      throw SandboxException.notFound("no merchant " + merchantId);
    }
    return merchant;
  }
}
