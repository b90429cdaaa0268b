package com.service.sdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.service.sdk.core.CallListener;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class CompositeListenerTest {
  private static final CallListener.Call CALL = new CallListener.Call("balance.get",
      CallListener.Family.PLUGIN, "GET", "/payments/balance", "https://api.example.test/payments/balance",
      "api.example.test", 443, null);

  private final List<String> told = new CopyOnWriteArrayList<>();

  /** Writes "name:event" for every event it is told. */
  private CallListener recording(String name) {
    return new CallListener() {
      @Override
      public void callStarted(Call call) {
        told.add(name + ":callStarted");
      }

      @Override
      public void attemptStarting(Call call, int attempt, AttemptHeaders headers) {
        told.add(name + ":attemptStarting#" + attempt);
      }

      @Override
      public void attemptFinished(Call call, Attempt attempt) {
        told.add(name + ":attemptFinished#" + attempt.number());
      }

      @Override
      public void retryScheduled(Call call, Retry retry) {
        told.add(name + ":retryScheduled");
      }

      @Override
      public void callFinished(Call call, End end) {
        told.add(name + ":callFinished");
      }
    };
  }

  /** Throws from every event. */
  private static final CallListener THROWING = new CallListener() {
    @Override
    public CallListener forCall(Call call) {
      throw new IllegalStateException("listener bug");
    }

    @Override
    public void callStarted(Call call) {
      throw new IllegalStateException("listener bug");
    }

    @Override
    public void callFinished(Call call, End end) {
      throw new IllegalStateException("listener bug");
    }
  };

  @Test
  void of_noneIsNone_andOneIsThatListener() {
    CallListener only = recording("only");

    assertThat(CompositeListener.of(List.of())).isSameAs(CallListener.NONE);
    assertThat(CompositeListener.of(List.of(only))).isSameAs(only);
  }

  @Test
  void of_refusesNullListeners() {
    assertThatThrownBy(() -> CompositeListener.of(null)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> CompositeListener.of(Arrays.asList(recording("a"), null)))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void everyEvent_reachesEveryListenerInOrder_evenWhenOneBeforeThemThrows() {
    CallListener both = CompositeListener.of(List.of(recording("metrics"), THROWING, recording("tracing")));
    CallListener forCall = both.forCall(CALL);

    forCall.callStarted(CALL);
    forCall.attemptStarting(CALL, 1, new ListenerHeaders());
    forCall.attemptFinished(CALL, new CallListener.Attempt(1, 503, null, true, Duration.ofMillis(3), null));
    forCall.retryScheduled(CALL, new CallListener.Retry(1, Duration.ofMillis(10), "HTTP 503"));
    forCall.callFinished(CALL, new CallListener.End(2, Duration.ofMillis(20), 200, null, null, null));

    assertThat(told).containsExactly(
        "metrics:callStarted", "tracing:callStarted",
        "metrics:attemptStarting#1", "tracing:attemptStarting#1",
        "metrics:attemptFinished#1", "tracing:attemptFinished#1",
        "metrics:retryScheduled", "tracing:retryScheduled",
        "metrics:callFinished", "tracing:callFinished");
  }

  @Test
  void forCall_asksEachListenerForItsOwn_andKeepsTheOthersWhenOneThrows() {
    List<String> calls = new ArrayList<>();
    CallListener perCall = new CallListener() {
      @Override
      public CallListener forCall(Call call) {
        calls.add(call.operation());
        return recording("span-" + calls.size());
      }
    };
    CallListener both = CompositeListener.of(List.of(perCall, THROWING, recording("shared")));

    both.forCall(CALL).callStarted(CALL);
    both.forCall(CALL).callStarted(CALL);

    assertThat(calls).containsExactly("balance.get", "balance.get");
    assertThat(told).containsExactly("span-1:callStarted", "shared:callStarted", "span-2:callStarted",
        "shared:callStarted");
  }
}
