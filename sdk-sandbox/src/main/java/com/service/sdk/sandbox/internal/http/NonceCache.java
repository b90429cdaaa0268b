package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.SandboxException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Nonces seen per API key, each kept until its request's timestamp leaves the window. Memory is
 * bounded per key: when a key has {@code maxPerKey} live nonces, further requests are refused
 * (HTTP 429) rather than forgetting nonces that could still be replayed.
 */
public final class NonceCache {
  private final Map<String, LinkedHashMap<String, Long>> byKey = new ConcurrentHashMap<>();
  private final int maxPerKey;

  NonceCache(int maxPerKey) {
    this.maxPerKey = maxPerKey;
  }

  /**
   * Records a nonce; returns false when the key already used it within the window.
   *
   * @param expiresAtSecond the last second at which a request with this nonce's timestamp is accepted
   */
  boolean register(String keyId, String nonce, long nowSecond, long expiresAtSecond) {
    LinkedHashMap<String, Long> seen = byKey.computeIfAbsent(keyId, k -> new LinkedHashMap<>());
    synchronized (seen) {
      Iterator<Long> oldest = seen.values().iterator();
      while (oldest.hasNext()) {
        if (oldest.next() >= nowSecond) {
          break;
        }
        oldest.remove();
      }
      if (seen.containsKey(nonce)) {
        Long expiry = seen.get(nonce);
        if (expiry >= nowSecond) {
          return false;
        }
        seen.remove(nonce);
      }
      if (seen.size() >= maxPerKey) {
        // The sweep above stops at the first live entry in insertion order; an entry with a
        // later timestamp can shield expired ones behind it. Look at all of them before refusing.
        seen.values().removeIf(expiry -> expiry < nowSecond);
      }
      if (seen.size() >= maxPerKey) {
        throw new SandboxException(429, "too many requests for this API key within the timestamp window ("
            + maxPerKey + " nonces); retry later");
      }
      seen.put(nonce, expiresAtSecond);
      return true;
    }
  }
}
