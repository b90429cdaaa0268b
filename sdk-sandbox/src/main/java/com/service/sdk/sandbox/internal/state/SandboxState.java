package com.service.sdk.sandbox.internal.state;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.MerchantOptions;
import com.service.sdk.sandbox.SandboxCallbacks;
import com.service.sdk.sandbox.SandboxOptions;
import com.service.sdk.sandbox.internal.server.CallbackSender;
import com.service.sdk.sandbox.internal.server.Json;
import com.service.sdk.sandbox.internal.server.Refusal;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * What every part of the sandbox shares: options, the id source, the clock, the merchants and
 * the one lock that guards all mutable resource state (so that balance moves and idempotent
 * replays are atomic).
 */
public final class SandboxState {
  public final Object lock = new Object();
  public final Settings options;
  final Ids ids;
  /** Identifiers that tests chose for the next resources. */
  public final ChosenIds chosen = new ChosenIds();
  public final CallbackSender callbacks;
  private final Map<String, Merchant> byId = new ConcurrentHashMap<>();
  private final Map<String, Merchant> byKey = new ConcurrentHashMap<>();
  private final Queue<Merchant> inOrder = new ConcurrentLinkedQueue<>();

  public SandboxState(Settings options, CallbackSender callbacks) {
    this.options = options;
    this.ids = new Ids(options.seed());
    this.callbacks = callbacks;
  }

  public Instant now() {
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

  public Merchant createMerchant(MerchantSetup merchantOptions) {
    synchronized (lock) {
      Merchant merchant = new Merchant(
          ids.token("m_", 12), ids.token("acc_", 12), ids.token("key_", 20),
          ids.hex("sk_test_", 16), merchantOptions);
      byId.put(merchant.id, merchant);
      byKey.put(merchant.apiKeyId, merchant);
      inOrder.add(merchant);
      return merchant;
    }
  }

  /** The merchant of an API key id, or null. */
  public Merchant merchantByKey(String apiKeyId) {
    return byKey.get(apiKeyId);
  }

  /** Every merchant, oldest first. */
  public Collection<Merchant> merchants() {
    return inOrder;
  }

  public Merchant merchant(String merchantId) {
    Merchant merchant = byId.get(merchantId);
    if (merchant == null) {
      throw Refusal.notFound("no merchant " + merchantId);
    }
    return merchant;
  }
}
