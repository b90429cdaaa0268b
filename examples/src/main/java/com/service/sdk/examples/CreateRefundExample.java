package com.service.sdk.examples;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.ServiceException;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.Refund;
import java.io.PrintStream;
import java.util.Objects;

/**
 * Refunds a paid hosted payment, fully or in part (spec 4.4), safely repeatable.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID}, {@code SERVICE_API_SECRET}
 * and {@code SERVICE_MERCHANT_ID} set; arguments: payment id, your refund reference, amount.
 */
public final class CreateRefundExample {
  private CreateRefundExample() {}

  /**
   * Refunds {@code amount} of a paid payment. Store {@code merchantRefundId} before calling: the
   * SDK derives the idempotency key from it (with the merchant and payment ids), so calling this
   * again with the same reference, even after a crash, returns the same refund instead of
   * refunding twice.
   *
   * @param plugin the client
   * @param merchantId your merchant id
   * @param paymentId the paid payment
   * @param merchantRefundId your reference for this refund, unique per refund
   * @param amount the amount to refund, such as {@code "100.00"}
   * @return the refund; store its id with your refund record
   */
  public static Refund refund(PluginClient plugin, String merchantId, String paymentId, String merchantRefundId,
      String amount) {
    CreateRefundRequest request = CreateRefundRequest.builder()
        .merchantId(merchantId)
        .paymentId(paymentId)
        .merchantRefundId(merchantRefundId)
        .amount(amount)
        .reason("customer request")
        .build();
    return plugin.refunds().create(request);
  }

  /**
   * Makes the refund and prints it.
   *
   * @param args payment id, refund reference, amount
   */
  public static void main(String[] args) {
    if (args.length != 3) {
      System.err.println("usage: CreateRefundExample <paymentId> <merchantRefundId> <amount>");
      System.exit(2);
    }
    try (PluginClient plugin = PluginClient.fromEnvironment().build()) {
      String merchantId = Objects.requireNonNull(System.getenv("SERVICE_MERCHANT_ID"), "SERVICE_MERCHANT_ID is not set");
      if (refundAndReport(plugin, merchantId, args[0], args[1], args[2], System.out, System.err) != 0) {
        System.exit(1);
      }
    }
  }

  /**
   * Makes the refund and prints it or, when it failed, what to do.
   *
   * @return 0 when the refund was made, 1 when not
   */
  static int refundAndReport(PluginClient plugin, String merchantId, String paymentId, String merchantRefundId,
      String amount, PrintStream out, PrintStream err) {
    try {
      Refund refund = refund(plugin, merchantId, paymentId, merchantRefundId, amount);
      out.println("refund " + refund.refundId() + " " + refund.status() + " " + refund.amount());
      return 0;
    } catch (ServiceException e) {
      switch (e.outcome()) {
        case NOT_APPLIED:
          // Refused and nothing refunded, for example beyond the captured amount, or for a payment
          // that is not paid: repeating it gives the same answer.
          err.println("refused: " + (e instanceof ApiException api ? api.serviceMessage() : e.getMessage()));
          break;
        case NOT_SENT:
          // Nothing reached the service: run this again with the same reference.
          err.println("not sent; run it again with the same reference " + merchantRefundId);
          break;
        case UNKNOWN:
        case APPLIED:
          // The refund may exist (the SDK already retried with the same key).
          // Run this again with the same merchantRefundId: the service answers with the original
          // refund, and nothing is refunded twice. Never repeat it under a new reference.
          err.println("the refund may have been made (" + e.outcome() + ", key " + e.idempotencyKey().orElseThrow()
              + "); repeat it with the same reference " + merchantRefundId + " to get the original");
      }
    }
    return 1;
  }
}
