package com.service.sdk.examples;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.PublicClient;
import com.service.sdk.plugin.PluginClient;
import java.io.PrintStream;
import java.util.UUID;

/**
 * What the demo's steps share: the target, its clients, the callback receiver, a run id that
 * keeps references unique across runs, and the output, one line per action.
 */
final class DemoContext {
  private final DemoTarget target;
  private final PluginClient plugin;
  private final MerchantClient merchant;
  private final PublicClient pub;
  private final CallbackReceiver callbacks;
  private final PrintStream out;
  private final String runId = UUID.randomUUID().toString().substring(0, 8);
  private String step = "start";

  DemoContext(DemoTarget target, CallbackReceiver callbacks, PrintStream out) {
    this.target = target;
    this.plugin = target.pluginClient();
    this.merchant = target.merchantClient();
    this.pub = target.publicClient();
    this.callbacks = callbacks;
    this.out = out;
  }

  DemoTarget target() {
    return target;
  }

  PluginClient plugin() {
    return plugin;
  }

  MerchantClient merchant() {
    return merchant;
  }

  PublicClient pub() {
    return pub;
  }

  CallbackReceiver callbacks() {
    return callbacks;
  }

  /** A reference unique to this run, such as {@code order-1a2b3c4d}. */
  String reference(String prefix) {
    return prefix + "-" + runId;
  }

  /** Starts a step; its lines are prefixed with {@code label}. */
  void begin(String label) {
    step = label;
  }

  /** Prints one line of the current step. */
  void say(String text) {
    out.println("[" + step + "] " + text);
  }

  /** Prints what the step leaves out because only a sandbox can do it. */
  void skip(String what) {
    say("skipped (needs the embedded sandbox): " + what);
  }

  /** Prints which payouts the step leaves out because the service needs an opt-in for them. */
  void skipPayouts(String what) {
    say("skipped (payouts against a service move real money; set " + DemoTarget.ALLOW_PAYOUTS
        + "=true to make them): " + what);
  }

  /**
   * Fails the step unless {@code ok}.
   *
   * @throws DemoCheckFailed with {@code failure} as its message
   */
  void check(boolean ok, String failure) {
    if (!ok) {
      throw new DemoCheckFailed(failure);
    }
  }

  /** Prints why the current step failed. */
  void failed(Exception e) {
    String reason = e instanceof DemoCheckFailed ? e.getMessage() : e.getClass().getSimpleName() + ": " + e.getMessage();
    say("FAILED: " + reason);
    out.println("Stopped: the steps after this one did not run.");
  }

  /** A check of the demo that did not hold. */
  static final class DemoCheckFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    DemoCheckFailed(String message) {
      super(message);
    }
  }
}
