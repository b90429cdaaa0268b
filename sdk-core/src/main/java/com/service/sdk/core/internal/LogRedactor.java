package com.service.sdk.core.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Makes a body fit for a TRACE log line: personal fields replaced, bank account numbers cut
 * to their last four digits, and in every other text value (free text such as an error
 * message can quote anything) e-mail or UPI addresses and runs of eight or more digits
 * masked; length bounded. Headers are never logged at all, so
 * signatures and keys cannot leak through this path. {@link #lastFour} serves the
 * {@code toString()} of records that hold an account number.
 */
public final class LogRedactor {
  static final int MAX_CHARS = 4096;
  private static final Set<String> PERSONAL = Set.of(
      "name", "full_name", "legal_name", "payee_name", "email", "email_address", "phone",
      "phone_number", "vpa", "vpa_address", "name_at_bank", "name_at_vpa", "routing_id");
  private static final String ACCOUNT = "bank_account_no";
  private static final Pattern ADDRESS = Pattern.compile("[\\w.+-]+@[\\w-]+(\\.[\\w-]+)*");
  private static final Pattern LONG_NUMBER = Pattern.compile("\\d{4,}(\\d{4})");

  private LogRedactor() {}

  static String redact(byte[] body) {
    if (body == null || body.length == 0) {
      return "<no body>";
    }
    JsonNode root;
    try {
      root = Json.shared().readTree(body);
    } catch (IOException e) {
      return "<" + body.length + " bytes, not JSON>";
    }
    mask(root);
    String text = root.toString();
    return text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) + "...(" + body.length + " bytes)" : text;
  }

  private static void mask(JsonNode node) {
    if (node.isArray()) {
      node.forEach(LogRedactor::mask);
    } else if (node instanceof ObjectNode) {
      ObjectNode object = (ObjectNode) node;
      List<Map.Entry<String, JsonNode>> fields = new ArrayList<>(object.properties());
      for (Map.Entry<String, JsonNode> field : fields) {
        JsonNode value = field.getValue();
        if (field.getKey().equals(ACCOUNT) && value.isValueNode() && !value.isNull()) {
          object.put(field.getKey(), lastFour(value.asText()));
        } else if (PERSONAL.contains(field.getKey()) && !value.isNull()) {
          object.put(field.getKey(), "<redacted>");
        } else if (value.isTextual()) {
          object.put(field.getKey(), scrub(value.asText()));
        } else {
          mask(value);
        }
      }
    }
  }

  static String scrub(String text) {
    String withoutAddresses = ADDRESS.matcher(text).replaceAll("<address>");
    return LONG_NUMBER.matcher(withoutAddresses).replaceAll("****$1");
  }

  /**
   * {@return {@code ****5678} for an account number: enough to recognise, not to use}
   *
   * @param account the account number, or null
   */
  public static String lastFour(String account) {
    return account.length() <= 4 ? "****" : "****" + account.substring(account.length() - 4);
  }
}
