/**
 * What a tester drives: the {@code /_sandbox/...} control endpoints, the hosted checkout pages and the dashboard.
 *
 * <p>Not API: nothing here is stable, and merchants use only {@code com.service.sdk.sandbox}.
 */
@NullMarked
package com.service.sdk.sandbox.internal.http.controls;

import org.jspecify.annotations.NullMarked;
