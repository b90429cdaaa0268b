package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.SandboxBalance;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.jspecify.annotations.Nullable;

/**
 * What every resource shares: settings, the id source, the clock, the merchants, the ledger's
 * collection transactions, where callbacks go, and the one lock that guards all mutable resource state (so that balance moves and
 * idempotent replays are atomic). The lock never leaves this package: resources take it
 * themselves and hand out snapshots.
 */
public final class SandboxState {
  final Object lock = new Object();
  final ResourceSettings settings;
  final Ids ids;
  /** Identifiers that tests chose for the next resources. */
  public final ChosenIds chosen = new ChosenIds();
  /** The collection transactions that payments and link payments add to the ledger. */
  public final CollectionLedger collections;
  private final CallbackSink callbacks;
  private final Map<String, Merchant> byId = new ConcurrentHashMap<>();
  private final Map<String, Merchant> byKey = new ConcurrentHashMap<>();
  private final Queue<Merchant> inOrder = new ConcurrentLinkedQueue<>();

  /**
   * Creates empty state.
   *
   * @param settings what the resources read of the options
   * @param callbacks where the callbacks that changes cause go
   */
  public SandboxState(ResourceSettings settings, CallbackSink callbacks) {
    this.settings = settings;
    this.ids = new Ids(settings.seed());
    this.callbacks = callbacks;
    this.collections = new CollectionLedger(lock, settings.maxResources());
  }

  /**
   * Returns the time on the sandbox's clock.
   *
   * @return now
   */
  public Instant now() {
    return settings.clock().instant();
  }

  /**
   * Hands a callback to the sink: the event id, event, time and merchant that every callback
   * carries, then {@code fields}. No destination, no callback (the event id is drawn all the
   * same, so a seeded sandbox draws the same ids whether or not callbacks go anywhere).
   * Caller holds the lock.
   */
  void callback(@Nullable String url, String event, Merchant merchant, Map<String, Object> fields) {
    String eventId = ids.token("evt_", 16);
    if (url != null) {
      callbacks.send(new Callback(url, eventId, event, now(), merchant.id, fields));
    }
  }

  /**
   * Creates a merchant with new identifiers and secret.
   *
   * @param setup how it starts out
   * @return the merchant
   */
  public Merchant createMerchant(MerchantSetup setup) {
    synchronized (lock) {
      Merchant merchant = new Merchant(
          ids.token("m_", 12), ids.token("acc_", 12), ids.token("key_", 20), ids.hex("sk_test_", 16), setup);
      byId.put(merchant.id, merchant);
      byKey.put(merchant.apiKeyId, merchant);
      inOrder.add(merchant);
      return merchant;
    }
  }

  /**
   * Gives a merchant a new API secret under the same key id; the old secret signs nothing from
   * now on (a request signed with it is refused 401).
   *
   * @param merchantId the merchant id
   * @return the merchant, with its new secret
   * @throws Refusal NOT_FOUND for an unknown id
   */
  public Merchant rotateSecret(String merchantId) {
    synchronized (lock) {
      Merchant merchant = merchant(merchantId);
      merchant.rotate(ids.hex("sk_test_", 16));
      return merchant;
    }
  }

  /**
   * Returns the merchant of an API key id.
   *
   * @param apiKeyId the key id a request named
   * @return the merchant, or null for an unknown key
   */
  public @Nullable Merchant merchantByKey(String apiKeyId) {
    return byKey.get(apiKeyId);
  }

  /**
   * Returns every merchant.
   *
   * @return the merchants, oldest first
   */
  public Collection<Merchant> merchants() {
    return inOrder;
  }

  /**
   * Returns a merchant by id.
   *
   * @param merchantId the merchant id
   * @return the merchant
   * @throws Refusal NOT_FOUND for an unknown id
   */
  public Merchant merchant(String merchantId) {
    Merchant merchant = byId.get(merchantId);
    if (merchant == null) {
      throw Refusal.notFound("no merchant " + merchantId);
    }
    return merchant;
  }

  /**
   * Returns a merchant's balance figures, read together.
   *
   * @param merchant the merchant
   * @return the figures
   */
  public SandboxBalance balance(Merchant merchant) {
    synchronized (lock) {
      return merchant.balance();
    }
  }
}
