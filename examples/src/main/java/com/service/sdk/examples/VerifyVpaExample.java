package com.service.sdk.examples;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.VerificationState;
import com.service.sdk.payouts.model.VpaVerification;
import java.util.Arrays;
import java.util.stream.Collectors;

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
      System.exit(2);
    }
    try (MerchantClient merchant = MerchantClient.fromEnvironment().build()) {
      VpaVerification result = verifyVpa(merchant, args[0]);
      // Compare nameAtVpa with the name you expect before paying to the address.
      System.out.println(describe(result));
      if (!VerificationState.VERIFIED.equals(result.status())) {
        System.exit(1);
      }
    }
  }

  /**
   * One line for a log or a console: the address and the holder's name are personal data, so
   * only their first letters show.
   */
  static String describe(VpaVerification result) {
    boolean verified = VerificationState.VERIFIED.equals(result.status());
    return (verified ? "verified: " : "not verified: ") + maskVpa(result.vpa()) + " belongs to "
        + maskName(result.nameAtVpa());
  }

  /** {@code meera.iyer@okbank} as {@code me***@okbank}. */
  static String maskVpa(String vpa) {
    if (vpa == null) {
      return null;
    }
    int at = vpa.indexOf('@');
    String user = at < 0 ? vpa : vpa.substring(0, at);
    return user.substring(0, Math.min(2, user.length())) + "***" + (at < 0 ? "" : vpa.substring(at));
  }

  /** {@code Meera Iyer} as {@code M*** I***}. */
  static String maskName(String name) {
    if (name == null) {
      return null;
    }
    return Arrays.stream(name.trim().split("\\s+"))
        .filter(word -> !word.isEmpty())
        .map(word -> word.charAt(0) + "***")
        .collect(Collectors.joining(" "));
  }
}
