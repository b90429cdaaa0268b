package com.service.sdk.examples;

import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.BankVerification;
import com.service.sdk.payouts.model.VerificationState;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Verifies a payee's bank account (spec 4.10), required before payouts by IMPS, NEFT or RTGS.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}
 * set; argument: payee id.
 */
public final class VerifyBankExample {
  private VerifyBankExample() {}

  /**
   * Verifies the payee's bank account.
   *
   * @param merchant the client
   * @param payeeId the payee to verify
   * @return the result: its status, and the account holder's name as the bank knows it
   */
  public static BankVerification verifyBank(MerchantClient merchant, String payeeId) {
    return merchant.payees().verifyBank(payeeId);
  }

  /**
   * Verifies a payee's bank account and prints the result.
   *
   * @param args payee id
   */
  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: VerifyBankExample <payeeId>");
      System.exit(2);
    }
    try (MerchantClient merchant = MerchantClient.fromEnvironment().build()) {
      BankVerification result = verifyBank(merchant, args[0]);
      // Verified means the account exists. Compare nameAtBank with the name you expect before
      // paying a large amount to it.
      System.out.println(describe(result));
      if (!VerificationState.VERIFIED.equals(result.status())) {
        System.exit(1);
      }
    }
  }

  /**
   * One line for a log or a console: the account holder's name is personal data, so only its
   * initials show.
   */
  static String describe(BankVerification result) {
    return "bank account " + result.status() + ", name at bank " + maskName(result.nameAtBank());
  }

  /** {@code Ravi Kumar} as {@code R*** K***}. */
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
