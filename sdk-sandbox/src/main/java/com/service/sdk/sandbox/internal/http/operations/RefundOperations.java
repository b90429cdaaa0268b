package com.service.sdk.sandbox.internal.http.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.internal.http.Call;
import com.service.sdk.sandbox.internal.http.Crypto;
import com.service.sdk.sandbox.internal.http.Family;
import com.service.sdk.sandbox.internal.http.Fields;
import com.service.sdk.sandbox.internal.http.Json;
import com.service.sdk.sandbox.internal.http.Response;
import com.service.sdk.sandbox.internal.http.Routes;
import com.service.sdk.sandbox.internal.state.Formats;
import com.service.sdk.sandbox.internal.state.Idempotency;
import com.service.sdk.sandbox.internal.state.Refunds;
import java.math.BigDecimal;
import java.util.Set;

/** Operation 4: refund a paid payment, once per Idempotency-Key (plugin family). */
public final class RefundOperations {
  private static final Set<String> FIELDS =
      Set.of("merchant_id", "payment_id", "amount", "currency", "reason", "merchant_refund_id");

  private final Refunds refunds;
  private final Idempotency<Response> idempotency;

  /**
   * Creates the operation.
   *
   * @param refunds the resource
   * @param idempotency the answers kept per Idempotency-Key
   */
  public RefundOperations(Refunds refunds, Idempotency<Response> idempotency) {
    this.refunds = refunds;
    this.idempotency = idempotency;
  }

  /**
   * Adds the operation's route.
   *
   * @param routes the route table
   */
  public void register(Routes routes) {
    routes.add("POST", "/refunds/create", Family.PLUGIN, SandboxOperation.CREATE_REFUND, this::create);
  }

  private Response create(Call call) {
    String key = Requests.idempotencyKey(call);
    return idempotency.once(call.caller(), SandboxOperation.CREATE_REFUND.name(), key,
        Crypto.sha256Hex(call.body()), () -> {
          Fields body = Fields.parse(call.body(), FIELDS);
          Requests.ownMerchantId(body, call);
          String paymentId = body.requiredString("payment_id");
          BigDecimal amount = body.stringAmount("amount");
          String currency = body.currency();
          body.optionalString("reason");
          String merchantRefundId = body.optionalString("merchant_refund_id");
          Refunds.Refund refund = refunds.create(call.caller(),
              new Refunds.NewRefund(paymentId, amount, currency, merchantRefundId));
          ObjectNode out = Json.object();
          out.put("refund_id", refund.refundId());
          out.put("payment_id", refund.paymentId());
          out.put("status", refund.status());
          out.put("amount", Formats.amount(refund.amount()));
          out.put("currency", refund.currency());
          out.put("provider_reference", refund.providerReference());
          out.put("merchant_refund_id", refund.merchantRefundId());
          return Response.json(200, out);
        });
  }
}
