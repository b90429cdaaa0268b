package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.LogRedactor;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/** Checks of request fields, and the masking that {@code toString()} applies to personal data. */
final class Fields {
  private Fields() {}

  /** Returns {@code value}, which must be set and not blank. */
  static String required(String value, String field) {
    Objects.requireNonNull(value, field + " is required");
    return notBlank(value, field);
  }

  /** Returns {@code value} (null when unset), which must not be blank when set. */
  static String optional(String value, String field) {
    return value == null ? null : notBlank(value, field);
  }

  /** Returns {@code value} (null when unset), which must be at least 1 when set. */
  static Integer atLeastOne(Integer value, String field) {
    if (value != null && value < 1) {
      throw new IllegalArgumentException(field + " must be at least 1, was " + value);
    }
    return value;
  }

  /** Returns {@code url} (null when unset), which must be an absolute http or https URL when set. */
  static String httpUrl(String url, String field) {
    if (url == null) {
      return null;
    }
    try {
      URI uri = new URI(url);
      String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
      if ((scheme.equals("http") || scheme.equals("https")) && uri.getHost() != null) {
        return url;
      }
    } catch (URISyntaxException e) {
      // Reported below, in the caller's words.
    }
    throw new IllegalArgumentException(field + " must be an absolute http(s) URL, was \"" + url + "\"");
  }

  /** Returns an unmodifiable copy of {@code map} (null when unset), keeping its order. */
  static Map<String, Object> copy(Map<String, ?> map, String field) {
    if (map == null) {
      return null;
    }
    Map<String, Object> copy = new LinkedHashMap<>();
    map.forEach((key, value) -> copy.put(
        Objects.requireNonNull(key, field + " has a null key"),
        Objects.requireNonNull(value, field + " has a null value for \"" + key + "\"")));
    return Collections.unmodifiableMap(copy);
  }

  /** Returns what {@code toString()} shows of personal data: whether it is set, never the text. */
  static String masked(String value) {
    return value == null ? "null" : "<redacted>";
  }

  /** Returns what {@code toString()} shows of an account number: its last four digits. */
  static String lastFour(String account) {
    return account == null ? "null" : LogRedactor.lastFour(account);
  }

  private static String notBlank(String value, String field) {
    if (value.isBlank()) {
      throw new IllegalArgumentException(field + " must not be blank");
    }
    return value;
  }
}
