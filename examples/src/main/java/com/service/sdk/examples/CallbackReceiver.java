package com.service.sdk.examples;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.PaymentStatus;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The merchant's callback endpoint of the demo, on 127.0.0.1: {@link CallbackServerExample}'s
 * payments handler, whose action keeps each confirmed payment status. A callback's body is
 * never believed: the handler confirms it with {@code payments().confirm()} first, and only
 * the status the service returned reaches the demo.
 */
final class CallbackReceiver implements AutoCloseable {
  private final CallbackHandler<PaymentStatus> payments;
  private final CallbackServerExample.Endpoints endpoints;
  private final List<PaymentStatus> confirmed = new ArrayList<>();

  private CallbackReceiver(PluginClient plugin, PrintStream log) throws IOException {
    this.payments = CallbackServerExample.payments(plugin, this::keep);
    this.endpoints = CallbackServerExample.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
        Map.of("/callbacks/payments", payments), log);
  }

  /**
   * Starts a receiver on a free port of 127.0.0.1 that confirms payment callbacks with {@code plugin}.
   *
   * @param plugin the client whose status call confirms
   * @param log where refused or failed callbacks are reported
   */
  static CallbackReceiver start(PluginClient plugin, PrintStream log) throws IOException {
    return new CallbackReceiver(plugin, log);
  }

  /** The URL of a callback path, such as {@code http://127.0.0.1:41234/callbacks/payments}. */
  String url(String path) {
    return "http://127.0.0.1:" + endpoints.port() + "/callbacks" + path;
  }

  /**
   * Waits for a confirmed payment status that matches {@code condition}, among those already
   * confirmed too.
   *
   * @return the matching status, or null if none came in time
   * @throws InterruptedException if interrupted while waiting
   */
  synchronized PaymentStatus await(Duration timeout, Predicate<PaymentStatus> condition) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (true) {
      for (PaymentStatus status : confirmed) {
        if (condition.test(status)) {
          return status;
        }
      }
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        return null;
      }
      wait(Math.max(1, left / 1_000_000));
    }
  }

  private synchronized void keep(PaymentStatus status) {
    confirmed.add(status);
    notifyAll();
  }

  @Override
  public void close() {
    endpoints.close();
    payments.close();
  }
}
