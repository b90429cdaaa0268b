package com.service.sdk.payouts;

import com.service.sdk.payouts.model.Payee;
import java.util.List;
import java.util.Objects;

/** The {@code data} of a payee list answer (spec 4.9): one page of payees and the total. */
record PayeeListData(List<Payee> payees, Long totalCount) {

  PayeeListData {
    Objects.requireNonNull(payees, "payees");
    Objects.requireNonNull(totalCount, "total_count");
    if (payees.contains(null)) {
      throw new IllegalArgumentException("\"payees\" holds null where a payee record belongs");
    }
  }
}
