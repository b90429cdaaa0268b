package com.service.sdk.sandbox;

/** The service operations the sandbox serves, named for fault rules and documentation. */
public enum SandboxOperation {
  /** Operation 1: POST /payments/create. */
  CREATE_PAYMENT,
  /** Operation 2: GET /payments/{payment_id}/status. */
  PAYMENT_STATUS,
  /** Operation 3: GET /payments/balance. */
  BALANCE,
  /** Operation 4: POST /refunds/create. */
  CREATE_REFUND,
  /** Operation 5: POST /api/v1/collections/intents/api. */
  CREATE_LINK,
  /** Operation 6: GET /api/v1/collections/intents/{short_id}/status. */
  LINK_STATUS,
  /** Operation 7: GET /api/v1/collections/checkout/{short_id}. */
  CHECKOUT_LINK,
  /** Operation 8: POST /api/v1/payees/external/create. */
  CREATE_PAYEE,
  /** Operation 9: GET /api/v1/payees/external/list. */
  LIST_PAYEES,
  /** Operation 10: POST /api/v1/payees/external/{payee_id}/verify/bank. */
  VERIFY_BANK,
  /** Operation 11: POST /api/v1/payees/external/{payee_id}/verify/vpa. */
  VERIFY_VPA,
  /** Operation 12: POST /api/v1/payouts/external/initiate. */
  INITIATE_PAYOUT,
  /** Operation 13: GET /api/v1/payouts/external/status/{transaction_id}. */
  PAYOUT_STATUS,
  /** Operation 14: GET /api/v1/transactions/external/status/{transaction_id}. */
  TRANSACTION_STATUS
}
