package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.IdKind;
import com.service.sdk.sandbox.internal.server.Urls;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxPayment;
import com.service.sdk.sandbox.internal.server.Call;
import com.service.sdk.sandbox.internal.server.Family;
import com.service.sdk.sandbox.internal.server.Fields;
import com.service.sdk.sandbox.internal.server.Json;
import com.service.sdk.sandbox.internal.server.Refusal;
import com.service.sdk.sandbox.internal.server.Response;
import com.service.sdk.sandbox.internal.server.Routes;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Hosted payments (operations 1 and 2) and their completion by control call, page or auto-pay. */
public final class Payments {
  private static final Set<String> FIELDS = Set.of("merchant_id", "order_id", "amount", "customer",
      "currency", "return_url", "callback_url", "expires_in_minutes", "metadata");
  private static final Set<String> CUSTOMER_FIELDS = Set.of("name", "email", "phone");

  /** A hosted payment; mutable fields change only under the state lock. */
  public static final class Payment {
    public final String id;
    final Merchant merchant;
    public final String orderId;
    public final BigDecimal amount;
    public final String currency;
    public final String returnUrl;
    final String callbackUrl;
    final Instant expiresAt;
    String status = "created";
    String transactionId;
    String providerReference;
    BigDecimal refunded = BigDecimal.ZERO;

    Payment(String id, Merchant merchant, String orderId, BigDecimal amount, String currency,
        String returnUrl, String callbackUrl, Instant expiresAt) {
      this.id = id;
      this.merchant = merchant;
      this.orderId = orderId;
      this.amount = amount;
      this.currency = currency;
      this.returnUrl = returnUrl;
      this.callbackUrl = callbackUrl;
      this.expiresAt = expiresAt;
    }
  }

  private final SandboxState state;
  private final String checkoutBaseUrl;
  private final Bounded<Payment> payments;

  public Payments(SandboxState state, String checkoutBaseUrl) {
    this.state = state;
    this.checkoutBaseUrl = checkoutBaseUrl;
    this.payments = new Bounded<>(state.options.maxResources(), payment -> { });
  }

  public void register(Routes routes) {
    routes.add("POST", "/payments/create", Family.PLUGIN, SandboxOperation.CREATE_PAYMENT, this::create);
    routes.add("GET", "/payments/{payment_id}/status", Family.PLUGIN, SandboxOperation.PAYMENT_STATUS, this::status);
  }

  private Response create(Call call) {
    Fields body = Fields.parse(call.body(), FIELDS);
    String merchantId = body.requiredString("merchant_id");
    if (!merchantId.equals(call.merchant().id)) {
      throw new SandboxException(403, "merchant_id " + merchantId + " is not the merchant of this API key");
    }
    String orderId = body.requiredString("order_id");
    BigDecimal amount = body.stringAmount("amount");
    Fields customer = body.requiredObject("customer", CUSTOMER_FIELDS);
    customer.requiredString("name");
    customer.requiredString("email");
    customer.requiredString("phone");
    String currency = body.currency();
    String returnUrl = body.optionalUrl("return_url");
    String callbackUrl = body.optionalUrl("callback_url");
    Integer minutes = body.optionalInt("expires_in_minutes", 1, 525_600);
    body.optionalObject("metadata");
    synchronized (state.lock) {
      Instant expiresAt = state.now().plus(Duration.ofMinutes(minutes == null ? 1440 : minutes));
      String id = state.chosen.take(IdKind.PAYMENT, payments::containsKey, () -> state.ids.token("pay_", 16));
      Payment payment = new Payment(id, call.merchant(), orderId, amount, currency,
          returnUrl, callbackUrl, expiresAt);
      payments.put(payment.id, payment);
      ObjectNode out = Json.object();
      out.put("payment_id", payment.id);
      out.put("checkout_url", checkoutUrl(payment));
      out.put("status", payment.status);
      out.put("order_id", orderId);
      out.put("amount", Json.amount(amount));
      out.put("currency", currency);
      if (state.options.autoPayPayments()) {
        pay(payment);
      }
      return Response.json(200, out);
    }
  }

