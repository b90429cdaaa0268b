package com.service.sdk.sandbox.internal.state;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Idempotency-Key records of refund and payout creation: the first answer to a key is kept and
 * given again to every repeat of the same request. Keys are scoped per merchant and operation;
 * only successful answers are kept, so a refused request may be corrected and sent again with the
 * same key. A check, the effect and the record happen under the state lock, so concurrent
 * requests with one key create exactly one resource.
 *
 * @param <A> the form the answer is kept in (the HTTP layer keeps the answer it sent, byte for byte)
 */
public final class Idempotency<A> {
  private record Entry<A>(String requestHash, A answer) {}

  private final SandboxState state;
  private final Map<String, Entry<A>> entries = new LinkedHashMap<>();

  /**
   * Creates an empty store that keeps {@code maxIdempotencyRecords} of the settings; keeping one
   * more forgets the oldest.
   *
   * @param state the shared state, whose lock guards the records
   */
  public Idempotency(SandboxState state) {
    this.state = state;
  }

  /**
   * Answers a request once per key: a repeat of the same request gets the kept answer, a new key
   * runs {@code create} and keeps what it answers.
   *
   * @param merchant whose key it is
   * @param scope the operation the key is used for
   * @param key the Idempotency-Key
   * @param requestHash what identifies the request (a hash of its body)
   * @param create reads the request, makes the effect and answers; may throw a refusal, which keeps nothing
   * @return the kept or new answer
   * @throws Refusal UNPROCESSABLE when the key was used with a different request
   */
  public A once(Merchant merchant, String scope, String key, String requestHash, Supplier<A> create) {
    String id = merchant.id + '\n' + scope + '\n' + key;
    synchronized (state.lock) {
      Entry<A> entry = entries.get(id);
      if (entry != null) {
        if (!entry.requestHash().equals(requestHash)) {
          throw Refusal.unprocessable("Idempotency-Key " + key + " was already used with a different "
              + "request body; use a new key for a different request");
        }
        return entry.answer();
      }
      A answer = create.get();
      entries.put(id, new Entry<>(requestHash, answer));
      if (entries.size() > state.settings.maxIdempotencyRecords()) {
        Iterator<Entry<A>> oldest = entries.values().iterator();
        oldest.next();
        oldest.remove();
      }
      return answer;
    }
  }
}
