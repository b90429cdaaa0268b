package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The result of verifying a payee's bank account (spec 2.5, operation 10), which payouts by
 * IMPS, NEFT and RTGS require. {@code toString()} masks the name.
 *
 * @param status the verification's state
 * @param nameAtBank the account holder's name as the bank knows it, or null
 */
public record BankVerification(VerificationState status, @Nullable String nameAtBank) {

  /**
   * Checks that the result says something.
   *
   * @param status the verification's state
   * @param nameAtBank the account holder's name as the bank knows it, or null
   */
  public BankVerification {
    Objects.requireNonNull(status, "status");
  }

  @Override
  public String toString() {
    return "BankVerification[status=" + status + ", nameAtBank=" + Checks.masked(nameAtBank) + "]";
  }
}
