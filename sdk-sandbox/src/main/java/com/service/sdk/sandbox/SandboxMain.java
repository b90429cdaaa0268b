package com.service.sdk.sandbox;

import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;

/**
 * Runs a sandbox standalone until the process is stopped, and prints its URLs and one ready
 * merchant's credentials. Options: {@code --port N} (default 8080; 0 for a free port),
 * {@code --host ADDRESS} (default 127.0.0.1), {@code --public-url URL} (the base URL clients
 * use, when not the bound address), {@code --seed N}, {@code --auto-pay}, {@code --auto-settle}.
 */
public final class SandboxMain {
  private SandboxMain() {}

  /**
   * Starts the sandbox and blocks until the JVM shuts down.
   *
   * @param args the command-line options
   * @throws InterruptedException if interrupted while waiting
   */
  public static void main(String[] args) throws InterruptedException {
    Sandbox sandbox;
    try {
      sandbox = run(args, System.out);
    } catch (IllegalArgumentException e) {
      System.err.println("sandbox: " + e.getMessage());
      System.err.println("usage: SandboxMain [--port N] [--host ADDRESS] [--public-url URL] [--seed N] [--auto-pay]"
          + " [--auto-settle]");
      System.exit(2);
      return;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      sandbox.close();
      stopped.countDown();
    }, "sandbox-shutdown"));
    stopped.await();
  }

  /**
   * Starts a sandbox from command-line options and prints its URLs and a merchant's credentials.
   *
   * @param args the command-line options
   * @param out where to print
   * @return the running sandbox
   * @throws IllegalArgumentException for unknown or malformed options
   */
  public static Sandbox run(String[] args, PrintStream out) {
    SandboxOptions.Builder options = SandboxOptions.builder().port(8080);
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--port":
          options.port(number(args, ++i));
          break;
        case "--host":
          options.host(value(args, ++i));
          break;
        case "--public-url":
          options.publicBaseUrl(value(args, ++i));
          break;
        case "--seed":
          options.seed(Long.parseLong(value(args, ++i)));
          break;
        case "--auto-pay":
          options.autoPayPayments(true);
          break;
        case "--auto-settle":
          options.autoSettlePayouts(true);
          break;
        default:
          throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    Sandbox sandbox = Sandbox.start(options.build());
    SandboxMerchant merchant = sandbox.createMerchant();
    out.println("Sandbox running. Stop it with Ctrl-C.");
    out.println("SERVICE_BASE_URL=" + sandbox.baseUrl());
    out.println("SERVICE_CHECKOUT_BASE_URL=" + sandbox.checkoutBaseUrl());
    out.println("SERVICE_MERCHANT_ID=" + merchant.merchantId());
    out.println("SERVICE_API_KEY_ID=" + merchant.apiKeyId());
    out.println("SERVICE_API_SECRET=" + merchant.apiSecret());
    out.flush();
    return sandbox;
  }

  private static String value(String[] args, int index) {
    if (index >= args.length) {
      throw new IllegalArgumentException(args[index - 1] + " needs a value");
    }
    return args[index];
  }

  private static int number(String[] args, int index) {
    try {
      return Integer.parseInt(value(args, index));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(args[index - 1] + " needs a number: " + args[index]);
    }
  }
}
