package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.IdKind;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** Identifiers that a test queued for the next resources of each kind; the state lock guards their use. */
public final class ChosenIds {
  private final Map<IdKind, Deque<String>> queues = new EnumMap<>(IdKind.class);

  /**
   * Queues an id (already checked by the caller).
   *
   * @param kind which identifier
   * @param id the identifier
   */
  public synchronized void add(IdKind kind, String id) {
    queues.computeIfAbsent(kind, k -> new ArrayDeque<>()).add(id);
  }

  /**
   * Returns the ids queued for a kind.
   *
   * @param kind which identifier
   * @return a snapshot, in order of use
   */
  public synchronized List<String> pending(IdKind kind) {
    Deque<String> queue = queues.get(kind);
    return queue == null ? List.of() : List.copyOf(queue);
  }

  /** Drops every queued id. */
  public synchronized void clear() {
    queues.clear();
  }

  /**
   * The id for a resource being created now: the next chosen one (taken from the queue), else a
   * generated one. Called under the state lock, once the request passed every check.
   *
   * @throws Refusal CONFLICT when the chosen id is taken; it stays queued
   */
  synchronized String take(IdKind kind, Predicate<String> taken, Supplier<String> generated) {
    Deque<String> queue = queues.get(kind);
    if (queue == null || queue.isEmpty()) {
      String id = generated.get();
      while (taken.test(id)) {
        id = generated.get();
      }
      return id;
    }
    String id = queue.peek();
    if (taken.test(id)) {
      throw Refusal.conflict("the chosen " + kind + " id '" + id + "' (sandbox.ids().next) is already taken; "
          + "choose another or clear it with sandbox.ids().clear()");
    }
    return queue.poll();
  }
}
