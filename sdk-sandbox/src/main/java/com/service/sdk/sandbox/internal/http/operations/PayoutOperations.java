package com.service.sdk.sandbox.internal.http.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxPayout;
import com.service.sdk.sandbox.internal.http.Call;
import com.service.sdk.sandbox.internal.http.Crypto;
import com.service.sdk.sandbox.internal.http.Family;
import com.service.sdk.sandbox.internal.http.Fields;
import com.service.sdk.sandbox.internal.http.Json;
import com.service.sdk.sandbox.internal.http.Response;
import com.service.sdk.sandbox.internal.http.Routes;
import com.service.sdk.sandbox.internal.state.CollectionLedger;
import com.service.sdk.sandbox.internal.state.Formats;
import com.service.sdk.sandbox.internal.state.Idempotency;
import com.service.sdk.sandbox.internal.state.Payouts;
import java.math.BigDecimal;
import java.util.Set;

/**
 * Operations 12 to 14: initiate a payout once per Idempotency-Key, read it as a payout or as a
 * ledger transaction (merchant HMAC family). Both reads answer for any of the merchant's ledger
 * transactions, as the ledger holds them: a payout (category {@code DISBURSEMENT}) or a collection
 * (category {@code COLLECTION}: a paid payment's or link payment's transaction).
 */
public final class PayoutOperations {
  private static final Set<String> FIELDS = Set.of("payee_id", "amount", "external_ref", "currency",
      "payout_method", "purpose", "custom_notes");

  private final Payouts payouts;
  private final CollectionLedger collections;
  private final Idempotency<Response> idempotency;

  /**
   * Creates the operations.
   *
   * @param payouts the resource
   * @param collections the ledger's other transactions, which the status operations read too
   * @param idempotency the answers kept per Idempotency-Key
   */
  public PayoutOperations(Payouts payouts, CollectionLedger collections, Idempotency<Response> idempotency) {
    this.payouts = payouts;
    this.collections = collections;
    this.idempotency = idempotency;
  }

  /**
   * Adds the operations' routes.
   *
   * @param routes the route table
   */
  public void register(Routes routes) {
    routes.add("POST", "/api/v1/payouts/external/initiate", Family.HMAC, SandboxOperation.INITIATE_PAYOUT,
        this::initiate);
    routes.add("GET", "/api/v1/payouts/external/status/{transaction_id}", Family.HMAC,
        SandboxOperation.PAYOUT_STATUS, call -> status(call, false));
    routes.add("GET", "/api/v1/transactions/external/status/{transaction_id}", Family.HMAC,
        SandboxOperation.TRANSACTION_STATUS, call -> status(call, true));
  }

  private Response initiate(Call call) {
    String key = Requests.idempotencyKey(call);
    return idempotency.once(call.caller(), SandboxOperation.INITIATE_PAYOUT.name(), key,
        Crypto.sha256Hex(call.body()), () -> {
          Fields body = Fields.parse(call.body(), FIELDS);
          String payeeId = body.requiredString("payee_id");
          BigDecimal amount = body.numberAmount("amount");
          String externalRef = body.requiredString("external_ref");
          String currency = body.currency();
          String method = body.optionalString("payout_method");
          body.optionalString("purpose");
          body.optionalObject("custom_notes");
          SandboxPayout payout = payouts.initiate(call.caller(),
              new Payouts.NewPayout(payeeId, amount, externalRef, currency, method));
          ObjectNode data = Json.object();
          data.put("message", "Payout initiated");
          data.put("transaction_id", payout.id());
          data.put("status", payout.status());
          return Response.envelope("Payout initiated", data);
        });
  }

  private Response status(Call call, boolean withInternalRef) {
    Payouts.Transaction transaction = payouts.find(call.caller(), call.id());
    if (transaction == null) {
      return collection(collections.find(call.caller(), call.id()), withInternalRef);
    }
    SandboxPayout payout = transaction.payout();
    ObjectNode data = Json.object();
    data.put("id", payout.id());
    if (withInternalRef) {
      data.put("internal_ref", transaction.internalRef());
    }
    data.put("external_ref", payout.externalRef());
    data.put("gateway_ref", transaction.gatewayRef());
    data.put("amount_gross", Formats.amount(payout.amountGross()));
    data.put("amount_fees", Formats.amount(payout.amountFees()));
    data.put("amount_net", Formats.amount(payout.amountNet()));
    data.put("currency", payout.currency());
    data.put("category", "DISBURSEMENT");
    data.put("method", payout.method());
    data.put("status", payout.status());
    data.put("payee_id", payout.payeeId());
    data.put("payee_name", transaction.payeeName());
    data.put("failure_reason", payout.failureReason());
    data.put("created_at", Formats.time(payout.createdAt()));
    data.put("updated_at", Formats.time(payout.updatedAt()));
    return Response.envelope("Transaction status", data);
  }

  /** A collection as a ledger transaction: nothing paid out, no fees, completed when collected. */
  private static Response collection(CollectionLedger.Collected collected, boolean withInternalRef) {
    ObjectNode data = Json.object();
    data.put("id", collected.id());
    if (withInternalRef) {
      data.put("internal_ref", collected.internalRef());
    }
    data.put("external_ref", collected.externalRef());
    data.putNull("gateway_ref");
    data.put("amount_gross", Formats.amount(collected.amount()));
    data.put("amount_fees", Formats.amount(BigDecimal.ZERO));
    data.put("amount_net", Formats.amount(collected.amount()));
    data.put("currency", collected.currency());
    data.put("category", "COLLECTION");
    data.putNull("method");
    data.put("status", "COMPLETED");
    data.putNull("payee_id");
    data.putNull("payee_name");
    data.putNull("failure_reason");
    data.put("created_at", Formats.time(collected.at()));
    data.put("updated_at", Formats.time(collected.at()));
    return Response.envelope("Transaction status", data);
  }
}
