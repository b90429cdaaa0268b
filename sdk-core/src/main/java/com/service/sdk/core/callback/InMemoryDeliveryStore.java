package com.service.sdk.core.callback;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/** {@link DeliveryStore#inMemory}: a bounded map in insertion order, guarded by its own monitor. */
final class InMemoryDeliveryStore implements DeliveryStore {
  private final int maxEntries;
  private final LongSupplier nanoTime;
  private final Map<String, Entry> entries = new LinkedHashMap<>();

  /** A claim (owner, lease end and the notice it was claimed for) or, when {@code done}, a handled key (no notice). */
  private record Entry(String owner, boolean done, long leaseEnd, @Nullable CallbackNotice notice) {
    /** The notice of an entry that is a claim, which always keeps one. */
    CallbackNotice claimed() {
      return Objects.requireNonNull(notice, "a claim keeps its notice");
    }
  }

  InMemoryDeliveryStore(int maxEntries, LongSupplier nanoTime) {
    if (maxEntries < 1) {
      throw new IllegalArgumentException("maxEntries must be at least 1, was " + maxEntries);
    }
    this.maxEntries = maxEntries;
    this.nanoTime = nanoTime;
  }

  @Override
  public synchronized Claim claim(String key, String owner, Duration lease, CallbackNotice notice) {
    Objects.requireNonNull(notice, "notice == null");
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
    entries.put(key, new Entry(owner, false, now + saturatedNanos(lease), notice));
    return Claim.CLAIMED;
  }

  @Override
  public synchronized void complete(String key, String owner) {
    boolean known = entries.remove(key) != null;
    if (known || entries.size() < maxEntries || evictOldest(nanoTime.getAsLong())) {
      entries.put(key, new Entry(owner, true, 0, null));
    }
  }

  @Override
  public synchronized void release(String key, String owner) {
    Entry entry = entries.get(key);
    if (entry != null && !entry.done && entry.owner.equals(owner)) {
      entries.remove(key); // to the end: of claims that lapsed at the same moment, it is taken last
      entries.put(key, new Entry(owner, false, nanoTime.getAsLong(), entry.notice));
    }
  }

  @Override
  public synchronized List<Lapsed> takeLapsed(String owner, Duration lease, int max) {
    long now = nanoTime.getAsLong();
    // Oldest lease first, as the JDBC store takes them: a claim given back just now comes last.
    List<Map.Entry<String, Entry>> lapsed = entries.entrySet().stream()
        .filter(each -> !each.getValue().done && !live(each.getValue(), now))
        .sorted(Comparator.comparingLong(each -> each.getValue().leaseEnd - now)).limit(max).toList();
    List<Lapsed> taken = new ArrayList<>();
    for (Map.Entry<String, Entry> each : lapsed) {
      Entry entry = each.getValue();
      each.setValue(new Entry(owner, false, now + saturatedNanos(lease), entry.notice));
      taken.add(new Lapsed(each.getKey(), entry.claimed()));
    }
    return taken;
  }

  /** How many keys are kept, for tests. */
  synchronized int size() {
    return entries.size();
  }

  /**
   * Removes the oldest handled entry, else the oldest claim whose lease ended (its notice is
   * lost: only a redelivery or a reconciliation runs it now); false when all are live claims.
   */
  private boolean evictOldest(long now) {
    for (boolean handledOnly : new boolean[] {true, false}) {
      for (Iterator<Entry> it = entries.values().iterator(); it.hasNext(); ) {
        Entry entry = it.next();
        if (handledOnly ? entry.done : !live(entry, now)) {
          it.remove();
          return true;
        }
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
