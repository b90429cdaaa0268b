package com.service.sdk.systemtests.hostile;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A JSON object of raw member texts, for writing answers field by field: each value is the
 * JSON text as it goes on the wire ({@code "\"499.0000\""}, {@code "true"}, {@code "null"}),
 * so a case can put any value, well-formed or not, where a field belongs.
 */
final class RawJson {
  private final Map<String, String> members = new LinkedHashMap<>();

  private RawJson() {}

  /** Starts an object from name and raw-value pairs. */
  static RawJson object(String... pairs) {
    if (pairs.length % 2 != 0) {
      throw new IllegalArgumentException("pairs of name and raw value expected, got " + pairs.length + " texts");
    }
    RawJson json = new RawJson();
    for (int i = 0; i < pairs.length; i += 2) {
      json.members.put(pairs[i], pairs[i + 1]);
    }
    return json;
  }

  /** Quotes {@code text} as a JSON string (the corpus only quotes plain ASCII). */
  static String quoted(String text) {
    return '"' + text + '"';
  }

  /** Returns a copy with one member's raw value replaced (or added at the end). */
  RawJson with(String name, String rawValue) {
    RawJson copy = copy();
    copy.members.put(name, rawValue);
    return copy;
  }

  /** Returns a copy without one member. */
  RawJson without(String name) {
    RawJson copy = copy();
    copy.members.remove(name);
    return copy;
  }

  /** Wraps this object as the {@code data} of a successful envelope. */
  String inEnvelope() {
    return "{\"success\":true,\"message\":\"OK\",\"data\":" + this + "}";
  }

  private RawJson copy() {
    RawJson copy = new RawJson();
    copy.members.putAll(members);
    return copy;
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("{");
    members.forEach((name, raw) -> text.append(text.length() == 1 ? "" : ",").append('"').append(name)
        .append("\":").append(raw));
    return text.append('}').toString();
  }
}
