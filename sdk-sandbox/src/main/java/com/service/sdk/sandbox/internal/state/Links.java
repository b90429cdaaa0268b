package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.IdKind;
import com.service.sdk.sandbox.internal.server.Urls;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.service.sdk.sandbox.SandboxLink;
import com.service.sdk.sandbox.SandboxLinkPayment;
import com.service.sdk.sandbox.SandboxOperation;
import com.service.sdk.sandbox.internal.server.Call;
import com.service.sdk.sandbox.internal.server.Family;
import com.service.sdk.sandbox.internal.server.Fields;
import com.service.sdk.sandbox.internal.server.Json;
import com.service.sdk.sandbox.internal.server.Refusal;
import com.service.sdk.sandbox.internal.server.Response;
import com.service.sdk.sandbox.internal.server.Routes;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Payment links (operation 5) and their public views (operations 6 and 7). */
public final class Links {
  private static final Set<String> FIELDS = Set.of("title", "amount", "external_id", "customer_context",
      "description", "usage_limit", "min_limit", "max_limit", "currency", "expiry_days", "notify_url", "tags");
  private static final Set<String> CUSTOMER_FIELDS =
      Set.of("full_name", "email_address", "phone_number", "dial_code");
  private static final BigDecimal DEFAULT_MIN = new BigDecimal("1.0000");

  /** A payment link; mutable fields change only under the state lock. */
  public static final class Link {
    final String id;
    public final String shortId;
    final Merchant merchant;
    final String externalId;
    public final String title;
    public final String description;
    public final BigDecimal fixedAmount;
    final BigDecimal minLimit;
    final BigDecimal maxLimit;
    public final String currency;
    final int usageLimit;
    final String notifyUrl;
    final Instant expiresAt;
    int usageCount;
    String lastTransactionId;

    public Link(String id, String shortId, Merchant merchant, String externalId, String title, String description,
        BigDecimal fixedAmount, BigDecimal minLimit, BigDecimal maxLimit, String currency, int usageLimit,
        String notifyUrl, Instant expiresAt) {
      this.id = id;
      this.shortId = shortId;
      this.merchant = merchant;
      this.externalId = externalId;
      this.title = title;
      this.description = description;
      this.fixedAmount = fixedAmount;
      this.minLimit = minLimit;
      this.maxLimit = maxLimit;
      this.currency = currency;
      this.usageLimit = usageLimit;
      this.notifyUrl = notifyUrl;
      this.expiresAt = expiresAt;
    }
  }

  private final SandboxState state;
  private final String checkoutBaseUrl;
  private final Bounded<Link> byShortId;

  public Links(SandboxState state, String checkoutBaseUrl) {
    this.byShortId = new Bounded<>(state.options.maxResources(), link -> { });
    this.state = state;
    this.checkoutBaseUrl = checkoutBaseUrl;
  }

  public void register(Routes routes) {
    routes.add("POST", "/api/v1/collections/intents/api", Family.HMAC, SandboxOperation.CREATE_LINK, this::create);
    routes.add("GET", "/api/v1/collections/intents/{short_id}/status", Family.PUBLIC,
        SandboxOperation.LINK_STATUS, this::publicStatus);
    routes.add("GET", "/api/v1/collections/checkout/{short_id}", Family.PUBLIC,
        SandboxOperation.CHECKOUT_LINK, this::checkout);
  }

