/**
 * Receiving the service's callbacks safely (spec 6). The service signs no callback and shows
 * no payload shape, so a callback is read only as a {@link com.service.sdk.core.callback.CallbackNotice}:
 * a notice naming a resource, never a statement of its status or amount. The family clients
 * turn a notice into the truth: {@code payments().confirm} and {@code payouts().confirm} with a
 * signed status call that answers only for the caller's own payment or payout (authenticated);
 * {@code links().confirm(notice, ownership)} with the public link status, which says nothing
 * about whose link it is (not authenticated), and so only for a link the merchant's own records
 * recognise as theirs. {@link com.service.sdk.core.callback.CallbackHandler} does the whole job
 * for a receiving endpoint: read, confirm, run the merchant's action once per resource state,
 * answer.
 */
@NullMarked
package com.service.sdk.core.callback;

import org.jspecify.annotations.NullMarked;
