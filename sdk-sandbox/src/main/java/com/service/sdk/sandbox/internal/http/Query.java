package com.service.sdk.sandbox.internal.http;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** A strictly parsed query string: only known parameters, each at most once. */
public final class Query {
  private final Map<String, String> values;

  private Query(Map<String, String> values) {
    this.values = values;
  }

  public static Query parse(@Nullable String rawQuery, Set<String> allowed) {
    Map<String, String> values = new HashMap<>();
    if (rawQuery != null && !rawQuery.isEmpty()) {
      for (String pair : rawQuery.split("&", -1)) {
        int eq = pair.indexOf('=');
        String name = Urls.decodeSegment(eq < 0 ? pair : pair.substring(0, eq));
        String value = eq < 0 ? "" : Urls.decodeSegment(pair.substring(eq + 1));
        if (!allowed.contains(name)) {
          throw Refusals.badRequest("unknown query parameter '" + name + "'; allowed: " + String.join(", ", allowed));
        }
        if (values.put(name, value) != null) {
          throw Refusals.badRequest("query parameter '" + name + "' is given more than once");
        }
      }
    }
    return new Query(values);
  }

  public int intValue(String name, int defaultValue, int min, int max) {
    String value = values.get(name);
    if (value == null) {
      return defaultValue;
    }
    try {
      int parsed = Integer.parseInt(value);
      if (parsed >= min && parsed <= max && value.matches("-?\\d+")) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below with the rule
    }
    throw Refusals.badRequest(name + " must be an integer from " + min
        + (max == Integer.MAX_VALUE ? " up" : " to " + max) + "; got '" + value + "'");
  }
}
