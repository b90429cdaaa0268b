package com.service.sdk.examples;

import com.service.sdk.core.AuthenticationException;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.Balance;

/**
 * Reads the merchant's balances (spec 4.3). The service answers only for an active merchant and
 * only from the merchant's approved source IP addresses.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET} set.
 */
public final class BalanceExample {
  private BalanceExample() {}

  /**
   * Reads the balances of the merchant that owns the client's API key.
   *
   * @param plugin the client
   * @return the balances; every figure is a {@code BigDecimal}
   */
  public static Balance balance(PluginClient plugin) {
    return plugin.balance().get();
  }

  /**
   * Prints the balances.
   *
   * @param args none
   */
  public static void main(String[] args) {
    try (PluginClient plugin = PluginClient.fromEnvironment().build()) {
      Balance balance = balance(plugin);
      System.out.println("available " + balance.availableBalance() + " " + balance.currency()
          + ", collected " + balance.collectionBalance() + ", payout deposit " + balance.payoutDepositBalance());
    } catch (AuthenticationException e) {
      // Retrying does not help: from an address the service has not approved, register this
      // server's outbound IP address with the service.
      System.err.println("refused: " + e.serviceMessage());
      System.exit(1);
    }
  }
}
