package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.IdKind;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxPayout;
import com.service.sdk.sandbox.internal.server.Call;
import com.service.sdk.sandbox.internal.server.Family;
import com.service.sdk.sandbox.internal.server.Fields;
import com.service.sdk.sandbox.internal.server.Json;
import com.service.sdk.sandbox.internal.server.Refusal;
import com.service.sdk.sandbox.internal.server.Response;
import com.service.sdk.sandbox.internal.server.Routes;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Payouts (operation 12) and ledger transaction status (operations 13 and 14). */
public final class Payouts {
  private static final Set<String> FIELDS = Set.of("payee_id", "amount", "external_ref", "currency",
      "payout_method", "purpose", "custom_notes");
  private static final Set<String> METHODS = Set.of("IMPS", "NEFT", "RTGS", "UPI");

  /** A ledger transaction of category DISBURSEMENT; mutable fields change only under the state lock. */
  static final class Payout {
    final String id;
    final String internalRef;
    final String externalRef;
    final Merchant merchant;
    final Payees.Payee payee;
    final BigDecimal gross;
    final BigDecimal fees;
    final BigDecimal net;
    final String currency;
    final String method;
    final boolean fromDeposit;
    final Instant createdAt;
    String status = "processing";
    String gatewayRef;
    String failureReason;
    Instant updatedAt;

    Payout(String id, String internalRef, String externalRef, Merchant merchant, Payees.Payee payee,
        BigDecimal net, BigDecimal fees, String currency, String method, boolean fromDeposit, Instant createdAt) {
      this.id = id;
      this.internalRef = internalRef;
      this.externalRef = externalRef;
      this.merchant = merchant;
      this.payee = payee;
      this.net = net;
      this.fees = fees;
      this.gross = net.add(fees);
      this.currency = currency;
      this.method = method;
      this.fromDeposit = fromDeposit;
      this.createdAt = createdAt;
      this.updatedAt = createdAt;
    }

    SandboxPayout snapshot() {
      return new SandboxPayout(id, externalRef, payee.id, method, status, gross, fees, net, currency,
          failureReason, createdAt, updatedAt);
    }
  }

  private final SandboxState state;
  private final Payees payees;
  private final Idempotency idempotency;
  private final Bounded<Payout> byId;
  private final Map<Merchant, List<Payout>> byMerchant = new HashMap<>();

  public Payouts(SandboxState state, Payees payees, Idempotency idempotency) {
    this.byId = new Bounded<>(state.options.maxResources(), payout -> byMerchant.get(payout.merchant).remove(payout));
    this.state = state;
    this.payees = payees;
    this.idempotency = idempotency;
  }

  public void register(Routes routes) {
    routes.add("POST", "/api/v1/payouts/external/initiate", Family.HMAC, SandboxOperation.INITIATE_PAYOUT,
        this::initiate);
    routes.add("GET", "/api/v1/payouts/external/status/{transaction_id}", Family.HMAC,
        SandboxOperation.PAYOUT_STATUS, call -> status(call, false));
    routes.add("GET", "/api/v1/transactions/external/status/{transaction_id}", Family.HMAC,
        SandboxOperation.TRANSACTION_STATUS, call -> status(call, true));
  }

  private Response initiate(Call call) {
    String key = Idempotency.requireKey(call);
    Merchant merchant = call.merchant();
    synchronized (state.lock) {
      Response replay = idempotency.replay(merchant, SandboxOperation.INITIATE_PAYOUT, key, call.body());
      if (replay != null) {
        return replay;
      }
      Fields body = Fields.parse(call.body(), FIELDS);
      String payeeId = body.requiredString("payee_id");
      BigDecimal amount = body.numberAmount("amount");
      String externalRef = body.requiredString("external_ref");
      String currency = body.currency();
      String method = body.optionalString("payout_method");
      body.optionalString("purpose");
      body.optionalObject("custom_notes");
      method = method == null ? "IMPS" : method;
      if (!METHODS.contains(method)) {
        throw Refusal.badRequest("payout_method must be one of IMPS, NEFT, RTGS, UPI; got " + method);
      }
      if (!"INR".equals(currency)) {
        throw Refusal.unprocessable("payouts are made in INR only; got currency " + currency);
      }
      Payees.Payee payee = payees.owned(merchant, payeeId);
      List<Payout> own = byMerchant.computeIfAbsent(merchant, m -> new ArrayList<>());
      for (Payout existing : own) {
        if (existing.externalRef.equals(externalRef)) {
          throw Refusal.conflict("external_ref " + externalRef + " is already used by transaction " + existing.id);
        }
      }
      requireVerified(payee, method);
      BigDecimal fee = state.options.payoutFee().setScale(4);
      BigDecimal gross = amount.add(fee);
      boolean fromDeposit = merchant.payoutDeposit.compareTo(gross) >= 0;
      if (!fromDeposit && merchant.available.compareTo(gross) < 0) {
        throw Refusal.unprocessable("insufficient funds: the payout needs " + Json.amount(gross)
            + " (amount " + Json.amount(amount) + " + fee " + Json.amount(fee) + ") but the payout deposit balance is "
            + Json.amount(merchant.payoutDeposit) + " and the wallet balance is " + Json.amount(merchant.available));
      }
      String id = state.chosen.take(IdKind.PAYOUT, byId::containsKey, () -> state.ids.token("txn_", 20));
      if (fromDeposit) {
        merchant.payoutDeposit = merchant.payoutDeposit.subtract(gross);
        merchant.payoutDepositLocked = merchant.payoutDepositLocked.add(gross);
      } else {
        merchant.available = merchant.available.subtract(gross);
        merchant.locked = merchant.locked.add(gross);
      }
      Payout payout = new Payout(id, state.ids.digits("INT", 14), externalRef, merchant,
          payee, amount, fee, currency, method, fromDeposit, state.now());
      own.add(payout);
      byId.put(payout.id, payout);
      ObjectNode data = Json.object();
      data.put("message", "Payout initiated");
      data.put("transaction_id", payout.id);
      data.put("status", payout.status);
      Response response = Response.envelope("Payout initiated", data);
      idempotency.remember(merchant, SandboxOperation.INITIATE_PAYOUT, key, call.body(), response);
      if (state.options.autoSettlePayouts()) {
        complete(payout);
      }
      return response;
    }
  }

