package com.service.sdk.core.callback;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** Reads a {@link CallbackNotice} from untrusted bytes: bounded, and never throwing for their content. */
final class NoticeReader {
  static final String EVENT = "event";
  static final String EVENT_ID = "event_id";
  static final String PAYMENT_ID = "payment_id";
  static final String ORDER_ID = "order_id";
  static final String TRANSACTION_ID = "transaction_id";
  static final String SHORT_ID = "short_id";
  static final String REFUND_ID = "refund_id";

  /** Each field under its canonical (spec) name, with the names it is looked for under, in order. */
  private static final Map<String, List<String>> NAMES = names();
  /** The envelopes looked into after the top level, in order. */
  private static final List<List<String>> ENVELOPES = List.of(
      List.of("data"), List.of("data", "object"), List.of("object"), List.of("payload"));
  private static final String EVENT_HEADER = "X-Service-Event";
  private static final String EVENT_ID_HEADER = "X-Service-Event-Id";

  private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
          .streamReadConstraints(StreamReadConstraints.builder()
              .maxNestingDepth(CallbackNotice.MAX_NESTING_DEPTH)
              .maxDocumentLength(CallbackNotice.MAX_BODY_BYTES)
              .maxNumberLength(100)
              .build())
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .build())
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
      .build();

  private NoticeReader() {}

  private static Map<String, List<String>> names() {
    Map<String, List<String>> names = new LinkedHashMap<>();
    names.put(EVENT, List.of("event", "event_type", "eventType", "type"));
    names.put(EVENT_ID, List.of("event_id", "eventId"));
    names.put(PAYMENT_ID, List.of("payment_id", "paymentId"));
    names.put(ORDER_ID, List.of("order_id", "orderId"));
    names.put(TRANSACTION_ID, List.of("transaction_id", "transactionId"));
    names.put(SHORT_ID, List.of("short_id", "shortId"));
    names.put(REFUND_ID, List.of("refund_id", "refundId"));
    return names;
  }

  /** The fields as a JSON object, canonical names, in the order given: what {@link #read} reads back. */
  static String write(Map<String, String> fields) {
    try {
      return MAPPER.writeValueAsString(fields);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("text fields always write as JSON", e);
    }
  }

  static CallbackNotice read(byte[] body, Map<String, ? extends List<String>> headers) {
    List<String> problems = new ArrayList<>();
    Map<String, String> found = new LinkedHashMap<>();
    JsonNode root = tree(body, problems);
    if (root != null) {
      List<JsonNode> places = places(root);
      NAMES.forEach((field, names) -> {
        String value = field(places, field, names, problems);
        if (value != null) {
          found.put(field, value);
        }
      });
    }
    fromHeader(headers, EVENT_HEADER, EVENT, found, problems);
    fromHeader(headers, EVENT_ID_HEADER, EVENT_ID, found, problems);
    return new CallbackNotice(found, problems);
  }

  /** Returns the body's top-level object, or null with the reason added to {@code problems}. */
  private static @Nullable JsonNode tree(byte[] body, List<String> problems) {
    if (body.length > CallbackNotice.MAX_BODY_BYTES) {
      problems.add("body of " + body.length + " bytes is larger than " + CallbackNotice.MAX_BODY_BYTES);
      return null;
    }
    JsonNode root;
    try {
      root = MAPPER.readTree(body);
    } catch (StreamConstraintsException e) {
      problems.add("body exceeds the reading bounds (nesting depth " + CallbackNotice.MAX_NESTING_DEPTH
          + ", numbers of 100 digits)");
      return null;
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      problems.add("body is not well-formed JSON" + (at == null ? "" : " (line " + at.getLineNr() + ", column "
          + at.getColumnNr() + ")"));
      return null;
    } catch (IOException e) {
      problems.add("body could not be read as JSON text");
      return null;
    }
    if (root == null || root.isMissingNode()) {
      problems.add("body is empty");
      return null;
    }
    if (!root.isObject()) {
      problems.add("body is a JSON " + root.getNodeType().name().toLowerCase(Locale.ROOT) + ", not an object");
      return null;
    }
    return root;
  }

  private static List<JsonNode> places(JsonNode root) {
    List<JsonNode> places = new ArrayList<>();
    places.add(root);
    for (List<String> path : ENVELOPES) {
      JsonNode node = root;
      for (String step : path) {
        node = node.path(step);
      }
      if (node.isObject()) {
        places.add(node);
      }
    }
    return places;
  }

  /** Returns the one usable value of a field, or null (adding why to {@code problems} when one was there). */
  private static @Nullable String field(List<JsonNode> places, String field, List<String> names, List<String> problems) {
    Set<String> values = new LinkedHashSet<>();
    for (JsonNode place : places) {
      for (String name : names) {
        JsonNode node = place.get(name);
        if (node == null || node.isNull()) {
          continue;
        }
        String text = node.isTextual() ? node.textValue() : node.isIntegralNumber() ? node.bigIntegerValue().toString() : null;
        if (text == null) {
          problems.add(field + " is a JSON " + node.getNodeType().name().toLowerCase(Locale.ROOT)
              + ", not text or a whole number; ignored");
          continue;
        }
        String refusal = refusal(text);
        if (refusal != null) {
          problems.add(field + " " + refusal + "; ignored");
          continue;
        }
        values.add(text);
      }
    }
    if (values.size() > 1) {
      problems.add(field + " has " + values.size() + " different values; ignored as ambiguous");
      return null;
    }
    return values.isEmpty() ? null : values.iterator().next();
  }

  /** Takes a field from a header when the body had none; a repeated header with different values is ignored. */
  private static void fromHeader(Map<String, ? extends List<String>> headers, String header, String field,
      Map<String, String> found, List<String> problems) {
    if (found.containsKey(field)) {
      return;
    }
    Set<String> values = new LinkedHashSet<>();
    headers.forEach((name, list) -> {
      if (name != null && name.equalsIgnoreCase(header) && list != null) {
        for (String value : list) {
          if (value != null) {
            values.add(value);
          }
        }
      }
    });
    if (values.size() > 1) {
      problems.add("header " + header + " has " + values.size() + " different values; ignored as ambiguous");
    } else if (values.size() == 1) {
      String value = values.iterator().next();
      String refusal = refusal(value);
      if (refusal == null) {
        found.put(field, value);
      } else {
        problems.add("header " + header + " " + refusal + "; ignored");
      }
    }
  }

  /**
   * Returns why {@code value} cannot be used as an identifier (in a path, a store key or a log
   * line), or null when it can.
   */
  static @Nullable String refusal(String value) {
    if (value.isEmpty() || value.isBlank()) {
      return "is blank";
    }
    if (value.length() > CallbackNotice.MAX_ID_LENGTH) {
      return "is longer than " + CallbackNotice.MAX_ID_LENGTH + " characters";
    }
    if (value.equals(".") || value.equals("..")) {
      return "is a relative path segment";
    }
    if (!value.strip().equals(value)) {
      return "has surrounding whitespace";
    }
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '/' || c == '\\') {
        return "contains a path separator";
      }
      int type = Character.getType(c);
      if (Character.isISOControl(c) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
          || type == Character.PARAGRAPH_SEPARATOR || type == Character.SURROGATE
          || type == Character.UNASSIGNED) {
        return "contains a control, formatting or invalid character";
      }
    }
    return null;
  }
}
