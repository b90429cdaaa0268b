package com.service.sdk.sandbox.internal.state;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * The ledger's collection transactions: one per paid hosted payment and per link payment,
 * completed at once. The transaction status operations (13, 14) read them as they read a
 * payout's, with category {@code COLLECTION}, so a payout notice that names a collection's
 * transaction id confirms as a transaction that is not a payout.
 */
public final class CollectionLedger {
  /**
   * A collection transaction.
   *
   * @param id the transaction id, as the payment status or link payment shows it
   * @param internalRef the ledger's own reference (operation 14 shows it)
   * @param externalRef the merchant's reference: the payment's order id, the link's external id
   * @param amount what was collected, four decimals
   * @param currency its currency
   * @param at when it was collected
   */
  public record Collected(String id, String internalRef, String externalRef, BigDecimal amount, String currency,
      Instant at) {}

  /** A collection and whose it is. */
  private record Entry(Merchant merchant, Collected collected) {}

  private final Object lock;
  private final Bounded<Entry> byId;

  CollectionLedger(Object lock, int maxResources) {
    this.lock = lock;
    this.byId = new Bounded<>(maxResources, entry -> { });
  }

  /** Records a collection; the caller holds the state lock and drew the id. Draws nothing, so seeded ids stay as they were. */
  void record(Merchant merchant, String id, String externalRef, BigDecimal amount, String currency, Instant at) {
    byId.put(id, new Entry(merchant, new Collected(id, "INT-" + id, externalRef, amount.setScale(4), currency, at)));
  }

  /**
   * Returns one of the merchant's collection transactions.
   *
   * @param merchant the merchant of the API key
   * @param transactionId the transaction id
   * @return the transaction
   * @throws Refusal NOT_FOUND for an unknown or another merchant's transaction
   */
  public Collected find(Merchant merchant, String transactionId) {
    synchronized (lock) {
      Entry entry = byId.get(transactionId);
      if (entry == null || entry.merchant() != merchant) {
        throw Refusal.notFound("no transaction " + transactionId);
      }
      return entry.collected();
    }
  }
}
