package com.service.sdk.sandbox.internal.http.controls;

import com.service.sdk.sandbox.SandboxLinkPayment;
import com.service.sdk.sandbox.SandboxPayment;
import com.service.sdk.sandbox.internal.http.Call;
import com.service.sdk.sandbox.internal.http.Family;
import com.service.sdk.sandbox.internal.http.Html;
import com.service.sdk.sandbox.internal.http.Response;
import com.service.sdk.sandbox.internal.http.Routes;
import com.service.sdk.sandbox.internal.http.Urls;
import com.service.sdk.sandbox.internal.state.Links;
import com.service.sdk.sandbox.internal.state.Payments;
import java.math.BigDecimal;

/**
 * Hosted checkout pages: plain HTML with the amount and Pay / Fail buttons, for payments at
 * {@code {checkout_base_url}/payments/<payment_id>} and for links at {@code {checkout_base_url}/<short_id>}.
 */
public final class Pages {
  private final Payments payments;
  private final Links links;

  /**
   * Creates the pages.
   *
   * @param payments the payments whose pages these are
   * @param links the links whose pages these are
   */
  public Pages(Payments payments, Links links) {
    this.payments = payments;
    this.links = links;
  }

  /**
   * Adds the checkout pages' routes.
   *
   * @param routes the route table
   */
  public void register(Routes routes) {
    routes.add("GET", "/checkout/payments/{payment_id}", Family.PAGE, null, this::paymentPage);
    routes.add("POST", "/checkout/payments/{payment_id}/pay", Family.PAGE, null, call -> paymentAction(call, true));
    routes.add("POST", "/checkout/payments/{payment_id}/fail", Family.PAGE, null, call -> paymentAction(call, false));
    routes.add("GET", "/checkout/{short_id}", Family.PAGE, null, this::linkPage);
    routes.add("POST", "/checkout/{short_id}/pay", Family.PAGE, null, this::linkPay);
    routes.add("POST", "/checkout/{short_id}/fail", Family.PAGE, null, this::linkFail);
  }

  private Response paymentPage(Call call) {
    SandboxPayment payment = payments.find(call.id());
    String status = payment.status();
    String body = "<div class=\"card\">" + amount(payment.amount(), payment.currency())
        + "<p>Order: " + Html.escape(payment.orderId()) + "</p>\n<p>Status: <span id=\"status\">" + status + "</span></p>\n"
        + ("created".equals(status) ? buttons("/checkout/payments/" + Urls.encodeSegment(payment.paymentId())) : "")
        + "</div>";
    return Response.html(200, "Pay " + Html.money(payment.amount(), payment.currency()), body);
  }

  private Response paymentAction(Call call, boolean pay) {
    String returnUrl = payments.returnUrl(call.id());
    SandboxPayment result = pay ? payments.pay(call.id()) : payments.fail(call.id());
    String back = returnUrl == null ? ""
        : "<p><a id=\"return\" href=\"" + Html.escape(returnUrl) + "\">Return to the merchant</a></p>\n";
    return Response.html(200, pay ? "Payment successful" : "Payment failed",
        "<p>Status: <span id=\"status\">" + result.status() + "</span></p>\n" + back);
  }

  private Response linkPage(Call call) {
    Links.Link link = links.find(call.id());
    String status = link.status();
    String description = link.description() == null ? "" : "<p>" + Html.escape(link.description()) + "</p>\n";
    String body = "<div class=\"card\">" + amount(link.fixedAmount(), link.currency()) + description
        + "<p>Status: <span id=\"status\">" + status + "</span></p>\n"
        + ("active".equals(status) ? buttons("/checkout/" + Urls.encodeSegment(link.shortId())) : "") + "</div>";
    return Response.html(200, link.title(), body);
  }

  private Response linkPay(Call call) {
    SandboxLinkPayment result = links.pay(call.id(), null);
    return Response.html(200, "Payment successful",
        "<p>Transaction: <span id=\"transaction\">" + result.transactionId() + "</span></p>\n");
  }

  private Response linkFail(Call call) {
    links.find(call.id());
    return Response.html(200, "Payment failed", "<p>No money was taken; the link is unchanged.</p>\n");
  }
  private static String amount(BigDecimal amount, String currency) {
    return "<p>Amount</p>\n<p class=\"amount\" id=\"amount\">" + Html.money(amount, currency) + "</p>\n";
  }

  private static String buttons(String action) {
    return "<form method=\"post\" action=\"" + Html.escape(action) + "/pay\"><button type=\"submit\" id=\"pay\">Pay</button></form>\n"
        + "<form method=\"post\" action=\"" + Html.escape(action) + "/fail\"><button type=\"submit\" id=\"fail\">Fail</button></form>\n";
  }
}
