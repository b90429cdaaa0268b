/**
 * The service's fourteen operations over HTTP: each class registers the routes of one resource,
 * reads a request into what the resource takes, calls the resource, and writes its answer in the
 * family's shape. The rules themselves live in {@code internal.state}.
 *
 * <p>Not API: nothing here is stable, and merchants use only {@code com.service.sdk.sandbox}.
 */
@NullMarked
package com.service.sdk.sandbox.internal.http.operations;

import org.jspecify.annotations.NullMarked;
