package com.service.sdk.examples;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.ServiceException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreateLinkRequest;
import com.service.sdk.payouts.model.PaymentLink;
import java.io.PrintStream;

/**
 * Creates a payment link for an invoice (spec 4.5): a checkout URL to send to the customer and
 * a short id for the public status and checkout reads.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}
 * set; arguments: invoice id, title, amount.
 */
public final class CreateLinkExample {
  private CreateLinkExample() {}

  /**
   * Creates a single-use payment link. Payments on it are reported by callback to the merchant
   * profile's notify URL (or the link's own, with {@code notifyUrl(..)} on the request): those
   * callbacks, not the public status, are what your server reconciles with.
   *
   * @param merchant the client
   * @param invoiceId your invoice reference, sent as {@code external_id}
   * @param title what the checkout page shows
   * @param amount the amount, such as {@code "250.00"}
   * @return the link; store its short id with the invoice
   */
  public static PaymentLink createLink(MerchantClient merchant, String invoiceId, String title, String amount) {
    CreateLinkRequest request = CreateLinkRequest.builder()
        .title(title)
        .amount(amount)
        .externalId(invoiceId)
        .customer("Asha Rao", "asha@example.com", "9800000000") // the payer, from your invoice
        .usageLimit(1) // one payment; the link turns inactive after it
        .expiryDays(7)
        .build();
    return merchant.links().create(request);
  }

  /**
   * Creates a link and prints where to send the customer.
   *
   * @param args invoice id, title, amount
   */
  public static void main(String[] args) {
    if (args.length != 3) {
      System.err.println("usage: CreateLinkExample <invoiceId> <title> <amount>");
      System.exit(2);
    }
    try (MerchantClient merchant = MerchantClient.fromEnvironment().build()) {
      if (createAndReport(merchant, args[0], args[1], args[2], System.out, System.err) != 0) {
        System.exit(1);
      }
    }
  }

  /**
   * Creates the link and prints where to send the customer or, when it failed, what to do.
   *
   * @return 0 when the link was created, 1 when not
   */
  static int createAndReport(MerchantClient merchant, String invoiceId, String title, String amount,
      PrintStream out, PrintStream err) {
    try {
      PaymentLink link = createLink(merchant, invoiceId, title, amount);
      out.println("link " + link.shortId() + ": send the customer to " + link.checkoutUrl());
      return 0;
    } catch (ServiceException e) {
      switch (e.outcome()) {
        case NOT_SENT:
          // The request never left this machine: creating it again is safe.
          err.println("not sent, safe to try again: " + e.getMessage());
          break;
        case NOT_APPLIED:
          // Refused, nothing created. A merchant without a provider merchant assignment is refused
          // here although its key is valid ("provider merchant id not assigned"): the service must
          // enable the account first.
          err.println("refused: " + (e instanceof ApiException api ? api.serviceMessage() : e.getMessage()));
          break;
        case UNKNOWN:
        case APPLIED:
          // The link may exist. Do not create another one for this invoice: if
          // your notify callbacks carry the invoice id (external_id; the spec does not show the
          // payload), wait for one; otherwise ask the provider before creating one.
          err.println("the link for invoice " + invoiceId + " may exist (" + e.outcome() + "); do not create"
              + " another: " + e.getMessage());
      }
    }
    return 1;
  }
}
