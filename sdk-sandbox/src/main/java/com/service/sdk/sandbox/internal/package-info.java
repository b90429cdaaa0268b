/**
 * The sandbox's insides, in three rooms below the public API: {@code http} (with
 * {@code http.operations} and {@code http.controls}) serves, {@code state} keeps the resources and
 * their rules. {@link com.service.sdk.sandbox.internal.Assembly} builds one sandbox from them.
 * Imports point one way: API, then HTTP, then resources.
 *
 * <p>Not API: the module exports none of these packages.
 */
@NullMarked
package com.service.sdk.sandbox.internal;

import org.jspecify.annotations.NullMarked;
