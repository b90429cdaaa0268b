package com.service.sdk.examples;

import com.service.sdk.payouts.PublicClient;
import com.service.sdk.payouts.model.LinkPaymentState;
import com.service.sdk.payouts.model.LinkStatus;

/**
 * Reads a payment link's public status by short id (spec 4.6), without credentials: what a
 * checkout page shows the customer. Your server reconciles with the link's callbacks instead.
 *
 * <p>Run with {@code SERVICE_BASE_URL} set (no credentials are needed or sent); argument: short id.
 */
public final class LinkStatusExample {
  private LinkStatusExample() {}

  /**
   * Reads the public status of a link.
   *
   * @param pub the public client, which holds no credentials
   * @param shortId the link's short id
   * @return the status: {@code SUCCESS} once paid; {@code isActive} false once used up
   */
  public static LinkStatus status(PublicClient pub, String shortId) {
    return pub.links().status(shortId);
  }

  /**
   * Prints the link's status.
   *
   * @param args short id
   */
  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: LinkStatusExample <shortId>");
      System.exit(2);
    }
    try (PublicClient pub = PublicClient.fromEnvironment().build()) {
      LinkStatus status = status(pub, args[0]);
      String paid = LinkPaymentState.SUCCESS.equals(status.status()) ? "paid" : "not paid";
      System.out.println("link " + status.shortId() + " " + paid + " (" + status.status() + "), used "
          + status.currentUsageCount() + " of " + status.usageLimit() + ", active " + status.isActive());
    }
  }
}
