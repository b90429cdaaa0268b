package com.example.shop;

import com.service.sdk.jdbc.JdbcSchema;
import com.service.sdk.payouts.MerchantClient;
import com.service.sdk.payouts.model.CreatePayeeRequest;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.PaymentState;
import java.math.BigDecimal;

/** The application's use of the SDK, compiled and run inside its own module. */
public final class Shop {
  private final PluginClient plugin;
  private final MerchantClient merchant;
  private final String merchantId;

  /**
   * Builds both clients.
   *
   * @param baseUrl the service's base URL
   * @param apiKeyId the API key id
   * @param apiSecret the API secret
   * @param merchantId the merchant id the plugin family sends in bodies
   */
  public Shop(String baseUrl, String apiKeyId, String apiSecret, String merchantId) {
    this.plugin = PluginClient.builder().baseUrl(baseUrl).credentials(apiKeyId, apiSecret).build();
    this.merchant = MerchantClient.builder().baseUrl(baseUrl).credentials(apiKeyId, apiSecret).build();
    this.merchantId = merchantId;
  }

  /**
   * Creates a hosted payment for an order.
   *
   * @param orderId the order's id
   * @return the payment id
   */
  public String pay(String orderId) {
    return plugin.payments().create(CreatePaymentRequest.builder().merchantId(merchantId).orderId(orderId)
        .amount("499.00").customer("Asha Rao", "asha@example.com", "9800000000").build()).paymentId();
  }

  /**
   * Asks whether a payment is paid.
   *
   * @param paymentId the payment's id
   * @return true when its status is paid
   */
  public boolean isPaid(String paymentId) {
    return PaymentState.PAID.equals(plugin.payments().status(paymentId).status());
  }

  /**
   * Reads the balance.
   *
   * @return the available balance
   */
  public BigDecimal available() {
    return plugin.balance().get().availableBalance();
  }

  /**
   * Registers a bank payee.
   *
   * @param name the payee's legal name
   * @return the payee's id
   */
  public String addPayee(String name) {
    return merchant.payees().create(CreatePayeeRequest.builder().legalName(name)
        .bankAccount("50100012345678", "HDFC0001234").build()).id();
  }

  /**
   * Reads the DDL of sdk-jdbc's tables, which its jar ships as a resource of its module.
   *
   * @return the DDL with these table names
   */
  public String schema() {
    return JdbcSchema.postgresql("shop.deliveries", "shop.movements");
  }
}
