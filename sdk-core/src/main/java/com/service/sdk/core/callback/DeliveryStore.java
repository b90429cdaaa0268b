package com.service.sdk.core.callback;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Remembers which deliveries {@link CallbackHandler} has handled, so that the merchant's action
 * runs once per resource state however often, in whatever order and however concurrently the
 * service delivers; and keeps, with each claim, the notice it was claimed for, so that a delivery
 * lost to a crash is finished from the merchant's side ({@link CallbackHandler#resume()}) and not
 * left to a redelivery the service never promised. The handler uses it only after confirming a
 * notice, so every key names a real resource state (such as a payment id and its status), never
 * text an unknown sender chose.
 *
 * <p><b>Protocol.</b> For each confirmed delivery the handler calls {@link #claim} with a fresh
 * {@code owner}; only on {@link Claim#CLAIMED} does it run the action, then calls
 * {@link #complete} when the action returned or {@link #release} when it threw. So:
 * <ul>
 *   <li>a duplicate of a handled delivery finds {@link Claim#DONE} and is answered 2xx unrun;</li>
 *   <li>a delivery that arrives while another runs the action finds {@link Claim#IN_PROGRESS} and
 *       is answered 503;</li>
 *   <li>an action that threw is released: its lease ends at once and its notice is kept, so the
 *       next delivery, or the next {@link CallbackHandler#resume()}, runs it again;</li>
 *   <li>a process that died between claim and completion leaves a claim whose lease runs out,
 *       after which {@link CallbackHandler#resume()} takes it over ({@link #takeLapsed}), confirms
 *       its notice again and runs the action; a delivery that comes meanwhile claims it too.</li>
 * </ul>
 * A lease must outlast the longest run of the confirm call and the action together, measured from
 * the claim on the store's clock: a claim whose lease ran out is taken to be a dead process's, and
 * the action may then run a second time while the first still runs.
 *
 * <p><b>Backing it with your database</b> (one row per key: key, owner, state, lease end, notice):
 * claim is one atomic statement that inserts a claimed row, or takes over a claimed row whose lease
 * ended, and otherwise reports the row's state (a unique key and an
 * {@code INSERT ... ON CONFLICT ... DO UPDATE ... WHERE} upsert, or {@code SELECT ... FOR UPDATE}
 * in a transaction); complete sets the row to done whoever owns it (the action did succeed);
 * release ends the lease only while the row is claimed by that owner, so a late failure of a run
 * whose lease was taken over cannot end the new owner's claim; takeLapsed takes over claimed rows
 * whose lease ended ({@code UPDATE ... WHERE key IN (SELECT ... FOR UPDATE SKIP LOCKED)}) and
 * returns their notices. Implementations must be thread-safe. The module {@code sdk-jdbc} ships
 * this design for PostgreSQL: {@code JdbcDeliveryStore}.
 *
 * <p>A crash after the action's effects but before {@link #complete} cannot be told from one
 * before them, so the action runs again. For exactly one effect, mark the key done in the same
 * database transaction as the action's own writes (complete then finds it done), or make those
 * writes idempotent (an update that only moves an order from unpaid to paid).
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
   * A claim whose lease ran out before it was completed, taken over by {@link #takeLapsed}: its
   * delivery's process died, or its action threw and it was released.
   *
   * @param key the resource state claimed
   * @param notice the notice it was claimed for, to confirm again
   */
  record Lapsed(String key, CallbackNotice notice) {
    /**
     * Checks the parts.
     *
     * @param key the resource state claimed
     * @param notice the notice it was claimed for
     * @throws NullPointerException if an argument is null
     */
    public Lapsed {
      Objects.requireNonNull(key, "key == null");
      Objects.requireNonNull(notice, "notice == null");
    }
  }

  /**
   * Claims {@code key} for {@code owner} when it is unknown, or claimed under a lease that has
   * run out; atomically. A claim keeps {@code notice}, for {@link #takeLapsed}.
   *
   * @param key the confirmed resource state, at most a few hundred characters
   * @param owner unique to this delivery
   * @param lease how long the claim holds unless completed or released
   * @param notice the notice the delivery confirmed: {@link CallbackNotice#toJson()} is a compact
   *     form to keep it in, which {@link CallbackNotice#parse(byte[])} reads back
   * @return what was found
   */
  Claim claim(String key, String owner, Duration lease, CallbackNotice notice);

  /**
   * Records that the action succeeded for {@code key}, whoever holds the claim now.
   *
   * @param key the key claimed
   * @param owner the owner that claimed it
   */
  void complete(String key, String owner);

  /**
   * Gives up {@code owner}'s claim on {@code key} after its action failed: the lease ends now and
   * the notice is kept, so the next delivery or {@link #takeLapsed} runs it again; does nothing
   * when the key is done or claimed by another owner.
   *
   * @param key the key claimed
   * @param owner the owner that claimed it
   */
  void release(String key, String owner);

  /**
   * Takes over, for {@code owner}, up to {@code max} claims whose lease has run out (oldest
   * first), each under a new lease, skipping any another caller is taking at the same moment.
   *
   * @param owner the new owner of each, unique to this call
   * @param lease how long each taken claim holds
   * @param max the most claims to take
   * @return the claims taken, with the notices they were claimed for
   */
  List<Lapsed> takeLapsed(String owner, Duration lease, int max);

  /**
   * Returns a thread-safe store in this process's memory that keeps at most {@code maxEntries}
   * keys, forgetting the oldest handled ones first, then the oldest claims whose lease ran out (a
   * duplicate delivered after that many newer keys runs the action again; back the store with
   * your database for more). When every kept key is a live claim, a new claim finds
   * {@link Claim#IN_PROGRESS}. A restart forgets everything, claims included: a redelivery then
   * runs the action again, and one that never comes is for {@link CallbackHandler#reconcile}.
   *
   * @param maxEntries the most keys kept, at least 1
   * @return a new store
   * @throws IllegalArgumentException if {@code maxEntries} is less than 1
   */
  static DeliveryStore inMemory(int maxEntries) {
    return new InMemoryDeliveryStore(maxEntries, System::nanoTime);
  }
}
