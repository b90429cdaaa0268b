package com.service.sdk.payouts;

import com.service.sdk.payouts.model.InitiatePayoutRequest;
import com.service.sdk.payouts.model.PayoutMethod;
import java.math.BigDecimal;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** The wire form of a payout request (spec 2.6): snake_case names, unset fields left out. */
record InitiatePayoutBody(
    String payeeId,
    BigDecimal amount,
    String externalRef,
    @Nullable String currency,
    @Nullable PayoutMethod payoutMethod,
    @Nullable String purpose,
    @Nullable Map<String, Object> customNotes) {

  static InitiatePayoutBody from(InitiatePayoutRequest r) {
    return new InitiatePayoutBody(r.payeeId(), r.amount(), r.externalRef(), r.currency(), r.method(),
        r.purpose(), r.customNotes());
  }
}
