package com.service.sdk.sandbox;

import java.util.List;

/**
 * A snapshot of one merchant's money: balance figures and payouts.
 *
 * @param merchantId the merchant
 * @param balance the balance figures
 * @param payouts the merchant's payouts, oldest first
 */
public record SandboxLedger(String merchantId, SandboxBalance balance, List<SandboxPayout> payouts) {

  /**
   * Creates a snapshot; the payout list is copied, so later payouts do not appear in it.
   *
   * @param merchantId the merchant
   * @param balance the balance figures
   * @param payouts the payouts, oldest first
   */
  public SandboxLedger {
    payouts = List.copyOf(payouts);
  }
}
