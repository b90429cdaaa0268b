package com.service.sdk.sandbox.internal.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxException;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Strict reader of one JSON request object: unknown fields, wrong types and out-of-range values
 * are refused with HTTP 400 and a message naming the field. An explicit {@code null} counts as
 * an absent optional field.
 */
public final class Fields {
  private static final Pattern DECIMAL_STRING = Pattern.compile("\\d{1,13}(\\.\\d{1,4})?");
  private static final BigDecimal MAX_AMOUNT = new BigDecimal("1000000000000");

  private final ObjectNode node;
  private final String where;

  private Fields(ObjectNode node, String where) {
    this.node = node;
    this.where = where;
  }

  /** Parses {@code body} as a JSON object and refuses fields outside {@code allowed}. */
  public static Fields parse(byte[] body, Set<String> allowed) {
    return of(Json.parse(body), "body", allowed);
  }

  private static Fields of(JsonNode value, String where, Set<String> allowed) {
    if (!(value instanceof ObjectNode)) {
      throw Refusals.badRequest(where + " must be a JSON object");
    }
    ObjectNode object = (ObjectNode) value;
    for (Map.Entry<String, JsonNode> field : object.properties()) {
      if (!allowed.contains(field.getKey())) {
        throw Refusals.badRequest(
            "unknown field " + name(where, field.getKey()) + "; allowed: " + String.join(", ", allowed));
      }
    }
    return new Fields(object, where);
  }

  public Fields requiredObject(String field, Set<String> allowed) {
    JsonNode value = present(field);
    if (value == null) {
      throw missing(field);
    }
    return of(value, name(where, field), allowed);
  }

  /** An optional free-form object (metadata, tags, custom_notes), or null. */
  public @Nullable ObjectNode optionalObject(String field) {
    JsonNode value = present(field);
    if (value == null) {
      return null;
    }
    if (!value.isObject()) {
      throw Refusals.badRequest(name(where, field) + " must be a JSON object");
    }
    return (ObjectNode) value;
  }

  public String requiredString(String field) {
    String value = optionalString(field);
    if (value == null) {
      throw missing(field);
    }
    return value;
  }

  public @Nullable String optionalString(String field) {
    JsonNode value = present(field);
    if (value == null) {
      return null;
    }
    if (!value.isTextual()) {
      throw Refusals.badRequest(name(where, field) + " must be a JSON string");
    }
    String text = value.textValue();
    if (text.isBlank()) {
      throw Refusals.badRequest(name(where, field) + " must not be blank");
    }
    if (text.length() > 1000) {
      throw Refusals.badRequest(name(where, field) + " is longer than 1000 characters");
    }
    return text;
  }

  public @Nullable String optionalUrl(String field) {
    String value = optionalString(field);
    if (value != null && !Urls.isHttpUrl(value)) {
      throw Refusals.badRequest(name(where, field) + " must be an absolute http(s) URL");
    }
    return value;
  }

  /** A currency code: three uppercase letters, default INR. */
  public String currency() {
    String value = optionalString("currency");
    if (value == null) {
      return "INR";
    }
    if (!value.matches("[A-Z]{3}")) {
      throw Refusals.badRequest(name(where, "currency") + " must be three uppercase letters, e.g. INR");
    }
    return value;
  }

  /** Plugin family: a positive amount sent as a decimal JSON string such as "499.00". */
  public BigDecimal stringAmount(String field) {
    JsonNode value = present(field);
    if (value == null) {
      throw missing(field);
    }
    if (!value.isTextual()) {
      throw Refusals.badRequest(
          name(where, field) + " must be a decimal JSON string such as \"499.00\" in the plugin-signed family");
    }
    if (!DECIMAL_STRING.matcher(value.textValue()).matches()) {
      throw Refusals.badRequest(
          name(where, field) + " must be a plain decimal with at most 4 decimals: " + value.textValue());
    }
    return checked(field, new BigDecimal(value.textValue()));
  }

  /** Merchant HMAC family: a positive amount sent as a JSON number such as 499.5. */
  public BigDecimal numberAmount(String field) {
    BigDecimal value = optionalNumberAmount(field);
    if (value == null) {
      throw missing(field);
    }
    return value;
  }

  public @Nullable BigDecimal optionalNumberAmount(String field) {
    JsonNode value = present(field);
    if (value == null) {
      return null;
    }
    if (!value.isNumber()) {
      throw Refusals.badRequest(
          name(where, field) + " must be a JSON number such as 499.50 in the merchant HMAC family");
    }
    return checked(field, value.decimalValue());
  }

  /** A balance figure for controls: a JSON number, zero or more, at most 4 decimals. */
  public @Nullable BigDecimal optionalBalance(String field) {
    JsonNode value = present(field);
    if (value == null) {
      return null;
    }
    if (!value.isNumber() || value.decimalValue().signum() < 0 || value.decimalValue().stripTrailingZeros().scale() > 4) {
      throw Refusals.badRequest(name(where, field) + " must be a JSON number, zero or more, with at most 4 decimals");
    }
    return value.decimalValue();
  }

  public @Nullable Integer optionalInt(String field, int min, int max) {
    JsonNode value = present(field);
    if (value == null) {
      return null;
    }
    if (!value.isIntegralNumber() || !value.canConvertToInt()
        || value.intValue() < min || value.intValue() > max) {
      throw Refusals.badRequest(name(where, field) + " must be an integer from " + min + " to " + max);
    }
    return value.intValue();
  }

  private BigDecimal checked(String field, BigDecimal amount) {
    if (amount.signum() <= 0) {
      throw Refusals.badRequest(name(where, field) + " must be greater than zero");
    }
    if (amount.stripTrailingZeros().scale() > 4) {
      throw Refusals.badRequest(name(where, field) + " must have at most 4 decimals");
    }
    if (amount.compareTo(MAX_AMOUNT) >= 0) {
      throw Refusals.badRequest(name(where, field) + " is too large");
    }
    return amount.setScale(4);
  }

  private @Nullable JsonNode present(String field) {
    JsonNode value = node.get(field);
    return value == null || value.isNull() ? null : value;
  }

  private SandboxException missing(String field) {
    return Refusals.badRequest("missing required field " + name(where, field));
  }

  private static String name(String where, String field) {
    return "body".equals(where) ? field : where + "." + field;
  }
}
