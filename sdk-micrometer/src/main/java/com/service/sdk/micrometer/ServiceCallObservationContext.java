package com.service.sdk.micrometer;

import com.service.sdk.core.CallListener;
import io.micrometer.observation.Observation;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What an observation of one SDK call knows, for a {@link ServiceCallObservationConvention}
 * to name and tag it: the call (operation, method, path template, URL, key), its client
 * family and, once it has ended, how it ended.
 *
 * <p>The call's URL and idempotency key are here for conventions that need them on
 * high-cardinality keys of their own; keep them (and anything else with an id in it) out of
 * low-cardinality keys, which become metric tags.
 */
public class ServiceCallObservationContext extends Observation.Context {
  private final CallListener.Call call;
  private final String family;
  private volatile CallListener.@Nullable End end;

  /**
   * Makes the context of one call.
   *
   * @param call the call
   * @throws NullPointerException if {@code call} is null
   */
  public ServiceCallObservationContext(CallListener.Call call) {
    this.call = Objects.requireNonNull(call, "call == null");
    this.family = call.family().tag();
  }

  /**
   * Returns the call.
   *
   * @return the call, as the SDK's listener saw it start
   */
  public CallListener.Call call() {
    return call;
  }

  /**
   * Returns the family of client the call was made with: {@code "plugin"}
   * ({@code PluginClient}), {@code "merchant"} ({@code MerchantClient}) or {@code "public"}
   * ({@code PublicClient}).
   *
   * @return the family
   */
  public String family() {
    return family;
  }

  /**
   * Returns how the call ended: attempts, duration, last status, outcome, exception type.
   *
   * @return the end, or null while the call runs
   */
  public CallListener.@Nullable End end() {
    return end;
  }

  void finish(CallListener.End end) {
    this.end = end;
  }
}
