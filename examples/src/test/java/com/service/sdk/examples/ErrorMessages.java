package com.service.sdk.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every error message the published modules' code can give a merchant, read from their sources
 * as templates: the message's text with "…" where the code puts a value. A message is the text
 * of an exception the code constructs, of a {@code requireNonNull}, of the sandbox's refusals, its
 * error answers, its request log's reasons and hints and its callback attempts' errors, of a callback answer, of a WARN or ERROR log line, and the
 * pieces {@code ServiceException} and its factory add to every call's failure. An
 * {@code AssertionError} (what cannot happen) is not a message.
 */
final class ErrorMessages {
  /** The modules whose messages a merchant meets: the BOM's artifacts that hold code. */
  static final List<String> MODULES = List.of("sdk-core", "sdk-plugin", "sdk-payouts", "sdk-sandbox", "sdk-jdbc",
      "sdk-micrometer", "sdk-opentelemetry", "sdk-spring-boot-autoconfigure");
  static final String ANY = "…";
  /** Where a message starts, and which argument (0-based) holds it. */
  private static final Pattern SITE = Pattern.compile(
      "\\bnew (ServiceSdkConfigurationException|SandboxException|JsonParseException)\\("
          + "|\\b(?:throw|return) (failure)\\("
          + "|\\b(?:Objects\\.)?(requireNonNull)\\("
          + "|\\b(?:CallbackResponse|family)\\.(of|error)\\("
          + "|\\bnew ((?!AssertionError)[A-Z]\\w*(?:Exception|Error)|SignatureHints\\.Variant)\\("
          + "|\\b(Refusals\\.\\w+|Refusal\\.\\w+|unauthorized|LOG\\.warn|LOG\\.error)\\("
          + "|\\bdiagnosis\\.(reason|hint) = ");
  /** Files that build a message from pieces: their returned and appended phrases are messages too. */
  private static final Pattern BUILDER_PIECE = Pattern.compile("\\breturn |\\.append\\(|\\bString \\w+ = ");
  private static final List<String> BUILDERS = List.of("ServiceException.java", "ServiceErrors.java",
      "ResponseDecoder.java", "SignatureHints.java", "CallbackSender.java", "CallbackDestinations.java");
  private static final Pattern CONSTANT = Pattern.compile(
      "static final String (\\w+) =\\s*((?:\"(?:[^\"\\\\]|\\\\.)*\"\\s*\\+?\\s*)+);");

  private ErrorMessages() {}

  /** A message as a template, and where the code gives it. */
  record Message(String template, String module, String where) {}

  /** A source file of a module: its path under {@code src/main/java}, and its text. */
  record Source(String module, String file, String text) {}

