/**
 * The sandbox's HTTP layer, and the machinery its two rooms above ({@code operations},
 * {@code controls}) share: the listener and dispatcher, routes, strict request reading, signature
 * and credential checks, the control guard, the wire's JSON and HTML, the request log, outbound
 * callback delivery, and {@link com.service.sdk.sandbox.internal.http.Refusals}, where a refusal
 * of the resources gets its status code. It uses the resources ({@code internal.state}); they
 * never use it.
 *
 * <p>Not API: nothing here is stable, and merchants use only {@code com.service.sdk.sandbox}.
 */
@NullMarked
package com.service.sdk.sandbox.internal.http;

import org.jspecify.annotations.NullMarked;
