package com.service.sdk.examples;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.LedgerTransaction;

/**
 * Reads a payout's ledger transaction (spec 4.13) when its callback was missed or its final
 * state needs confirming.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}
 * set; argument: transaction id.
 */
public final class PayoutStatusExample {
  private PayoutStatusExample() {}

  /**
   * Reads the payout's ledger transaction.
   *
   * @param merchant the client
   * @param transactionId the id that payout initiation returned
   * @return the transaction: status, gross, fees and net amounts, and a failure reason if it failed
   */
  public static LedgerTransaction payoutStatus(MerchantClient merchant, String transactionId) {
    return merchant.payouts().status(transactionId);
  }

  /**
   * Prints the payout's state and amounts.
   *
   * @param args transaction id
   */
  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: PayoutStatusExample <transactionId>");
      System.exit(2);
    }
    try (MerchantClient merchant = MerchantClient.fromEnvironment().build()) {
      LedgerTransaction payout = payoutStatus(merchant, args[0]);
      System.out.println("payout " + payout.id() + " " + payout.status() + ": net " + payout.amountNet()
          + " + fees " + payout.amountFees() + " = " + payout.amountGross() + " " + payout.currency()
          + (payout.failureReason() == null ? "" : ", failed: " + payout.failureReason()));
    }
  }
}
