package com.service.sdk.payouts;

import com.service.sdk.payouts.model.CreatePayeeRequest;

/** The wire form of a payee request (spec 2.5): snake_case names, unset fields left out. */
record CreatePayeeBody(
    String legalName,
    String emailAddress,
    String phoneNumber,
    String bankName,
    String category,
    String externalRef,
    String bankAccountNo,
    String routingId,
    String vpa) {

  static CreatePayeeBody from(CreatePayeeRequest r) {
    return new CreatePayeeBody(r.legalName(), r.emailAddress(), r.phoneNumber(), r.bankName(), r.category(),
        r.externalRef(), r.bankAccountNo(), r.routingId(), r.vpa());
  }
}
