package com.service.sdk.sandbox.internal.http.controls;

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
import com.service.sdk.sandbox.internal.http.Call;
import com.service.sdk.sandbox.internal.http.CallbackSender;
import com.service.sdk.sandbox.internal.http.Family;
import com.service.sdk.sandbox.internal.http.Fields;
import com.service.sdk.sandbox.internal.http.Json;
import com.service.sdk.sandbox.internal.http.Refusals;
import com.service.sdk.sandbox.internal.http.RequestLog;
import com.service.sdk.sandbox.internal.http.Response;
import com.service.sdk.sandbox.internal.http.Routes;
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
import org.jspecify.annotations.Nullable;

/**
 * The sandbox controls, shared by {@link com.service.sdk.sandbox.Sandbox}'s methods and the {@code /_sandbox/...} HTTP
 * endpoints: merchants, completing payments, links and payouts, faults, callbacks and ledgers. A
 * refusal of the resources leaves here as a {@link com.service.sdk.sandbox.SandboxException}.
 */
public final class Controls {
  private final SandboxState state;
  private final Payments payments;
  private final Links links;
  private final Payees payees;
  private final Payouts payouts;
  private final SandboxFaults faults;
  private final CallbackSender callbacks;
  private final RequestLog requests;
  private final Function<MerchantOptions, SandboxMerchant> merchants;

  /**
   * Creates the controls.
   *
   * @param state the merchants
   * @param payments the payments to pay or fail
   * @param links the links to pay
   * @param payees the payees to list
   * @param payouts the payouts to complete or fail
   * @param faults the fault rules
   * @param callbacks the outbound callbacks
   * @param requests the request log
   * @param merchants creates a merchant as the public API does
   */
  public Controls(SandboxState state, Payments payments, Links links, Payees payees, Payouts payouts,
      SandboxFaults faults, CallbackSender callbacks, RequestLog requests,
      Function<MerchantOptions, SandboxMerchant> merchants) {
    this.state = state;
    this.payments = payments;
    this.links = links;
    this.payees = payees;
    this.payouts = payouts;
    this.faults = faults;
    this.callbacks = callbacks;
    this.requests = requests;
    this.merchants = merchants;
  }

  public SandboxPayment payPayment(String paymentId) {
    return Refusals.translate(() -> payments.pay(paymentId));
  }

  public SandboxPayment failPayment(String paymentId) {
    return Refusals.translate(() -> payments.fail(paymentId));
  }

  public SandboxLinkPayment payLink(String shortId, @Nullable BigDecimal amount) {
    return Refusals.translate(() -> links.pay(shortId, amount));
  }

  public SandboxPayout completePayout(String transactionId) {
    return Refusals.translate(() -> payouts.complete(transactionId));
  }

  public SandboxPayout failPayout(String transactionId, String reason) {
    return Refusals.translate(() -> payouts.fail(transactionId, reason));
  }

  public List<SandboxPayment> payments(String merchantId) {
    return Refusals.translate(() -> payments.of(state.merchant(merchantId)));
  }

  public List<SandboxLink> links(String merchantId) {
    return Refusals.translate(() -> links.of(state.merchant(merchantId)));
  }

  public List<SandboxPayee> payees(String merchantId) {
    return Refusals.translate(() -> payees.of(state.merchant(merchantId)));
  }

  public SandboxMerchant rotateSecret(String merchantId) {
    return Refusals.translate(() -> state.rotateSecret(merchantId).credentials());
  }

  public SandboxLedger ledger(String merchantId) {
    return Refusals.translate(() -> {
      Merchant merchant = state.merchant(merchantId);
      return new SandboxLedger(merchant.id, state.balance(merchant), payouts.of(merchant));
    });
  }

  /**
   * Adds the {@code /_sandbox/...} control routes.
   *
   * @param routes the route table
   */
  public void register(Routes routes) {
    routes.add("POST", "/_sandbox/merchants", Family.CONTROL, null, this::createMerchant);
    routes.add("POST", "/_sandbox/merchants/{merchant_id}/rotate-secret", Family.CONTROL, null,
        call -> credentials("Secret rotated", rotateSecret(call.id())));
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
        call -> Response.envelope("Callbacks", Json.tree(callbacks.deliveries())));
    routes.add("POST", "/_sandbox/callbacks/duplicates", Family.CONTROL, null, call -> {
      Integer extra = Fields.parse(call.body(), Set.of("extra")).optionalInt("extra", 0, 10);
      if (extra == null) {
        throw Refusals.badRequest("extra (0 to 10 extra copies of every callback) is required");
      }
      callbacks.duplicates(extra);
      return Response.envelope("Callback duplicates set", Json.MAPPER.getNodeFactory().numberNode(extra));
    });
    routes.add("POST", "/_sandbox/callbacks/off", Family.CONTROL, null, call -> {
      callbacks.switchOff();
      return Response.envelope("Callbacks switched off", Json.MAPPER.getNodeFactory().booleanNode(false));
    });
    routes.add("POST", "/_sandbox/callbacks/on", Family.CONTROL, null, call -> {
      callbacks.switchOn();
      return Response.envelope("Callbacks switched on", Json.MAPPER.getNodeFactory().booleanNode(true));
    });
    routes.add("POST", "/_sandbox/callbacks/hold", Family.CONTROL, null, call -> {
      callbacks.hold();
      return Response.envelope("Callbacks held", Json.MAPPER.getNodeFactory().booleanNode(true));
    });
    routes.add("POST", "/_sandbox/callbacks/release", Family.CONTROL, null, call -> {
      boolean reverse = false;
      if (call.body().length > 0) {
        Fields.parse(call.body(), Set.of("reverse"));
        reverse = flag(Json.parse(call.body()), "reverse", false);
      }
      return Response.envelope("Callbacks released", Json.tree(callbacks.release(reverse)));
    });
    routes.add("POST", "/_sandbox/callbacks/{event_id}/redeliver", Family.CONTROL, null,
        call -> Response.envelope("Callback queued again", Json.tree(callbacks.redeliver(call.id()))));
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
            throw Refusals.badRequest("approved_source_ips must be an array of IP addresses");
          }
          Set<String> ips = new HashSet<>();
          for (JsonNode ip : raw.get("approved_source_ips")) {
            ips.add(ip.asText());
          }
          options.approvedSourceIps(ips);
        }
      } catch (IllegalArgumentException e) {
        throw Refusals.badRequest(String.valueOf(e.getMessage())); // the options name the field
      }
    }
    return credentials("Merchant created", merchants.apply(options.build()));
  }

  private static Response credentials(String message, SandboxMerchant merchant) {
    ObjectNode data = Json.object();
    data.put("merchant_id", merchant.merchantId());
    data.put("api_key_id", merchant.apiKeyId());
    data.put("api_secret", merchant.apiSecret());
    return Response.envelope(message, data);
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
      throw Refusals.badRequest(name + " must be true or false");
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
