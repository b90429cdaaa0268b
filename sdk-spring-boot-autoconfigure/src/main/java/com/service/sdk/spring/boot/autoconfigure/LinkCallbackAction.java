package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.payouts.LinkOwnership;
import com.service.sdk.payouts.model.LinkStatus;

/**
 * The application's work for a payment link that was paid: with a {@link LinkOwnership} bean, the
 * two beans a merchant writes for the starter's links callback endpoint
 * ({@code service.sdk.callbacks.enabled=true}, served at {@code service.sdk.callbacks.links-path};
 * give each link that path as its {@code notify_url}).
 *
 * <p>A link callback is not authenticated: the link status that confirms it is public and says
 * nothing about whose link it is, so a forged callback naming another merchant's paid link would
 * confirm as paid. The endpoint therefore first asks the {@code LinkOwnership} bean, which answers
 * from your own records (the short id you stored when {@code links().create} returned), and runs
 * this only for a link of yours, with the link's status as the service's public status call
 * returned it, once per short id, status and usage count (a reusable link is paid more than
 * once). Throw to have the delivery answered 500: this runs again on a redelivery, or when the
 * endpoint's resume() finds it (service.sdk.jdbc.deliveries.resume-interval).
 *
 * <pre>{@code
 * @Bean
 * LinkOwnership invoiceLinks(Invoices invoices) {
 *   return shortId -> invoices.findByLinkShortId(shortId).isPresent();
 * }
 *
 * @Bean
 * LinkCallbackAction settleInvoices(Invoices invoices) {
 *   return status -> invoices.linkPaid(status); // your code: status.status(), status.transactionId()
 * }
 * }</pre>
 */
@FunctionalInterface
public interface LinkCallbackAction extends CallbackHandler.Action<LinkStatus> {}
