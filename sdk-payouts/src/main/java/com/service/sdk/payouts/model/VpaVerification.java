package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.Checks;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The result of verifying a payee's UPI address (spec 2.5, operation 11), which UPI
 * payouts require. {@code toString()} masks the name and the address.
 *
 * @param status the verification's state
 * @param nameAtVpa the holder's name as the UPI address resolves, or null
 * @param vpa the verified UPI address, or null
 */
public record VpaVerification(VerificationState status, @Nullable String nameAtVpa, @Nullable String vpa) {

  /**
   * Checks that the result says something.
   *
   * @param status the verification's state
   * @param nameAtVpa the holder's name as the UPI address resolves, or null
   * @param vpa the verified UPI address, or null
   */
  public VpaVerification {
    Objects.requireNonNull(status, "status");
  }

  @Override
  public String toString() {
    return "VpaVerification[status=" + status + ", nameAtVpa=" + Checks.masked(nameAtVpa)
        + ", vpa=" + Checks.masked(vpa) + "]";
  }
}
