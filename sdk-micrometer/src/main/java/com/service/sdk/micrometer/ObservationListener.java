package com.service.sdk.micrometer;

import com.service.sdk.core.CallListener;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import org.jspecify.annotations.Nullable;

/**
 * Starts one observation per call, on the caller's thread (so the caller's current
 * observation becomes its parent, for asynchronous calls too), and hands it to a listener of
 * that call alone.
 */
final class ObservationListener implements CallListener {
  private static final ServiceCallObservationConvention DEFAULT = new DefaultServiceCallObservationConvention();

  private final ObservationRegistry registry;
  /** The application's convention, or null for the registry's or the default one. */
  private final @Nullable ServiceCallObservationConvention convention;

  ObservationListener(ObservationRegistry registry, @Nullable ServiceCallObservationConvention convention) {
    this.registry = registry;
    this.convention = convention;
  }

  @Override
  public CallListener forCall(Call call) {
    if (registry.isNoop()) {
      return NONE; // nothing listens: the SDK skips every other event of the call
    }
    ServiceCallObservationContext context = new ServiceCallObservationContext(call);
    Observation observation = ServiceCallObservationDocumentation.CALL.observation(convention, DEFAULT,
        () -> context, registry);
    if (observation.isNoop()) {
      return NONE; // an ObservationPredicate turned it off
    }
    return new ObservedCall(observation.start(), context);
  }

  @Override
  public String toString() {
    return "MicrometerObservations.listener(" + registry + ")";
  }

  /** The listener of one call: its observation, started, and the context the convention reads. */
  private static final class ObservedCall implements CallListener {
    private final Observation observation;
    private final ServiceCallObservationContext context;

    ObservedCall(Observation observation, ServiceCallObservationContext context) {
      this.observation = observation;
      this.context = context;
    }

    @Override
    public void retryScheduled(Call call, Retry retry) {
      observation.event(ServiceCallObservationDocumentation.Events.RETRY);
    }

    @Override
    public void callFinished(Call call, End end) {
      context.finish(end);
      observation.stop();
    }
  }
}
