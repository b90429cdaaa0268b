package com.service.sdk.examples.springboot;

import com.service.sdk.examples.springboot.Orders.Order;
import com.service.sdk.plugin.model.PaymentState;
import com.service.sdk.plugin.model.PaymentStatus;
import com.service.sdk.spring.boot.autoconfigure.PaymentCallbackAction;
import org.springframework.stereotype.Component;

/**
 * The one bean the starter's payments callback endpoint runs: with the payment's status as the
 * service's signed status call returned it (never the callback's body), once per payment and
 * status however often the callback comes.
 */
@Component
class Fulfilment implements PaymentCallbackAction {
  private final Orders orders;

  Fulfilment(Orders orders) {
    this.orders = orders;
  }

  @Override
  public void accept(PaymentStatus payment) {
    Order order = orders.findByPayment(payment.paymentId()).orElseThrow(() -> // 500: the service delivers again
        new IllegalStateException("no order started payment " + payment.paymentId()));
    boolean paidInFull = PaymentState.PAID.equals(payment.status())
        && payment.amount().compareTo(order.amount()) == 0 && order.currency().equals(payment.currency());
    if (paidInFull) {
      orders.paid(order.id()); // ship it
    }
    // Any other state (created, failed, or one the SDK does not know yet) leaves the order waiting.
  }
}
