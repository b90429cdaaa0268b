package com.service.sdk.examples;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Just enough of Java's lexical structure for {@link ErrorMessages} to read messages out of
 * source text: string and char literals (text blocks included), comments, brackets, statements,
 * and the methods that enclose a position.
 */
final class JavaText {
  /**
   * A method's or constructor's head (the type it returns, when it names one, its name and its
   * parameters) and the brace that opens its body; control statements are left out below.
   */
  private static final Pattern METHOD = Pattern.compile(
      "(?:([\\w.]+)(?:<[^<>()]*>)?(?:\\[\\])?\\s+)?\\b(\\w+)\\s*\\(([^()]*)\\)\\s*(?:throws\\s+[\\w.,\\s]+)?\\{");
  private static final List<String> NOT_METHODS = List.of("if", "for", "while", "switch", "catch", "synchronized",
      "try", "return", "new");

  private JavaText() {}

  /**
   * A method of a source: the simple name of the type it returns (for a constructor, the word
   * before it), its name, its parameters' declarations, and where its body starts and ends.
   */
  record Method(String returns, String name, List<String> parameters, int start, int end) {
    /** The position among the parameters of the {@code String} one named {@code name}, or -1. */
    int stringParameter(String name) {
      for (int i = 0; i < parameters.size(); i++) {
        String[] words = parameters.get(i).replaceAll("@\\w+|\\bfinal\\b", "").strip().split("\\s+");
        if (words.length == 2 && words[0].equals("String") && words[1].equals(name)) {
          return i;
        }
      }
      return -1;
    }
  }

  /** Every method and constructor of {@code code} (comments blanked), with their bodies' extent. */
  static List<Method> methods(String code) {
    List<Method> methods = new ArrayList<>();
    Matcher head = METHOD.matcher(code);
    while (head.find()) {
      if (!NOT_METHODS.contains(head.group(2))) {
        int open = head.end() - 1;
        String returns = head.group(1) == null ? "" : head.group(1).substring(head.group(1).lastIndexOf('.') + 1);
        methods.add(new Method(returns, head.group(2), topLevel(head.group(3), ','), open,
            closing(code, open, '{', '}')));
      }
    }
    return methods;
  }

  /** The innermost method whose body holds {@code at}, or null. */
  static Method enclosing(List<Method> methods, int at) {
    Method found = null;
    for (Method m : methods) {
      if (m.start() < at && at < m.end() && (found == null || m.start() > found.start())) {
        found = m;
      }
    }
    return found;
  }

  static String unescape(String literal) {
    return literal.replace("\\\"", "\"").replace("\\n", "\n").replace("\\\\", "\\");
  }

  /** Splits at {@code separator} outside parentheses, brackets and string or char literals. */
  static List<String> topLevel(String text, char separator) {
    List<String> parts = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        i = endOfLiteral(text, i);
      } else if (c == '(' || c == '[' || c == '{') {
        depth++;
      } else if (c == ')' || c == ']' || c == '}') {
        depth--;
      } else if (c == separator && depth == 0) {
        parts.add(text.substring(start, i));
        start = i + 1;
      }
    }
    parts.add(text.substring(start));
    return parts;
  }

  /** The index of the parenthesis that closes the one at {@code open}. */
  static int closing(String text, int open) {
    return closing(text, open, '(', ')');
  }

  private static int closing(String text, int open, char opening, char closer) {
    int depth = 0;
    for (int i = open; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        i = endOfLiteral(text, i);
      } else if (c == opening) {
        depth++;
      } else if (c == closer && --depth == 0) {
        return i;
      }
    }
    throw new IllegalStateException("no closing " + closer + " after " + text.substring(open, Math.min(text.length(),
        open + 80)));
  }

  /** The index of the semicolon that ends the statement going on at {@code from}. */
  static int endOfStatement(String text, int from) {
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        i = endOfLiteral(text, i);
      } else if (c == ';') {
        return i;
      }
    }
    return text.length();
  }

  private static int endOfLiteral(String text, int start) {
    char quote = text.charAt(start);
    if (quote == '"' && text.startsWith("\"\"\"", start)) {
      return text.indexOf("\"\"\"", start + 3) + 2;
    }
    int i = start + 1;
    while (text.charAt(i) != quote) {
      i += text.charAt(i) == '\\' ? 2 : 1;
    }
    return i;
  }

  /** The code with comments blanked out (kept as spaces and line breaks, so line numbers hold). */
  static String withoutComments(String text) {
    StringBuilder out = new StringBuilder(text);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        i = endOfLiteral(text, i);
      } else if (text.startsWith("//", i) || text.startsWith("/*", i)) {
        int end = text.startsWith("//", i) ? text.indexOf('\n', i) : text.indexOf("*/", i) + 2;
        end = end < i ? text.length() : end;
        for (int j = i; j < end; j++) {
          out.setCharAt(j, text.charAt(j) == '\n' ? '\n' : ' ');
        }
        i = end - 1;
      }
    }
    return out.toString();
  }
}
