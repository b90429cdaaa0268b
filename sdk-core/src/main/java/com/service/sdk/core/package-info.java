/**
 * The client configuration, credentials, the exception hierarchy with each call's
 * {@link com.service.sdk.core.Outcome}, paging types, open status values and the call
 * listener that the family clients ({@code sdk-plugin}, {@code sdk-payouts}) share.
 */
@NullMarked
package com.service.sdk.core;

import org.jspecify.annotations.NullMarked;
