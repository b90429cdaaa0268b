package com.service.sdk.sandbox.internal.http.controls;

import com.service.sdk.sandbox.CallbackAttempt;
import com.service.sdk.sandbox.CallbackDelivery;
import com.service.sdk.sandbox.SandboxBalance;
import com.service.sdk.sandbox.SandboxRequest;
import com.service.sdk.sandbox.internal.http.Call;
import com.service.sdk.sandbox.internal.http.CallbackSender;
import com.service.sdk.sandbox.internal.http.ControlGuard;
import com.service.sdk.sandbox.internal.http.Family;
import com.service.sdk.sandbox.internal.http.Html;
import com.service.sdk.sandbox.internal.http.RequestLog;
import com.service.sdk.sandbox.internal.http.Response;
import com.service.sdk.sandbox.internal.http.Routes;
import com.service.sdk.sandbox.internal.http.Urls;
import com.service.sdk.sandbox.internal.state.Formats;
import com.service.sdk.sandbox.internal.state.Links;
import com.service.sdk.sandbox.internal.state.Listed;
import com.service.sdk.sandbox.internal.state.Merchant;
import com.service.sdk.sandbox.internal.state.Payees;
import com.service.sdk.sandbox.internal.state.Payments;
import com.service.sdk.sandbox.internal.state.Payouts;
import com.service.sdk.sandbox.internal.state.Refunds;
import com.service.sdk.sandbox.internal.state.SandboxState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The dashboard at {@code /_sandbox/}: one server-rendered page listing merchants, payments,
 * refunds, links, payees, payouts, callbacks with their attempts and the request log, newest
 * first, with buttons that call the {@code /_sandbox/...} controls through a few lines of inline
 * script. No framework and nothing loaded from elsewhere.
 */
public final class Dashboard {
  /** Rows shown per section; older ones are counted, not shown. */
  private static final int MAX_ROWS = 200;

  /** Posts a button's control call, then reloads the page or shows the refusal. */
  private static final String SCRIPT = "document.addEventListener('click',function(e){"
      + "var b=e.target.closest('button[data-post]');if(!b)return;var body=b.getAttribute('data-body');"
      + "b.disabled=true;fetch(b.getAttribute('data-post'),{method:'POST',credentials:'same-origin',"
      + "headers:body?{'Content-Type':'application/json'}:{},body:body||null}).then(function(r){"
      + "return r.json().then(function(j){if(r.ok){location.reload();}else{"
      + "document.getElementById('message').textContent=j.message;b.disabled=false;}});});});";

  private final SandboxState state;
  private final CallbackSender callbacks;
  private final Payments payments;
  private final Refunds refunds;
  private final Links links;
  private final Payees payees;
  private final Payouts payouts;
  private final RequestLog requests;
  private final String baseUrl;
  private final ControlGuard guard;

  /**
   * Creates the dashboard.
   *
   * @param state the merchants
   * @param callbacks the outbound callbacks
   * @param payments the payments to list
   * @param refunds the refunds to list
   * @param links the links to list
   * @param payees the payees to list
   * @param payouts the payouts to list
   * @param requests the request log
   * @param baseUrl the sandbox's base URL, shown on top
   * @param guard the control guard, which checks a token given once as {@code ?token=}
   */
  public Dashboard(SandboxState state, CallbackSender callbacks, Payments payments, Refunds refunds, Links links,
      Payees payees, Payouts payouts, RequestLog requests, String baseUrl, ControlGuard guard) {
    this.guard = guard;
    this.state = state;
    this.callbacks = callbacks;
    this.payments = payments;
    this.refunds = refunds;
    this.links = links;
    this.payees = payees;
    this.payouts = payouts;
    this.requests = requests;
    this.baseUrl = baseUrl;
  }

  public void register(Routes routes) {
    routes.add("GET", "/_sandbox", Family.CONTROL, null, call -> Response.seeOther("/_sandbox/"));
    routes.add("GET", "/_sandbox/", Family.CONTROL, null, this::page);
  }

