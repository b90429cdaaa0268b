package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.IdKind;
import com.service.sdk.sandbox.SandboxPayment;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Hosted payments (operations 1 and 2) and their completion by control call, page or auto-pay. */
public final class Payments {
  /**
   * A payment to create, as the request asked for it (already read and checked for form).
   *
   * @param orderId the merchant's order id
   * @param amount the amount, positive, at most 4 decimals
   * @param currency the currency code
   * @param returnUrl where the checkout page links back to, or null
   * @param callbackUrl where its callbacks go, or null for the merchant's notify URL
   * @param expiresInMinutes minutes until it expires, or null for a day
   */
  public record NewPayment(String orderId, BigDecimal amount, String currency, @Nullable String returnUrl,
      @Nullable String callbackUrl, @Nullable Integer expiresInMinutes) {}

  /** A hosted payment; mutable fields change only under the state lock. */
  private static final class Payment {
    final String id;
    final Merchant merchant;
    final String orderId;
    final BigDecimal amount;
    final String currency;
    final @Nullable String returnUrl;
    final @Nullable String callbackUrl;
    final Instant expiresAt;
    String status = "created";
    @Nullable String transactionId;
    @Nullable String providerReference;
    BigDecimal refunded = BigDecimal.ZERO;

    Payment(String id, Merchant merchant, NewPayment request, Instant expiresAt) {
      this.id = id;
      this.merchant = merchant;
      this.orderId = request.orderId();
      this.amount = request.amount();
      this.currency = request.currency();
      this.returnUrl = request.returnUrl();
      this.callbackUrl = request.callbackUrl();
      this.expiresAt = expiresAt;
    }
  }

  private final SandboxState state;
  private final Bounded<Payment> payments;

  /**
   * Creates the payments of one sandbox.
   *
   * @param state the shared state
   */
  public Payments(SandboxState state) {
    this.state = state;
    this.payments = new Bounded<>(state.settings.maxResources(), payment -> { });
  }

  /**
   * Creates a payment in status created (and pays it at once when auto-pay is on).
   *
   * @param merchant the merchant of the API key
   * @param request what to create
   * @return the payment as created, before any auto-pay
   * @throws Refusal CONFLICT when a chosen id is taken
   */
  public SandboxPayment create(Merchant merchant, NewPayment request) {
    synchronized (state.lock) {
      int minutes = request.expiresInMinutes() == null ? 1440 : request.expiresInMinutes();
      Instant expiresAt = state.now().plus(Duration.ofMinutes(minutes));
      String id = state.chosen.take(IdKind.PAYMENT, payments::containsKey, () -> state.ids.token("pay_", 16));
      Payment payment = new Payment(id, merchant, request, expiresAt);
      payments.put(payment.id, payment);
      SandboxPayment created = snapshot(payment);
      if (state.settings.autoPayPayments()) {
        pay(payment);
      }
      return created;
    }
  }

  /**
   * Returns one of the merchant's payments.
   *
   * @param merchant the merchant asking
   * @param paymentId the payment id
   * @return the payment now
   * @throws Refusal NOT_FOUND for an unknown id and for another merchant's payment
   */
  public SandboxPayment status(Merchant merchant, String paymentId) {
    synchronized (state.lock) {
      return snapshot(owned(merchant, paymentId));
    }
  }

  /**
   * Returns any payment, for controls and pages.
   *
   * @param paymentId the payment id
   * @return the payment now
   * @throws Refusal NOT_FOUND for an unknown id
   */
  public SandboxPayment find(String paymentId) {
    synchronized (state.lock) {
      return snapshot(any(paymentId));
    }
  }

  /**
   * Returns where a payment's checkout page links back to.
   *
   * @param paymentId the payment id
   * @return the return URL, or null when the payment has none
   * @throws Refusal NOT_FOUND for an unknown id
   */
  public @Nullable String returnUrl(String paymentId) {
    synchronized (state.lock) {
      return any(paymentId).returnUrl;
    }
  }

  /**
   * Moves a payment from created to paid, credits the collection balance and sends payment.paid.
   *
   * @param paymentId the payment id
   * @return the paid payment
   * @throws Refusal NOT_FOUND for an unknown id, CONFLICT when it is not in status created
   */
  public SandboxPayment pay(String paymentId) {
    synchronized (state.lock) {
      return pay(any(paymentId));
    }
  }

  /**
   * Moves a payment from created to failed (the customer gave up on the hosted page) and sends
   * payment.failed.
   *
   * @param paymentId the payment id
   * @return the failed payment
   * @throws Refusal NOT_FOUND for an unknown id, CONFLICT when it is not in status created
   */
  public SandboxPayment fail(String paymentId) {
    synchronized (state.lock) {
      Payment payment = any(paymentId);
      requirePayable(payment);
      payment.status = "failed";
      notify(payment, "payment.failed");
      return snapshot(payment);
    }
  }

