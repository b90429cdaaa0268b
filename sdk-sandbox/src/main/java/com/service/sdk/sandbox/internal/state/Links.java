package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.IdKind;
import com.service.sdk.sandbox.SandboxLink;
import com.service.sdk.sandbox.SandboxLinkPayment;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Payment links (operation 5), their public views (operations 6 and 7) and their payments. */
public final class Links {
  private static final BigDecimal DEFAULT_MIN = new BigDecimal("1.0000");

  /**
   * A link to create, as the request asked for it (already read and checked for form).
   *
   * @param title the title
   * @param amount the fixed amount
   * @param externalId the merchant's order or invoice reference
   * @param description the description, or null
   * @param usageLimit how often it may be paid, or null for once
   * @param minLimit the smallest payment, or null for 1.00
   * @param maxLimit the largest payment, or null for none
   * @param currency the currency code
   * @param expiryDays days until it expires, or null for 7
   * @param notifyUrl where its callbacks go, or null for the merchant's notify URL
   */
  public record NewLink(String title, BigDecimal amount, String externalId, @Nullable String description, @Nullable Integer usageLimit,
      @Nullable BigDecimal minLimit, @Nullable BigDecimal maxLimit, String currency, @Nullable Integer expiryDays, @Nullable String notifyUrl) {}

  /**
   * A link as it stands.
   *
   * @param id the link's id
   * @param shortId its short id
   * @param title its title
   * @param description its description, or null
   * @param fixedAmount its fixed amount
   * @param minLimit the smallest payment
   * @param maxLimit the largest payment, or null
   * @param currency the currency
   * @param usageLimit how often it may be paid
   * @param usageCount how often it was paid
   * @param status active, completed (paid usage_limit times) or expired
   * @param expiresAt when it expires
   * @param lastTransactionId the transaction of its latest payment, or null
   */
  public record Link(String id, String shortId, String title, @Nullable String description, BigDecimal fixedAmount,
      BigDecimal minLimit, @Nullable BigDecimal maxLimit, String currency, int usageLimit, int usageCount, String status,
      Instant expiresAt, @Nullable String lastTransactionId) {}

  /** A payment link; mutable fields change only under the state lock. */
  private static final class Entry {
    final String id;
    final String shortId;
    final Merchant merchant;
    final NewLink request;
    final BigDecimal minLimit;
    final int usageLimit;
    final Instant expiresAt;
    int usageCount;
    @Nullable String lastTransactionId;

    Entry(String id, String shortId, Merchant merchant, NewLink request, BigDecimal minLimit, Instant expiresAt) {
      this.id = id;
      this.shortId = shortId;
      this.merchant = merchant;
      this.request = request;
      this.minLimit = minLimit;
      this.usageLimit = request.usageLimit() == null ? 1 : request.usageLimit();
      this.expiresAt = expiresAt;
    }
  }

  private final SandboxState state;
  private final Bounded<Entry> byShortId;

  /**
   * Creates the links of one sandbox.
   *
   * @param state the shared state
   */
  public Links(SandboxState state) {
    this.state = state;
    this.byShortId = new Bounded<>(state.settings.maxResources(), link -> { });
  }

  /**
   * Creates a link.
   *
   * @param merchant the merchant of the API key
   * @param request what to create
   * @return the new link
   * @throws Refusal INVALID when the merchant has no provider merchant id or the amount and
   *     limits do not fit together, CONFLICT when a chosen short id is taken
   */
  public Link create(Merchant merchant, NewLink request) {
    if (!merchant.providerAssigned) {
      throw Refusal.invalid("provider merchant id is not assigned to merchant " + merchant.id);
    }
    BigDecimal amount = request.amount();
    BigDecimal min = request.minLimit() == null ? DEFAULT_MIN : request.minLimit();
    BigDecimal max = request.maxLimit();
    if (max != null && max.compareTo(min) < 0) {
      throw Refusal.invalid("max_limit " + Formats.amount(max) + " is below min_limit " + Formats.amount(min));
    }
    if (amount.compareTo(min) < 0) {
      throw Refusal.invalid("amount " + Formats.amount(amount) + " is below min_limit " + Formats.amount(min));
    }
    if (max != null && amount.compareTo(max) > 0) {
      throw Refusal.invalid("amount " + Formats.amount(amount) + " is above max_limit " + Formats.amount(max));
    }
    synchronized (state.lock) {
      String shortId = state.chosen.take(IdKind.LINK, byShortId::containsKey, () -> state.ids.slug(10));
      int days = request.expiryDays() == null ? 7 : request.expiryDays();
      Entry link = new Entry(state.ids.uuid(), shortId, merchant, request, min, state.now().plus(Duration.ofDays(days)));
      byShortId.put(shortId, link);
      return view(link);
    }
  }

