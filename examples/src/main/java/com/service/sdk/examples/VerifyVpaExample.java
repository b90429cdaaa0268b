package com.service.sdk.examples;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.VerificationState;
import com.service.sdk.payouts.model.VpaVerification;

/**
 * Verifies a payee's UPI address (spec 4.11), required before UPI payouts.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}
 * set; argument: payee id.
 */
public final class VerifyVpaExample {
  private VerifyVpaExample() {}

  /**
   * Verifies the payee's UPI address.
   *
   * @param merchant the client
   * @param payeeId the payee to verify
   * @return the result: its status, the address, and the name registered for it
   */
  public static VpaVerification verifyVpa(MerchantClient merchant, String payeeId) {
    return merchant.payees().verifyVpa(payeeId);
  }

  /**
   * Verifies a payee's UPI address and prints the result.
   *
   * @param args payee id
   */
  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: VerifyVpaExample <payeeId>");
      return;
    }
    MerchantClient merchant = MerchantClient.fromEnvironment().build();
    VpaVerification result = verifyVpa(merchant, args[0]);
    // Compare nameAtVpa with the name you expect before paying to the address.
    boolean verified = VerificationState.VERIFIED.equals(result.status());
    System.out.println((verified ? "verified: " : "not verified: ") + result.vpa() + " belongs to " + result.nameAtVpa());
  }
}
