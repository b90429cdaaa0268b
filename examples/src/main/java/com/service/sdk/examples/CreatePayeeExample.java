package com.service.sdk.examples;

import com.service.sdk.core.ConflictException;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.payouts.model.Payee;

/**
 * Registers payout recipients (spec 4.8): one paid by bank transfer (IMPS, NEFT, RTGS), one by
 * UPI. A payee must then be verified by the method you will pay it with.
 *
 * <p>Run with {@code SERVICE_BASE_URL}, {@code SERVICE_API_KEY_ID} and {@code SERVICE_API_SECRET}
 * set; arguments: legal name, account number, IFSC routing id, your payee reference.
 */
public final class CreatePayeeExample {
  private CreatePayeeExample() {}

  /**
   * Registers a payee with bank details.
   *
   * @param merchant the client
   * @param legalName the account holder's legal name
   * @param accountNo the bank account number; the SDK shows only its last four digits in logs
   * @param routingId the bank's routing id (IFSC)
   * @param externalRef your reference for this payee
   * @return the payee; store its id with your recipient record
   */
  public static Payee bankPayee(MerchantClient merchant, String legalName, String accountNo, String routingId,
      String externalRef) {
    return merchant.payees().create(CreatePayeeRequest.builder()
        .legalName(legalName)
        .bankAccount(accountNo, routingId)
        .externalRef(externalRef)
        .build());
  }

  /**
   * Registers a payee with a UPI address only.
   *
   * @param merchant the client
   * @param legalName the payee's legal name
   * @param vpa the UPI address, such as {@code meera@okbank}
   * @param externalRef your reference for this payee
   * @return the payee; store its id with your recipient record
   */
  public static Payee upiPayee(MerchantClient merchant, String legalName, String vpa, String externalRef) {
    return merchant.payees().create(CreatePayeeRequest.builder()
        .legalName(legalName)
        .vpa(vpa)
        .externalRef(externalRef)
        .build());
  }

  /**
   * Registers a bank payee and prints its id.
   *
   * @param args legal name, account number, routing id, your payee reference
   */
  public static void main(String[] args) {
    if (args.length != 4) {
      System.err.println("usage: CreatePayeeExample <legalName> <accountNo> <routingId> <externalRef>");
      System.exit(2);
    }
    try (MerchantClient merchant = MerchantClient.fromEnvironment().build()) {
      Payee payee = bankPayee(merchant, args[0], args[1], args[2], args[3]);
      System.out.println("payee " + payee.id() + " " + payee.complianceStatus());
    } catch (ConflictException e) {
      // The same merchant cannot register the same bank account twice: use the payee you have
      // (ListPayeesExample finds it) instead of registering again.
      System.err.println("already registered: " + e.serviceMessage());
      System.exit(1);
    }
  }
}
