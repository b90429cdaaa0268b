/**
 * Requests, answers and state values of the merchant HMAC and public families: payment
 * links, payees, payouts and ledger transactions. Requests are immutable with builders;
 * answers are records; states are open value classes that decode any text the service
 * sends. Amounts are {@link java.math.BigDecimal}, times {@link java.time.Instant}.
 */
@NullMarked
package com.service.sdk.payouts.model;

import org.jspecify.annotations.NullMarked;
