package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.IdKind;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.SandboxPayee;
import com.service.sdk.sandbox.internal.server.Call;
import com.service.sdk.sandbox.internal.server.Family;
import com.service.sdk.sandbox.internal.server.Fields;
import com.service.sdk.sandbox.internal.server.Json;
import com.service.sdk.sandbox.internal.server.Query;
import com.service.sdk.sandbox.internal.server.Refusal;
import com.service.sdk.sandbox.internal.server.Response;
import com.service.sdk.sandbox.internal.server.Routes;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Payees (operations 8 to 11): registration, listing and bank or UPI verification. */
public final class Payees {
  private static final Set<String> FIELDS = Set.of("legal_name", "email_address", "phone_number", "bank_name",
      "category", "external_ref", "bank_account_no", "routing_id", "vpa");

  /** A payee; verification flags change only under the state lock. */
  static final class Payee {
    final String id;
    final Merchant merchant;
    final String externalRef;
    final String legalName;
    final String email;
    final String phone;
    final String bankAccountNo;
    final String routingId;
    final String vpa;
    final Instant createdAt;
    boolean bankVerified;
    boolean vpaVerified;

    Payee(String id, Merchant merchant, String externalRef, String legalName, String email, String phone,
        String bankAccountNo, String routingId, String vpa, Instant createdAt) {
      this.id = id;
      this.merchant = merchant;
      this.externalRef = externalRef;
      this.legalName = legalName;
      this.email = email;
      this.phone = phone;
      this.bankAccountNo = bankAccountNo;
      this.routingId = routingId;
      this.vpa = vpa;
      this.createdAt = createdAt;
    }
  }

  private final SandboxState state;
  private final Bounded<Payee> byId;
  private final Map<Merchant, List<Payee>> byMerchant = new HashMap<>();

  public Payees(SandboxState state) {
    this.byId = new Bounded<>(state.options.maxResources(), payee -> byMerchant.get(payee.merchant).remove(payee));
    this.state = state;
  }

  public void register(Routes routes) {
    routes.add("POST", "/api/v1/payees/external/create", Family.HMAC, SandboxOperation.CREATE_PAYEE, this::create);
    routes.add("GET", "/api/v1/payees/external/list", Family.HMAC, SandboxOperation.LIST_PAYEES, this::list);
    routes.add("POST", "/api/v1/payees/external/{payee_id}/verify/bank", Family.HMAC,
        SandboxOperation.VERIFY_BANK, this::verifyBank);
    routes.add("POST", "/api/v1/payees/external/{payee_id}/verify/vpa", Family.HMAC,
        SandboxOperation.VERIFY_VPA, this::verifyVpa);
  }

  private Response create(Call call) {
    Fields body = Fields.parse(call.body(), FIELDS);
    String legalName = body.requiredString("legal_name");
    String email = body.optionalString("email_address");
    String phone = body.optionalString("phone_number");
    body.optionalString("bank_name");
    body.optionalString("category");
    String externalRef = body.optionalString("external_ref");
    String account = body.optionalString("bank_account_no");
    String routing = body.optionalString("routing_id");
    String vpa = body.optionalString("vpa");
    if ((account == null) != (routing == null)) {
      throw Refusal.badRequest("bank_account_no and routing_id must be sent together");
    }
    if (account == null && vpa == null) {
      throw Refusal.badRequest("a payee needs bank details (bank_account_no and routing_id) or a vpa");
    }
    if (account != null && !account.matches("[A-Za-z0-9]{4,34}")) {
      throw Refusal.badRequest("bank_account_no must be 4 to 34 letters or digits");
    }
    if (vpa != null && !vpa.matches("[A-Za-z0-9._-]+@[A-Za-z0-9.-]+")) {
      throw Refusal.badRequest("vpa must look like name@bank");
    }
    synchronized (state.lock) {
      List<Payee> own = byMerchant.computeIfAbsent(call.merchant(), m -> new ArrayList<>());
      if (account != null) {
        for (Payee existing : own) {
          if (account.equals(existing.bankAccountNo) && routing.equals(existing.routingId)) {
            throw Refusal.conflict("bank account ending " + last4(account)
                + " is already registered for this merchant as payee " + existing.id);
          }
        }
      }
      String id = state.chosen.take(IdKind.PAYEE, byId::containsKey, state.ids::uuid);
      Payee payee = new Payee(id, call.merchant(), externalRef, legalName, email, phone, account, routing, vpa,
          state.now());
      own.add(payee);
      byId.put(payee.id, payee);
      return Response.envelope("Payee created successfully", record(payee));
    }
  }