  private Response status(Call call) {
    synchronized (state.lock) {
      Payment payment = owned(call.merchant(), call.id());
      ObjectNode out = Json.object();
      out.put("payment_id", payment.id);
      out.put("status", statusOf(payment));
      out.put("order_id", payment.orderId);
      out.put("transaction_id", payment.transactionId);
      out.put("provider_reference", payment.providerReference);
      out.put("amount", Json.amount(payment.amount));
      out.put("currency", payment.currency);
      return Response.json(200, out);
    }
  }

  String checkoutUrl(Payment payment) {
    return checkoutBaseUrl + "/payments/" + Urls.encodeSegment(payment.id);
  }

  /** The payment of this merchant; 404 for unknown ids and for other merchants' payments. Caller holds the lock. */
  Payment owned(Merchant merchant, String paymentId) {
    Payment payment = payments.get(paymentId);
    if (payment == null || payment.merchant != merchant) {
      throw Refusal.notFound("no payment " + paymentId);
    }
    return payment;
  }

  /** Any payment by id, for controls and pages; 404 when unknown. Caller holds the lock. */
  public Payment find(String paymentId) {
    Payment payment = payments.get(paymentId);
    if (payment == null) {
      throw Refusal.notFound("no payment " + paymentId);
    }
    return payment;
  }

  /** A merchant's kept payments, oldest first. Caller holds the lock. */
  public List<SandboxPayment> of(Merchant merchant) {
    List<SandboxPayment> out = new ArrayList<>();
    for (Payment payment : payments.values()) {
      if (payment.merchant == merchant) {
        out.add(snapshot(payment));
      }
    }
    return out;
  }

  /** Every kept payment, oldest first. Caller holds the lock. */
  public List<Listed> listed() {
    List<Listed> out = new ArrayList<>();
    for (Payment p : payments.values()) {
      String refunded = p.refunded.signum() == 0 ? "" : "; refunded " + Json.amount(p.refunded);
      out.add(new Listed(p.id, p.merchant.id, p.amount, p.currency, statusOf(p), "order " + p.orderId + refunded));
    }
    return out;
  }

  /** The status the service reports: created turns expired once expires_at has passed. Caller holds the lock. */
  public String statusOf(Payment payment) {
    if ("created".equals(payment.status) && !state.now().isBefore(payment.expiresAt)) {
      return "expired";
    }
    return payment.status;
  }

  /** Moves created to paid, credits the collection balance and sends payment.paid. Caller holds the lock. */
  public SandboxPayment pay(Payment payment) {
    requirePayable(payment);
    payment.status = "paid";
    payment.transactionId = state.ids.token("txn_", 16);
    payment.providerReference = state.ids.digits("PRV", 12);
    Merchant merchant = payment.merchant;
    merchant.collection = merchant.collection.add(payment.amount);
    merchant.pendingSettlements = merchant.pendingSettlements.add(payment.amount);
    notify(payment, "payment.paid");
    return snapshot(payment);
  }

  /** Moves created to failed (the customer gave up on the hosted page). Caller holds the lock. */
  public SandboxPayment fail(Payment payment) {
    requirePayable(payment);
    payment.status = "failed";
    notify(payment, "payment.failed");
    return snapshot(payment);
  }

  SandboxPayment snapshot(Payment p) {
    return new SandboxPayment(p.id, p.orderId, statusOf(p), p.transactionId, p.providerReference,
        p.amount, p.currency, p.refunded);
  }

  private void requirePayable(Payment payment) {
    String status = statusOf(payment);
    if ("expired".equals(status)) {
      throw Refusal.conflict("payment " + payment.id + " expired at " + Json.time(payment.expiresAt));
    }
    if (!"created".equals(status)) {
      throw Refusal.conflict("payment " + payment.id + " is " + status + ", not created");
    }
  }

  private void notify(Payment payment, String event) {
    ObjectNode payload = state.callbackPayload(event, payment.merchant);
    payload.put("payment_id", payment.id);
    payload.put("order_id", payment.orderId);
    payload.put("transaction_id", payment.transactionId);
    payload.put("provider_reference", payment.providerReference);
    payload.put("status", payment.status);
    payload.put("amount", Json.amount(payment.amount));
    payload.put("currency", payment.currency);
    String url = payment.callbackUrl != null ? payment.callbackUrl : payment.merchant.notifyUrl;
    state.callbacks.send(url, payload);
  }
}