  private Response page(Call call) {
    String token = ControlGuard.queryToken(call.rawQuery());
    if (token != null) {
      // Keep the token in a cookie that only this sandbox's controls get, and drop it from the address bar.
      Response back = Response.seeOther("/_sandbox/");
      return guard.matches(token) ? back.withHeader("Set-Cookie",
          ControlGuard.COOKIE + "=" + token + "; Path=/_sandbox; HttpOnly; SameSite=Strict") : back;
    }
    StringBuilder html = new StringBuilder();
    html.append("<p>Base URL <code>").append(Html.escape(baseUrl)).append("</code> &middot; checkout at <code>")
        .append(Html.escape(baseUrl)).append("/checkout</code> &middot; <a href=\"/_sandbox/\">refresh</a></p>\n")
        .append("<p id=\"message\" role=\"alert\"></p>\n");
    merchants(html);
    section(html, "payments", "Payments", payments.listed(), row -> "created".equals(row.status())
        ? button("Pay", "/_sandbox/payments/" + Urls.encodeSegment(row.id()) + "/pay", null)
            + button("Fail", "/_sandbox/payments/" + Urls.encodeSegment(row.id()) + "/fail", null)
        : "");
    section(html, "refunds", "Refunds", refunds.listed(), row -> "");
    section(html, "links", "Payment links", links.listed(), row -> "active".equals(row.status())
        ? button("Pay", "/_sandbox/links/" + Urls.encodeSegment(row.id()) + "/pay", null) : "");
    section(html, "payees", "Payees", payees.listed(), row -> "");
    section(html, "payouts", "Payouts", payouts.listed(), row -> "processing".equals(row.status())
        ? button("Settle", "/_sandbox/payouts/" + Urls.encodeSegment(row.id()) + "/complete", null)
            + button("Fail", "/_sandbox/payouts/" + Urls.encodeSegment(row.id()) + "/fail",
                "{\"failure_reason\":\"Failed from the sandbox dashboard\"}")
        : "");
    callbacks(html, callbacks.deliveries());
    requestLog(html, requests.requests());
    html.append("<script>").append(SCRIPT).append("</script>\n");
    return Response.html(200, "Sandbox dashboard", html.toString());
  }

  private void merchants(StringBuilder html) {
    List<Merchant> all = new ArrayList<>(state.merchants());
    Collections.reverse(all);
    html.append("<h2 id=\"merchants\">Merchants (").append(all.size()).append(")</h2>\n<table><tr><th>Merchant</th>")
        .append("<th>API key id</th><th>Status</th><th>Wallet</th><th>Payout deposit</th></tr>\n");
    for (Merchant m : all.subList(0, Math.min(MAX_ROWS, all.size()))) {
      SandboxBalance balance = state.balance(m);
      html.append("<tr><td>").append(Html.escape(m.id)).append("</td><td><code>").append(Html.escape(m.apiKeyId))
          .append("</code></td><td>").append(m.enabled ? m.active ? "active" : "inactive" : "disabled")
          .append("</td><td class=\"num\">").append(Html.money(balance.availableBalance(), balance.currency()))
          .append("</td><td class=\"num\">").append(Html.money(balance.payoutDepositBalance(), balance.currency()))
          .append("</td></tr>\n");
    }
    html.append("</table>\n");
  }

  private static void section(StringBuilder html, String id, String title, List<Listed> rows,
      Function<Listed, String> actions) {
    html.append("<h2 id=\"").append(id).append("\">").append(title).append(" (").append(rows.size()).append(")</h2>\n")
        .append("<table><tr><th>Id</th><th>Merchant</th><th>Amount</th><th>Status</th><th>Details</th><th></th></tr>\n");
    for (int i = rows.size() - 1; i >= Math.max(0, rows.size() - MAX_ROWS); i--) {
      Listed row = rows.get(i);
      html.append("<tr data-id=\"").append(Html.escape(row.id())).append("\"><td><code>").append(Html.escape(row.id()))
          .append("</code></td><td>").append(Html.escape(row.merchantId())).append("</td><td class=\"num\">")
          .append(row.amount() == null ? "" : Html.money(row.amount(), row.currency()))
          .append("</td><td class=\"status\">").append(Html.escape(row.status())).append("</td><td>")
          .append(Html.escape(row.detail())).append("</td><td>").append(actions.apply(row)).append("</td></tr>\n");
    }
    html.append("</table>\n");
    older(html, rows.size());
  }

