package com.service.sdk.payouts;

import com.service.sdk.core.internal.Checks;
import com.service.sdk.payouts.model.TransactionState;

/** The {@code data} of a payout initiation answer (spec 4.12), before the idempotency key is added. */
record PayoutInitiationData(String message, String transactionId, TransactionState status) {

  PayoutInitiationData {
    Checks.requiredId(transactionId, "transaction_id");
    Checks.requiredValue(status, "status");
  }
}
