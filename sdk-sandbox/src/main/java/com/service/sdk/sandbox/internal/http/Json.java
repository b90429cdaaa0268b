package com.service.sdk.sandbox.internal.http;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.service.sdk.sandbox.internal.state.Formats;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.Locale;

/**
 * The sandbox's JSON: strict parsing (duplicate keys, trailing tokens refused; decimals kept
 * exact), and records as snake_case trees. Amounts and times are written as {@link Formats} says.
 */
public final class Json {
  public static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
      .build();

  /** For control answers: records as snake_case objects, instants as ISO-8601 strings. */
  private static final ObjectMapper RECORDS = JsonMapper.builder()
      .addModule(new JavaTimeModule())
      .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
      .build();

  private Json() {}

  public static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  public static JsonNode parse(byte[] body) {
    if (body.length == 0) {
      throw Refusals.badRequest("request body is empty; a JSON object is required");
    }
    try {
      return MAPPER.readTree(body);
    } catch (JsonProcessingException e) {
      throw Refusals.badRequest("request body is not valid JSON: " + e.getOriginalMessage());
    } catch (IOException e) {
      throw Refusals.badRequest("request body could not be read: " + e.getMessage());
    }
  }

  /**
   * Refuses any JSON number written with an exponent, such as {@code 4.99E2} or {@code 1e1}: the
   * merchant HMAC family writes numbers in plain notation. Malformed JSON is refused as by
   * {@link #parse}.
   */
  static void refuseExponents(byte[] body) {
    try (JsonParser parser = MAPPER.getFactory().createParser(body)) {
      for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
        if (token == JsonToken.VALUE_NUMBER_FLOAT && parser.getText().toLowerCase(Locale.ROOT).contains("e")) {
          String pointer = parser.getParsingContext().pathAsPointer().toString();
          String field = pointer.isEmpty() ? "the body" : pointer.substring(1).replace('/', '.');
          throw Refusals.badRequest(field + " is written with an exponent (" + parser.getText()
              + "); the merchant HMAC family sends numbers in plain notation, such as 499.00");
        }
      }
    } catch (JsonProcessingException e) {
      throw Refusals.badRequest("request body is not valid JSON: " + e.getOriginalMessage());
    } catch (IOException e) {
      throw Refusals.badRequest("request body could not be read: " + e.getMessage());
    }
  }

  /** A record (or list of records) as a JSON tree with snake_case names. */
  public static JsonNode tree(Object value) {
    return RECORDS.valueToTree(value);
  }

  static byte[] bytes(JsonNode node) {
    try {
      return MAPPER.writeValueAsBytes(node);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of plain nodes always serialises", e);
    }
  }

  /**
   * Writes a value of a callback's fields: amounts ({@code BigDecimal}) as the service writes them.
   *
   * @param object where to write
   * @param name the field name
   * @param value a string, number, boolean, amount or null
   */
  static void put(ObjectNode object, String name, Object value) {
    if (value instanceof BigDecimal) {
      object.put(name, Formats.amount((BigDecimal) value));
    } else if (value instanceof Integer) {
      object.put(name, (Integer) value);
    } else if (value instanceof Boolean) {
      object.put(name, (Boolean) value);
    } else {
      object.put(name, (String) value);
    }
  }
}
