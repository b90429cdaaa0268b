/**
 * Spring Boot auto-configuration of the SDK's clients from {@code service.sdk.*} properties,
 * with the JDBC stores, Micrometer observations, OpenTelemetry tracing and callback endpoint
 * wired in when they are on the classpath.
 */
@NullMarked
package com.service.sdk.spring.boot.autoconfigure;

import org.jspecify.annotations.NullMarked;
