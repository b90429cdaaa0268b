package com.service.sdk.payouts;

import com.service.sdk.payouts.model.CreateLinkRequest;
import java.math.BigDecimal;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** The wire form of a payment link request (spec 2.4): snake_case names, unset fields left out. */
record CreateLinkBody(
    String title,
    BigDecimal amount,
    String externalId,
    CustomerContext customerContext,
    @Nullable String description,
    @Nullable Integer usageLimit,
    @Nullable BigDecimal minLimit,
    @Nullable BigDecimal maxLimit,
    @Nullable String currency,
    @Nullable Integer expiryDays,
    @Nullable String notifyUrl,
    @Nullable Map<String, Object> tags) {

  record CustomerContext(String fullName, String emailAddress, String phoneNumber, @Nullable String dialCode) {}

  static CreateLinkBody from(CreateLinkRequest r) {
    return new CreateLinkBody(r.title(), r.amount(), r.externalId(),
        new CustomerContext(r.customerName(), r.customerEmail(), r.customerPhone(), r.dialCode()),
        r.description(), r.usageLimit(), r.minLimit(), r.maxLimit(), r.currency(), r.expiryDays(),
        r.notifyUrl(), r.tags());
  }
}
