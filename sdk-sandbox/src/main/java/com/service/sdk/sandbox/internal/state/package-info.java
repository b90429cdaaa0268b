/**
 * The sandbox's resources and their rules: merchants, payments, refunds, links, payees, payouts, idempotency and identifiers. Every mutation happens under the one lock of {@link com.service.sdk.sandbox.internal.state.SandboxState}.
 *
 * <p>Not API: nothing here is stable, and merchants use only {@code com.service.sdk.sandbox}.
 */
package com.service.sdk.sandbox.internal.state;
