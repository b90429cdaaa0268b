package com.service.sdk.sandbox;

import com.service.sdk.sandbox.internal.state.ChosenIds;
import java.util.List;
import java.util.Objects;

/**
 * Identifiers chosen by a test for the next resources the sandbox creates, e.g. to check that a
 * client percent-encodes path identifiers:
 *
 * <pre>{@code
 * sandbox.ids().next(IdKind.PAYMENT, "pay weird;[id]/x");
 * HostedPayment payment = plugin.payments().create(request);   // payment.paymentId() is "pay weird;[id]/x"
 * plugin.payments().status(payment.paymentId());                // found: the path segment is decoded once
 * }</pre>
 *
 * <p>Chosen ids are queued per kind and used in order, one per successful create of that kind,
 * by whichever merchant creates it; a refused request leaves the queue as it was. An id may hold
 * any character but control characters (so any printable ASCII character, {@code /} and
 * {@code %} included, and non-ASCII text). A create whose chosen id is already taken by a
 * resource of its kind is refused with 409. Thread-safe.
 */
public final class SandboxIds {
  private final ChosenIds chosen;

  SandboxIds(ChosenIds chosen) {
    this.chosen = chosen;
  }

  /**
   * Queues an identifier for the next resource of a kind.
   *
   * @param kind which identifier
   * @param id the identifier: 1 to 200 characters, no control characters
   * @return this, for chaining
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if the id is empty, longer than 200 characters or holds a
   *     control character
   */
  public SandboxIds next(IdKind kind, String id) {
    Objects.requireNonNull(kind, "kind == null");
    Objects.requireNonNull(id, "id == null");
    if (id.isEmpty() || id.length() > 200) {
      throw new IllegalArgumentException("a chosen " + kind + " id must have 1 to 200 characters; got " + id.length());
    }
    for (int i = 0; i < id.length(); i++) {
      if (Character.isISOControl(id.charAt(i))) {
        throw new IllegalArgumentException("a chosen " + kind + " id must not hold control characters; found U+"
            + String.format("%04X", (int) id.charAt(i)) + " at index " + i);
      }
    }
    chosen.add(kind, id);
    return this;
  }

  /**
   * Returns the identifiers still queued for a kind, in the order they will be used.
   *
   * @param kind which identifier
   * @return an immutable snapshot
   * @throws NullPointerException if kind is null
   */
  public List<String> pending(IdKind kind) {
    return chosen.pending(Objects.requireNonNull(kind, "kind == null"));
  }

  /** Drops every queued identifier; resources are generated ids again. */
  public void clear() {
    chosen.clear();
  }
}
