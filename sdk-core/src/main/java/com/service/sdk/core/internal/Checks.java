package com.service.sdk.core.internal;

import java.math.BigDecimal;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * The checks that request builders and answer records share, with messages that name
 * the field in the caller's words.
 */
public final class Checks {
  private Checks() {}

  /**
   * {@return a value that {@code build()} requires}
   *
   * @param <T> the value's type
   * @param value the value to check
   * @param field the field's name, for the error message
   * @throws NullPointerException "{@code field} is required" when it was never set
   */
  public static <T> T required(@Nullable T value, String field) {
    return Objects.requireNonNull(value, field + " is required");
  }

  /**
   * {@return {@code value} if it is non-blank text}
   *
   * @param value the text to check
   * @param field the field's name, for the error message
   * @throws NullPointerException "{@code field} == null"
   * @throws IllegalArgumentException "{@code field} must not be blank"
   */
  public static String text(@Nullable String value, String field) {
    Objects.requireNonNull(value, field + " == null");
    if (value.isBlank()) {
      throw new IllegalArgumentException(field + " must not be blank");
    }
    return value;
  }

  /**
   * {@return required non-blank text: {@link #required} then {@link #text}}
   *
   * @param value the text to check
   * @param field the field's name, for the error message
   */
  public static String requiredText(@Nullable String value, String field) {
    return text(required(value, field), field);
  }

  /**
   * {@return {@code value}, null when unset, non-blank text when set}
   *
   * @param value the text to check, or null
   * @param field the field's name, for the error message
   */
  public static @Nullable String optionalText(@Nullable String value, String field) {
    return value == null ? null : text(value, field);
  }

  /**
   * {@return {@code value}, null when unset, at least 1 when set}
   *
   * @param value the number to check, or null
   * @param field the field's name, for the error message
   */
  public static @Nullable Integer atLeastOne(@Nullable Integer value, String field) {
    if (value != null && value < 1) {
      throw new IllegalArgumentException(field + " must be at least 1, was " + value);
    }
    return value;
  }

  /**
   * {@return {@code url} if it is an absolute http or https URL with a host}
   *
   * @param url the URL to check (null is refused)
   * @param field the field's name, for the error message
   * @throws NullPointerException "{@code field} == null"
   * @throws IllegalArgumentException naming the field otherwise
   */
  public static String httpUrl(@Nullable String url, String field) {
    String checked = text(url, field);
    try {
      URI uri = new URI(checked);
      String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
      if ((scheme.equals("http") || scheme.equals("https")) && uri.getHost() != null) {
        return checked;
      }
    } catch (URISyntaxException e) {
      // Reported below, in the caller's words.
    }
    throw new IllegalArgumentException(field + " must be an absolute http(s) URL, was \"" + url + "\"");
  }

  /**
   * {@return the canonical, unmodifiable copy of a JSON object given as a map: keys are text,
   * values are text, numbers, booleans, or lists and maps of these} Keys are sorted (at
   * every level) and floating-point numbers become the decimal they print as, so the same
   * content always serialises to the same bytes, whatever map the caller used: a request
   * repeated after a restart matches the one first sent under its idempotency key.
   *
   * @param map the map to copy (null is refused)
   * @param field the field's name, for the error message
   * @throws NullPointerException for a null map, key or value, naming where
   * @throws IllegalArgumentException for any other kind of value, or a number that is not
   *     finite, naming where
   */
  public static Map<String, Object> jsonObject(@Nullable Map<String, ?> map, String field) {
    Objects.requireNonNull(map, field + " == null");
    Map<String, Object> copy = new TreeMap<>();
    map.forEach((key, value) -> {
      Objects.requireNonNull(key, field + " has a null key");
      copy.put(key, jsonValue(value, field + "." + key));
    });
    return Collections.unmodifiableMap(copy);
  }

  /**
   * Checks an identifier in an answer record; the messages are what
   * {@link ResponseDecoder} reports for an answer without it.
   *
   * @param value the identifier in the answer
   * @param wireName the answer field's name on the wire, for the error message
   * @throws NullPointerException with the wire name as message when it is missing
   * @throws IllegalArgumentException when it is blank
   */
  public static void requiredId(@Nullable String value, String wireName) {
    Objects.requireNonNull(value, wireName);
    if (value.isBlank()) {
      throw new IllegalArgumentException("required field \"" + wireName + "\" is blank");
    }
  }

  /**
   * Checks a field of an answer record that a caller cannot do without (an amount, a
   * status); the message is what {@link ResponseDecoder} reports for an answer without it.
   *
   * @param value the value in the answer
   * @param wireName the answer field's name on the wire, for the error message
   * @throws NullPointerException with the wire name as message when it is missing
   */
  public static void requiredValue(@Nullable Object value, String wireName) {
    Objects.requireNonNull(value, wireName);
  }

  /**
   * Returns {@code id} as a UUID when it is one in the canonical 8-4-4-4-12 hex form.
   *
   * @param id an identifier, not null
   * @return the UUID, or empty
   */
  public static Optional<UUID> uuid(String id) {
    if (id.length() != 36) {
      return Optional.empty();
    }
    try {
      UUID uuid = UUID.fromString(id);
      return uuid.toString().equalsIgnoreCase(id) ? Optional.of(uuid) : Optional.empty();
    } catch (IllegalArgumentException notAUuid) {
      return Optional.empty();
    }
  }

  /**
   * {@return what {@code toString()} shows of personal data: whether it is set, never the text}
   *
   * @param value the personal text, or null
   */
  public static String masked(@Nullable String value) {
    return value == null ? "null" : "<redacted>";
  }

  private static Object jsonValue(Object value, String field) {
    Objects.requireNonNull(value, field + " == null");
    if (value instanceof Double || value instanceof Float) {
      double number = ((Number) value).doubleValue();
      if (!Double.isFinite(number)) {
        throw new IllegalArgumentException(field + " must be a finite number, was " + value);
      }
      return new BigDecimal(value.toString()); // then written plain: 1.0E10 goes as 10000000000
    }
    if (value instanceof String || value instanceof Boolean || value instanceof Number) {
      return value;
    }
    if (value instanceof Map<?, ?> map) {
      Map<String, Object> copy = new TreeMap<>();
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
