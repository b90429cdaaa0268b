package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.examples.DocsPages.Block;
import com.service.sdk.examples.SnippetRunner.Standalone;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ```java} block of the README and of every page under {@code docs/} compiles
 * against the SDK, and runs: the README's quickstarts as pasted; every other method body as a
 * program against a standalone sandbox; every JUnit 5 test class on the JUnit Platform. The
 * blocks that declare classes for a container to run (a servlet, Spring beans, classes on your
 * {@code DataSource}) compile, and are named in {@link #RUN_BY_YOUR_CONTAINER}. A failure names
 * the page and line of each compiler message or failed run.
 */
class ReadmeSnippetsTest {
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

  /** Classes the pages declare for your application's container to run; they compile here, and no more. */
  private static final Map<String, String> RUN_BY_YOUR_CONTAINER = Map.of(
      "PaymentCallbackServlet", "a servlet: your servlet container runs it",
      "ShipPaidOrders", "a Spring bean: your application context runs it",
      "InvoiceLinks", "Spring beans on your JdbcTemplate",
      "MarkOrdersPaid", "a Spring bean on your JdbcTemplate",
      "CheckoutTest", "a @SpringBootTest: it boots your @SpringBootApplication",
      "SharedPaymentCallbacks", "builds a handler on your DataSource (PostgreSQL)",
      "DurableRefunds", "sends refunds through MoneyMovements on your DataSource (PostgreSQL)",
      "CallbackHousekeeping", "your scheduler calls it with your handler and your open orders");

  @TempDir
  Path classes;

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
        .map(d -> (d.getSource() == null ? "" : d.getSource().getName()) + ":" + d.getLineNumber() + ": "
            + d.getMessage(Locale.ROOT))
        .collect(Collectors.toList());
  }

  private List<String> compileAll(List<Block> blocks) {
    return compile(blocks.stream().map(b -> DocsPages.wrap(b, IMPORTS)).collect(Collectors.toList()));
  }

  @Test
  void everyJavaBlockOfEveryPage_compiles() {
    List<Block> blocks = DocsPages.allBlocks();
    assertThat(DocsPages.pages()).as("pages").contains("README.md", "docs/errors-and-outcomes.md");
    assertThat(blocks).as("java blocks of the README and docs/").hasSizeGreaterThanOrEqualTo(30);

    assertThat(compileAll(blocks)).as("compiler diagnostics").isEmpty();
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
    List<Block> blocks = DocsPages.allBlocks().stream().filter(b -> b.page().equals(DocsPages.README)).toList();
    Block imports = blocks.stream().filter(b -> b.heading().equals("Install") && b.importsOnly()).findFirst()
        .orElseThrow(() -> new AssertionError("no block of imports under ## Install"));
    List<Block> quickstarts = blocks.stream().filter(b -> b.heading().startsWith("Quickstart:")).toList();
    assertThat(quickstarts).extracting(Block::heading).containsExactly(
        "Quickstart: hosted payments, refunds, balance (`PluginClient`)",
        "Quickstart: payment links, payees, payouts (`MerchantClient`)",
        "Quickstart: public link reads (`PublicClient`, no credentials)");
    Block together = new Block(DocsPages.README, 1, quickstarts.stream().map(Block::code).collect(Collectors.joining()),
        "Quickstarts together");
    List<JavaFileObject> sources = new ArrayList<>();
    quickstarts.forEach(b -> sources.add(DocsPages.wrap(b, imports.code())));
    sources.add(DocsPages.wrap(together, imports.code()));
    assertThat(compile(sources)).as("compiler diagnostics with the Install section's imports only, each quickstart"
        + " alone and the three pasted into one method").isEmpty();

    SnippetRunner runner = new SnippetRunner(classes);
    try (Standalone standalone = SnippetRunner.standaloneSandbox()) {
      Map<String, String> environment = standalone.environment();
      // What each quickstart prints only when its last step ran: the refund of the paid payment,
      // the payout to the verified payee, the link read without credentials.
      assertThat(runner.run(quickstarts.get(0), environment)).contains("refund rfnd_").contains("available ");
      String payouts = runner.run(quickstarts.get(1), environment);
      assertThat(payouts).contains("send the customer to http").contains("payout ");
      assertThat(runner.run(quickstarts.get(2), environment)).contains("Invoice 43");
      for (int again = 2; again <= 3; again++) {
        String all = runner.run(together, environment);
        assertThat(all).as("run %d, the three together", again).contains("refund rfnd_", "available ",
            "send the customer to http", "Invoice 43");
        assertThat(payout(all)).as("run %d: the same payout, not a second", again).isEqualTo(payout(payouts));
      }
    }
  }

  /**
   * Every method body of every page but the README's quickstarts runs, one after the other in a JVM
   * of their own, against one standalone sandbox that holds the payment and payee the pages take as stored;
   * every JUnit 5 test class runs on the JUnit Platform. A block that throws fails, naming its
   * page and line and what it printed.
   */
  @Test
  void everyOtherBlock_runsAgainstAStandaloneSandbox() throws Exception {
    List<Block> blocks = DocsPages.allBlocks();
    assertThat(compileAll(blocks)).as("compiler diagnostics").isEmpty();
    List<Block> programs = blocks.stream()
        .filter(b -> b.methodBody() && !b.heading().startsWith("Quickstart:")).toList();
    List<Block> tests = blocks.stream()
        .filter(b -> b.testClass() && !RUN_BY_YOUR_CONTAINER.containsKey(b.declaredClass())).toList();
    assertThat(blocks.stream().map(Block::declaredClass).filter(c -> c != null)
        .filter(c -> tests.stream().noneMatch(t -> c.equals(t.declaredClass()))).collect(Collectors.toSet()))
        .as("classes the pages declare that no test runs: each needs a line in RUN_BY_YOUR_CONTAINER, and each"
            + " line a class").isEqualTo(RUN_BY_YOUR_CONTAINER.keySet());
    assertThat(programs).as("method bodies outside the quickstarts").hasSizeGreaterThanOrEqualTo(20);
    assertThat(tests).as("JUnit test classes").isNotEmpty();

    SnippetRunner runner = new SnippetRunner(classes);
    try (Standalone standalone = SnippetRunner.withStoredRecords(SnippetRunner.standaloneSandbox())) {
      runner.runAll(programs, standalone.environment());
    }
    for (Block test : tests) {
      runner.runTests(test);
    }
  }

  /** The transaction id in a quickstart's "payout txn_... status" line. */
  private static String payout(String printed) {
    Matcher payout = Pattern.compile("^payout (\\S+) ", Pattern.MULTILINE).matcher(printed);
    assertThat(payout.find()).as("a payout line in:%n%s", printed).isTrue();
    return payout.group(1);
  }

  @Test
  void aBlockThatDoesNotCompile_isReportedWithTheCompilersMessage() {
    List<String> errors = compile(List.of(DocsPages.wrap(
        new Block(40, "PluginClient plugin = PluginClient.builder().noSuchSetting();\n"), IMPORTS)));

    assertThat(errors).singleElement().asString().contains("README_md_line_40.java:40: cannot find symbol");
  }

  @Test
  void aBlockThatThrows_failsItsRun_namingItsPageAndLine() throws Exception {
    Block failing = new Block("docs/example.md", 7, "throw new IllegalStateException(\"no such order\");\n", "");
    assertThat(compile(List.of(DocsPages.wrap(failing, IMPORTS)))).isEmpty();

    AssertionError error = org.junit.jupiter.api.Assertions.assertThrows(AssertionError.class,
        () -> new SnippetRunner(classes).run(failing, Map.of()));
    assertThat(error).hasMessageContaining("docs/example.md:7").hasMessageContaining("no such order");
  }

  /**
   * VitePress reads {@code ```java{2}} (a highlighted line) and {@code ```java:line-numbers} as
   * Java blocks and shows them as such: so must this test, or such a block is never compiled.
   */
  @Test
  void aJavaBlockWithVitePressAttributes_isABlockToo() {
    String page = "Intro.\n\n```java{2}\nint a = 1;\nint b = 2;\n```\n\n```java:line-numbers\nint c = 3;\n```\n";

    assertThat(DocsPages.javaBlocks("docs/example.md", page)).extracting(Block::code, Block::line)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("int a = 1;\nint b = 2;\n", 4),
            org.assertj.core.groups.Tuple.tuple("int c = 3;\n", 9));
  }

  /**
   * The pages' programs run one after the other in one JVM: a block that ends that JVM (here
   * with status 0) must not pass off the blocks after it, which never ran, as run.
   */
  @Test
  void aBlockThatEndsTheJvm_failsTheRun_namingTheBlocksThatNeverRan() {
    Block exits = new Block("docs/example.md", 3, "System.out.println(\"done early\");\nSystem.exit(0);\n", "");
    Block never = new Block("docs/example.md", 9, "throw new IllegalStateException(\"no such order\");\n", "");
    assertThat(compile(List.of(DocsPages.wrap(exits, IMPORTS), DocsPages.wrap(never, IMPORTS)))).isEmpty();

    AssertionError error = org.junit.jupiter.api.Assertions.assertThrows(AssertionError.class,
        () -> new SnippetRunner(classes).runAll(List.of(exits, never), Map.of()));
    assertThat(error).hasMessageContaining("docs/example.md:9");
  }
}
