package com.service.sdk.micrometer;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/**
 * Names and tags the observation of an SDK call. Implement it (or extend
 * {@link DefaultServiceCallObservationConvention}) and pass it to
 * {@link MicrometerObservations#listener(io.micrometer.observation.ObservationRegistry, ServiceCallObservationConvention)},
 * or register it on the {@code ObservationRegistry}'s configuration as a global convention.
 *
 * <p>Low-cardinality key values become metric tags: keep ids, amounts, idempotency keys and
 * URLs out of them. The convention is asked for key values when the call starts (when
 * {@link ServiceCallObservationContext#end()} is still null) and again when it ends.
 */
public interface ServiceCallObservationConvention extends ObservationConvention<ServiceCallObservationContext> {

  /**
   * Returns true for the context of an SDK call.
   *
   * @param context an observation's context
   * @return whether it is a {@link ServiceCallObservationContext}
   */
  @Override
  default boolean supportsContext(Observation.Context context) {
    return context instanceof ServiceCallObservationContext;
  }
}
