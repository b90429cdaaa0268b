package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.internal.server.Call;
import com.service.sdk.sandbox.internal.server.Crypto;
import com.service.sdk.sandbox.internal.server.Refusal;
import com.service.sdk.sandbox.internal.server.Response;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Idempotency-Key handling of refund and payout creation. Keys are scoped per merchant and
 * operation; only successful results are remembered, so a refused request may be corrected and
 * sent again with the same key. Callers hold the state lock around replay-check, effect and
 * remember, which makes concurrent requests with one key create exactly one resource.
 */
public final class Idempotency {
  private static final int MIN_LENGTH = 16;
  private static final int MAX_LENGTH = 255;

  private record Entry(String bodyHash, Response response) {}

  private final Map<String, Entry> entries = new LinkedHashMap<>();
  private final int max;

  /**
   * Creates an empty store.
   *
   * @param max records kept; remembering one more forgets the oldest
   */
  public Idempotency(int max) {
    this.max = max;
  }

  /** Reads and checks the Idempotency-Key header; 400 naming the rule when absent or too short. */
  static String requireKey(Call call) {
    String key = call.headers().getFirst("Idempotency-Key");
    if (key == null || key.isBlank()) {
      throw Refusal.badRequest("header Idempotency-Key is required on " + call.method() + " "
          + call.rawPath() + " (at least " + MIN_LENGTH + " characters)");
    }
    if (key.length() < MIN_LENGTH) {
      throw Refusal.badRequest("Idempotency-Key must be at least " + MIN_LENGTH
          + " characters; got " + key.length());
    }
    if (key.length() > MAX_LENGTH) {
      throw Refusal.badRequest("Idempotency-Key must be at most " + MAX_LENGTH + " characters");
    }
    return key;
  }

  /**
   * Returns the remembered answer for a replay, or null for a first use.
   *
   * @throws SandboxException 422 when the key was used with a different body
   */
  Response replay(Merchant merchant, SandboxOperation operation, String key, byte[] body) {
    Entry entry = entries.get(scope(merchant, operation, key));
    if (entry == null) {
      return null;
    }
    if (!entry.bodyHash().equals(Crypto.sha256Hex(body))) {
      throw Refusal.unprocessable("Idempotency-Key " + key + " was already used with a different "
          + "request body; use a new key for a different request");
    }
    return entry.response();
  }

  void remember(Merchant merchant, SandboxOperation operation, String key, byte[] body, Response response) {
    entries.put(scope(merchant, operation, key), new Entry(Crypto.sha256Hex(body), response));
    if (entries.size() > max) {
      Iterator<Entry> oldest = entries.values().iterator();
      oldest.next();
      oldest.remove();
    }
  }

  private static String scope(Merchant merchant, SandboxOperation operation, String key) {
    return merchant.id + '\n' + operation + '\n' + key;
  }
}
