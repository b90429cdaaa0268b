package com.service.sdk.examples;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.TransactionState;
import java.time.Duration;
import java.time.Instant;

/**
 * Recovery polling of a ledger transaction (spec 4.14): what to run when a payout's callback
 * has not arrived in time. Callbacks remain the source of truth; poll gently and give up.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}
 * set; argument: transaction id.
 */
public final class TransactionStatusExample {
  private static final Duration POLL_INTERVAL = Duration.ofSeconds(2);

  private TransactionStatusExample() {}

  /**
   * Reads the transaction until it is final ({@code COMPLETED} or {@code FAILED}) or the time is
   * up. A state the SDK does not know ({@code isKnown()} false) counts as not final.
   *
   * @param merchant the client
   * @param transactionId the id that payout initiation returned
   * @param timeout how long to keep polling
   * @return the last transaction read: final, or still in progress when the time ran out
   * @throws InterruptedException if interrupted while waiting between reads
   */
  public static LedgerTransaction awaitFinal(MerchantClient merchant, String transactionId, Duration timeout)
      throws InterruptedException {
    Instant deadline = Instant.now().plus(timeout);
    LedgerTransaction transaction = merchant.transactions().status(transactionId);
    while (!isFinal(transaction) && Instant.now().plus(POLL_INTERVAL).isBefore(deadline)) {
      Thread.sleep(POLL_INTERVAL.toMillis());
      transaction = merchant.transactions().status(transactionId);
    }
    return transaction;
  }

  /**
   * Tells whether a transaction has reached a final state.
   *
   * @param transaction the transaction
   * @return true for {@code COMPLETED} and {@code FAILED}
   */
  public static boolean isFinal(LedgerTransaction transaction) {
    return TransactionState.COMPLETED.equals(transaction.status()) || TransactionState.FAILED.equals(transaction.status());
  }

  /**
   * Polls a transaction for up to a minute and prints where it ended.
   *
   * @param args transaction id
   * @throws InterruptedException if interrupted while waiting
   */
  public static void main(String[] args) throws InterruptedException {
    if (args.length != 1) {
      System.err.println("usage: TransactionStatusExample <transactionId>");
      System.exit(2);
    }
    MerchantClient merchant = MerchantClient.fromEnvironment().build();
    LedgerTransaction transaction = awaitFinal(merchant, args[0], Duration.ofMinutes(1));
    System.out.println("transaction " + transaction.id() + " (internal " + transaction.internalRef() + ") "
        + transaction.status() + (isFinal(transaction) ? "" : ", not final yet: wait for the callback"));
  }
}
