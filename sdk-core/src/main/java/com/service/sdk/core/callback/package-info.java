/**
 * Receiving the service's callbacks safely (spec 6). The service signs no callback and shows
 * no payload shape, so a callback is read only as a {@link com.service.sdk.core.callback.CallbackNotice}:
 * a notice naming a resource, never a statement of its status or amount. The family clients
 * turn a notice into the truth with an authenticated status call ({@code payments().confirm},
 * {@code payouts().confirm}, {@code links().confirm}), and
 * {@link com.service.sdk.core.callback.CallbackHandler} does the whole job for a receiving
 * endpoint: read, confirm, run the merchant's action once per resource state, answer.
 */
package com.service.sdk.core.callback;
