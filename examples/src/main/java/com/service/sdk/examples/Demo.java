package com.service.sdk.examples;

import com.service.sdk.payouts.model.Payee;
import com.service.sdk.plugin.model.PaymentStatus;
import java.io.IOException;
import java.io.PrintStream;

/**
 * The whole merchant journey in one run: a hosted payment confirmed after its callback, refunds
 * and the balance, a payment link, payees and payouts, and a payout that survives a dropped
 * connection. It runs against an embedded sandbox, or, when {@code SERVICE_BASE_URL},
 * {@code SERVICE_API_KEY_ID}, {@code SERVICE_API_SECRET} and {@code SERVICE_MERCHANT_ID} are all
 * set, against that service (use a test account), skipping what only a sandbox can do and
 * saying so. Against a service it makes payouts only when {@code SERVICE_DEMO_ALLOW_PAYOUTS} is
 * {@code true}: they move real money.
 *
 * <p>Every action prints one line; the run fails (an exception out of {@code main}, so a non-zero
 * exit code) unless every step checked out. Secrets are never printed.
 */
public final class Demo {
  private Demo() {}

  /**
   * Runs the journey.
   *
   * @param args none
   * @throws IOException if the local callback receiver cannot start
   * @throws IllegalStateException if a step did not check out, or the environment is half set
   */
  public static void main(String[] args) throws IOException {
    try (DemoTarget target = DemoTarget.fromEnvironment(System.getenv())) {
      if (!run(target, System.out)) {
        throw new IllegalStateException("the demo failed: see the FAILED line above");
      }
    }
  }

  /** Runs the five steps in order against {@code target}; true when every one checked out. */
  static boolean run(DemoTarget target, PrintStream out) throws IOException {
    out.println(target.description());
    // The receiver confirms callbacks with its own client, as a separate web process would.
    try (CallbackReceiver receiver = CallbackReceiver.start(target.pluginClient(), out)) {
      DemoContext demo = new DemoContext(target, receiver, out);
      try {
        PaymentStatus paid = PaymentStep.run(demo);
        RefundStep.run(demo, paid);
        LinkStep.run(demo);
        Payee bankPayee = PayoutStep.run(demo);
        PayoutRetryStep.run(demo, bankPayee);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        demo.failed(e);
        return false;
      } catch (RuntimeException e) {
        demo.failed(e);
        return false;
      }
      out.println(target.sandbox().isPresent()
          ? "All 5 steps checked out."
          : "All 5 steps checked out, except the sandbox-only parts marked skipped.");
      return true;
    }
  }
}
