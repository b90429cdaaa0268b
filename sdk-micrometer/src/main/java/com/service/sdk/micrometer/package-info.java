/**
 * Micrometer observations of the SDK's calls: {@link com.service.sdk.micrometer.MicrometerObservations}
 * gives the listener to hand to a client's builder.
 */
@NullMarked
package com.service.sdk.micrometer;

import org.jspecify.annotations.NullMarked;
