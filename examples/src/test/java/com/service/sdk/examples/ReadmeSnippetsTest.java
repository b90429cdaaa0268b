package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMain;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
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
 * Every {@code ```java} block of the top-level README compiles against the SDK, and the
 * quickstarts run as pasted. A block of imports is compiled as a file of its own; a block that
 * declares a class as a file; any other block as the body of a method. All but the import
 * blocks get the same fixed imports, except when a quickstart is run: it gets the imports the
 * README's Install section lists, and nothing else. A failure names the README line of each
 * compiler message.
 */
class ReadmeSnippetsTest {
  private static final Path README = Path.of("..", "README.md");
  private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
  private static final Pattern DECLARES_CLASS = Pattern.compile("(?m)^(final )?class \\w+");
  private static final Pattern HEADING = Pattern.compile("(?m)^#{2,3} (.*)$");
  private static final Pattern PRINTED_VARIABLE = Pattern.compile("(?m)^(SERVICE_[A-Z_]+)=(.*)$");
  private static final String IMPORTS = String.join("\n",
      "import static org.assertj.core.api.Assertions.assertThat;",
      "import com.service.sdk.core.*;",
      "import com.service.sdk.core.callback.*;",
      "import com.service.sdk.examples.OperationMetrics;",
      "import com.service.sdk.micrometer.*;",
      "import com.service.sdk.opentelemetry.*;",
      "import com.service.sdk.payouts.*;",
      "import com.service.sdk.payouts.model.*;",
      "import com.service.sdk.plugin.*;",
      "import com.service.sdk.plugin.model.*;",
      "import com.service.sdk.sandbox.*;",
      "import com.service.sdk.sandbox.junit.*;",
      "import io.micrometer.observation.ObservationRegistry;",
      "import io.opentelemetry.api.GlobalOpenTelemetry;",
      "import io.opentelemetry.api.OpenTelemetry;",
      "import java.math.BigDecimal;",
      "import java.time.Duration;",
      "import java.util.List;",
      "import java.util.concurrent.CompletableFuture;",
      "import org.junit.jupiter.api.Test;",
      "import org.junit.jupiter.api.extension.ExtendWith;",
      "");

  @TempDir
  Path classes;

  /** A java block, the README line its first line of code is on, and the heading it is under. */
  record Block(int line, String code, String heading) {
    Block(int line, String code) {
      this(line, code, "");
    }

    boolean importsOnly() {
      return code.startsWith("import ");
    }

    String className() {
      return "README_md_line_" + line;
    }
  }

  static List<Block> javaBlocks(String markdown) {
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
      blocks.add(new Block(line, matcher.group(1), under));
    }
    return blocks;
  }

  /**
   * A compilation unit holding the block, named after the README line it starts on, with the
   * wrapper's lines shifted so that a diagnostic's line number is the README's.
   */
  static JavaFileObject wrap(Block block) {
    return wrap(block, IMPORTS);
  }

  /**
   * As {@link #wrap(Block)}, with the given imports; a method body becomes the {@code main} of
   * its class, so that it can run.
   */
  static JavaFileObject wrap(Block block, String imports) {
    String name = block.className();
    boolean declaresClass = DECLARES_CLASS.matcher(block.code()).find() || block.importsOnly();
    String header = block.importsOnly() ? ""
        : imports + (declaresClass ? "" : "public final class " + name
            + " { public static void main(String[] args) throws Exception {\n");
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

  /**
   * The quickstarts, with the Install section's imports and nothing else, run one after the
   * other, each in a JVM of its own whose environment holds exactly the {@code SERVICE_...}
   * variables that a standalone sandbox (paying and settling at once) printed, as a merchant
   * who exported them would run them; then all three pasted into one method, twice more
   * against the same sandbox: they run again and again, and the payout comes back the same.
   */
  @Test
  void theQuickstarts_runAsPasted_againstAStandaloneSandbox() throws Exception {
    List<Block> blocks = javaBlocks(Files.readString(README, StandardCharsets.UTF_8));
    Block imports = blocks.stream().filter(b -> b.heading().equals("Install") && b.importsOnly()).findFirst()
        .orElseThrow(() -> new AssertionError("no block of imports under ## Install"));
    List<Block> quickstarts = blocks.stream().filter(b -> b.heading().startsWith("Quickstart")).toList();
    assertThat(quickstarts).extracting(Block::heading).containsExactly(
        "Quickstart: hosted payments, refunds, balance (`PluginClient`)",
        "Quickstart: payment links, payees, payouts (`MerchantClient`)",
        "Quickstart: public link reads (`PublicClient`, no credentials)");
    Block together = together(quickstarts);
    List<JavaFileObject> sources = new ArrayList<>();
    quickstarts.forEach(b -> sources.add(wrap(b, imports.code())));
    sources.add(wrap(together, imports.code()));
    assertThat(compile(sources)).as("compiler diagnostics with the Install section's imports only, each quickstart"
        + " alone and the three pasted into one method").isEmpty();

    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    try (Sandbox sandbox = SandboxMain.run(new String[] {"--port", "0", "--auto-pay", "--auto-settle"},
        new PrintStream(printed, true, StandardCharsets.UTF_8))) {
      Map<String, String> environment = new TreeMap<>();
      Matcher variable = PRINTED_VARIABLE.matcher(printed.toString(StandardCharsets.UTF_8));
      while (variable.find()) {
        environment.put(variable.group(1), variable.group(2));
      }
      assertThat(environment).containsEntry("SERVICE_BASE_URL", sandbox.baseUrl())
          .containsKeys("SERVICE_API_KEY_ID", "SERVICE_API_SECRET", "SERVICE_MERCHANT_ID");

      // What each quickstart prints only when its last step ran: the refund of the paid payment,
      // the payout to the verified payee, the link read without credentials.
      assertThat(run(quickstarts.get(0), environment)).contains("refund rfnd_").contains("available ");
      String payouts = run(quickstarts.get(1), environment);
      assertThat(payouts).contains("send the customer to http").contains("payout ");
      assertThat(run(quickstarts.get(2), environment)).contains("Invoice 43");
      for (int again = 2; again <= 3; again++) {
        String all = run(together, environment);
        assertThat(all).as("run %d, the three together", again).contains("refund rfnd_", "available ",
            "send the customer to http", "Invoice 43");
        assertThat(payout(all)).as("run %d: the same payout, not a second", again).isEqualTo(payout(payouts));
      }
    }
  }

  /** The quickstarts pasted one after the other into one method, as a merchant might. */
  private static Block together(List<Block> quickstarts) {
    return new Block(1, quickstarts.stream().map(Block::code).collect(Collectors.joining()), "Quickstarts together");
  }

  /** The transaction id in a quickstart's "payout txn_... status" line. */
  private static String payout(String printed) {
    Matcher payout = Pattern.compile("^payout (\\S+) ", Pattern.MULTILINE).matcher(printed);
    assertThat(payout.find()).as("a payout line in:%n%s", printed).isTrue();
    return payout.group(1);
  }

  /** Runs a compiled block's class in a new JVM with only {@code environment}'s SERVICE_ variables; returns its output. */
  private String run(Block block, Map<String, String> environment) throws IOException, InterruptedException {
    ProcessBuilder process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classes + File.pathSeparator + System.getProperty("java.class.path"), block.className())
        .redirectErrorStream(true).redirectOutput(classes.resolve(block.className() + ".out").toFile());
    process.environment().keySet().removeIf(name -> name.startsWith("SERVICE_"));
    process.environment().putAll(environment);
    Process started = process.start();
    if (!started.waitFor(60, TimeUnit.SECONDS)) {
      started.destroyForcibly();
      throw new AssertionError(block.className() + " did not end within 60 s");
    }
    String text = Files.readString(classes.resolve(block.className() + ".out"), StandardCharsets.UTF_8);
    assertThat(started.exitValue()).as("exit code of the quickstart at README line %d; it printed:%n%s",
        block.line(), text).isZero();
    return text;
  }

  @Test
  void aBlockThatDoesNotCompile_isReportedWithTheCompilersMessage() {
    List<String> errors = compile(List.of(wrap(new Block(40, "PluginClient plugin = PluginClient.builder().noSuchSetting();\n"))));

    assertThat(errors).singleElement().asString().contains("README_md_line_40.java:40: cannot find symbol");
  }
}