  private Response create(Call call) {
    Merchant merchant = call.merchant();
    if (!merchant.providerAssigned) {
      throw Refusal.badRequest("provider merchant id is not assigned to merchant " + merchant.id);
    }
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
      throw Refusal.badRequest("customer_context.dial_code must look like +91");
    }
    String description = body.optionalString("description");
    Integer usageLimit = body.optionalInt("usage_limit", 1, 1_000_000);
    BigDecimal min = body.optionalNumberAmount("min_limit");
    BigDecimal max = body.optionalNumberAmount("max_limit");
    String currency = body.currency();
    Integer expiryDays = body.optionalInt("expiry_days", 1, 365);
    String notifyUrl = body.optionalUrl("notify_url");
    body.optionalObject("tags");
    BigDecimal minLimit = min == null ? DEFAULT_MIN : min;
    if (max != null && max.compareTo(minLimit) < 0) {
      throw Refusal.badRequest("max_limit " + Json.amount(max) + " is below min_limit " + Json.amount(minLimit));
    }
    if (amount.compareTo(minLimit) < 0) {
      throw Refusal.badRequest("amount " + Json.amount(amount) + " is below min_limit " + Json.amount(minLimit));
    }
    if (max != null && amount.compareTo(max) > 0) {
      throw Refusal.badRequest("amount " + Json.amount(amount) + " is above max_limit " + Json.amount(max));
    }
    synchronized (state.lock) {
      String shortId = state.chosen.take(IdKind.LINK, byShortId::containsKey, () -> state.ids.slug(10));
      Instant expiresAt = state.now().plus(Duration.ofDays(expiryDays == null ? 7 : expiryDays));
      Link link = new Link(state.ids.uuid(), shortId, merchant, externalId, title, description, amount, minLimit,
          max, currency, usageLimit == null ? 1 : usageLimit, notifyUrl, expiresAt);
      byShortId.put(shortId, link);
      return Response.envelope("Payment link created", data(link));
    }
  }

  private Response publicStatus(Call call) {
    synchronized (state.lock) {
      Link link = find(call.id());
      ObjectNode data = Json.object();
      data.put("status", link.usageCount > 0 ? "SUCCESS" : "expired".equals(statusOf(link)) ? "EXPIRED" : "PENDING");
      data.put("short_id", link.shortId);
      data.put("transaction_id", link.lastTransactionId);
      data.put("current_usage_count", link.usageCount);
      data.put("usage_limit", link.usageLimit);
      data.put("is_active", "active".equals(statusOf(link)));
      return Response.envelope("Link status", data);
    }
  }

  private Response checkout(Call call) {
    synchronized (state.lock) {
      Link link = find(call.id());
      ObjectNode data = Json.object();
      data.put("id", link.id);
      data.put("short_id", link.shortId);
      data.put("title", link.title);
      data.put("fixed_amount", Json.amount(link.fixedAmount));
      data.put("currency", link.currency);
      data.put("status", statusOf(link));
      return Response.envelope("Checkout link details", data);
    }
  }

  private ObjectNode data(Link link) {
    ObjectNode data = Json.object();
    data.put("id", link.id);
    data.put("short_id", link.shortId);
    data.put("title", link.title);
    data.put("description", link.description);
    data.put("fixed_amount", Json.amount(link.fixedAmount));
    data.put("min_limit", Json.amount(link.minLimit));
    data.put("max_limit", link.maxLimit == null ? null : Json.amount(link.maxLimit));
    data.put("currency", link.currency);
    data.put("usage_limit", link.usageLimit);
    data.put("current_usage_count", link.usageCount);
    data.put("status", statusOf(link));
    data.put("is_active", "active".equals(statusOf(link)));
    data.put("expires_at", Json.time(link.expiresAt));
    data.put("checkout_url", checkoutBaseUrl + "/" + Urls.encodeSegment(link.shortId));
    return data;
  }

  /** Any link by short id; 404 when unknown. Caller holds the lock. */
  public Link find(String shortId) {
    Link link = byShortId.get(shortId);
    if (link == null) {
      throw Refusal.notFound("no payment link " + shortId);
    }
    return link;
  }

  /** Every kept link, oldest first. Caller holds the lock. */
  public List<Listed> listed() {
    List<Listed> out = new ArrayList<>();
    for (Link link : byShortId.values()) {
      out.add(new Listed(link.shortId, link.merchant.id, link.fixedAmount, link.currency, statusOf(link),
          link.title + "; paid " + link.usageCount + " of " + link.usageLimit));
    }
    return out;
  }

  /** A merchant's kept links, oldest first. Caller holds the lock. */
  public List<SandboxLink> of(Merchant merchant) {
    List<SandboxLink> out = new ArrayList<>();
    for (Link link : byShortId.values()) {
      if (link.merchant == merchant) {
        out.add(new SandboxLink(link.shortId, link.externalId, link.title, link.fixedAmount, link.currency,
            statusOf(link), link.usageCount));
      }
    }
    return out;
  }

  /** active, completed (usage_limit reached) or expired (expiry_days passed). Caller holds the lock. */
  public String statusOf(Link link) {
    if (link.usageCount >= link.usageLimit) {
      return "completed";
    }
    return state.now().isBefore(link.expiresAt) ? "active" : "expired";
  }

  /** Records one payment of {@code amount} on an active link and sends link.paid. Caller holds the lock. */
  public SandboxLinkPayment pay(Link link, BigDecimal amount) {
    String status = statusOf(link);
    if (!"active".equals(status)) {
      throw Refusal.conflict("payment link " + link.shortId + " is " + status + " and accepts no payment");
    }
    if (amount.signum() <= 0 || amount.stripTrailingZeros().scale() > 4) {
      throw Refusal.badRequest("amount must be positive with at most 4 decimals: " + amount);
    }
    if (amount.compareTo(link.minLimit) < 0 || link.maxLimit != null && amount.compareTo(link.maxLimit) > 0) {
      throw Refusal.unprocessable("amount " + Json.amount(amount) + " is outside the link's limits "
          + Json.amount(link.minLimit) + " to " + (link.maxLimit == null ? "unbounded" : Json.amount(link.maxLimit)));
    }
    BigDecimal paid = amount.setScale(4);
    link.usageCount++;
    link.lastTransactionId = state.ids.token("txn_", 16);
    link.merchant.collection = link.merchant.collection.add(paid);
    link.merchant.pendingSettlements = link.merchant.pendingSettlements.add(paid);
    boolean active = "active".equals(statusOf(link));
    ObjectNode payload = state.callbackPayload("link.paid", link.merchant);
    payload.put("link_id", link.id);
    payload.put("short_id", link.shortId);
    payload.put("transaction_id", link.lastTransactionId);
    payload.put("status", "SUCCESS");
    payload.put("amount", Json.amount(paid));
    payload.put("currency", link.currency);
    payload.put("current_usage_count", link.usageCount);
    payload.put("usage_limit", link.usageLimit);
    payload.put("is_active", active);
    state.callbacks.send(link.notifyUrl != null ? link.notifyUrl : link.merchant.notifyUrl, payload);
    return new SandboxLinkPayment(link.shortId, link.lastTransactionId, paid, link.usageCount, active);
  }
}
