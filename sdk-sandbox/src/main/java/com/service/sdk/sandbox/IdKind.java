package com.service.sdk.sandbox;

/** The identifiers a test can choose with {@link SandboxIds#next(IdKind, String)}. */
public enum IdKind {
  /** The {@code payment_id} of the next hosted payment (operation 1). */
  PAYMENT,
  /** The {@code short_id} of the next payment link (operation 5); its UUID {@code id} stays generated. */
  LINK,
  /** The {@code id} of the next payee (operation 8). */
  PAYEE,
  /** The {@code transaction_id} of the next payout (operation 12). */
  PAYOUT
}
