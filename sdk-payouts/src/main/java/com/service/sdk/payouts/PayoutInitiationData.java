package com.service.sdk.payouts;

import com.service.sdk.core.internal.Checks;
import com.service.sdk.payouts.model.TransactionState;
import org.jspecify.annotations.Nullable;

/** The {@code data} of a payout initiation answer (spec 4.12), before the idempotency key is added. */
record PayoutInitiationData(@Nullable String message, String transactionId, TransactionState status) {

  PayoutInitiationData {
    Checks.requiredId(transactionId, "transaction_id");
    Checks.requiredValue(status, "status");
  }
}
