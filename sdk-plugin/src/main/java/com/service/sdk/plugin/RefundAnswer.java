package com.service.sdk.plugin;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.core.internal.Checks;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.plugin.model.RefundState;
import java.math.BigDecimal;
import org.jspecify.annotations.Nullable;

/** The service's refund answer (spec 2.2), before the request's idempotency key is added. */
record RefundAnswer(String refundId, @Nullable String paymentId, RefundState status, BigDecimal amount, @Nullable String currency,
    @Nullable String providerReference, @Nullable String merchantRefundId) {

  /** Checks the required fields here, while the decoder can still report them as a malformed answer. */
  RefundAnswer {
    Checks.requiredId(refundId, "refund_id");
    Checks.requiredValue(status, "status");
    Checks.requiredValue(amount, "amount");
  }

  Refund withKey(IdempotencyKey key) {
    return new Refund(refundId, paymentId, status, amount, currency, providerReference, merchantRefundId, key);
  }
}