  /**
   * Returns a merchant's kept payments: to find one by its order id after a create whose answer
   * was lost, as a merchant would ask the provider.
   *
   * @param merchant the merchant
   * @return the payments, oldest first
   */
  public List<SandboxPayment> of(Merchant merchant) {
    synchronized (state.lock) {
      List<SandboxPayment> out = new ArrayList<>();
      for (Payment p : payments.values()) {
        if (p.merchant == merchant) {
          out.add(snapshot(p));
        }
      }
      return out;
    }
  }

  /**
   * Returns every kept payment, for the dashboard.
   *
   * @return the payments, oldest first
   */
  public List<Listed> listed() {
    synchronized (state.lock) {
      List<Listed> out = new ArrayList<>();
      for (Payment p : payments.values()) {
        String refunded = p.refunded.signum() == 0 ? "" : "; refunded " + Formats.amount(p.refunded);
        out.add(new Listed(p.id, p.merchant.id, p.amount, p.currency, statusOf(p), "order " + p.orderId + refunded));
      }
      return out;
    }
  }

  /**
   * Records a refund of a paid payment: the refundable amount shrinks and the money leaves the
   * collection balance. Caller holds the lock.
   *
   * @return the payment id
   */
  String refund(Merchant merchant, String paymentId, BigDecimal amount, String currency) {
    Payment payment = owned(merchant, paymentId);
    if (!currency.equals(payment.currency)) {
      throw Refusal.invalid("currency " + currency + " differs from the payment's currency " + payment.currency);
    }
    String status = statusOf(payment);
    if (!"paid".equals(status)) {
      throw Refusal.conflict("a refund applies only to a paid payment; payment " + payment.id + " is " + status);
    }
    BigDecimal refundable = payment.amount.subtract(payment.refunded);
    if (amount.compareTo(refundable) > 0) {
      throw Refusal.unprocessable("refund amount " + Formats.amount(amount) + " exceeds the refundable amount "
          + Formats.amount(refundable) + " (captured " + Formats.amount(payment.amount) + ", already refunded "
          + Formats.amount(payment.refunded) + ")");
    }
    payment.refunded = payment.refunded.add(amount);
    merchant.collection = merchant.collection.subtract(amount);
    merchant.pendingSettlements = merchant.pendingSettlements.subtract(amount);
    return payment.id;
  }

  /** The payment of this merchant; NOT_FOUND for unknown ids and for other merchants' payments. */
  private Payment owned(Merchant merchant, String paymentId) {
    Payment payment = payments.get(paymentId);
    if (payment == null || payment.merchant != merchant) {
      throw Refusal.notFound("no payment " + paymentId);
    }
    return payment;
  }

  private Payment any(String paymentId) {
    Payment payment = payments.get(paymentId);
    if (payment == null) {
      throw Refusal.notFound("no payment " + paymentId);
    }
    return payment;
  }

  /** The status the service reports: created turns expired once expires_at has passed. */
  private String statusOf(Payment payment) {
    if ("created".equals(payment.status) && !state.now().isBefore(payment.expiresAt)) {
      return "expired";
    }
    return payment.status;
  }

  private SandboxPayment pay(Payment payment) {
    requirePayable(payment);
    payment.status = "paid";
    payment.transactionId = state.ids.token("txn_", 16);
    payment.providerReference = state.ids.digits("PRV", 12);
    Merchant merchant = payment.merchant;
    merchant.collection = merchant.collection.add(payment.amount);
    merchant.pendingSettlements = merchant.pendingSettlements.add(payment.amount);
    state.collections.record(merchant, payment.transactionId, payment.orderId, payment.amount, payment.currency,
        state.now());
    notify(payment, "payment.paid");
    return snapshot(payment);
  }

  private SandboxPayment snapshot(Payment p) {
    return new SandboxPayment(p.id, p.orderId, statusOf(p), p.transactionId, p.providerReference,
        p.amount, p.currency, p.refunded);
  }

  private void requirePayable(Payment payment) {
    String status = statusOf(payment);
    if ("expired".equals(status)) {
      throw Refusal.conflict("payment " + payment.id + " expired at " + Formats.time(payment.expiresAt));
    }
    if (!"created".equals(status)) {
      throw Refusal.conflict("payment " + payment.id + " is " + status + ", not created");
    }
  }

  private void notify(Payment payment, String event) {
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("payment_id", payment.id);
    fields.put("order_id", payment.orderId);
    fields.put("transaction_id", payment.transactionId);
    fields.put("provider_reference", payment.providerReference);
    fields.put("status", payment.status);
    fields.put("amount", payment.amount);
    fields.put("currency", payment.currency);
    state.callback(payment.callbackUrl != null ? payment.callbackUrl : payment.merchant.notifyUrl, event,
        payment.merchant, fields);
  }
}
