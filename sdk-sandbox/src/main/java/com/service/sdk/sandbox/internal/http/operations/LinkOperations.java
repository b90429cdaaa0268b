package com.service.sdk.sandbox.internal.http.operations;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.internal.http.Call;
import com.service.sdk.sandbox.internal.http.Family;
import com.service.sdk.sandbox.internal.http.Fields;
import com.service.sdk.sandbox.internal.http.Json;
import com.service.sdk.sandbox.internal.http.Refusals;
import com.service.sdk.sandbox.internal.http.Response;
import com.service.sdk.sandbox.internal.http.Routes;
import com.service.sdk.sandbox.internal.http.Urls;
import com.service.sdk.sandbox.internal.state.Formats;
import com.service.sdk.sandbox.internal.state.Links;
import java.math.BigDecimal;
import java.util.Set;

/** Operations 5 to 7: create a payment link (merchant HMAC family), and its two public views. */
public final class LinkOperations {
  private static final Set<String> FIELDS = Set.of("title", "amount", "external_id", "customer_context",
      "description", "usage_limit", "min_limit", "max_limit", "currency", "expiry_days", "notify_url", "tags");
  private static final Set<String> CUSTOMER_FIELDS =
      Set.of("full_name", "email_address", "phone_number", "dial_code");

  private final Links links;
  private final String checkoutBaseUrl;

  /**
   * Creates the operations.
   *
   * @param links the resource
   * @param checkoutBaseUrl the start of every {@code checkout_url}
   */
  public LinkOperations(Links links, String checkoutBaseUrl) {
    this.links = links;
    this.checkoutBaseUrl = checkoutBaseUrl;
  }

  /**
   * Adds the operations' routes.
   *
   * @param routes the route table
   */
  public void register(Routes routes) {
    routes.add("POST", "/api/v1/collections/intents/api", Family.HMAC, SandboxOperation.CREATE_LINK, this::create);
    routes.add("GET", "/api/v1/collections/intents/{short_id}/status", Family.PUBLIC,
        SandboxOperation.LINK_STATUS, this::publicStatus);
    routes.add("GET", "/api/v1/collections/checkout/{short_id}", Family.PUBLIC,
        SandboxOperation.CHECKOUT_LINK, this::checkout);
  }

  private Response create(Call call) {
    Fields body = Fields.parse(call.body(), FIELDS);
    String title = body.requiredString("title");
    BigDecimal amount = body.numberAmount("amount");
    String externalId = body.requiredString("external_id");
    Fields customer = body.requiredObject("customer_context", CUSTOMER_FIELDS);
    customer.requiredString("full_name");
    customer.requiredString("email_address");
    customer.requiredString("phone_number");
    String dialCode = customer.optionalString("dial_code");
    if (dialCode != null && !dialCode.matches("\\+\\d{1,4}")) {
      throw Refusals.badRequest("customer_context.dial_code must look like +91");
    }
    String description = body.optionalString("description");
    Integer usageLimit = body.optionalInt("usage_limit", 1, 1_000_000);
    BigDecimal min = body.optionalNumberAmount("min_limit");
    BigDecimal max = body.optionalNumberAmount("max_limit");
    String currency = body.currency();
    Integer expiryDays = body.optionalInt("expiry_days", 1, 365);
    String notifyUrl = body.optionalUrl("notify_url");
    body.optionalObject("tags");
    Links.Link link = links.create(call.caller(),
        new Links.NewLink(title, amount, externalId, description, usageLimit, min, max, currency, expiryDays, notifyUrl));
    ObjectNode data = Json.object();
    data.put("id", link.id());
    data.put("short_id", link.shortId());
    data.put("title", link.title());
    data.put("description", link.description());
    data.put("fixed_amount", Formats.amount(link.fixedAmount()));
    data.put("min_limit", Formats.amount(link.minLimit()));
    data.put("max_limit", link.maxLimit() == null ? null : Formats.amount(link.maxLimit()));
    data.put("currency", link.currency());
    data.put("usage_limit", link.usageLimit());
    data.put("current_usage_count", link.usageCount());
    data.put("status", link.status());
    data.put("is_active", "active".equals(link.status()));
    data.put("expires_at", Formats.time(link.expiresAt()));
    data.put("checkout_url", checkoutBaseUrl + "/" + Urls.encodeSegment(link.shortId()));
    return Response.envelope("Payment link created", data);
  }

  private Response publicStatus(Call call) {
    Links.Link link = links.find(call.id());
    ObjectNode data = Json.object();
    data.put("status", link.usageCount() > 0 ? "SUCCESS" : "expired".equals(link.status()) ? "EXPIRED" : "PENDING");
    data.put("short_id", link.shortId());
    data.put("transaction_id", link.lastTransactionId());
    data.put("current_usage_count", link.usageCount());
    data.put("usage_limit", link.usageLimit());
    data.put("is_active", "active".equals(link.status()));
    return Response.envelope("Link status", data);
  }

  private Response checkout(Call call) {
    Links.Link link = links.find(call.id());
    ObjectNode data = Json.object();
    data.put("id", link.id());
    data.put("short_id", link.shortId());
    data.put("title", link.title());
    data.put("fixed_amount", Formats.amount(link.fixedAmount()));
    data.put("currency", link.currency());
    data.put("status", link.status());
    return Response.envelope("Checkout link details", data);
  }
}
