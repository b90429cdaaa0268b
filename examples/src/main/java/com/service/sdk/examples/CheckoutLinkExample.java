package com.service.sdk.examples;

import com.service.sdk.payouts.PublicClient;
import com.service.sdk.payouts.model.CheckoutLink;

/**
 * Reads the safe details a checkout page shows for a payment link (spec 4.7), without
 * credentials.
 *
 * <p>Run with {@code SERVICE_BASE_URL} set; argument: short id.
 */
public final class CheckoutLinkExample {
  private CheckoutLinkExample() {}

  /**
   * Reads a link's checkout details.
   *
   * @param pub the public client, which holds no credentials
   * @param shortId the link's short id
   * @return title, fixed amount, currency and state of the link
   */
  public static CheckoutLink details(PublicClient pub, String shortId) {
    return pub.links().checkout(shortId);
  }

  /**
   * Prints the link's checkout details.
   *
   * @param args short id
   */
  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: CheckoutLinkExample <shortId>");
      System.exit(2);
    }
    try (PublicClient pub = PublicClient.fromEnvironment().build()) {
      CheckoutLink link = details(pub, args[0]);
      System.out.println(link.title() + ": " + link.fixedAmount() + " " + link.currency() + " (" + link.status() + ")");
    }
  }
}
