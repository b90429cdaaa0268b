package com.service.sdk.sandbox.internal.state;

import java.math.BigDecimal;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Refunds (operation 4): only of paid payments, never above the captured amount. */
public final class Refunds {
  /**
   * A refund to make, as the request asked for it (already read and checked for form).
   *
   * @param paymentId the payment to refund
   * @param amount the amount, positive, at most 4 decimals
   * @param currency the currency code, which must be the payment's
   * @param merchantRefundId the merchant's own reference, or null
   */
  public record NewRefund(String paymentId, BigDecimal amount, String currency, @Nullable String merchantRefundId) {}

  /**
   * A refund made.
   *
   * @param refundId the refund's id
   * @param paymentId the refunded payment
   * @param status always {@code completed}: the sandbox refunds at once
   * @param amount the amount refunded
   * @param currency its currency
   * @param providerReference the provider's reference
   * @param merchantRefundId the merchant's own reference, or null
   */
  public record Refund(String refundId, String paymentId, String status, BigDecimal amount, String currency,
      String providerReference, @Nullable String merchantRefundId) {}

  private final SandboxState state;
  private final Payments payments;
  private final Bounded<Listed> refunds;

  /**
   * Creates the refunds of one sandbox.
   *
   * @param state the shared state
   * @param payments the payments they refund
   */
  public Refunds(SandboxState state, Payments payments) {
    this.state = state;
    this.payments = payments;
    this.refunds = new Bounded<>(state.settings.maxResources(), refund -> { });
  }

  /**
   * Refunds part or all of one of the merchant's paid payments.
   *
   * @param merchant the merchant of the API key
   * @param request what to refund
   * @return the completed refund
   * @throws Refusal NOT_FOUND for an unknown or another merchant's payment, INVALID for another
   *     currency, CONFLICT when the payment is not paid, UNPROCESSABLE beyond the refundable amount
   */
  public Refund create(Merchant merchant, NewRefund request) {
    synchronized (state.lock) {
      String paymentId = payments.refund(merchant, request.paymentId(), request.amount(), request.currency());
      Refund refund = new Refund(state.ids.token("rfnd_", 16), paymentId, "completed", request.amount(),
          request.currency(), state.ids.digits("PRV", 12), request.merchantRefundId());
      refunds.put(refund.refundId(), new Listed(refund.refundId(), merchant.id, refund.amount(), refund.currency(),
          refund.status(), "payment " + paymentId));
      return refund;
    }
  }

  /**
   * Returns every kept refund, for the dashboard.
   *
   * @return the refunds, oldest first
   */
  public List<Listed> listed() {
    synchronized (state.lock) {
      return refunds.values();
    }
  }
}
