/**
 * Clients of the merchant HMAC family ({@link com.service.sdk.payouts.MerchantClient}:
 * payment links, payees, payouts, ledger transactions) and of the public family
 * ({@link com.service.sdk.payouts.PublicClient}: link status and checkout details). Their
 * requests and answers are in {@link com.service.sdk.payouts.model}; exceptions and
 * paging types come from {@code com.service.sdk.core}.
 */
@NullMarked
package com.service.sdk.payouts;

import org.jspecify.annotations.NullMarked;
