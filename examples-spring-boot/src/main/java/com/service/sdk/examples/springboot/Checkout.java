package com.service.sdk.examples.springboot;

import com.service.sdk.examples.springboot.Orders.Order;
import com.service.sdk.plugin.PluginClient;
import com.service.sdk.plugin.model.CreatePaymentRequest;
import com.service.sdk.plugin.model.CreateRefundRequest;
import com.service.sdk.plugin.model.HostedPayment;
import com.service.sdk.plugin.model.Refund;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Service;

/** Takes payments and refunds for orders, with the {@code PluginClient} the starter built. */
@Service
public class Checkout {
  private final PluginClient plugin;
  private final Orders orders;
  private final String merchantId;
  private final Environment environment;

  Checkout(PluginClient plugin, Orders orders, @Value("${shop.merchant-id}") String merchantId,
      Environment environment) {
    this.plugin = plugin;
    this.orders = orders;
    this.merchantId = merchantId;
    this.environment = environment; // shop.callback-url may name the server's port, known only once it listens
  }

  /**
   * Starts the hosted payment of an order: send the customer to its checkout URL. The order is
   * paid when {@link Fulfilment} says so, never when the customer comes back.
   *
   * @param order the order
   * @param name the customer's name
   * @param email the customer's e-mail address
   * @param phone the customer's phone number
   * @return the payment, with its checkout URL
   */
  public HostedPayment start(Order order, String name, String email, String phone) {
    HostedPayment payment = plugin.payments().create(CreatePaymentRequest.builder().merchantId(merchantId)
        .orderId(order.id()).amount(order.amount()).currency(order.currency()).customer(name, email, phone)
        .callbackUrl(environment.getRequiredProperty("shop.callback-url")).build());
    orders.paymentStarted(order.id(), payment.paymentId());
    return payment;
  }

  /**
   * Refunds part of a paid order. The refund's reference is the order's and a number, so sending
   * it again (after a timeout, or a crash) returns the same refund instead of a second one.
   *
   * @param order the order
   * @param number which refund of this order, from 1
   * @param amount how much, such as "100.00"
   * @return the refund
   */
  public Refund refund(Order order, int number, String amount) {
    return plugin.refunds().create(CreateRefundRequest.builder().merchantId(merchantId)
        .paymentId(order.paymentId()).amount(amount).merchantRefundId(order.id() + "-r" + number).build());
  }
}
