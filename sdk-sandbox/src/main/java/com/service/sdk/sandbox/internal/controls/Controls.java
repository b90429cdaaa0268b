package com.service.sdk.sandbox.internal.controls;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.FaultRule;
import com.service.sdk.sandbox.MerchantOptions;
import com.service.sdk.sandbox.SandboxFaults;
import com.service.sdk.sandbox.SandboxLedger;
import com.service.sdk.sandbox.SandboxLink;
import com.service.sdk.sandbox.SandboxLinkPayment;
import com.service.sdk.sandbox.SandboxMerchant;
import com.service.sdk.sandbox.SandboxPayee;
import com.service.sdk.sandbox.SandboxPayment;
import com.service.sdk.sandbox.SandboxPayout;
import com.service.sdk.sandbox.internal.server.Call;
import com.service.sdk.sandbox.internal.server.Family;
import com.service.sdk.sandbox.internal.server.Fields;
import com.service.sdk.sandbox.internal.server.Json;
import com.service.sdk.sandbox.internal.server.Refusal;
import com.service.sdk.sandbox.internal.server.RequestLog;
import com.service.sdk.sandbox.internal.server.Response;
import com.service.sdk.sandbox.internal.server.Routes;
import com.service.sdk.sandbox.internal.state.Links;
import com.service.sdk.sandbox.internal.state.Merchant;
import com.service.sdk.sandbox.internal.state.Payees;
import com.service.sdk.sandbox.internal.state.Payments;
import com.service.sdk.sandbox.internal.state.Payouts;
import com.service.sdk.sandbox.internal.state.SandboxState;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The sandbox controls, shared by {@link com.service.sdk.sandbox.Sandbox}'s methods and the {@code /_sandbox/...} HTTP
 * endpoints: merchants, completing payments, links and payouts, faults, callbacks and ledgers.
 */
public final class Controls {
  private final SandboxState state;
  private final Payments payments;
  private final Links links;
  private final Payees payees;
  private final Payouts payouts;
  private final SandboxFaults faults;
  private final Function<MerchantOptions, SandboxMerchant> merchants;
  private final RequestLog requests;

  public Controls(SandboxState state, Payments payments, Links links, Payees payees, Payouts payouts,
      SandboxFaults faults, RequestLog requests, Function<MerchantOptions, SandboxMerchant> merchants) {
    this.payees = payees;
    this.requests = requests;
    this.merchants = merchants;
    this.state = state;
    this.payments = payments;
    this.links = links;
    this.payouts = payouts;
    this.faults = faults;
  }

  public SandboxPayment payPayment(String paymentId) {
    synchronized (state.lock) {
      return payments.pay(payments.find(paymentId));
    }
  }

  public SandboxPayment failPayment(String paymentId) {
    synchronized (state.lock) {
      return payments.fail(payments.find(paymentId));
    }
  }

  public SandboxLinkPayment payLink(String shortId, BigDecimal amount) {
    synchronized (state.lock) {
      Links.Link link = links.find(shortId);
      return links.pay(link, amount == null ? link.fixedAmount : amount);
    }
  }

  public SandboxPayout completePayout(String transactionId) {
    synchronized (state.lock) {
      return payouts.complete(payouts.find(transactionId));
    }
  }

  public SandboxPayout failPayout(String transactionId, String reason) {
    synchronized (state.lock) {
      return payouts.fail(payouts.find(transactionId), reason);
    }
  }

  public List<SandboxPayment> payments(String merchantId) {
    Merchant merchant = state.merchant(merchantId);
    synchronized (state.lock) {
      return payments.of(merchant);
    }
  }

  public List<SandboxLink> links(String merchantId) {
    Merchant merchant = state.merchant(merchantId);
    synchronized (state.lock) {
      return links.of(merchant);
    }
  }

  public List<SandboxPayee> payees(String merchantId) {
    Merchant merchant = state.merchant(merchantId);
    synchronized (state.lock) {
      return payees.of(merchant);
    }
  }

  public SandboxLedger ledger(String merchantId) {
    Merchant merchant = state.merchant(merchantId);
    synchronized (state.lock) {
      return new SandboxLedger(merchant.id, merchant.balance(), payouts.of(merchant));
    }
  }

