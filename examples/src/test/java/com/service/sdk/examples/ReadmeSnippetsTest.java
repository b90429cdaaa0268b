package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ```java} block of the top-level README compiles against the SDK. A block that
 * declares a class is compiled as a file; any other block as the body of a method. Both get
 * the same fixed imports. A failure names the README line of each compiler message.
 */
class ReadmeSnippetsTest {
  private static final Path README = Path.of("..", "README.md");
  private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
  private static final Pattern DECLARES_CLASS = Pattern.compile("(?m)^(final )?class \\w+");
  private static final String IMPORTS = String.join("\n",
      "import static org.assertj.core.api.Assertions.assertThat;",
      "import com.service.sdk.core.*;",
      "import com.service.sdk.core.callback.*;",
      "import com.service.sdk.examples.OperationMetrics;",
      "import com.service.sdk.payouts.*;",
      "import com.service.sdk.payouts.model.*;",
      "import com.service.sdk.plugin.*;",
      "import com.service.sdk.plugin.model.*;",
      "import com.service.sdk.sandbox.*;",
      "import com.service.sdk.sandbox.junit.*;",
      "import java.math.BigDecimal;",
      "import java.time.Duration;",
      "import java.util.concurrent.CompletableFuture;",
      "import org.junit.jupiter.api.Test;",
      "import org.junit.jupiter.api.extension.ExtendWith;",
      "");

  @TempDir
  Path classes;

  /** A java block and the README line its first line of code is on. */
  record Block(int line, String code) {}

  static List<Block> javaBlocks(String markdown) {
    List<Block> blocks = new ArrayList<>();
    Matcher matcher = JAVA_BLOCK.matcher(markdown);
    while (matcher.find()) {
      int line = (int) markdown.substring(0, matcher.start(1)).chars().filter(c -> c == '\n').count() + 1;
      blocks.add(new Block(line, matcher.group(1)));
    }
    return blocks;
  }

  /**
   * A compilation unit holding the block, named after the README line it starts on, with the
   * wrapper's lines shifted so that a diagnostic's line number is the README's.
   */
  static JavaFileObject wrap(Block block) {
    String name = "README_md_line_" + block.line();
    boolean declaresClass = DECLARES_CLASS.matcher(block.code()).find();
    String header = IMPORTS + (declaresClass ? "" : "final class " + name + " { void run() throws Exception {\n");
    int headerLines = (int) header.chars().filter(c -> c == '\n').count();
    String code = "\n".repeat(Math.max(0, block.line() - 1 - headerLines)) + header + block.code()
        + (declaresClass ? "" : "}}\n");
    return new SimpleJavaFileObject(URI.create("string:///" + name + ".java"), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return code;
      }
    };
  }

  /** Compiles the sources against the test classpath with warnings as errors; returns the errors. */
  private List<String> compile(List<JavaFileObject> sources) {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<String> options = List.of("-classpath", System.getProperty("java.class.path"), "-d", classes.toString(),
        "-proc:none", "-Xlint:all", "-Werror");
    compiler.getTask(null, null, diagnostics, options, null, sources).call();
    return diagnostics.getDiagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR || d.getKind() == Diagnostic.Kind.WARNING
            || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING)
        .map(d -> d.getSource().getName() + ":" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
        .collect(Collectors.toList());
  }

  @Test
  void everyJavaBlockOfTheReadme_compiles() throws IOException {
    List<Block> blocks = javaBlocks(Files.readString(README, StandardCharsets.UTF_8));
    assertThat(blocks).as("java blocks in %s", README.toAbsolutePath()).hasSizeGreaterThanOrEqualTo(10);
    List<JavaFileObject> sources = blocks.stream().map(ReadmeSnippetsTest::wrap).collect(Collectors.toList());

    assertThat(compile(sources)).as("compiler diagnostics").isEmpty();
  }

  @Test
  void aBlockThatDoesNotCompile_isReportedWithTheCompilersMessage() {
    List<String> errors = compile(List.of(wrap(new Block(40, "PluginClient plugin = PluginClient.builder().noSuchSetting();\n"))));

    assertThat(errors).singleElement().asString().contains("README_md_line_40.java:40: cannot find symbol");
  }
}
