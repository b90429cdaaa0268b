package com.service.sdk.examples;

import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import java.math.BigDecimal;

/**
 * Confirms a hosted payment with the status operation (spec 4.2): when its callback arrives
 * (the callback tells you when to look) or when no callback came in time (recovery).
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}
 * set; arguments: payment id, the order's amount and currency.
 */
public final class PaymentStatusExample {
  private PaymentStatusExample() {}

  /**
   * Reads the payment's status from the service.
   *
   * @param plugin the client
   * @param paymentId the id that payment creation returned and you stored on the order
   * @return the status as the service reports it
   */
  public static PaymentStatus status(PluginClient plugin, String paymentId) {
    return plugin.payments().status(paymentId);
  }

  /**
   * Decides whether to fulfil the order: paid, and paid in full. A state the SDK does not know
   * ({@code isKnown()} false) is not "paid": hold the order and look at it.
   *
   * @param status the payment's status
   * @param orderAmount the amount of your order, from your own records (not from a callback)
   * @param orderCurrency the currency of your order, such as {@code "INR"}
   * @return true only for a paid payment of exactly the order's amount and currency
   */
  public static boolean isPaidInFull(PaymentStatus status, BigDecimal orderAmount, String orderCurrency) {
    return PaymentState.PAID.equals(status.status())
        && status.amount().compareTo(orderAmount) == 0 // compareTo: 499.0000 equals 499.00
        && orderCurrency.equals(status.currency());
  }

  /**
   * Prints whether the payment may be fulfilled.
   *
   * @param args payment id, order amount, order currency
   */
  public static void main(String[] args) {
    if (args.length != 3) {
      System.err.println("usage: PaymentStatusExample <paymentId> <orderAmount> <orderCurrency>");
      System.exit(2);
    }
    try (PluginClient plugin = PluginClient.fromEnvironment().build()) {
      PaymentStatus status = status(plugin, args[0]);
      System.out.println("payment " + status.paymentId() + " is " + status.status()
          + (isPaidInFull(status, new BigDecimal(args[1]), args[2]) ? ": fulfil the order" : ": do not fulfil yet"));
    }
  }
}
