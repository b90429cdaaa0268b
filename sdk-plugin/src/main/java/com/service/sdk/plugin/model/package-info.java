/**
 * Requests, answers and state values of the plugin-signed family: payments, refunds and
 * balances. Requests are immutable with builders; answers are records; states are open
 * value classes that decode any text the service sends.
 */
@NullMarked
package com.service.sdk.plugin.model;

import org.jspecify.annotations.NullMarked;
