package com.service.sdk.payouts.model;

import com.service.sdk.core.internal.Checks;
import com.service.sdk.core.internal.LogRedactor;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * A registered payout recipient (spec 2.5, operations 8 and 9). Before a payout, verify
 * the payee by the method that matches the payout method: bank verification for IMPS,
 * NEFT and RTGS, UPI verification for UPI. {@code toString()} masks personal data and
 * shows only the last four digits of the account number.
 *
 * <p>{@code id} and {@code status} are required; the other fields are null when the service
 * omits them.
 *
 * @param id the payee's id, for verification and payouts
 * @param legalName the legal name
 * @param emailAddress the email address
 * @param phoneNumber the phone number
 * @param bankAccountNo the bank account number, or null for a UPI-only payee
 * @param routingId the bank routing id, or null for a UPI-only payee
 * @param vpaAddress the UPI address (the request's {@code vpa}), or null for a bank-only payee
 * @param status the payee's state
 * @param complianceStatus its compliance state: pending at creation, verified later
 * @param createdAt when it was registered
 */
public record Payee(
    String id,
    @Nullable String legalName,
    @Nullable String emailAddress,
    @Nullable String phoneNumber,
    @Nullable String bankAccountNo,
    @Nullable String routingId,
    @Nullable String vpaAddress,
    PayeeState status,
    @Nullable ComplianceState complianceStatus,
    @Nullable Instant createdAt) {

  /**
   * Checks the fields every payee carries.
   *
   * @param id the payee's id, for verification and payouts
   * @param legalName the legal name
   * @param emailAddress the email address
   * @param phoneNumber the phone number
   * @param bankAccountNo the bank account number, or null for a UPI-only payee
   * @param routingId the bank routing id, or null for a UPI-only payee
   * @param vpaAddress the UPI address (the request's {@code vpa}), or null for a bank-only payee
   * @param status the payee's state
   * @param complianceStatus its compliance state: pending at creation, verified later
   * @param createdAt when it was registered
   * @throws NullPointerException if {@code id} or {@code status} is null
   * @throws IllegalArgumentException if {@code id} is blank
   */
  public Payee {
    Checks.requiredId(id, "id");
    Checks.requiredValue(status, "status");
  }

  @Override
  public String toString() {
    return "Payee[id=" + id + ", legalName=" + Checks.masked(legalName)
        + ", emailAddress=" + Checks.masked(emailAddress) + ", phoneNumber=" + Checks.masked(phoneNumber)
        + ", bankAccountNo=" + (bankAccountNo == null ? "null" : LogRedactor.lastFour(bankAccountNo)) + ", routingId=" + routingId
        + ", vpaAddress=" + Checks.masked(vpaAddress) + ", status=" + status
        + ", complianceStatus=" + complianceStatus + ", createdAt=" + createdAt + "]";
  }
}
