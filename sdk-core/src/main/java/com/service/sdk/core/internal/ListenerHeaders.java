package com.service.sdk.core.internal;

import com.service.sdk.core.CallListener;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The headers listeners add to one attempt ({@link CallListener#attemptStarting}): checked as
 * they are put, so that a listener can neither break the request's framing nor replace a
 * header the SDK signs or sets.
 */
final class ListenerHeaders implements CallListener.AttemptHeaders {
  static final int MAX_VALUE_CHARS = 4096;
  /** Set by the SDK or by OkHttp, or hop-by-hop: never a listener's to set. */
  private static final Set<String> RESERVED = Set.of("accept", "accept-encoding", "authorization", "connection",
      "content-encoding", "content-length", "content-type", "cookie", "expect", "host", "idempotency-key",
      "keep-alive", "proxy-authorization", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade",
      "user-agent");
  private static final String TOKEN_SYMBOLS = "!#$%&'*+-.^_`|~";

  private final Map<String, String> headers = new LinkedHashMap<>();

  @Override
  public void put(String name, String value) {
    Objects.requireNonNull(name, "name == null");
    Objects.requireNonNull(value, "value == null");
    if (name.isEmpty() || !name.chars().allMatch(ListenerHeaders::tokenChar)) {
      throw new IllegalArgumentException("header name is empty or not an HTTP token");
    }
    String lower = name.toLowerCase(Locale.ROOT);
    if (RESERVED.contains(lower) || lower.startsWith("x-api-") || lower.startsWith("x-service-")) {
      throw new IllegalArgumentException("header " + name + " is the SDK's to set");
    }
    if (value.length() > MAX_VALUE_CHARS) {
      throw new IllegalArgumentException("header " + name + " is longer than " + MAX_VALUE_CHARS + " characters");
    }
    if (!value.chars().allMatch(c -> c == '\t' || (c >= 0x20 && c <= 0x7e))) {
      throw new IllegalArgumentException("header " + name + " has a character outside printable ASCII");
    }
    headers.keySet().removeIf(existing -> existing.equalsIgnoreCase(name));
    headers.put(name, value);
  }

  Map<String, String> asMap() {
    return headers;
  }

  private static boolean tokenChar(int c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || TOKEN_SYMBOLS.indexOf(c) >= 0;
  }
}
