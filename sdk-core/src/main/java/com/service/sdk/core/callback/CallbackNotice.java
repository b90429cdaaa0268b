package com.service.sdk.core.callback;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What an incoming callback claims to be about, and nothing more. The spec shows no callback
 * signature and no payload shape (spec 6), so anyone who can reach your endpoint can send
 * anything: a notice keeps only the identifiers that name a resource, never a status or an
 * amount, and the family clients confirm it before anything is believed: payments and payouts
 * with a signed status call that answers only for the caller's own resources
 * ({@code plugin.payments().confirm(notice)}, {@code merchant.payouts().confirm(notice)}), links
 * with the public link status after the merchant's own records recognise the link as theirs
 * ({@code pub.links().confirm(notice, ownership)}), since that status says nothing about whose
 * link it is.
 *
 * <p>Reading never throws for what the body holds: a body that is empty, too large
 * ({@value #MAX_BODY_BYTES} bytes at most), nested deeper than {@value #MAX_NESTING_DEPTH},
 * not JSON, not an object, or without any recognised field gives a notice that
 * {@linkplain #identifiesNothing() identifies nothing}, and {@link #problems()} says why.
 *
 * <p><b>Recognised fields.</b> Each is looked up, in this order, in the body's top-level
 * object, then in {@code data}, {@code data.object}, {@code object} and {@code payload} when
 * those are objects (the envelopes payment services commonly wrap an event in):
 * <ul>
 *   <li>payment id: {@code payment_id}, {@code paymentId}</li>
 *   <li>order id: {@code order_id}, {@code orderId}</li>
 *   <li>transaction id: {@code transaction_id}, {@code transactionId}</li>
 *   <li>link short id: {@code short_id}, {@code shortId}</li>
 *   <li>refund id: {@code refund_id}, {@code refundId}</li>
 *   <li>event name: {@code event}, {@code event_type}, {@code eventType}, {@code type}; else the
 *       {@code X-Service-Event} header</li>
 *   <li>event id: {@code event_id}, {@code eventId}; else the {@code X-Service-Event-Id} header</li>
 * </ul>
 * The snake_case names are the spec's own names for these fields (spec 2); the camelCase
 * forms and envelopes cover a service that changes its serialiser. A bare {@code id} is not
 * read: it names a different thing in every shape. A value counts when it is text or a whole
 * number; any other type is ignored. An identifier is ignored unless it is 1 to
 * {@value #MAX_ID_LENGTH} characters without a path separator ({@code /} or {@code \}),
 * surrounding whitespace, or control, invisible formatting, unassigned or supplementary
 * character, and is not {@code .} or {@code ..}: so it is safe in a status call's path, a
 * store key and a log line. The same holds for the event name and event id. A field found with
 * two different values (in two places, or under two names) is ignored as ambiguous.
 *
 * <p><b>Kind.</b> A notice names a payment when it has a payment id, else a link when it has a
 * short id, else a payout when it has a transaction id (payment and link callbacks carry a
 * transaction id too). An event name starting with {@code payment}, {@code link} or
 * {@code payout} wins when the notice has that kind's id. A refund is reported through its
 * payment: the spec has no refund status operation.
 */
public final class CallbackNotice {
  /** The largest body read, in bytes: far above any callback's, far below what could hurt. */
  public static final int MAX_BODY_BYTES = 1024 * 1024;
  /** The deepest nesting of objects and arrays read. */
  public static final int MAX_NESTING_DEPTH = 32;
  /** The longest identifier, event name or event id kept. */
  public static final int MAX_ID_LENGTH = 128;

  /** What a notice names, and so which status operation confirms it. */
  public enum Kind {
    /** A hosted payment, confirmed by its status (spec 4.2). */
    PAYMENT("payment", "payment_id"),
    /** A payment link, confirmed by its public status (spec 4.6). */
    LINK("link", "short_id"),
    /** A payout, confirmed by its ledger transaction (spec 4.13). */
    PAYOUT("payout", "transaction_id"),
    /** Nothing a status operation takes. */
    NONE("nothing", null);

    private final String noun;
    private final @Nullable String idField;

    Kind(String noun, @Nullable String idField) {
      this.noun = noun;
      this.idField = idField;
    }
  }

  private final @Nullable String event;
  private final @Nullable String eventId;
  private final @Nullable String paymentId;
  private final @Nullable String orderId;
  private final @Nullable String transactionId;
  private final @Nullable String shortId;
  private final @Nullable String refundId;
  private final Kind kind;
  private final List<String> problems;

  CallbackNotice(Map<String, String> found, List<String> problems) {
    this.event = found.get(NoticeReader.EVENT);
    this.eventId = found.get(NoticeReader.EVENT_ID);
    this.paymentId = found.get(NoticeReader.PAYMENT_ID);
    this.orderId = found.get(NoticeReader.ORDER_ID);
    this.transactionId = found.get(NoticeReader.TRANSACTION_ID);
    this.shortId = found.get(NoticeReader.SHORT_ID);
    this.refundId = found.get(NoticeReader.REFUND_ID);
    this.problems = List.copyOf(problems);
    this.kind = kindOf();
  }

  /**
   * Reads a callback from its raw body and request headers. Never throws for what they hold.
   *
   * @param body the request body exactly as received
   * @param headers the request headers, names in any case (a servlet's, the JDK server's
   *     {@code Headers}, Spring's {@code HttpHeaders} all fit)
   * @return the notice; {@link #identifiesNothing()} when nothing usable was found
   * @throws NullPointerException if {@code body} or {@code headers} is null
   */
  public static CallbackNotice parse(byte[] body, Map<String, ? extends List<String>> headers) {
    Objects.requireNonNull(body, "body == null");
    Objects.requireNonNull(headers, "headers == null");
    return NoticeReader.read(body, headers);
  }

  /**
   * Returns a notice naming one resource by the id you know it by, as a callback would: for a
   * payment, payout or link whose callback may never come, so that
   * {@link CallbackHandler#reconcile(CallbackNotice)} confirms it by its status call and runs the
   * action once, as for a delivery.
   *
   * @param kind what {@code id} names
   * @param id the payment id, the payout's transaction id, or the link's short id
   * @return the notice
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code kind} is {@link Kind#NONE}, or {@code id} is not an
   *     identifier a callback's would be (blank, longer than {@value #MAX_ID_LENGTH} characters,
   *     with a path separator, surrounding whitespace or a control character)
   */
  public static CallbackNotice of(Kind kind, String id) {
    Objects.requireNonNull(kind, "kind == null");
    Objects.requireNonNull(id, "id == null");
    if (kind == Kind.NONE) {
      throw new IllegalArgumentException("Kind.NONE names nothing a status operation confirms");
    }
    String refusal = NoticeReader.refusal(id);
    if (refusal != null) {
      throw new IllegalArgumentException(kind.idField + " " + refusal);
    }
    return new CallbackNotice(Map.of(kind.idField, id), List.of());
  }

  /**
   * Reads a callback from its raw body alone; see {@link #parse(byte[], Map)}.
   *
   * @param body the request body exactly as received
   * @return the notice
   * @throws NullPointerException if {@code body} is null
   */
  public static CallbackNotice parse(byte[] body) {
    return parse(body, Map.of());
  }

  /**
   * Returns what the notice names, which decides the status operation that confirms it.
   *
   * @return the kind; {@link Kind#NONE} when it names nothing a status operation takes
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Whether the notice holds no identifier at all (no payment, order, transaction, link or
   * refund id); {@link #problems()} says why.
   *
   * @return true when nothing was identified
   */
  public boolean identifiesNothing() {
    return paymentId == null && orderId == null && transactionId == null && shortId == null && refundId == null;
  }

  /**
   * Returns the identifier that confirms a notice of {@code expected} kind, for the family
   * clients' {@code confirm} methods.
   *
   * @param expected the kind the caller confirms
   * @return the payment id, short id or transaction id
   * @throws NullPointerException if {@code expected} is null
   * @throws IllegalArgumentException if the notice is of another kind or identifies nothing,
   *     naming the missing field and what the notice holds instead
   */
  public String requireId(Kind expected) {
    Objects.requireNonNull(expected, "expected == null");
    if (expected == Kind.NONE) {
      throw new IllegalArgumentException("Kind.NONE has no identifier to confirm");
    }
    String id = expected == Kind.PAYMENT ? paymentId : expected == Kind.LINK ? shortId : transactionId;
    if (kind == expected && id != null) { // a notice of a kind always has that kind's id
      return id;
    }
    String holds;
    if (kind != Kind.NONE) {
      holds = "it names a " + kind.noun + " by " + kind.idField;
    } else if (identifiesNothing()) {
      holds = "it identifies nothing" + (problems.isEmpty() ? "" : ": " + String.join("; ", problems));
    } else {
      holds = "it names only " + String.join(" and ", onlyReferences()) + ", which no status operation takes";
    }
    throw new IllegalArgumentException("callback notice has no " + expected.idField + ", so it cannot be confirmed as a "
        + expected.noun + " (" + holds + ")");
  }

  /**
   * Returns the event name, such as {@code payment.paid}: informative only, never a status.
   *
   * @return the event name, or empty
   */
  public Optional<String> event() {
    return Optional.ofNullable(event);
  }

  /**
   * Returns the sender's event id, for logs: two deliveries of one event may or may not share it.
   *
   * @return the event id, or empty
   */
  public Optional<String> eventId() {
    return Optional.ofNullable(eventId);
  }

  /**
   * Returns the hosted payment's id.
   *
   * @return the payment id, or empty
   */
  public Optional<String> paymentId() {
    return Optional.ofNullable(paymentId);
  }

  /**
   * Returns the merchant's order reference the notice names; match it only against your own records.
   *
   * @return the order id, or empty
   */
  public Optional<String> orderId() {
    return Optional.ofNullable(orderId);
  }

  /**
   * Returns the transaction id: a payout's, or the one of a payment or link payment.
   *
   * @return the transaction id, or empty
   */
  public Optional<String> transactionId() {
    return Optional.ofNullable(transactionId);
  }

  /**
   * Returns the payment link's short id.
   *
   * @return the short id, or empty
   */
  public Optional<String> shortId() {
    return Optional.ofNullable(shortId);
  }

  /**
   * Returns the refund's id.
   *
   * @return the refund id, or empty
   */
  public Optional<String> refundId() {
    return Optional.ofNullable(refundId);
  }

  /**
   * Returns why the body or a field of it was not used: each names the field and the reason,
   * never the value, so it is safe to log.
   *
   * @return the problems found, in the order found; empty when everything recognised was usable
   */
  public List<String> problems() {
    return problems;
  }

  /**
   * Returns the identifiers this notice holds (and its event name and id) as a small JSON object,
   * which {@link #parse(byte[])} reads back as a notice naming the same: what a
   * {@link DeliveryStore} keeps with a claim, so that a delivery lost to a crash can be finished
   * from it without the callback being sent again.
   *
   * @return the JSON text, such as {@code {"payment_id":"pay_1","transaction_id":"txn_9"}}
   */
  public String toJson() {
    Map<String, String> fields = new LinkedHashMap<>();
    putIfPresent(fields, NoticeReader.EVENT, event);
    putIfPresent(fields, NoticeReader.EVENT_ID, eventId);
    putIfPresent(fields, NoticeReader.PAYMENT_ID, paymentId);
    putIfPresent(fields, NoticeReader.ORDER_ID, orderId);
    putIfPresent(fields, NoticeReader.TRANSACTION_ID, transactionId);
    putIfPresent(fields, NoticeReader.SHORT_ID, shortId);
    putIfPresent(fields, NoticeReader.REFUND_ID, refundId);
    return NoticeReader.write(fields);
  }

  private static void putIfPresent(Map<String, String> fields, String name, @Nullable String value) {
    if (value != null) {
      fields.put(name, value);
    }
  }

  @Override
  public String toString() {
    return "CallbackNotice[kind=" + kind + ", event=" + event + ", eventId=" + eventId + ", paymentId=" + paymentId
        + ", orderId=" + orderId + ", transactionId=" + transactionId + ", shortId=" + shortId
        + ", refundId=" + refundId + ", problems=" + problems + "]";
  }

  private Kind kindOf() {
    String hint = event == null ? "" : event.toLowerCase(Locale.ROOT);
    if (hint.startsWith("payment") && paymentId != null) {
      return Kind.PAYMENT;
    }
    if (hint.startsWith("link") && shortId != null) {
      return Kind.LINK;
    }
    if (hint.startsWith("payout") && transactionId != null) {
      return Kind.PAYOUT;
    }
    return paymentId != null ? Kind.PAYMENT : shortId != null ? Kind.LINK : transactionId != null ? Kind.PAYOUT : Kind.NONE;
  }

  private List<String> onlyReferences() {
    List<String> names = new ArrayList<>();
    if (orderId != null) {
      names.add("order_id");
    }
    if (refundId != null) {
      names.add("refund_id");
    }
    return names;
  }
}
