package com.service.sdk.plugin;

import com.service.sdk.core.internal.Amounts;
import com.service.sdk.plugin.model.CreateRefundRequest;
import org.jspecify.annotations.Nullable;

/** The wire body of Create Refund (spec 2.2); null fields are not sent. */
record CreateRefundBody(String merchantId, String paymentId, String amount, @Nullable String currency, @Nullable String reason,
    @Nullable String merchantRefundId) {

  static CreateRefundBody of(CreateRefundRequest request) {
    return new CreateRefundBody(request.merchantId(), request.paymentId(), Amounts.toDecimalString(request.amount()),
        request.currency(), request.reason(), request.merchantRefundId());
  }
}
