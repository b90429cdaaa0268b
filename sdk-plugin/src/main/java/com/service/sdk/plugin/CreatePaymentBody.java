package com.service.sdk.plugin;

import com.service.sdk.core.internal.Amounts;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.Customer;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** The wire body of Create Hosted Payment (spec 2.1); null fields are not sent. */
record CreatePaymentBody(String merchantId, String orderId, String amount, Customer customer, @Nullable String currency,
    @Nullable String returnUrl, @Nullable String callbackUrl, @Nullable Integer expiresInMinutes, @Nullable Map<String, Object> metadata) {

  static CreatePaymentBody of(CreatePaymentRequest request) {
    return new CreatePaymentBody(request.merchantId(), request.orderId(), Amounts.toDecimalString(request.amount()),
        request.customer(), request.currency(), request.returnUrl(), request.callbackUrl(),
        request.expiresInMinutes(), request.metadata().isEmpty() ? null : request.metadata());
  }
}