  public void register(Routes routes) {
    routes.add("POST", "/_sandbox/merchants", Family.CONTROL, null, this::createMerchant);
    routes.add("GET", "/_sandbox/merchants/{merchant_id}/ledger", Family.CONTROL, null,
        call -> Response.envelope("Ledger", Json.tree(ledger(call.id()))));
    routes.add("POST", "/_sandbox/payments/{payment_id}/pay", Family.CONTROL, null,
        call -> Response.envelope("Payment paid", Json.tree(payPayment(call.id()))));
    routes.add("POST", "/_sandbox/payments/{payment_id}/fail", Family.CONTROL, null,
        call -> Response.envelope("Payment failed", Json.tree(failPayment(call.id()))));
    routes.add("POST", "/_sandbox/links/{short_id}/pay", Family.CONTROL, null, this::payLinkCall);
    routes.add("POST", "/_sandbox/payouts/{transaction_id}/complete", Family.CONTROL, null,
        call -> Response.envelope("Payout completed", Json.tree(completePayout(call.id()))));
    routes.add("POST", "/_sandbox/payouts/{transaction_id}/fail", Family.CONTROL, null, this::failPayoutCall);
    routes.add("GET", "/_sandbox/faults", Family.CONTROL, null, call -> faultList());
    routes.add("POST", "/_sandbox/faults", Family.CONTROL, null, this::addFault);
    routes.add("DELETE", "/_sandbox/faults", Family.CONTROL, null, call -> {
      faults.clear();
      return faultList();
    });
    routes.add("GET", "/_sandbox/callbacks", Family.CONTROL, null,
        call -> Response.envelope("Callbacks", Json.tree(state.callbacks.deliveries())));
    routes.add("POST", "/_sandbox/callbacks/duplicates", Family.CONTROL, null, call -> {
      Integer extra = Fields.parse(call.body(), Set.of("extra")).optionalInt("extra", 0, 10);
      if (extra == null) {
        throw Refusal.badRequest("extra (0 to 10 extra copies of every callback) is required");
      }
      state.callbacks.duplicates(extra);
      return Response.envelope("Callback duplicates set", Json.MAPPER.getNodeFactory().numberNode(extra));
    });
    routes.add("POST", "/_sandbox/callbacks/hold", Family.CONTROL, null, call -> {
      state.callbacks.hold();
      return Response.envelope("Callbacks held", Json.MAPPER.getNodeFactory().booleanNode(true));
    });
    routes.add("POST", "/_sandbox/callbacks/release", Family.CONTROL, null, call -> {
      boolean reverse = false;
      if (call.body().length > 0) {
        Fields.parse(call.body(), Set.of("reverse"));
        reverse = flag(Json.parse(call.body()), "reverse", false);
      }
      return Response.envelope("Callbacks released", Json.tree(state.callbacks.release(reverse)));
    });
    routes.add("POST", "/_sandbox/callbacks/{event_id}/redeliver", Family.CONTROL, null,
        call -> Response.envelope("Callback queued again", Json.tree(state.callbacks.redeliver(call.id()))));
    routes.add("GET", "/_sandbox/requests", Family.CONTROL, null,
        call -> Response.envelope("Requests", Json.tree(requests.requests())));
  }

  private Response createMerchant(Call call) {
    MerchantOptions.Builder options = MerchantOptions.builder();
    if (call.body().length > 0) {
      Fields body = Fields.parse(call.body(), Set.of("wallet_balance", "payout_deposit_balance", "active",
          "enabled", "provider_assigned", "approved_source_ips", "notify_url"));
      BigDecimal wallet = body.optionalBalance("wallet_balance");
      BigDecimal deposit = body.optionalBalance("payout_deposit_balance");
      String notifyUrl = body.optionalUrl("notify_url");
      JsonNode raw = Json.parse(call.body());
      try {
        options = wallet == null ? options : options.walletBalance(wallet);
        options = deposit == null ? options : options.payoutDepositBalance(deposit);
        options = notifyUrl == null ? options : options.notifyUrl(notifyUrl);
        options.active(flag(raw, "active")).enabled(flag(raw, "enabled")).providerAssigned(flag(raw, "provider_assigned"));
        if (raw.has("approved_source_ips")) {
          if (!raw.get("approved_source_ips").isArray()) {
            throw Refusal.badRequest("approved_source_ips must be an array of IP addresses");
          }
          Set<String> ips = new HashSet<>();
          for (JsonNode ip : raw.get("approved_source_ips")) {
            ips.add(ip.asText());
          }
          options.approvedSourceIps(ips);
        }
      } catch (IllegalArgumentException e) {
        throw Refusal.badRequest(e.getMessage());
      }
    }
    SandboxMerchant merchant = merchants.apply(options.build());
    ObjectNode data = Json.object();
    data.put("merchant_id", merchant.merchantId());
    data.put("api_key_id", merchant.apiKeyId());
    data.put("api_secret", merchant.apiSecret());
    return Response.envelope("Merchant created", data);
  }

  private static boolean flag(JsonNode body, String name) {
    return flag(body, name, true);
  }

  private static boolean flag(JsonNode body, String name, boolean absent) {
    JsonNode value = body.get(name);
    if (value == null || value.isNull()) {
      return absent;
    }
    if (!value.isBoolean()) {
      throw Refusal.badRequest(name + " must be true or false");
    }
    return value.booleanValue();
  }

  private Response payLinkCall(Call call) {
    BigDecimal amount = null;
    if (call.body().length > 0) {
      amount = Fields.parse(call.body(), Set.of("amount")).optionalNumberAmount("amount");
    }
    return Response.envelope("Link paid", Json.tree(payLink(call.id(), amount)));
  }

  private Response failPayoutCall(Call call) {
    String reason = Fields.parse(call.body(), Set.of("failure_reason")).requiredString("failure_reason");
    return Response.envelope("Payout failed", Json.tree(failPayout(call.id(), reason)));
  }

  private Response addFault(Call call) {
    faults.add(FaultRules.fromJson(call.body()));
    return faultList();
  }

  private Response faultList() {
    List<FaultRule> rules = faults.rules();
    ArrayNode out = Json.MAPPER.createArrayNode();
    for (FaultRule rule : rules) {
      out.add(rule.toString());
    }
    return Response.envelope("Fault rules", out);
  }
}
