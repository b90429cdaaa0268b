package com.service.sdk.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;

/**
 * The pages whose code {@link ReadmeSnippetsTest} compiles and runs: the README and every
 * Markdown page under {@code docs/} (the guide site's sources), and the {@code ```java} blocks on
 * them, each wrapped into a compilation unit whose line numbers are the page's.
 */
final class DocsPages {
  static final Path ROOT = Path.of("..");
  static final String README = "README.md";
  /** A {@code ```java} fence, with or without VitePress's attributes ({@code java{2}}, {@code java:line-numbers}). */
  private static final Pattern JAVA_BLOCK = Pattern.compile("```java(?:[{: \\t][^\\n]*)?\\n(.*?)```", Pattern.DOTALL);
  private static final Pattern DECLARES_CLASS = Pattern.compile("(?m)^(?:final )?class (\\w+)");
  private static final Pattern HEADING = Pattern.compile("(?m)^#{2,3} (.*)$");

  private DocsPages() {}

  /** A java block: its page (relative to the repository), the line its code starts on, and the heading it is under. */
  record Block(String page, int line, String code, String heading) {
    Block(int line, String code) {
      this(README, line, code, "");
    }

    boolean importsOnly() {
      return code.startsWith("import ");
    }

    /** The class the block declares, or null for a method body or a block of imports. */
    String declaredClass() {
      Matcher declared = DECLARES_CLASS.matcher(code);
      return declared.find() ? declared.group(1) : null;
    }

    /** A method body: wrapped into the {@code main} of a class of its own, it can run. */
    boolean methodBody() {
      return !importsOnly() && declaredClass() == null;
    }

    /** A JUnit 5 test class, which the JUnit Platform can run. */
    boolean testClass() {
      return declaredClass() != null && code.contains("@Test");
    }

    /** The wrapper's class name, after the page and line: {@code docs_sandbox_md_line_12}. */
    String className() {
      return page.replaceAll("[^A-Za-z0-9]", "_") + "_line_" + line;
    }

    String where() {
      return page + ":" + line;
    }
  }

  /** README.md, then every page under docs/ in name order (the site's tools and output left out). */
  static List<String> pages() {
    List<String> pages = new ArrayList<>(List.of(README));
    try (Stream<Path> files = Files.walk(ROOT.resolve("docs"))) {
      files.filter(p -> p.toString().endsWith(".md"))
          .map(p -> ROOT.relativize(p).toString().replace('\\', '/'))
          .filter(p -> !p.contains("/node_modules/") && !p.contains("/.vitepress/"))
          .sorted().forEach(pages::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return pages;
  }

  /** Every java block of every page. */
  static List<Block> allBlocks() {
    List<Block> blocks = new ArrayList<>();
    for (String page : pages()) {
      try {
        blocks.addAll(javaBlocks(page, Files.readString(ROOT.resolve(page), StandardCharsets.UTF_8)));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return blocks;
  }

  static List<Block> javaBlocks(String page, String markdown) {
    List<Block> blocks = new ArrayList<>();
    Matcher matcher = JAVA_BLOCK.matcher(markdown);
    while (matcher.find()) {
      String before = markdown.substring(0, matcher.start(1));
      int line = (int) before.chars().filter(c -> c == '\n').count() + 1;
      Matcher heading = HEADING.matcher(before);
      String under = "";
      while (heading.find()) {
        under = heading.group(1);
      }
      blocks.add(new Block(page, line, matcher.group(1), under));
    }
    return blocks;
  }

  /**
   * A compilation unit holding the block, named after its page and line, with the wrapper's
   * lines shifted so that a diagnostic's line number is the page's. A block of imports or one that
   * declares a class is a file of its own; any other becomes the {@code main} of its class. All
   * but the import blocks get {@code imports}.
   */
  static JavaFileObject wrap(Block block, String imports) {
    String name = block.className();
    boolean file = !block.methodBody();
    String header = block.importsOnly() ? ""
        : imports + (file ? "" : "public final class " + name
            + " { public static void main(String[] args) throws Exception {\n");
    int headerLines = (int) header.chars().filter(c -> c == '\n').count();
    String code = "\n".repeat(Math.max(0, block.line() - 1 - headerLines)) + header + block.code()
        + (file ? "" : "}}\n");
    return new SimpleJavaFileObject(URI.create("string:///" + name + ".java"), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return code;
      }
    };
  }
}
