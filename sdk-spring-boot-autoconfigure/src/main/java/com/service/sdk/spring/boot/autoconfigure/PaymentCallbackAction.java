package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.plugin.model.PaymentStatus;

/**
 * The application's work for a paid (or failed) payment: the one bean a merchant writes for the
 * starter's payments callback endpoint ({@code service.sdk.callbacks.enabled=true}, served at
 * {@code service.sdk.callbacks.payments-path}).
 *
 * <p>It gets the payment's status as the service's authenticated status call returned it, never
 * the callback's own claims, and runs once per payment and status however often the callback is
 * delivered. Check the status, amount and currency against your own order before you ship.
 * Throw to have the delivery answered 500: this runs again on a redelivery, or when the endpoint's
 * resume() finds it (service.sdk.jdbc.deliveries.resume-interval).
 *
 * <pre>{@code
 * @Bean
 * PaymentCallbackAction fulfilPaidOrders(Orders orders) {
 *   return status -> orders.paymentConfirmed(status); // your code: ship only when paid in full
 * }
 * }</pre>
 */
@FunctionalInterface
public interface PaymentCallbackAction extends CallbackHandler.Action<PaymentStatus> {}