  /** A merchant's kept payees, oldest first. Caller holds the lock. */
  public List<SandboxPayee> of(Merchant merchant) {
    List<SandboxPayee> out = new ArrayList<>();
    for (Payee payee : byMerchant.getOrDefault(merchant, List.of())) {
      out.add(new SandboxPayee(payee.id, payee.externalRef, payee.legalName, payee.bankVerified, payee.vpaVerified));
    }
    return out;
  }

  private Response list(Call call) {
    Query query = Query.parse(call.rawQuery(), Set.of("limit", "offset"));
    int limit = query.intValue("limit", 50, 1, 200);
    int offset = query.intValue("offset", 0, 0, Integer.MAX_VALUE);
    synchronized (state.lock) {
      List<Payee> own = byMerchant.getOrDefault(call.merchant(), List.of());
      ArrayNode payees = Json.MAPPER.createArrayNode();
      for (int i = offset; i < own.size() && i < (long) offset + limit; i++) {
        payees.add(record(own.get(i)));
      }
      ObjectNode data = Json.object();
      data.set("payees", payees);
      data.put("total_count", own.size());
      return Response.envelope("Payees", data);
    }
  }

  private Response verifyBank(Call call) {
    Fields.parse(call.body(), Set.of());
    synchronized (state.lock) {
      Payee payee = owned(call.merchant(), call.id());
      if (payee.bankAccountNo == null) {
        throw Refusal.unprocessable("payee " + payee.id + " has no bank details to verify");
      }
      payee.bankVerified = true;
      ObjectNode data = Json.object();
      data.put("status", "verified");
      data.put("name_at_bank", payee.legalName);
      return Response.envelope("Bank account verified", data);
    }
  }

  private Response verifyVpa(Call call) {
    Fields.parse(call.body(), Set.of());
    synchronized (state.lock) {
      Payee payee = owned(call.merchant(), call.id());
      if (payee.vpa == null) {
        throw Refusal.unprocessable("payee " + payee.id + " has no vpa to verify");
      }
      payee.vpaVerified = true;
      ObjectNode data = Json.object();
      data.put("status", "verified");
      data.put("name_at_vpa", payee.legalName);
      data.put("vpa", payee.vpa);
      return Response.envelope("UPI address verified", data);
    }
  }

  /** Every kept payee, oldest first; account numbers show their last four digits only. Caller holds the lock. */
  public List<Listed> listed() {
    List<Listed> out = new ArrayList<>();
    for (Payee p : byId.values()) {
      String bank = p.bankAccountNo == null ? "" : "; bank ****" + p.bankAccountNo.substring(Math.max(0, p.bankAccountNo.length() - 4));
      String vpa = p.vpa == null ? "" : "; vpa " + p.vpa;
      String status = "bank " + (p.bankVerified ? "verified" : "unverified") + ", vpa " + (p.vpaVerified ? "verified" : "unverified");
      out.add(new Listed(p.id, p.merchant.id, null, null, status, p.legalName + bank + vpa));
    }
    return out;
  }

  /** The payee of this merchant; 404 for unknown ids and other merchants' payees. Caller holds the lock. */
  Payee owned(Merchant merchant, String payeeId) {
    Payee payee = byId.get(payeeId);
    if (payee == null || payee.merchant != merchant) {
      throw Refusal.notFound("no payee " + payeeId);
    }
    return payee;
  }

  private static ObjectNode record(Payee payee) {
    ObjectNode out = Json.object();
    out.put("id", payee.id);
    out.put("legal_name", payee.legalName);
    out.put("email_address", payee.email);
    out.put("phone_number", payee.phone);
    out.put("bank_account_no", payee.bankAccountNo);
    out.put("routing_id", payee.routingId);
    out.put("vpa_address", payee.vpa);
    out.put("status", "active");
    out.put("compliance_status", payee.bankVerified || payee.vpaVerified ? "verified" : "pending");
    out.put("created_at", Json.time(payee.createdAt));
    return out;
  }

  private static String last4(String account) {
    return account.substring(account.length() - 4);
  }
}