  static List<Message> all() {
    List<Source> sources = new ArrayList<>();
    for (String module : MODULES) {
      Path root = DocsPages.ROOT.resolve(module).resolve("src/main/java");
      try (Stream<Path> files = Files.walk(root)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
          sources.add(new Source(module, root.relativize(file).toString().replace('\\', '/'),
              Files.readString(file, StandardCharsets.UTF_8)));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return read(sources);
  }

  /** The messages of these sources. */
  static List<Message> read(List<Source> sources) {
    List<Message> messages = new ArrayList<>();
    for (Source source : sources) {
      read(source.module(), source.file(), source.text(), messages);
    }
    return messages;
  }

  private static void read(String module, String file, String text, List<Message> messages) {
    String code = withoutComments(text);
    Map<String, String> constants = new HashMap<>();
    Matcher constant = CONSTANT.matcher(code);
    while (constant.find()) {
      constants.put(constant.group(1), templates(constant.group(2), Map.of()).get(0));
    }
    Matcher site = SITE.matcher(code);
    while (site.find()) {
      boolean assignment = site.group(7) != null;
      String args = assignment ? code.substring(site.end(), endOfStatement(code, site.end()))
          : code.substring(site.end(), closing(code, site.end() - 1));
      int index = site.group(1) != null || site.group(2) != null || site.group(3) != null || site.group(4) != null
          ? 1 : 0;
      List<String> parts = topLevel(args, ',');
      if (parts.size() > index) {
        add(module, file, code, site.start(), templates(parts.get(index), constants), messages);
      }
    }
    if (BUILDERS.stream().anyMatch(file::endsWith)) {
      Matcher piece = BUILDER_PIECE.matcher(code);
      while (piece.find()) {
        int end = piece.group().endsWith("(") ? closing(code, piece.end() - 1) : endOfStatement(code, piece.end());
        String expression = code.substring(piece.end(), end);
        if (expression.contains("\"")) {
          add(module, file, code, piece.start(), templates(expression, constants), messages);
        }
      }
    }
  }

  private static void add(String module, String file, String code, int at, List<String> templates,
      List<Message> messages) {
    int line = (int) code.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    for (String template : templates) {
      // A message is a phrase: not a field name handed to a decoding error, a bare value or a separator.
      if (template.strip().contains(" ") && template.chars().filter(Character::isLetter).count() >= 3) {
        messages.add(new Message(template, module, module + "/" + file + ":" + line));
      }
    }
  }

  /**
   * The templates of a Java string expression: its literals' text, and "…" for everything else;
   * a conditional ({@code a ? "x" : "y"}) gives one template per branch.
   */
  static List<String> templates(String expression, Map<String, String> constants) {
    List<String> condition = topLevel(expression, '?');
    if (condition.size() == 2) {
      List<String> branches = topLevel(condition.get(1), ':');
      if (branches.size() == 2) {
        List<String> both = new ArrayList<>(templates(branches.get(0), constants));
        both.addAll(templates(branches.get(1), constants));
        return both;
      }
    }
    List<String> out = List.of("");
    for (String part : topLevel(expression, '+')) {
      List<String> texts = piece(part.strip(), constants);
      List<String> next = new ArrayList<>();
      for (String head : out) {
        for (String text : texts) {
          next.add(head + text);
        }
      }
      out = next;
    }
    return out.stream().map(t -> t.replace("{}", ANY).replaceAll("(" + ANY + ")+", ANY)).distinct().toList();
  }

  private static List<String> piece(String piece, Map<String, String> constants) {
    if (piece.startsWith("(") && closing(piece, 0) == piece.length() - 1) {
      return templates(piece.substring(1, piece.length() - 1), constants);
    }
    if (piece.matches("\"(?:[^\"\\\\]|\\\\.)*\"")) {
      return List.of(unescape(piece.substring(1, piece.length() - 1)));
    } else if (constants.containsKey(piece)) {
      return List.of(constants.get(piece));
    } else if (piece.startsWith("String.format(")) {
      List<String> args = topLevel(piece.substring("String.format(".length(), piece.length() - 1), ',');
      return templates(args.get(0), constants).stream().map(t -> t.replaceAll("%[sd]", ANY)).toList();
    }
    return List.of(ANY);
  }

  private static String unescape(String literal) {
    return literal.replace("\\\"", "\"").replace("\\n", "\n").replace("\\\\", "\\");
  }

  /** Splits at {@code separator} outside parentheses, brackets and string or char literals. */
  private static List<String> topLevel(String text, char separator) {
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
  private static int closing(String text, int open) {
    int depth = 0;
    for (int i = open; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\'') {
        i = endOfLiteral(text, i);
      } else if (c == '(') {
        depth++;
      } else if (c == ')' && --depth == 0) {
        return i;
      }
    }
    throw new IllegalStateException("no closing parenthesis after " + text.substring(open, Math.min(text.length(),
        open + 80)));
  }

  /** The index of the semicolon that ends the statement going on at {@code from}. */
  private static int endOfStatement(String text, int from) {
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
  private static String withoutComments(String text) {
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
