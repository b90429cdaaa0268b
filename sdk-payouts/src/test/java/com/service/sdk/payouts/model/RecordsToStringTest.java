package com.service.sdk.payouts.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The answers that hold personal data never print it. */
final class RecordsToStringTest {

  @Test
  void payee_showsTheLastFourDigitsOnly_andMasksPersonalData() {
    Payee payee = new Payee("p1", "Ravi Kumar", "ravi@example.com", "9811111111", "50100012345678", "HDFC0001234",
        "ravi@upi", PayeeState.ACTIVE, ComplianceState.PENDING, Instant.EPOCH);

    assertThat(payee.toString()).contains("p1", "****5678", "active", "pending")
        .doesNotContain("50100012345678", "Ravi", "ravi@example.com", "9811111111", "ravi@upi");
  }

  @Test
  void payee_withoutBankDetails_printsNull() {
    Payee payee = new Payee("p1", null, null, null, null, null, "ravi@upi", PayeeState.ACTIVE, null, null);

    assertThat(payee.toString()).contains("bankAccountNo=null", "vpaAddress=<redacted>");
  }

  @Test
  void ledgerTransaction_masksThePayeeName() {
    LedgerTransaction t = new LedgerTransaction("txn_1", null, "po_1", null, BigDecimal.ONE, BigDecimal.ZERO,
        BigDecimal.ONE, "INR", TransactionCategory.DISBURSEMENT, PayoutMethod.IMPS, TransactionState.COMPLETED,
        "payee-1", "Ravi Kumar", null, Instant.EPOCH, Instant.EPOCH);

    assertThat(t.toString()).contains("txn_1", "COMPLETED", "payee-1").doesNotContain("Ravi");
  }

  @Test
  void verifications_maskNamesAndAddress() {
    assertThat(new BankVerification(VerificationState.VERIFIED, "RAVI KUMAR").toString())
        .contains("verified").doesNotContain("RAVI");
    assertThat(new VpaVerification(VerificationState.VERIFIED, "RAVI KUMAR", "ravi@upi").toString())
        .contains("verified").doesNotContain("RAVI", "ravi@upi");
  }
}
