package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.callback.CallbackHandler;
import com.service.sdk.payouts.model.LedgerTransaction;

/**
 * The application's work for a payout that reached a new state: the one bean a merchant writes
 * for the starter's payouts callback endpoint ({@code service.sdk.callbacks.enabled=true}, served
 * at {@code service.sdk.callbacks.payouts-path}; point your profile's notify URL there).
 *
 * <p>It gets the payout's ledger transaction as the service's authenticated payout status call
 * returned it, never the callback's own claims, and runs once per transaction and status however
 * often the callback is delivered. Throw to have the delivery answered 500: this runs again on a
 * redelivery, or when the endpoint's resume() finds it (service.sdk.jdbc.deliveries.resume-interval).
 *
 * <pre>{@code
 * @Bean
 * PayoutCallbackAction settlePayouts(Payouts payouts) {
 *   return transaction -> payouts.settled(transaction); // your code: match transaction.externalRef()
 * }
 * }</pre>
 */
@FunctionalInterface
public interface PayoutCallbackAction extends CallbackHandler.Action<LedgerTransaction> {}
