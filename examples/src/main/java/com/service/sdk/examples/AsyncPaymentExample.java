package com.service.sdk.examples;

import com.service.sdk.core.ServiceException;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentStatus;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * Creates a hosted payment and reads its status without blocking a thread (spec 4.1, 4.2):
 * what a service on an event loop (WebFlux, Vert.x, Netty) does. The SDK's futures fail with
 * its own exceptions, so the failure model reads exactly as in the blocking examples.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID}, {@code SERVICE_API_SECRET}
 * and {@code SERVICE_MERCHANT_ID} set; arguments: order id, amount, callback URL.
 */
public final class AsyncPaymentExample {
  private AsyncPaymentExample() {}

  /**
   * Creates the payment of one order, then reads its status, both without blocking.
   *
   * @param plugin the client, shared by the whole application
   * @param merchantId your merchant id
   * @param orderId your order reference
   * @param amount the amount as a decimal string such as {@code "499.00"}
   * @param callbackUrl where the service reports the payment's outcome
   * @return the future of the payment's status
   */
  public static CompletableFuture<PaymentStatus> createThenStatus(PluginClient plugin, String merchantId,
      String orderId, String amount, String callbackUrl) {
    CreatePaymentRequest request = CreatePaymentRequest.builder()
        .merchantId(merchantId)
        .orderId(orderId)
        .amount(amount)
        .customer("Asha Rao", "asha@example.com", "9800000000")
        .callbackUrl(callbackUrl)
        .build();
    return plugin.async().payments().create(request)
        // Store payment.paymentId() on the order here, before anything else can fail.
        .thenCompose((HostedPayment payment) -> plugin.async().payments().status(payment.paymentId()));
  }

  /**
   * Creates a payment, reads its status, and prints it or what to do.
   *
   * @param args order id, amount, callback URL
   */
  public static void main(String[] args) {
    if (args.length != 3) {
      System.err.println("usage: AsyncPaymentExample <orderId> <amount> <callbackUrl>");
      System.exit(2);
    }
    String merchantId = Objects.requireNonNull(System.getenv("SERVICE_MERCHANT_ID"), "SERVICE_MERCHANT_ID is not set");
    try (PluginClient plugin = PluginClient.fromEnvironment().build()) {
      String line = createThenStatus(plugin, merchantId, args[0], args[1], args[2])
          .thenApply(status -> "payment " + status.paymentId() + " is " + status.status())
          .exceptionally(AsyncPaymentExample::advice)
          .join(); // only this demo's main thread waits; a server would return the future
      System.out.println(line);
    }
  }

  /**
   * Turns a failed future into what to do: the SDK's exception is the cause, with its outcome.
   *
   * @param failure what the future failed with
   * @return a line saying what happened and what to do
   */
  static String advice(Throwable failure) {
    Throwable cause = failure instanceof CompletionException && failure.getCause() != null
        ? failure.getCause() : failure;
    if (cause instanceof ServiceException e) {
      return e.outcome().mayHaveTakenEffect()
          ? "the payment may exist (" + e.outcome() + "): wait for its callback before creating another"
          : "no payment was made (" + e.outcome() + "): " + e.getMessage();
    }
    throw new CompletionException(cause);
  }
}
