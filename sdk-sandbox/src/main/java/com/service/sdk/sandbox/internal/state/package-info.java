/**
 * The sandbox's resources and the service's rules: merchants, payments, refunds, links, payees,
 * payouts, balances, idempotency and identifiers. Nothing here knows HTTP: a resource takes a
 * request record, returns a snapshot, throws {@link com.service.sdk.sandbox.internal.state.Refusal}
 * with a kind when a rule says no, and hands the callbacks its changes cause to a
 * {@link com.service.sdk.sandbox.internal.state.CallbackSink}. Every mutation happens under the
 * one lock of {@link com.service.sdk.sandbox.internal.state.SandboxState}, taken here and never
 * outside.
 *
 * <p>Not API: nothing here is stable, and merchants use only {@code com.service.sdk.sandbox}.
 */
@NullMarked
package com.service.sdk.sandbox.internal.state;

import org.jspecify.annotations.NullMarked;
