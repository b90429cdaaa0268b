package com.service.sdk.sandbox.internal.state;

import com.service.sdk.sandbox.SandboxBalance;
import java.net.InetAddress;

/** Merchant balance (operation 3): read only from approved source addresses; the merchant comes from the key alone. */
public final class Balances {
  private final SandboxState state;

  /**
   * Creates the balance reader.
   *
   * @param state the shared state
   */
  public Balances(SandboxState state) {
    this.state = state;
  }

  /**
   * Reads a merchant's balance figures for a request from {@code remote}.
   *
   * @param merchant the authenticated merchant
   * @param remote the request's source address
   * @return the figures
   * @throws Refusal FORBIDDEN when the address is not approved for this merchant
   */
  public SandboxBalance read(Merchant merchant, InetAddress remote) {
    if (!merchant.approves(remote)) {
      throw Refusal.forbidden("source IP " + remote.getHostAddress()
          + " is not approved for balance reads of merchant " + merchant.id);
    }
    return state.balance(merchant);
  }
}
