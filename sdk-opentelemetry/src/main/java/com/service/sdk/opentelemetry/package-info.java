/**
 * OpenTelemetry tracing of the SDK's calls: {@link com.service.sdk.opentelemetry.ServiceSdkTelemetry}
 * gives the listener to hand to a client's builder.
 */
@NullMarked
package com.service.sdk.opentelemetry;

import org.jspecify.annotations.NullMarked;