  private static void requireVerified(Payees.Payee payee, String method) {
    if ("UPI".equals(method) && !payee.vpaVerified) {
      throw Refusal.unprocessable("payee " + payee.id + " must pass UPI verification (verify/vpa) before a UPI payout");
    }
    if (!"UPI".equals(method) && !payee.bankVerified) {
      throw Refusal.unprocessable("payee " + payee.id + " must pass bank verification (verify/bank) before a "
          + method + " payout");
    }
  }

  private Response status(Call call, boolean withInternalRef) {
    synchronized (state.lock) {
      Payout payout = byId.get(call.id());
      if (payout == null || payout.merchant != call.merchant()) {
        throw Refusal.notFound("no transaction " + call.id());
      }
      ObjectNode data = Json.object();
      data.put("id", payout.id);
      if (withInternalRef) {
        data.put("internal_ref", payout.internalRef);
      }
      data.put("external_ref", payout.externalRef);
      data.put("gateway_ref", payout.gatewayRef);
      data.put("amount_gross", Json.amount(payout.gross));
      data.put("amount_fees", Json.amount(payout.fees));
      data.put("amount_net", Json.amount(payout.net));
      data.put("currency", payout.currency);
      data.put("category", "DISBURSEMENT");
      data.put("method", payout.method);
      data.put("status", payout.status);
      data.put("payee_id", payout.payee.id);
      data.put("payee_name", payout.payee.legalName);
      data.put("failure_reason", payout.failureReason);
      data.put("created_at", Json.time(payout.createdAt));
      data.put("updated_at", Json.time(payout.updatedAt));
      return Response.envelope("Transaction status", data);
    }
  }

  /** Any payout by transaction id; 404 when unknown. Caller holds the lock. */
  public Payout find(String transactionId) {
    Payout payout = byId.get(transactionId);
    if (payout == null) {
      throw Refusal.notFound("no transaction " + transactionId);
    }
    return payout;
  }

  /** The merchant's payouts, oldest first. Caller holds the lock. */
  public List<SandboxPayout> of(Merchant merchant) {
    List<SandboxPayout> out = new ArrayList<>();
    for (Payout payout : byMerchant.getOrDefault(merchant, List.of())) {
      out.add(payout.snapshot());
    }
    return out;
  }

  /** processing to COMPLETED: the held funds leave; sends payout.completed. Caller holds the lock. */
  public SandboxPayout complete(Payout payout) {
    settle(payout, "COMPLETED");
    payout.gatewayRef = state.ids.digits("GW", 12);
    release(payout, false);
    return notify(payout);
  }

  /** processing to FAILED: the held funds return; sends payout.failed. Caller holds the lock. */
  public SandboxPayout fail(Payout payout, String reason) {
    if (reason == null || reason.isBlank()) {
      throw Refusal.badRequest("a failure reason is required");
    }
    settle(payout, "FAILED");
    payout.failureReason = reason;
    release(payout, true);
    return notify(payout);
  }

  /** Every kept payout, oldest first. Caller holds the lock. */
  public List<Listed> listed() {
    List<Listed> out = new ArrayList<>();
    for (Payout p : byId.values()) {
      String failure = p.failureReason == null ? "" : "; " + p.failureReason;
      out.add(new Listed(p.id, p.merchant.id, p.gross, p.currency, p.status,
          p.method + " to payee " + p.payee.id + " (ref " + p.externalRef + ")" + failure));
    }
    return out;
  }

  private void settle(Payout payout, String status) {
    if (!"processing".equals(payout.status)) {
      throw Refusal.conflict("transaction " + payout.id + " is " + payout.status + ", not processing");
    }
    payout.status = status;
    payout.updatedAt = state.now();
  }

  private static void release(Payout payout, boolean refund) {
    Merchant m = payout.merchant;
    if (payout.fromDeposit) {
      m.payoutDepositLocked = m.payoutDepositLocked.subtract(payout.gross);
      m.payoutDeposit = refund ? m.payoutDeposit.add(payout.gross) : m.payoutDeposit;
    } else {
      m.locked = m.locked.subtract(payout.gross);
      m.available = refund ? m.available.add(payout.gross) : m.available;
    }
  }

  private SandboxPayout notify(Payout payout) {
    String event = "COMPLETED".equals(payout.status) ? "payout.completed" : "payout.failed";
    ObjectNode payload = state.callbackPayload(event, payout.merchant);
    payload.put("transaction_id", payout.id);
    payload.put("external_ref", payout.externalRef);
    payload.put("status", payout.status);
    payload.put("amount", Json.amount(payout.net));
    payload.put("currency", payout.currency);
    payload.put("failure_reason", payout.failureReason);
    state.callbacks.send(payout.merchant.notifyUrl, payload);
    return payout.snapshot();
  }
}
