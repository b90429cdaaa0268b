package com.service.sdk.sandbox.internal.state;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * Resources by id in creation order, at most {@code max} of them: adding one more evicts the
 * oldest and tells the owner, so it can drop its other references. Callers hold the state lock.
 */
final class Bounded<V> {
  private final Map<String, V> byId = new LinkedHashMap<>();
  private final int max;
  private final Consumer<V> evicted;

  Bounded(int max, Consumer<V> evicted) {
    this.max = max;
    this.evicted = evicted;
  }

  @Nullable V get(String id) {
    return byId.get(id);
  }

  boolean containsKey(String id) {
    return byId.containsKey(id);
  }

  void put(String id, V value) {
    byId.put(id, value);
    if (byId.size() > max) {
      Iterator<V> oldest = byId.values().iterator();
      V gone = oldest.next();
      oldest.remove();
      evicted.accept(gone);
    }
  }

  /** A copy of the values, oldest first. */
  List<V> values() {
    return new ArrayList<>(byId.values());
  }
}
