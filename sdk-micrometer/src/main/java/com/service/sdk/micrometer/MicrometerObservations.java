package com.service.sdk.micrometer;

import com.service.sdk.core.CallListener;
import io.micrometer.observation.ObservationRegistry;
import java.util.Objects;

/**
 * Records each SDK call as one Micrometer {@link io.micrometer.observation.Observation}: give
 * the listener it returns to a client's builder.
 *
 * <pre>{@code
 * PluginClient plugin = PluginClient.builder()
 *     .baseUrl(baseUrl).credentials(apiKeyId, apiSecret)
 *     .listener(MicrometerObservations.listener(observationRegistry))
 *     .build();
 * }</pre>
 *
 * <p>Each call is an observation named {@code service.sdk.calls}, whose contextual name (the
 * span's name under Micrometer Tracing) is the operation, such as {@code payouts.initiate}.
 * Its low-cardinality keys are the operation, the client family, the outcome, the class of
 * the last status and the type of the exception the caller got; each retry is an event
 * named {@code retry}. Ids, amounts, idempotency keys and URLs never become keys.
 * {@link ServiceCallObservationDocumentation} lists every name; a
 * {@link ServiceCallObservationConvention} of your own (or one registered globally on the
 * registry) replaces the names and keys.
 *
 * <p>When the registry has no handler, a call costs nothing beyond asking the registry: no
 * observation or context is made.
 */
public final class MicrometerObservations {

  private MicrometerObservations() {}

  /**
   * Returns a listener that observes every call on {@code registry} with the default
   * convention (or the registry's own, when one is registered for this context).
   *
   * @param registry where the observations go
   * @return the listener, for a client builder's {@code listener(..)}
   * @throws NullPointerException if {@code registry} is null
   */
  public static CallListener listener(ObservationRegistry registry) {
    return new ObservationListener(Objects.requireNonNull(registry, "registry == null"), null);
  }

  /**
   * Returns a listener that observes every call on {@code registry}, named and tagged by
   * {@code convention}.
   *
   * @param registry where the observations go
   * @param convention the names and keys to use instead of the default ones; extend
   *     {@link DefaultServiceCallObservationConvention} to change only some of them
   * @return the listener, for a client builder's {@code listener(..)}
   * @throws NullPointerException if {@code registry} or {@code convention} is null
   */
  public static CallListener listener(ObservationRegistry registry, ServiceCallObservationConvention convention) {
    return new ObservationListener(Objects.requireNonNull(registry, "registry == null"),
        Objects.requireNonNull(convention, "convention == null"));
  }
}
