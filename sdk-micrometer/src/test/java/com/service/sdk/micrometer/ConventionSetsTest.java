package com.service.sdk.micrometer;

import static org.assertj.core.api.Assertions.assertThat;

import com.service.sdk.core.ApiException;
import com.service.sdk.core.CallListener;
import com.service.sdk.core.Outcome;
import com.service.sdk.core.ServerException;
import com.service.sdk.core.ServiceException;
import io.micrometer.common.KeyValue;
import io.micrometer.common.KeyValues;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The key-value sets the default convention keeps per operation are the sets it made on every
 * call before (each key value asked of its method, then {@code KeyValues.of} of them): on the
 * first call and on every call after, for every operation, family and end, and for a subclass
 * that changes one key.
 */
class ConventionSetsTest {
  private static final List<CallListener.Call> CALLS = List.of(
      call("payouts.initiate", CallListener.Family.MERCHANT, "POST"),
      call("payouts.status", CallListener.Family.MERCHANT, "GET"),
      call("payments.status", CallListener.Family.PLUGIN, "GET"),
      call("refunds.create", CallListener.Family.PLUGIN, "POST"),
      call("links.get", CallListener.Family.PUBLIC, "GET"));

  @Test
  void theDefaultConvention_keepsTheSetsItMadeEveryCallBefore() {
    same(new DefaultServiceCallObservationConvention());
  }

  @Test
  void aSubclassThatChangesAKey_stillGetsItsOwnKeyValues() {
    same(new DefaultServiceCallObservationConvention() {
      @Override
      protected KeyValue operation(ServiceCallObservationContext context) {
        return KeyValue.of("operation", context.call().operation().toUpperCase());
      }

      @Override
      protected KeyValue outcome(ServiceCallObservationContext context) {
        return KeyValue.of("outcome", "SUCCESS"); // equal to the default's, not the same object
      }
    });
  }

  private static void same(DefaultServiceCallObservationConvention convention) {
    for (int round = 0; round < 3; round++) { // made, then kept
      for (CallListener.Call call : CALLS) {
        ServiceCallObservationContext running = new ServiceCallObservationContext(call);
        assertThat(convention.getLowCardinalityKeyValues(running)).containsExactlyElementsOf(
            KeyValues.of(convention.operation(running), convention.family(running)));
        assertThat(convention.getHighCardinalityKeyValues(running)).isEmpty();
        for (CallListener.End end : ends()) {
          ServiceCallObservationContext ended = new ServiceCallObservationContext(call);
          ended.finish(end);
          assertThat(convention.getLowCardinalityKeyValues(ended)).as("%s %s", call.operation(), end)
              .containsExactlyElementsOf(KeyValues.of(convention.operation(ended), convention.family(ended),
                  convention.outcome(ended), convention.statusClass(ended), convention.errorType(ended)));
          assertThat(convention.getHighCardinalityKeyValues(ended)).as("%s %s", call.operation(), end)
              .containsExactlyElementsOf(KeyValues.of(convention.attempts(ended)));
        }
      }
    }
  }

  private static List<CallListener.End> ends() {
    List<CallListener.End> ends = new ArrayList<>();
    for (int attempts = 0; attempts <= 20; attempts++) {
      ends.add(end(attempts, 200, null, null));
    }
    for (int status : new int[] {0, 201, 204, 302, 400, 404, 429, 500, 503, 599, 600}) {
      ends.add(end(1, status, null, null));
      ends.add(end(3, status, Outcome.UNKNOWN, ServerException.class));
    }
    for (Outcome outcome : Outcome.values()) {
      ends.add(end(1, 200, outcome, ApiException.class));
    }
    return ends;
  }

  private static CallListener.End end(int attempts, int status, Outcome outcome,
      Class<? extends ServiceException> errorType) {
    return new CallListener.End(attempts, Duration.ofMillis(5), status, outcome, errorType, null);
  }

  private static CallListener.Call call(String operation, CallListener.Family family, String method) {
    return new CallListener.Call(operation, family, method, "/p", "https://api.example.test/p", "api.example.test",
        443, null);
  }
}
