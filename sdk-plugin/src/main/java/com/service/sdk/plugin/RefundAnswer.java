package com.service.sdk.plugin;

import com.service.sdk.core.IdempotencyKey;
import com.service.sdk.plugin.model.Refund;
import com.service.sdk.plugin.model.RefundState;
import java.math.BigDecimal;
import java.util.Objects;

/** The service's refund answer (spec 2.2), before the request's idempotency key is added. */
record RefundAnswer(String refundId, String paymentId, RefundState status, BigDecimal amount, String currency,
    String providerReference, String merchantRefundId) {

  /** Checks the identifier here, while the decoder can still report it as a malformed answer. */
  RefundAnswer {
    Objects.requireNonNull(refundId, "refund_id");
    if (refundId.isBlank()) {
      throw new IllegalArgumentException("required field \"refund_id\" is blank");
    }
  }

  Refund withKey(IdempotencyKey key) {
    return new Refund(refundId, paymentId, status, amount, currency, providerReference, merchantRefundId, key);
  }
}