  private static void callbacks(StringBuilder html, List<CallbackDelivery> deliveries) {
    html.append("<h2 id=\"callbacks\">Callbacks (").append(deliveries.size()).append(")</h2>\n<table><tr><th>Event id</th>")
        .append("<th>Event</th><th>Destination</th><th>State</th><th>Attempts</th><th></th></tr>\n");
    for (int i = deliveries.size() - 1; i >= Math.max(0, deliveries.size() - MAX_ROWS); i--) {
      CallbackDelivery d = deliveries.get(i);
      StringBuilder attempts = new StringBuilder();
      for (CallbackAttempt a : d.attempts()) {
        attempts.append(a.number()).append(": ").append(a.statusCode() == 0 ? "no answer" : "HTTP " + a.statusCode())
            .append(a.error() == null ? "" : " (" + a.error() + ")").append('\n');
      }
      html.append("<tr data-id=\"").append(Html.escape(d.id())).append("\"><td><code>").append(Html.escape(d.id()))
          .append("</code></td><td>").append(Html.escape(d.event())).append("</td><td><code>").append(Html.escape(d.url()))
          .append("</code></td><td class=\"status\">")
          .append(d.delivered() ? "delivered" : d.finished() ? "not delivered" : "pending")
          .append("</td><td><pre>").append(Html.escape(attempts.toString())).append("</pre><details><summary>body</summary><pre>")
          .append(Html.escape(d.payload())).append("</pre></details></td><td>")
          .append(button("Redeliver", "/_sandbox/callbacks/" + Urls.encodeSegment(d.id()) + "/redeliver", null))
          .append("</td></tr>\n");
    }
    html.append("</table>\n");
    older(html, deliveries.size());
  }

  private static void requestLog(StringBuilder html, List<SandboxRequest> log) {
    html.append("<h2 id=\"requests\">Requests (").append(log.size()).append(")</h2>\n<table><tr><th>At</th><th>Request</th>")
        .append("<th>Operation</th><th>Merchant</th><th>Status</th><th>Verdict</th><th>Reason and hint</th></tr>\n");
    for (int i = log.size() - 1; i >= Math.max(0, log.size() - MAX_ROWS); i--) {
      SandboxRequest r = log.get(i);
      html.append("<tr><td>").append(Formats.time(r.at())).append("</td><td><code>").append(Html.escape(r.method())).append(' ')
          .append(Html.escape(r.path())).append(r.query() == null ? "" : "?" + Html.escape(r.query()))
          .append("</code></td><td>").append(r.operation() == null ? "" : r.operation())
          .append("</td><td>").append(r.merchantId() == null ? "" : Html.escape(r.merchantId()))
          .append("</td><td>").append(r.status()).append("</td><td class=\"status\">").append(Html.escape(r.verdict()))
          .append("</td><td>").append(r.reason() == null ? "" : Html.escape(r.reason()))
          .append(r.hint() == null ? "" : "<br><em>" + Html.escape(r.hint()) + "</em>")
          .append(r.expectedCanonical() == null ? "" : "<details><summary>expected canonical string</summary><pre>"
              + Html.escape(r.expectedCanonical()) + "</pre></details>")
          .append("</td></tr>\n");
    }
    html.append("</table>\n");
  }

  private static void older(StringBuilder html, int size) {
    if (size > MAX_ROWS) {
      html.append("<p>").append(size - MAX_ROWS).append(" older not shown.</p>\n");
    }
  }

  private static String button(String label, String action, @Nullable String body) {
    return "<button type=\"button\" data-post=\"" + Html.escape(action) + "\""
        + (body == null ? "" : " data-body=\"" + Html.escape(body) + "\"") + ">" + label + "</button>";
  }
}
