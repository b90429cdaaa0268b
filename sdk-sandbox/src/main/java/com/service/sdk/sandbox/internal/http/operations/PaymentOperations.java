package com.service.sdk.sandbox.internal.http.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxPayment;
import com.service.sdk.sandbox.internal.http.Call;
import com.service.sdk.sandbox.internal.http.Family;
import com.service.sdk.sandbox.internal.http.Fields;
import com.service.sdk.sandbox.internal.http.Json;
import com.service.sdk.sandbox.internal.http.Response;
import com.service.sdk.sandbox.internal.http.Routes;
import com.service.sdk.sandbox.internal.http.Urls;
import com.service.sdk.sandbox.internal.state.Formats;
import com.service.sdk.sandbox.internal.state.Payments;
import java.math.BigDecimal;
import java.util.Set;

/** Operations 1 and 2: create a hosted payment, read its status (plugin family, bare JSON objects). */
public final class PaymentOperations {
  private static final Set<String> FIELDS = Set.of("merchant_id", "order_id", "amount", "customer",
      "currency", "return_url", "callback_url", "expires_in_minutes", "metadata");
  private static final Set<String> CUSTOMER_FIELDS = Set.of("name", "email", "phone");

  private final Payments payments;
  private final String checkoutBaseUrl;

  /**
   * Creates the operations.
   *
   * @param payments the resource
   * @param checkoutBaseUrl the start of every {@code checkout_url}
   */
  public PaymentOperations(Payments payments, String checkoutBaseUrl) {
    this.payments = payments;
    this.checkoutBaseUrl = checkoutBaseUrl;
  }

  /**
   * Adds the operations' routes.
   *
   * @param routes the route table
   */
  public void register(Routes routes) {
    routes.add("POST", "/payments/create", Family.PLUGIN, SandboxOperation.CREATE_PAYMENT, this::create);
    routes.add("GET", "/payments/{payment_id}/status", Family.PLUGIN, SandboxOperation.PAYMENT_STATUS, this::status);
  }

  private Response create(Call call) {
    Fields body = Fields.parse(call.body(), FIELDS);
    Requests.ownMerchantId(body, call);
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
    SandboxPayment payment = payments.create(call.caller(),
        new Payments.NewPayment(orderId, amount, currency, returnUrl, callbackUrl, minutes));
    ObjectNode out = Json.object();
    out.put("payment_id", payment.paymentId());
    out.put("checkout_url", checkoutBaseUrl + "/payments/" + Urls.encodeSegment(payment.paymentId()));
    out.put("status", payment.status());
    out.put("order_id", payment.orderId());
    out.put("amount", Formats.amount(payment.amount()));
    out.put("currency", payment.currency());
    return Response.json(200, out);
  }

  private Response status(Call call) {
    SandboxPayment payment = payments.status(call.caller(), call.id());
    ObjectNode out = Json.object();
    out.put("payment_id", payment.paymentId());
    out.put("status", payment.status());
    out.put("order_id", payment.orderId());
    out.put("transaction_id", payment.transactionId());
    out.put("provider_reference", payment.providerReference());
    out.put("amount", Formats.amount(payment.amount()));
    out.put("currency", payment.currency());
    return Response.json(200, out);
  }
}
