package com.service.sdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.examples.DocsPages.Block;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.sandbox.IdKind;
import com.service.sdk.sandbox.Sandbox;
import com.service.sdk.sandbox.SandboxMain;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * Runs compiled blocks the way a merchant would: a method body as a program in a JVM of its own
 * whose environment holds exactly the {@code SERVICE_...} variables a standalone sandbox
 * printed, a JUnit 5 test class on the JUnit Platform.
 */
final class SnippetRunner {
  /** The payment and payee the pages name as ones you stored; {@link #standaloneSandbox} makes them. */
  static final String STORED_PAYMENT = "pay_8Hq2";
  static final String STORED_PAYEE = "6f1c0e2a-1b1d-4c55-9a4e-0d3b7c9e2f10";
  private static final Pattern PRINTED_VARIABLE = Pattern.compile("(?m)^(SERVICE_[A-Z_]+)=(.*)$");

  private final Path classes;

  SnippetRunner(Path classes) {
    this.classes = classes;
  }

  /** A standalone sandbox as the README starts it, paying payments and settling payouts at once, and what it printed. */
  record Standalone(Sandbox sandbox, Map<String, String> environment) implements AutoCloseable {
    @Override
    public void close() {
      sandbox.close();
    }
  }

  static Standalone standaloneSandbox() {
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    Sandbox sandbox = SandboxMain.run(new String[] {"--port", "0", "--auto-pay", "--auto-settle"},
        new PrintStream(printed, true, StandardCharsets.UTF_8));
    Map<String, String> environment = new TreeMap<>();
    Matcher variable = PRINTED_VARIABLE.matcher(printed.toString(StandardCharsets.UTF_8));
    while (variable.find()) {
      environment.put(variable.group(1), variable.group(2));
    }
    assertThat(environment).containsEntry("SERVICE_BASE_URL", sandbox.baseUrl())
        .containsKeys("SERVICE_API_KEY_ID", "SERVICE_API_SECRET", "SERVICE_MERCHANT_ID");
    return new Standalone(sandbox, environment);
  }

  /**
   * The sandbox with what the pages' blocks take as stored: {@value #STORED_PAYMENT}, a paid
   * payment of 499.00 INR for order-1001, and {@value #STORED_PAYEE}, a verified bank payee.
   */
  static Standalone withStoredRecords(Standalone standalone) {
    Map<String, String> env = standalone.environment();
    try (PluginClient plugin = PluginClient.builder().baseUrl(env.get("SERVICE_BASE_URL"))
            .credentials(env.get("SERVICE_API_KEY_ID"), env.get("SERVICE_API_SECRET")).build();
        MerchantClient merchant = MerchantClient.builder().baseUrl(env.get("SERVICE_BASE_URL"))
            .credentials(env.get("SERVICE_API_KEY_ID"), env.get("SERVICE_API_SECRET")).build()) {
      standalone.sandbox().ids().next(IdKind.PAYMENT, STORED_PAYMENT).next(IdKind.PAYEE, STORED_PAYEE);
      plugin.payments().create(CreatePaymentRequest.builder().merchantId(env.get("SERVICE_MERCHANT_ID"))
          .orderId("order-1001").amount("499.00").customer("Asha Rao", "asha@example.com", "9800000000").build());
      assertThat(plugin.payments().status(STORED_PAYMENT).status()).isEqualTo(PaymentState.PAID);
      Payee payee = merchant.payees().create(CreatePayeeRequest.builder().legalName("Ravi Kumar")
          .bankAccount("50100012345670", "HDFC0001234").build());
      assertThat(payee.id()).isEqualTo(STORED_PAYEE);
      merchant.payees().verifyBank(STORED_PAYEE);
    }
    return standalone;
  }

  /** Runs a compiled method body's class in a new JVM with only {@code environment}'s SERVICE_ variables; returns its output. */
  String run(Block block, Map<String, String> environment) throws IOException, InterruptedException {
    Path out = classes.resolve(block.className() + ".out");
    ProcessBuilder process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classes + File.pathSeparator + System.getProperty("java.class.path"), block.className())
        .redirectErrorStream(true).redirectOutput(out.toFile());
    process.environment().keySet().removeIf(name -> name.startsWith("SERVICE_"));
    process.environment().putAll(environment);
    Process started = process.start();
    if (!started.waitFor(60, TimeUnit.SECONDS)) {
      started.destroyForcibly();
      throw new AssertionError("the block at " + block.where() + " did not end within 60 s");
    }
    String text = Files.readString(out, StandardCharsets.UTF_8);
    assertThat(started.exitValue()).as("exit code of the block at %s; it printed:%n%s", block.where(), text).isZero();
    return text;
  }

  /**
   * Runs every method body, one after the other, in one JVM of its own with only
   * {@code environment}'s SERVICE_ variables (a JVM per block cost 2 to 6 s each on a loaded
   * machine); fails naming every block that threw, with its page and line and what it threw, and
   * every block that never ended (one before it ended the JVM).
   */
  void runAll(List<Block> blocks, Map<String, String> environment) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classes + File.pathSeparator + System.getProperty("java.class.path"), BlockMains.class.getName()));
    blocks.forEach(b -> command.add(b.className()));
    Path out = classes.resolve("blocks.out");
    ProcessBuilder process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile());
    process.environment().keySet().removeIf(name -> name.startsWith("SERVICE_"));
    process.environment().putAll(environment);
    Process started = process.start();
    if (!started.waitFor(10, TimeUnit.MINUTES)) {
      started.destroyForcibly();
      throw new AssertionError(blocks.size() + " blocks did not end within 10 minutes");
    }
    String text = Files.readString(out, StandardCharsets.UTF_8);
    List<String> failures = new ArrayList<>();
    for (Block block : blocks) {
      int at = text.indexOf(BlockMains.FAILED + block.className() + ":");
      if (at >= 0) {
        int next = text.indexOf(BlockMains.ENDED, at);
        failures.add("the block at " + block.where() + " threw: " + text.substring(at, next < 0 ? text.length() : next));
      } else if (!text.contains(BlockMains.ENDED + block.className() + "\n")) {
        failures.add("the block at " + block.where() + " never ended: it, or a block before it, ended the JVM");
      }
    }
    assertThat(failures).as("blocks that failed").isEmpty();
    assertThat(started.exitValue()).as("exit code of the blocks' JVM; it printed:%n%s", text).isZero();
  }

  /** Runs a compiled JUnit 5 test class's tests; fails unless at least one ran and none failed. */
  void runTests(Block block) throws Exception {
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        SnippetRunner.class.getClassLoader())) {
      Class<?> test = loader.loadClass(block.declaredClass());
      LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
          .selectors(DiscoverySelectors.selectClass(test)).build();
      SummaryGeneratingListener listener = new SummaryGeneratingListener();
      LauncherFactory.create().execute(request, listener);
      TestExecutionSummary summary = listener.getSummary();
      StringBuilder failures = new StringBuilder();
      summary.getFailures().forEach(f -> failures.append(f.getTestIdentifier().getDisplayName()).append(": ")
          .append(f.getException()).append('\n'));
      assertThat(summary.getTotalFailureCount()).as("failures of %s at %s:%n%s", block.declaredClass(), block.where(),
          failures).isZero();
      assertThat(summary.getTestsSucceededCount()).as("tests of %s at %s that passed", block.declaredClass(),
          block.where()).isPositive();
    }
  }
}
