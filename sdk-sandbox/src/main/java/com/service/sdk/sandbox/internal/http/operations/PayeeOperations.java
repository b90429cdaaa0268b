package com.service.sdk.sandbox.internal.http.operations;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.internal.http.Call;
import com.service.sdk.sandbox.internal.http.Family;
import com.service.sdk.sandbox.internal.http.Fields;
import com.service.sdk.sandbox.internal.http.Json;
import com.service.sdk.sandbox.internal.http.Query;
import com.service.sdk.sandbox.internal.http.Response;
import com.service.sdk.sandbox.internal.http.Routes;
import com.service.sdk.sandbox.internal.state.Formats;
import com.service.sdk.sandbox.internal.state.Payees;
import java.util.Set;

/** Operations 8 to 11: register, list and verify payees (merchant HMAC family). */
public final class PayeeOperations {
  private static final Set<String> FIELDS = Set.of("legal_name", "email_address", "phone_number", "bank_name",
      "category", "external_ref", "bank_account_no", "routing_id", "vpa");

  private final Payees payees;

  /**
   * Creates the operations.
   *
   * @param payees the resource
   */
  public PayeeOperations(Payees payees) {
    this.payees = payees;
  }

  /**
   * Adds the operations' routes.
   *
   * @param routes the route table
   */
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
    Payees.Payee payee = payees.create(call.caller(),
        new Payees.NewPayee(legalName, email, phone, account, routing, vpa, externalRef));
    return Response.envelope("Payee created successfully", record(payee));
  }

  private Response list(Call call) {
    Query query = Query.parse(call.rawQuery(), Set.of("limit", "offset"));
    int limit = query.intValue("limit", 50, 1, 200);
    int offset = query.intValue("offset", 0, 0, Integer.MAX_VALUE);
    Payees.Page page = payees.list(call.caller(), limit, offset);
    ArrayNode list = Json.MAPPER.createArrayNode();
    for (Payees.Payee payee : page.payees()) {
      list.add(record(payee));
    }
    ObjectNode data = Json.object();
    data.set("payees", list);
    data.put("total_count", page.totalCount());
    return Response.envelope("Payees", data);
  }

  private Response verifyBank(Call call) {
    Fields.parse(call.body(), Set.of());
    Payees.Payee payee = payees.verifyBank(call.caller(), call.id());
    ObjectNode data = Json.object();
    data.put("status", "verified");
    data.put("name_at_bank", payee.legalName());
    return Response.envelope("Bank account verified", data);
  }

  private Response verifyVpa(Call call) {
    Fields.parse(call.body(), Set.of());
    Payees.Payee payee = payees.verifyVpa(call.caller(), call.id());
    ObjectNode data = Json.object();
    data.put("status", "verified");
    data.put("name_at_vpa", payee.legalName());
    data.put("vpa", payee.vpa());
    return Response.envelope("UPI address verified", data);
  }

  private static ObjectNode record(Payees.Payee payee) {
    ObjectNode out = Json.object();
    out.put("id", payee.id());
    out.put("legal_name", payee.legalName());
    out.put("email_address", payee.email());
    out.put("phone_number", payee.phone());
    out.put("bank_account_no", payee.bankAccountNo());
    out.put("routing_id", payee.routingId());
    out.put("vpa_address", payee.vpa());
    out.put("status", "active");
    out.put("compliance_status", payee.bankVerified() || payee.vpaVerified() ? "verified" : "pending");
    out.put("created_at", Formats.time(payee.createdAt()));
    return out;
  }
}