  /**
   * Returns any link by short id.
   *
   * @param shortId the short id
   * @return the link now
   * @throws Refusal NOT_FOUND for an unknown short id
   */
  public Link find(String shortId) {
    synchronized (state.lock) {
      return view(entry(shortId));
    }
  }

  /**
   * Records one payment on an active link and sends link.paid.
   *
   * @param shortId the link's short id
   * @param amount the amount paid, or null for the link's fixed amount
   * @return the payment
   * @throws Refusal NOT_FOUND for an unknown short id, CONFLICT when the link is not active,
   *     INVALID for an amount that is not positive or has more than 4 decimals,
   *     UNPROCESSABLE for an amount outside the link's limits
   */
  public SandboxLinkPayment pay(String shortId, @Nullable BigDecimal amount) {
    synchronized (state.lock) {
      Entry link = entry(shortId);
      BigDecimal paying = amount == null ? link.request.amount() : amount;
      String status = statusOf(link);
      if (!"active".equals(status)) {
        throw Refusal.conflict("payment link " + link.shortId + " is " + status + " and accepts no payment");
      }
      if (paying.signum() <= 0 || paying.stripTrailingZeros().scale() > 4) {
        throw Refusal.invalid("amount must be positive with at most 4 decimals: " + paying);
      }
      BigDecimal max = link.request.maxLimit();
      if (paying.compareTo(link.minLimit) < 0 || max != null && paying.compareTo(max) > 0) {
        throw Refusal.unprocessable("amount " + Formats.amount(paying) + " is outside the link's limits "
            + Formats.amount(link.minLimit) + " to " + (max == null ? "unbounded" : Formats.amount(max)));
      }
      BigDecimal paid = paying.setScale(4);
      link.usageCount++;
      link.lastTransactionId = state.ids.token("txn_", 16);
      link.merchant.collection = link.merchant.collection.add(paid);
      link.merchant.pendingSettlements = link.merchant.pendingSettlements.add(paid);
      state.collections.record(link.merchant, link.lastTransactionId, link.request.externalId(), paid,
          link.request.currency(), state.now());
      boolean active = "active".equals(statusOf(link));
      Map<String, Object> fields = new LinkedHashMap<>();
      fields.put("link_id", link.id);
      fields.put("short_id", link.shortId);
      fields.put("transaction_id", link.lastTransactionId);
      fields.put("status", "SUCCESS");
      fields.put("amount", paid);
      fields.put("currency", link.request.currency());
      fields.put("current_usage_count", link.usageCount);
      fields.put("usage_limit", link.usageLimit);
      fields.put("is_active", active);
      String notifyUrl = link.request.notifyUrl();
      state.callback(notifyUrl != null ? notifyUrl : link.merchant.notifyUrl, "link.paid", link.merchant, fields);
      return new SandboxLinkPayment(link.shortId, link.lastTransactionId, paid, link.usageCount, active);
    }
  }

  /**
   * Returns every kept link, for the dashboard.
   *
   * @return the links, oldest first
   */
  public List<Listed> listed() {
    synchronized (state.lock) {
      List<Listed> out = new ArrayList<>();
      for (Entry link : byShortId.values()) {
        out.add(new Listed(link.shortId, link.merchant.id, link.request.amount(), link.request.currency(),
            statusOf(link), link.request.title() + "; paid " + link.usageCount + " of " + link.usageLimit));
      }
      return out;
    }
  }

  /**
   * Returns a merchant's kept links, each with the reference it was created with.
   *
   * @param merchant the merchant
   * @return the links, oldest first
   */
  public List<SandboxLink> of(Merchant merchant) {
    synchronized (state.lock) {
      List<SandboxLink> out = new ArrayList<>();
      for (Entry link : byShortId.values()) {
        if (link.merchant == merchant) {
          NewLink r = link.request;
          out.add(new SandboxLink(link.shortId, r.externalId(), r.title(), r.amount(), r.currency(), statusOf(link),
              link.usageCount));
        }
      }
      return out;
    }
  }

  private Entry entry(String shortId) {
    Entry link = byShortId.get(shortId);
    if (link == null) {
      throw Refusal.notFound("no payment link " + shortId);
    }
    return link;
  }

  /** active, completed (usage_limit reached) or expired (expiry_days passed). */
  private String statusOf(Entry link) {
    if (link.usageCount >= link.usageLimit) {
      return "completed";
    }
    return state.now().isBefore(link.expiresAt) ? "active" : "expired";
  }

  private Link view(Entry link) {
    NewLink r = link.request;
    return new Link(link.id, link.shortId, r.title(), r.description(), r.amount(), link.minLimit, r.maxLimit(),
        r.currency(), link.usageLimit, link.usageCount, statusOf(link), link.expiresAt, link.lastTransactionId);
  }
}
