package com.service.sdk.sandbox.internal.state;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.internal.server.Call;
import com.service.sdk.sandbox.internal.server.Family;
import com.service.sdk.sandbox.internal.server.Fields;
import com.service.sdk.sandbox.internal.server.Json;
import com.service.sdk.sandbox.internal.server.Refusal;
import com.service.sdk.sandbox.internal.server.Response;
import com.service.sdk.sandbox.internal.server.Routes;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;

/** Refunds (operation 4): only on paid payments, never above the captured amount, idempotent per key. */
public final class Refunds {
  private static final Set<String> FIELDS =
      Set.of("merchant_id", "payment_id", "amount", "currency", "reason", "merchant_refund_id");

  private final SandboxState state;
  private final Payments payments;
  private final Idempotency idempotency;
  private final Bounded<Listed> refunds;

  public Refunds(SandboxState state, Payments payments, Idempotency idempotency) {
    this.state = state;
    this.payments = payments;
    this.idempotency = idempotency;
    this.refunds = new Bounded<>(state.options.maxResources(), refund -> { });
  }

  public void register(Routes routes) {
    routes.add("POST", "/refunds/create", Family.PLUGIN, SandboxOperation.CREATE_REFUND, this::create);
  }

  /** Every kept refund, oldest first. Caller holds the lock. */
  public List<Listed> listed() {
    return refunds.values();
  }

  private Response create(Call call) {
    String key = Idempotency.requireKey(call);
    Merchant merchant = call.merchant();
    synchronized (state.lock) {
      Response replay = idempotency.replay(merchant, SandboxOperation.CREATE_REFUND, key, call.body());
      if (replay != null) {
        return replay;
      }
      Fields body = Fields.parse(call.body(), FIELDS);
      String merchantId = body.requiredString("merchant_id");
      if (!merchantId.equals(merchant.id)) {
        throw new SandboxException(403, "merchant_id " + merchantId + " is not the merchant of this API key");
      }
      Payments.Payment payment = payments.owned(merchant, body.requiredString("payment_id"));
      BigDecimal amount = body.stringAmount("amount");
      String currency = body.currency();
      body.optionalString("reason");
      String merchantRefundId = body.optionalString("merchant_refund_id");
      if (!currency.equals(payment.currency)) {
        throw Refusal.badRequest("currency " + currency + " differs from the payment's currency " + payment.currency);
      }
      String status = payments.statusOf(payment);
      if (!"paid".equals(status)) {
        throw Refusal.conflict("a refund applies only to a paid payment; payment " + payment.id + " is " + status);
      }
      BigDecimal refundable = payment.amount.subtract(payment.refunded);
      if (amount.compareTo(refundable) > 0) {
        throw Refusal.unprocessable("refund amount " + Json.amount(amount) + " exceeds the refundable amount "
            + Json.amount(refundable) + " (captured " + Json.amount(payment.amount) + ", already refunded "
            + Json.amount(payment.refunded) + ")");
      }
      payment.refunded = payment.refunded.add(amount);
      merchant.collection = merchant.collection.subtract(amount);
      merchant.pendingSettlements = merchant.pendingSettlements.subtract(amount);
      ObjectNode out = Json.object();
      out.put("refund_id", state.ids.token("rfnd_", 16));
      out.put("payment_id", payment.id);
      out.put("status", "completed");
      out.put("amount", Json.amount(amount));
      out.put("currency", currency);
      out.put("provider_reference", state.ids.digits("PRV", 12));
      out.put("merchant_refund_id", merchantRefundId);
      String refundId = out.get("refund_id").asText();
      refunds.put(refundId, new Listed(refundId, merchant.id, amount, currency, "completed", "payment " + payment.id));
      Response response = Response.json(200, out);
      idempotency.remember(merchant, SandboxOperation.CREATE_REFUND, key, call.body(), response);
      return response;
    }
  }
}
