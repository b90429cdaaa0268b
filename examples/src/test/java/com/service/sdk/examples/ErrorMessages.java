package com.service.sdk.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Every error message the published modules' code can give a merchant, read from their sources
 * as templates: the message's text with "…" where the code puts a value. A message is the text
 * of an exception the code constructs (one of the JDK's, or a throwable class of the SDK's own,
 * whatever its name), of a {@code requireNonNull}, of the sandbox's refusals, its error answers,
 * its request log's reasons and hints and its callback attempts' errors, of a callback answer, of a
 * WARN or ERROR log line, and the pieces {@code ServiceException} and its factory add to every
 * call's failure. The reader follows a message's text through a local variable (to what is
 * assigned to it) and through a method of the SDK that hands a {@code String} parameter on into
 * a message (its callers' arguments are messages too). An {@code AssertionError} (what cannot
 * happen) is not a message.
 */
final class ErrorMessages {
  /** The modules whose messages a merchant meets: the BOM's artifacts that hold code. */
  static final List<String> MODULES = List.of("sdk-core", "sdk-plugin", "sdk-payouts", "sdk-sandbox", "sdk-jdbc",
      "sdk-micrometer", "sdk-opentelemetry", "sdk-spring-boot-autoconfigure");
  static final String ANY = "…";
  /** Where a message starts (the first group that matched says which argument holds it), before the SDK's own names. */
  private static final String SITE = "\\bnew (ServiceSdkConfigurationException|SandboxException|JsonParseException)\\("
      + "|\\b(?:throw|return) (failure)\\("
      + "|\\b(?:Objects\\.)?(requireNonNull)\\("
      + "|\\b(?:CallbackResponse|family)\\.(of|error)\\("
      + "|\\bnew ((?!AssertionError)[A-Z]\\w*(?:Exception|Error)|SignatureHints\\.Variant%s)\\("
      + "|\\b(Refusals\\.\\w+|Refusal\\.\\w+|unauthorized|LOG\\.warn|LOG\\.error)\\("
      + "|\\bdiagnosis\\.(reason|hint) = "
      + "|(?<!\\bnew )\\b(%s)\\(";
  /** Files that build a message from pieces: their returned and appended phrases are messages too. */
  private static final Pattern BUILDER_PIECE = Pattern.compile("\\breturn |\\.append\\(|\\bString \\w+ = ");
  private static final List<String> BUILDERS = List.of("ServiceException.java", "ServiceErrors.java",
      "ResponseDecoder.java", "SignatureHints.java", "CallbackSender.java", "CallbackDestinations.java",
      "UserCode.java");
  private static final Pattern CONSTANT = Pattern.compile(
      "static final String (\\w+) =\\s*((?:\"(?:[^\"\\\\]|\\\\.)*\"\\s*\\+?\\s*)+);");
  private static final Pattern SUBCLASS = Pattern.compile("\\bclass (\\w+)(?:<[^>]*>)?\\s+extends\\s+(?:[\\w.]+\\.)?(\\w+)");
  private static final Pattern FORMAT = Pattern.compile("%(?:\\d+\\$)?[-#+ 0,(]*\\d*(?:\\.\\d+)?[a-zA-Z]");

  private ErrorMessages() {}

  /** A message as a template, and where the code gives it. */
  record Message(String template, String module, String where) {}

  /** A source file of a module: its path under {@code src/main/java}, and its text. */
  record Source(String module, String file, String text) {}

  /**
   * Where a string expression is read: its file (comments blanked), that file's methods and
   * constants, and the SDK's methods found so far to hand a parameter on into a message (their
   * names, and which argument), which the reading adds to.
   */
  private record Scope(String code, int at, List<JavaText.Method> methods, Map<String, String> constants,
      Set<String> throwables, Map<String, Integer> forwarders, Set<String> following) {
    static Scope none(Map<String, String> constants) {
      return new Scope("", 0, List.of(), constants, Set.of(), new HashMap<>(), Set.of());
    }

    Scope following(String variable) {
      Set<String> more = new HashSet<>(following);
      more.add(variable);
      return new Scope(code, at, methods, constants, throwables, forwarders, more);
    }

    /** Whether {@code type} (a simple name) is a throwable: the JDK's by its name, the SDK's by its declaration. */
    boolean throwable(String type) {
      return type.matches("\\w*(?:Exception|Error|Throwable)") || throwables.contains(type);
    }
  }

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

  /**
   * The messages of these sources. Reading them finds the methods that hand a parameter on into
   * a message, whose calls are then read again, until no new such method turns up.
   */
  static List<Message> read(List<Source> sources) {
    Map<String, String> code = new LinkedHashMap<>();
    sources.forEach(s -> code.put(s.module() + "/" + s.file(), JavaText.withoutComments(s.text())));
    Set<String> throwables = throwables(code.values());
    Map<String, Integer> forwarders = new TreeMap<>();
    while (true) {
      int known = forwarders.size();
      Pattern site = Pattern.compile(String.format(SITE,
          throwables.stream().sorted().map(t -> "|" + t).collect(Collectors.joining()),
          forwarders.isEmpty() ? "(?!)" : String.join("|", forwarders.keySet())));
      List<Message> messages = new ArrayList<>();
      for (Source source : sources) {
        read(source, code.get(source.module() + "/" + source.file()), site, throwables, forwarders, messages);
      }
      if (forwarders.size() == known) {
        return messages;
      }
    }
  }

