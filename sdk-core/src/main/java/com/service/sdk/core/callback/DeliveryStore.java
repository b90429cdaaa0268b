package com.service.sdk.core.callback;

import java.time.Duration;

/**
 * Remembers which deliveries {@link CallbackHandler} has handled, so that the merchant's action
 * runs once per resource state however often, in whatever order and however concurrently the
 * service delivers. The handler uses it only after confirming a notice, so every key names a
 * real resource state (such as a payment id and its status), never text an unknown sender chose.
 *
 * <p><b>Protocol.</b> For each confirmed delivery the handler calls {@link #claim} with a fresh
 * {@code owner}; only on {@link Claim#CLAIMED} does it run the action, then calls
 * {@link #complete} when the action returned or {@link #release} when it threw. So:
 * <ul>
 *   <li>a duplicate of a handled delivery finds {@link Claim#DONE} and is answered 2xx unrun;</li>
 *   <li>a delivery that arrives while another runs the action finds {@link Claim#IN_PROGRESS} and
 *       is answered 503, so the service delivers again later;</li>
 *   <li>an action that threw is released, so the next delivery runs it again;</li>
 *   <li>a process that died between claim and completion leaves a claim whose lease runs out,
 *       after which the next delivery claims and runs it again.</li>
 * </ul>
 * A lease must outlast the longest run of the action: a claim whose lease ran out is taken to be
 * a dead process's, and the action may then run a second time while the first still runs.
 *
 * <p><b>Backing it with your database</b> (one row per key: key, owner, state, lease end): claim
 * is one atomic statement that inserts a claimed row, or takes over a claimed row whose lease
 * ended, and otherwise reports the row's state (a unique key and an
 * {@code INSERT ... ON CONFLICT ... DO UPDATE ... WHERE} upsert, or {@code SELECT ... FOR UPDATE}
 * in a transaction); complete sets the row to done whoever owns it (the action did succeed);
 * release deletes the row only while it is claimed by that owner, so a late failure of a run whose
 * lease was taken over cannot free the new owner's claim. Implementations must be thread-safe.
 * The module {@code sdk-jdbc} ships this design for PostgreSQL: {@code JdbcDeliveryStore}.
 *
 * <p>A crash after the action's effects but before {@link #complete} cannot be told from one
 * before them, so the redelivery runs the action again. For exactly one effect, mark the key done
 * in the same database transaction as the action's own writes (complete then finds it done), or
 * make those writes idempotent (an update that only moves an order from unpaid to paid).
 */
public interface DeliveryStore {
  /** What {@link #claim} found. */
  enum Claim {
    /** The caller now owns the key and runs the action. */
    CLAIMED,
    /** Another owner's claim is running within its lease: answer so the service delivers again later. */
    IN_PROGRESS,
    /** The action already succeeded for this key. */
    DONE
  }

  /**
   * Claims {@code key} for {@code owner} when it is unknown, or claimed under a lease that has
   * run out; atomically.
   *
   * @param key the confirmed resource state, at most a few hundred characters
   * @param owner unique to this delivery
   * @param lease how long the claim holds unless completed or released
   * @return what was found
   */
  Claim claim(String key, String owner, Duration lease);

  /**
   * Records that the action succeeded for {@code key}, whoever holds the claim now.
   *
   * @param key the key claimed
   * @param owner the owner that claimed it
   */
  void complete(String key, String owner);

  /**
   * Gives up {@code owner}'s claim on {@code key} after its action failed, so the next delivery
   * runs it again; does nothing when the key is done or claimed by another owner.
   *
   * @param key the key claimed
   * @param owner the owner that claimed it
   */
  void release(String key, String owner);

  /**
   * Returns a thread-safe store in this process's memory that keeps at most {@code maxEntries}
   * keys, forgetting the oldest handled or abandoned ones first (a duplicate delivered after
   * that many newer keys runs the action again; back the store with your database for more).
   * When every kept key is a live claim, a new claim finds {@link Claim#IN_PROGRESS}. A restart
   * forgets everything, which is safe: a redelivery then runs the action again.
   *
   * @param maxEntries the most keys kept, at least 1
   * @return a new store
   * @throws IllegalArgumentException if {@code maxEntries} is less than 1
   */
  static DeliveryStore inMemory(int maxEntries) {
    return new InMemoryDeliveryStore(maxEntries, System::nanoTime);
  }
}
