package com.service.sdk.sandbox;

import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;

/**
 * Runs a sandbox standalone until the process is stopped, and prints its URLs and one ready
 * merchant's credentials. {@code --help} lists the options.
 */
public final class SandboxMain {
  private SandboxMain() {}

  /**
   * Starts the sandbox and blocks until the JVM shuts down; {@code --help} prints the options.
   * Exits with status 2 on a usage error.
   *
   * @param args the command-line options
   * @throws InterruptedException if interrupted while waiting
   */
  public static void main(String[] args) throws InterruptedException {
    CommandLine line;
    try {
      line = CommandLine.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("sandbox: " + e.getMessage());
      System.err.print(CommandLine.usage());
      System.exit(2);
      return;
    }
    if (line.help) {
      System.out.print(CommandLine.usage());
      return;
    }
    Sandbox sandbox;
    try {
      sandbox = Sandbox.start(line.options.build());
    } catch (IllegalArgumentException e) {
      System.err.println("sandbox: " + e.getMessage());
      System.exit(2);
      return;
    }
    // The hook is in place before anything is printed: a process manager that stops the sandbox
    // as soon as it has read the exports finds it ready to stop.
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      sandbox.close();
      stopped.countDown();
    }, "sandbox-shutdown"));
    print(sandbox, System.out);
    stopped.await();
  }

  /**
   * Starts a sandbox from command-line options and prints its URLs and a merchant's credentials.
   *
   * @param args the command-line options ({@code --help} lists them)
   * @param out where to print
   * @return the running sandbox
   * @throws IllegalArgumentException for unknown or malformed options
   */
  public static Sandbox run(String[] args, PrintStream out) {
    Sandbox sandbox = Sandbox.start(CommandLine.parse(args).options.build());
    print(sandbox, out);
    return sandbox;
  }

  private static void print(Sandbox sandbox, PrintStream out) {
    SandboxMerchant merchant = sandbox.createMerchant();
    out.println("Sandbox running. Stop it with Ctrl-C.");
    out.println("SERVICE_BASE_URL=" + sandbox.baseUrl());
    out.println("SERVICE_CHECKOUT_BASE_URL=" + sandbox.checkoutBaseUrl());
    out.println("SANDBOX_DASHBOARD=" + sandbox.dashboardUrl());
    sandbox.controlToken().ifPresent(token -> out.println("SANDBOX_CONTROL_TOKEN=" + token));
    out.println("SERVICE_MERCHANT_ID=" + merchant.merchantId());
    out.println("SERVICE_API_KEY_ID=" + merchant.apiKeyId());
    out.println("SERVICE_API_SECRET=" + merchant.apiSecret());
    out.flush();
  }
}
