package com.service.sdk.examples;

import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.sandbox.Sandbox;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Optional;

/**
 * Step 1: a hosted payment. Created with a callback URL served by the demo; the customer pays
 * (sandbox); the callback arrives, and the demo's {@link CallbackReceiver} confirms it with
 * {@code payments().confirm()} before the step believes it.
 */
final class PaymentStep {
  private static final String AMOUNT = "499.00";

  private PaymentStep() {}

  /** Returns the paid payment's confirmed status, or null when no customer could pay (no sandbox). */
  static PaymentStatus run(DemoContext demo) throws InterruptedException {
    demo.begin("1 payment");
    Optional<Sandbox> sandbox = demo.target().sandbox();
    String orderId = demo.reference("order");
    // A service outside this machine cannot reach 127.0.0.1: give it a harmless address instead.
    String callbackUrl = sandbox.isPresent()
        ? demo.callbacks().url("/payments")
        : "https://shop.example.com/callbacks/payments";
    HostedPayment payment = CreatePaymentExample.createPayment(
        demo.plugin(), demo.target().merchantId(), orderId, AMOUNT, callbackUrl);
    demo.say("created payment " + payment.paymentId() + " for order " + orderId + ": " + payment.amount() + " "
        + payment.currency() + ", " + payment.status() + "; the customer pays at " + payment.checkoutUrl());
    if (sandbox.isEmpty()) {
      PaymentStatus status = PaymentStatusExample.status(demo.plugin(), payment.paymentId());
      if (PaymentState.PAID.equals(status.status())) {
        // A service that pays by itself, such as a standalone sandbox started with --auto-pay.
        demo.check(PaymentStatusExample.isPaidInFull(status, new BigDecimal(AMOUNT), "INR"),
            "the status should be paid for " + AMOUNT + ", is " + status.status() + " for " + status.amount());
        demo.say("the service paid " + payment.paymentId() + " by itself (a sandbox started with --auto-pay, say);"
            + " no callback to 127.0.0.1 can arrive");
        demo.say("confirmed: " + status.paymentId() + " is " + status.status() + ", " + status.amount() + " "
            + status.currency() + ", transaction " + status.transactionId());
        return status;
      }
      demo.check(PaymentState.CREATED.equals(status.status()), "a new payment should be created, is " + status.status());
      demo.say("status of " + status.paymentId() + ": " + status.status() + ", as nobody has paid it yet");
      demo.skip("the customer paying, the callback to 127.0.0.1, and confirming the paid payment");
      return null;
    }

    sandbox.get().payPayment(payment.paymentId());
    demo.say("the customer paid on the hosted checkout page (sandbox)");

    PaymentStatus status = demo.callbacks().await(Duration.ofSeconds(10),
        confirmed -> payment.paymentId().equals(confirmed.paymentId()) && PaymentState.PAID.equals(confirmed.status()));
    demo.check(status != null, "no callback for " + payment.paymentId() + " confirmed paid within 10 s at " + callbackUrl);
    demo.say("callback for " + payment.paymentId() + " arrived: a notice, not proof; the CallbackHandler confirmed it"
        + " with payments().confirm() before acting");
    demo.check(PaymentStatusExample.isPaidInFull(status, new BigDecimal(AMOUNT), "INR"),
        "the status should be paid for " + AMOUNT + ", is " + status.status() + " for " + status.amount());
    demo.say("confirmed: " + status.paymentId() + " is " + status.status() + ", " + status.amount() + " "
        + status.currency() + ", transaction " + status.transactionId() + "; the order can ship");
    return status;
  }
}
