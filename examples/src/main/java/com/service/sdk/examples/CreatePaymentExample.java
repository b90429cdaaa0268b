package com.service.sdk.examples;

import com.service.sdk.core.ServiceException;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import java.io.PrintStream;
import java.util.Objects;

/**
 * Creates a hosted checkout payment for an order (spec 4.1) and sends the customer to pay.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID}, {@code SERVICE_API_SECRET}
 * and {@code SERVICE_MERCHANT_ID} set; arguments: order id, amount, callback URL.
 */
public final class CreatePaymentExample {
  private CreatePaymentExample() {}

  /**
   * Creates the hosted payment of one order.
   *
   * @param plugin the client, shared by the whole application
   * @param merchantId your merchant id
   * @param orderId your order reference; the status carries it back
   * @param amount the amount as a decimal string such as {@code "499.00"}
   * @param callbackUrl where the service reports the payment's outcome
   * @return the payment: store its id on the order, then redirect to its checkout URL
   */
  public static HostedPayment createPayment(PluginClient plugin, String merchantId, String orderId, String amount,
      String callbackUrl) {
    CreatePaymentRequest request = CreatePaymentRequest.builder()
        .merchantId(merchantId)
        .orderId(orderId)
        .amount(amount) // a decimal string, never a double
        .customer("Asha Rao", "asha@example.com", "9800000000") // the paying customer, from your order
        .callbackUrl(callbackUrl)
        // Short, so that after an unknown outcome a new payment is safe once this one has expired.
        .expiresInMinutes(30)
        // Where the customer lands afterwards. Anyone can open it: a return is not a payment.
        .returnUrl("https://shop.example.com/orders/" + orderId)
        .build();
    return plugin.payments().create(request);
  }

  /**
   * Creates a payment and prints where to send the customer.
   *
   * @param args order id, amount, callback URL
   */
  public static void main(String[] args) {
    if (args.length != 3) {
      System.err.println("usage: CreatePaymentExample <orderId> <amount> <callbackUrl>");
      System.exit(2);
    }
    try (PluginClient plugin = PluginClient.fromEnvironment().build()) {
      String merchantId = Objects.requireNonNull(System.getenv("SERVICE_MERCHANT_ID"), "SERVICE_MERCHANT_ID is not set");
      if (createAndReport(plugin, merchantId, args[0], args[1], args[2], System.out, System.err) != 0) {
        System.exit(1);
      }
    }
  }

  /**
   * Creates the payment and prints where to send the customer or, when it failed, what to do.
   *
   * @return 0 when the payment was created, 1 when not
   */
  static int createAndReport(PluginClient plugin, String merchantId, String orderId, String amount,
      String callbackUrl, PrintStream out, PrintStream err) {
    try {
      HostedPayment payment = createPayment(plugin, merchantId, orderId, amount, callbackUrl);
      // Store payment.paymentId() on the order first; then redirect the customer.
      out.println("payment " + payment.paymentId() + ": send the customer to " + payment.checkoutUrl());
      return 0;
    } catch (ServiceException e) {
      switch (e.outcome()) {
        case NOT_SENT:
          // The request never left this machine: creating it again is safe.
          err.println("not sent, safe to try again: " + e.getMessage());
          break;
        case NOT_APPLIED:
          // The service refused it and created nothing: fix the cause (the message says which).
          err.println("refused, nothing was created: " + e.getMessage());
          break;
        case UNKNOWN:
        case APPLIED:
          // The payment may exist (a timeout or a 5xx does not mean failure).
          // Do not create another one for this order: if your callbacks carry the order id (the
          // spec does not show the payload), wait for one; otherwise ask the provider, or create a
          // new payment once this one has expired (expiresInMinutes above).
          err.println("the payment for order " + orderId + " may exist (" + e.outcome() + "); do not create it"
              + " again: " + e.getMessage());
      }
      return 1;
    }
  }
}
