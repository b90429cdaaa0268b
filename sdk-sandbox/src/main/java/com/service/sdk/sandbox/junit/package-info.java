/**
 * The JUnit 5 extension that gives a test class a running
 * {@link com.service.sdk.sandbox.Sandbox}.
 */
@NullMarked
package com.service.sdk.sandbox.junit;

import org.jspecify.annotations.NullMarked;
