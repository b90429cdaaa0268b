package com.service.sdk.core.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Makes a body fit for a TRACE log line: personal and secret fields replaced, bank account
 * numbers cut to their last four digits, and in every other text value (free text such as an
 * error message can quote anything) e-mail or UPI addresses and runs of eight or more digits
 * masked; length bounded. A field is recognised by its name in any spelling
 * ({@code bank_account_no}, {@code bankAccountNo}) and its rule applies wherever its value
 * sits: a text, an array of texts, arrays of arrays, objects inside it. Text inside any array
 * is scrubbed like text in an object. Headers are never logged at all, so signatures and keys
 * cannot leak through this path. {@link #lastFour} serves the {@code toString()} of records
 * that hold an account number.
 */
public final class LogRedactor {
  static final int MAX_CHARS = 4096;
  /** Replaced whole, whatever they hold. Names are compared without case, {@code _} or {@code -}. */
  private static final Set<String> REPLACED = Set.of(
      "name", "fullname", "legalname", "payeename", "email", "emailaddress", "phone",
      "phonenumber", "vpa", "vpaaddress", "nameatbank", "nameatvpa", "routingid",
      "secret", "apisecret", "password", "token", "accesstoken", "signature", "cardnumber", "cvv");
  private static final String ACCOUNT = "bankaccountno";
  private static final TextNode REDACTED = TextNode.valueOf("<redacted>");
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
    String text = masked("", root).toString();
    return text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) + "...(" + body.length + " bytes)" : text;
  }

  /**
   * Returns {@code value} as it may be logged, by the rule of the field it sits under: the
   * field's own name for its value, and the same name for everything inside an array.
   */
  private static JsonNode masked(String field, JsonNode value) {
    if (value.isNull() || value.isMissingNode()) {
      return value;
    }
    String rule = field.toLowerCase(Locale.ROOT).replace("_", "").replace("-", "");
    if (REPLACED.contains(rule)) {
      return REDACTED;
    }
    if (value.isArray()) {
      ArrayNode array = (ArrayNode) value;
      for (int i = 0; i < array.size(); i++) {
        array.set(i, masked(field, array.get(i)));
      }
      return array;
    }
    if (value.isObject()) {
      ObjectNode object = (ObjectNode) value;
      for (Map.Entry<String, JsonNode> entry : new ArrayList<>(object.properties())) {
        object.set(entry.getKey(), masked(entry.getKey(), entry.getValue()));
      }
      return object;
    }
    if (rule.equals(ACCOUNT)) {
      return TextNode.valueOf(lastFour(value.asText()));
    }
    return value.isTextual() ? TextNode.valueOf(scrub(value.asText())) : value;
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
