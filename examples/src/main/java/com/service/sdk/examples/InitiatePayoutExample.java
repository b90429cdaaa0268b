package com.service.sdk.examples;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.ServiceException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import java.io.PrintStream;

/**
 * Pays a verified payee (spec 4.12), safely repeatable.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}
 * set; arguments: payee id, amount, your payout reference, method (IMPS, NEFT, RTGS or UPI).
 */
public final class InitiatePayoutExample {
  private InitiatePayoutExample() {}

  /**
   * Initiates a payout. Store {@code externalRef} with your payout record before calling: the
   * SDK derives the idempotency key from it ({@code IdempotencyKey.derive("payout", externalRef)},
   * a stable contract that no API key rotation changes), so calling this again with the same
   * request, after a timeout or a restart, returns the original transaction instead of paying
   * twice. Use a new reference only for a new payout.
   *
   * @param merchant the client
   * @param payeeId the payee, verified for this method (bank for IMPS, NEFT, RTGS; UPI for UPI)
   * @param amount the amount, such as {@code "1250.75"}
   * @param externalRef your unique reference for this payout
   * @param method how to pay
   * @return the initiation: store its transaction id; the payout callback carries the same id
   */
  public static PayoutInitiation payout(MerchantClient merchant, String payeeId, String amount, String externalRef,
      PayoutMethod method) {
    InitiatePayoutRequest request = InitiatePayoutRequest.builder()
        .payeeId(payeeId)
        .amount(amount)
        .externalRef(externalRef)
        .method(method)
        .purpose("vendor settlement")
        .build();
    return merchant.payouts().initiate(request);
  }

  /**
   * Initiates a payout and prints its transaction id.
   *
   * @param args payee id, amount, payout reference, method
   */
  public static void main(String[] args) {
    if (args.length != 4) {
      System.err.println("usage: InitiatePayoutExample <payeeId> <amount> <externalRef> <IMPS|NEFT|RTGS|UPI>");
      System.exit(2);
    }
    try (MerchantClient merchant = MerchantClient.fromEnvironment().build()) {
      if (payoutAndReport(merchant, args[0], args[1], args[2], PayoutMethod.of(args[3]), System.out, System.err) != 0) {
        System.exit(1);
      }
    }
  }

  /**
   * Initiates the payout and prints its transaction id or, when it failed, what to do.
   *
   * @return 0 when the payout was accepted, 1 when not
   */
  static int payoutAndReport(MerchantClient merchant, String payeeId, String amount, String externalRef,
      PayoutMethod method, PrintStream out, PrintStream err) {
    try {
      PayoutInitiation payout = payout(merchant, payeeId, amount, externalRef, method);
      // "processing" is not final: the payout callback (or, in recovery, the status) tells the outcome.
      out.println("payout " + payout.transactionId() + " " + payout.status());
      return 0;
    } catch (ServiceException e) {
      switch (e.outcome()) {
        case NOT_APPLIED:
          // Refused, nothing paid: an unverified payee, an insufficient balance, ... Fix the cause.
          err.println("refused: " + (e instanceof ApiException api ? api.serviceMessage() : e.getMessage()));
          break;
        case NOT_SENT:
          // Nothing reached the service: send the same request again.
          err.println("not sent; send it again with reference " + externalRef);
          break;
        case UNKNOWN:
        case APPLIED:
          // A timeout or a 5xx does not mean failure. Repeat the same request
          // (same externalRef, hence the same key): the service returns the original transaction
          // if an attempt got through. Never re-send it under a new reference.
          err.println("the payout may have been made (" + e.outcome() + " after " + e.attempts()
              + " attempts); repeat later with reference " + externalRef + " and key "
              + e.idempotencyKey().orElseThrow());
      }
    }
    return 1;
  }
}
