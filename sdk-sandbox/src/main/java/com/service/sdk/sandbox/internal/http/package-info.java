/**
 * The sandbox's HTTP side: dispatching, routing, request parsing, signature and credential checks, the wire's JSON and HTML, and outbound callback delivery.
 *
 * <p>Not API: nothing here is stable, and merchants use only {@code com.service.sdk.sandbox}.
 */
package com.service.sdk.sandbox.internal.http;
