package com.service.sdk.examples;

import com.service.sdk.core.Page;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.Payee;
import java.util.List;

/**
 * Lists the merchant's payees (spec 4.9): one page, or all of them with automatic paging.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET} set.
 */
public final class ListPayeesExample {
  private ListPayeesExample() {}

  /**
   * Returns every payee. {@code listAll()} fetches pages of 200 lazily, only as far as you
   * iterate, and stops safely even if the service's total is inconsistent.
   *
   * @param merchant the client
   * @return all payees, in the service's order
   */
  public static List<Payee> allPayees(MerchantClient merchant) {
    return merchant.payees().listAll().stream().toList();
  }

  /**
   * Prints the first page of payees and how many there are.
   *
   * @param args none
   */
  public static void main(String[] args) {
    try (MerchantClient merchant = MerchantClient.fromEnvironment().build()) {
      Page<Payee> page = merchant.payees().list(50, 0); // limit 1 to 200, offset from 0
      for (Payee payee : page.items()) {
        // toString() masks the account number: safe to log
        System.out.println(payee);
      }
      System.out.println(page.items().size() + " of " + page.totalCount() + (page.hasMore() ? ", more exist" : ""));
    }
  }
}
