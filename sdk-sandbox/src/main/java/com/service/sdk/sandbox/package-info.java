/**
 * {@link com.service.sdk.sandbox.Sandbox}: a stateful, in-memory stand-in for the service on
 * loopback, for tests and examples, with the switches that make it answer the way the real
 * service does when things go wrong.
 */
@NullMarked
package com.service.sdk.sandbox;

import org.jspecify.annotations.NullMarked;
