package com.service.sdk.examples.springboot;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/** The shop's orders: in memory here, your database in production. */
@Component
public class Orders {
  private final Map<String, Order> byId = new ConcurrentHashMap<>();

  /** Where an order stands. */
  public enum State { AWAITING_PAYMENT, PAID }

  /**
   * One order: what the customer owes, and the payment that pays it once one is started.
   *
   * @param id the order's id
   * @param amount what the customer owes
   * @param currency its currency
   * @param paymentId the service's payment, or null before checkout
   * @param state where it stands
   */
  public record Order(String id, BigDecimal amount, String currency, String paymentId, State state) {}

  /**
   * Records a new order.
   *
   * @param id the order's id
   * @param amount what the customer owes
   * @param currency its currency
   * @return the order
   */
  public Order place(String id, BigDecimal amount, String currency) {
    Order order = new Order(id, amount, currency, null, State.AWAITING_PAYMENT);
    byId.put(id, order);
    return order;
  }

  /**
   * Returns an order.
   *
   * @param id the order's id
   * @return the order, if there is one
   */
  public Optional<Order> find(String id) {
    return Optional.ofNullable(byId.get(id));
  }

  /**
   * Returns the order a payment pays.
   *
   * @param paymentId the service's payment id
   * @return the order, if one started that payment
   */
  public Optional<Order> findByPayment(String paymentId) {
    return byId.values().stream().filter(o -> paymentId.equals(o.paymentId())).findFirst();
  }

  void paymentStarted(String orderId, String paymentId) {
    byId.computeIfPresent(orderId, (id, o) -> new Order(id, o.amount(), o.currency(), paymentId, o.state()));
  }

  /** Moves an order from awaiting payment to paid, once: a second call changes nothing. */
  void paid(String orderId) {
    byId.computeIfPresent(orderId, (id, o) -> new Order(id, o.amount(), o.currency(), o.paymentId(), State.PAID));
  }
}
