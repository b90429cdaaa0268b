package com.service.sdk.plugin.model;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/** Checks of request fields shared by the request builders; messages name the field. */
final class Fields {
  private Fields() {}

  /** Returns {@code value} if it is non-blank text. */
  static String text(String value, String field) {
    Objects.requireNonNull(value, field + " == null");
    if (value.isBlank()) {
      throw new IllegalArgumentException(field + " must not be blank");
    }
    return value;
  }

  /** Returns a set value, or fails naming the required field that was never set. */
  static <T> T required(T value, String field) {
    return Objects.requireNonNull(value, field + " is required");
  }

  /**
   * Checks an identifier the service must send; the message is its wire name, which the
   * SDK's decoder reports as a missing or unusable field.
   */
  static void requiredId(String value, String wireName) {
    Objects.requireNonNull(value, wireName);
    if (value.isBlank()) {
      throw new IllegalArgumentException("required field \"" + wireName + "\" is blank");
    }
  }

  /** Returns {@code value} if it is an absolute http(s) URL with a host. */
  static String httpUrl(String value, String field) {
    text(value, field);
    URI uri;
    try {
      uri = new URI(value);
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException(field + " must be an absolute http(s) URL, was \"" + value + "\"", e);
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null) {
      throw new IllegalArgumentException(field + " must be an absolute http(s) URL, was \"" + value + "\"");
    }
    return value;
  }

  /**
   * Returns an immutable copy of a JSON object given as a map: keys are text, values are
   * text, numbers, booleans, or lists and maps of these.
   */
  static Map<String, Object> jsonObject(Map<String, ?> map, String field) {
    Objects.requireNonNull(map, field + " == null");
    Map<String, Object> copy = new LinkedHashMap<>();
    map.forEach((key, value) -> {
      Objects.requireNonNull(key, field + " has a null key");
      copy.put(key, jsonValue(value, field + "." + key));
    });
    return Collections.unmodifiableMap(copy);
  }

  private static Object jsonValue(Object value, String field) {
    Objects.requireNonNull(value, field + " == null");
    if (value instanceof String || value instanceof Boolean || value instanceof Number) {
      return value;
    }
    if (value instanceof Map<?, ?> map) {
      Map<String, Object> copy = new LinkedHashMap<>();
      map.forEach((key, nested) -> {
        if (!(key instanceof String name)) {
          throw new IllegalArgumentException(field + " has a key that is not text: " + key);
        }
        copy.put(name, jsonValue(nested, field + "." + name));
      });
      return Collections.unmodifiableMap(copy);
    }
    if (value instanceof List<?> list) {
      List<Object> copy = new ArrayList<>();
      for (int i = 0; i < list.size(); i++) {
        copy.add(jsonValue(list.get(i), field + "[" + i + "]"));
      }
      return Collections.unmodifiableList(copy);
    }
    throw new IllegalArgumentException(field + " must be text, a number, a boolean, or a list or map of these;"
        + " was a " + value.getClass().getName());
  }
}
