package com.service.sdk.core.callback;

import java.time.Duration;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/** {@link DeliveryStore#inMemory}: a bounded map in insertion order, guarded by its own monitor. */
final class InMemoryDeliveryStore implements DeliveryStore {
  private final int maxEntries;
  private final LongSupplier nanoTime;
  private final Map<String, Entry> entries = new LinkedHashMap<>();

  /** A claim (owner and lease end) or, when {@code done}, a handled key. */
  private record Entry(String owner, boolean done, long leaseEnd) {}

  InMemoryDeliveryStore(int maxEntries, LongSupplier nanoTime) {
    if (maxEntries < 1) {
      throw new IllegalArgumentException("maxEntries must be at least 1, was " + maxEntries);
    }
    this.maxEntries = maxEntries;
    this.nanoTime = nanoTime;
  }

  @Override
  public synchronized Claim claim(String key, String owner, Duration lease) {
    long now = nanoTime.getAsLong();
    Entry entry = entries.get(key);
    if (entry != null) {
      if (entry.done) {
        return Claim.DONE;
      }
      if (live(entry, now)) {
        return Claim.IN_PROGRESS;
      }
      entries.remove(key);
    }
    if (entries.size() >= maxEntries && !evictOldest(now)) {
      return Claim.IN_PROGRESS;
    }
    entries.put(key, new Entry(owner, false, now + saturatedNanos(lease)));
    return Claim.CLAIMED;
  }

  @Override
  public synchronized void complete(String key, String owner) {
    boolean known = entries.remove(key) != null;
    if (known || entries.size() < maxEntries || evictOldest(nanoTime.getAsLong())) {
      entries.put(key, new Entry(owner, true, 0));
    }
  }

  @Override
  public synchronized void release(String key, String owner) {
    Entry entry = entries.get(key);
    if (entry != null && !entry.done && entry.owner.equals(owner)) {
      entries.remove(key);
    }
  }

  /** How many keys are kept, for tests. */
  synchronized int size() {
    return entries.size();
  }

  /** Removes the oldest entry that is handled or whose lease ended; false when all are live claims. */
  private boolean evictOldest(long now) {
    for (Iterator<Entry> it = entries.values().iterator(); it.hasNext(); ) {
      if (!live(it.next(), now)) {
        it.remove();
        return true;
      }
    }
    return false;
  }

  private static boolean live(Entry entry, long now) {
    return !entry.done && entry.leaseEnd - now > 0;
  }

  private static long saturatedNanos(Duration lease) {
    return lease.compareTo(Duration.ofDays(365)) > 0 ? Duration.ofDays(365).toNanos() : lease.toNanos();
  }
}
