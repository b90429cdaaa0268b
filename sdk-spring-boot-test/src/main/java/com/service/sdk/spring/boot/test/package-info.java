/**
 * Spring Boot test support: {@link com.service.sdk.spring.boot.test.AutoConfigureSandbox} starts an
 * embedded sandbox for a test's application context and points the starter at it.
 */
@NullMarked
package com.service.sdk.spring.boot.test;

import org.jspecify.annotations.NullMarked;
