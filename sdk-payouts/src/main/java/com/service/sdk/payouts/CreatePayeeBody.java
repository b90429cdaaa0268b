package com.service.sdk.payouts;

import com.service.sdk.payouts.model.CreatePayeeRequest;
import org.jspecify.annotations.Nullable;

/** The wire form of a payee request (spec 2.5): snake_case names, unset fields left out. */
record CreatePayeeBody(
    String legalName,
    @Nullable String emailAddress,
    @Nullable String phoneNumber,
    @Nullable String bankName,
    @Nullable String category,
    @Nullable String externalRef,
    @Nullable String bankAccountNo,
    @Nullable String routingId,
    @Nullable String vpa) {

  static CreatePayeeBody from(CreatePayeeRequest r) {
    return new CreatePayeeBody(r.legalName(), r.emailAddress(), r.phoneNumber(), r.bankName(), r.category(),
        r.externalRef(), r.bankAccountNo(), r.routingId(), r.vpa());
  }
}
