package com.service.sdk.systemtests.hostile;

import static com.service.sdk.systemtests.hostile.RawJson.quoted;

import com.service.sdk.core.Page;
import com.service.sdk.payouts.model.ComplianceState;
import com.service.sdk.payouts.model.LedgerTransaction;
import com.service.sdk.payouts.model.LinkPaymentState;
import com.service.sdk.payouts.model.LinkStatus;
import com.service.sdk.payouts.model.Payee;
import com.service.sdk.payouts.model.PayeeState;
import com.service.sdk.payouts.model.PayoutInitiation;
import com.service.sdk.payouts.model.PayoutMethod;
import com.service.sdk.payouts.model.TransactionCategory;
import com.service.sdk.payouts.model.TransactionState;
import com.service.sdk.plugin.model.Balance;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.plugin.model.RefundState;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/**
 * Well-formed answers of the spec for each operation of the corpus, and the records they must
 * decode to; the cases derive their hostile variants from these.
 */
final class Answers {
  private Answers() {}

  static final RawJson PAYMENT_STATUS = RawJson.object("payment_id", quoted("pay_1"), "status", quoted("paid"),
      "order_id", quoted("order-1"), "transaction_id", quoted("txn_1"), "provider_reference", quoted("PRV1"),
      "amount", quoted("499.0000"), "currency", quoted("INR"));

  static PaymentStatus paymentStatus(PaymentState status, BigDecimal amount) {
    return new PaymentStatus("pay_1", status, "order-1", "txn_1", "PRV1", amount, "INR");
  }

  static final PaymentStatus PAYMENT_STATUS_RECORD = paymentStatus(PaymentState.PAID, new BigDecimal("499.0000"));

  static final RawJson REFUND = RawJson.object("refund_id", quoted("rfnd_1"), "payment_id", quoted("pay_1"),
      "status", quoted("completed"), "amount", quoted("100.0000"), "currency", quoted("INR"),
      "provider_reference", quoted("PRV2"), "merchant_refund_id", quoted("order-1-r1"));

  static final Refund REFUND_RECORD = new Refund("rfnd_1", "pay_1", RefundState.COMPLETED, new BigDecimal("100.0000"),
      "INR", "PRV2", "order-1-r1", Operation.REFUND_KEY);

  static final RawJson BALANCE = RawJson.object("account_id", quoted("acc_1"), "available_balance", "1000.50",
      "locked_balance", "0", "collection_balance", "250.2500", "collection_locked_balance", "0.00",
      "payout_deposit_balance", "5000", "payout_deposit_locked_balance", "12.5", "pending_settlements", "0",
      "currency", quoted("INR"));

  static Balance balance(BigDecimal available) {
    return new Balance("acc_1", available, new BigDecimal("0"), new BigDecimal("250.2500"), new BigDecimal("0.00"),
        new BigDecimal("5000"), new BigDecimal("12.5"), new BigDecimal("0"), "INR");
  }

  static final RawJson LEDGER = RawJson.object("id", quoted("txn_1"), "external_ref", quoted("po_7781"),
      "gateway_ref", quoted("GW1"), "amount_gross", quoted("1250.7500"), "amount_fees", quoted("0.0000"),
      "amount_net", quoted("1250.7500"), "currency", quoted("INR"), "category", quoted("DISBURSEMENT"),
      "method", quoted("IMPS"), "status", quoted("COMPLETED"), "payee_id", quoted(Operation.PAYEE_ID),
      "payee_name", quoted("Ravi Kumar"), "failure_reason", "null",
      "created_at", quoted("2026-11-24T10:00:00.000Z"), "updated_at", quoted("2026-11-24T10:00:05.250Z"));

  static LedgerTransaction ledger(Instant createdAt, TransactionState status) {
    return new LedgerTransaction("txn_1", null, "po_7781", "GW1", new BigDecimal("1250.7500"),
        new BigDecimal("0.0000"), new BigDecimal("1250.7500"), "INR", TransactionCategory.DISBURSEMENT,
        PayoutMethod.IMPS, status, Operation.PAYEE_ID, "Ravi Kumar", null, createdAt,
        Instant.parse("2026-11-24T10:00:05.250Z"));
  }

  static final LedgerTransaction LEDGER_RECORD =
      ledger(Instant.parse("2026-11-24T10:00:00Z"), TransactionState.COMPLETED);

  static final RawJson PAYOUT = RawJson.object("message", quoted("Payout initiated"),
      "transaction_id", quoted("txn_9"), "status", quoted("processing"));

  static PayoutInitiation payout(TransactionState status) {
    return new PayoutInitiation("Payout initiated", "txn_9", status, Operation.PAYOUT_KEY);
  }

  static final RawJson PAYEE = RawJson.object("id", quoted(Operation.PAYEE_ID), "legal_name", quoted("Ravi Kumar"),
      "email_address", quoted("ravi@example.com"), "phone_number", quoted("9800000000"),
      "bank_account_no", quoted("50100012345678"), "routing_id", quoted("HDFC0001234"), "vpa_address", "null",
      "status", quoted("active"), "compliance_status", quoted("verified"),
      "created_at", quoted("2026-11-20T08:30:00Z"));

  static final Payee PAYEE_RECORD = new Payee(Operation.PAYEE_ID, "Ravi Kumar", "ravi@example.com", "9800000000",
      "50100012345678", "HDFC0001234", null, PayeeState.ACTIVE, ComplianceState.VERIFIED,
      Instant.parse("2026-11-20T08:30:00Z"));

  static String payees(String payeesRaw, String totalRaw) {
    return RawJson.object("payees", payeesRaw, "total_count", totalRaw).inEnvelope();
  }

  static final Page<Payee> PAYEES_PAGE = new Page<>(List.of(PAYEE_RECORD), 1, 50, 0);

  static final RawJson LINK_STATUS = RawJson.object("status", quoted("SUCCESS"), "short_id", quoted("k3x9a7b2c1"),
      "transaction_id", quoted("txn_5"), "current_usage_count", "1", "usage_limit", "1", "is_active", "false");

  static final LinkStatus LINK_STATUS_RECORD =
      new LinkStatus(LinkPaymentState.SUCCESS, "k3x9a7b2c1", "txn_5", 1, 1, false);
}