  /** The classes the sources declare that extend a throwable, whatever their names say. */
  private static Set<String> throwables(Collection<String> code) {
    Map<String, String> parents = new HashMap<>();
    code.forEach(c -> SUBCLASS.matcher(c).results().forEach(m -> parents.put(m.group(1), m.group(2))));
    Set<String> found = new TreeSet<>();
    for (String name : parents.keySet()) {
      for (String up = name; up != null && !found.contains(name); up = parents.get(up)) {
        if (up.matches("\\w*(?:Exception|Error|Throwable)") && !up.equals("AssertionError")) {
          found.add(name);
        }
      }
    }
    found.removeIf(t -> t.matches("\\w*(?:Exception|Error)"));
    return found;
  }

  private static void read(Source source, String code, Pattern sites, Set<String> throwables,
      Map<String, Integer> forwarders, List<Message> messages) {
    Map<String, String> constants = new HashMap<>();
    Matcher constant = CONSTANT.matcher(code);
    while (constant.find()) {
      constants.put(constant.group(1), templates(constant.group(2), Map.of()).get(0));
    }
    List<JavaText.Method> methods = JavaText.methods(code);
    Matcher site = sites.matcher(code);
    while (site.find()) {
      boolean assignment = site.group(7) != null;
      String args = assignment ? code.substring(site.end(), JavaText.endOfStatement(code, site.end()))
          : code.substring(site.end(), JavaText.closing(code, site.end() - 1));
      int index = site.group(8) != null ? forwarders.get(site.group(8))
          : site.group(1) != null || site.group(2) != null || site.group(3) != null || site.group(4) != null ? 1 : 0;
      List<String> parts = JavaText.topLevel(args, ',');
      if (parts.size() > index) {
        Scope scope = new Scope(code, site.start(), methods, constants, throwables, forwarders, Set.of());
        add(source, code, site.start(), templates(parts.get(index), scope), messages);
      }
    }
    if (BUILDERS.stream().anyMatch(source.file()::endsWith)) {
      Matcher piece = BUILDER_PIECE.matcher(code);
      while (piece.find()) {
        int end = piece.group().endsWith("(") ? JavaText.closing(code, piece.end() - 1)
            : JavaText.endOfStatement(code, piece.end());
        String expression = code.substring(piece.end(), end);
        if (expression.contains("\"")) {
          Scope scope = new Scope(code, piece.start(), methods, constants, throwables, forwarders, Set.of());
          add(source, code, piece.start(), templates(expression, scope), messages);
        }
      }
    }
  }

  private static void add(Source source, String code, int at, List<String> templates, List<Message> messages) {
    int line = (int) code.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    for (String template : templates) {
      // A message is a phrase: not a field name handed to a decoding error, a bare value or a separator.
      if (template.strip().contains(" ") && template.chars().filter(Character::isLetter).count() >= 3) {
        messages.add(new Message(template, source.module(), source.module() + "/" + source.file() + ":" + line));
      }
    }
  }

  /**
   * The templates of a Java string expression: its literals' text, and "…" for everything else;
   * a conditional ({@code a ? "x" : "y"}) gives one template per branch.
   */
  static List<String> templates(String expression, Map<String, String> constants) {
    return templates(expression, Scope.none(constants));
  }

  private static List<String> templates(String expression, Scope scope) {
    List<String> condition = JavaText.topLevel(expression, '?');
    if (condition.size() == 2) {
      List<String> branches = JavaText.topLevel(condition.get(1), ':');
      if (branches.size() == 2) {
        List<String> both = new ArrayList<>(templates(branches.get(0), scope));
        both.addAll(templates(branches.get(1), scope));
        return both;
      }
    }
    List<String> out = List.of("");
    for (String part : JavaText.topLevel(expression, '+')) {
      List<String> texts = piece(part.strip(), scope);
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

  private static List<String> piece(String piece, Scope scope) {
    if (piece.startsWith("(") && JavaText.closing(piece, 0) == piece.length() - 1) {
      return templates(piece.substring(1, piece.length() - 1), scope);
    }
    if (piece.matches("\"(?:[^\"\\\\]|\\\\.)*\"")) {
      return List.of(JavaText.unescape(piece.substring(1, piece.length() - 1)));
    } else if (scope.constants().containsKey(piece)) {
      return List.of(scope.constants().get(piece));
    } else if (piece.startsWith("String.format(")) {
      List<String> args = JavaText.topLevel(piece.substring("String.format(".length(), piece.length() - 1), ',');
      return templates(args.get(0), scope).stream().map(t -> FORMAT.matcher(t).replaceAll(ANY)).toList();
    } else if (piece.matches("[a-z]\\w*") && !scope.following().contains(piece)) {
      return variable(piece, scope);
    }
    return List.of(ANY);
  }

  /**
   * The templates of a local variable: of every expression assigned to it in the enclosing method.
   * A {@code String} parameter of a method that returns a throwable makes the method one that
   * hands it on into a message (a parameter of any other method is a value in the message, such
   * as the name of a setting, and stays "…").
   */
  private static List<String> variable(String name, Scope scope) {
    JavaText.Method method = JavaText.enclosing(scope.methods(), scope.at());
    if (method == null) {
      return List.of(ANY);
    }
    int parameter = method.stringParameter(name);
    if (parameter >= 0) {
      if (scope.throwable(method.returns())) {
        scope.forwarders().putIfAbsent(method.name(), parameter);
      }
      return List.of(ANY);
    }
    List<String> assigned = new ArrayList<>();
    Matcher assignment = Pattern.compile("(?<![\\w.])" + name + "\\s*=(?!=)").matcher(scope.code());
    assignment.region(method.start(), method.end());
    while (assignment.find()) {
      String expression = scope.code().substring(assignment.end(), JavaText.endOfStatement(scope.code(),
          assignment.end()));
      assigned.addAll(templates(expression, scope.following(name)));
    }
    return assigned.isEmpty() ? List.of(ANY) : assigned;
  }
}
