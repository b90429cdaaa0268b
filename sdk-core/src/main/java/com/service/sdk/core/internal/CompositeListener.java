package com.service.sdk.core.internal;

import com.service.sdk.core.CallListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The listeners added to one client's builder, as one: each event goes to every listener in
 * order, and one that throws is contained (as {@link UserCode} contains any listener) without
 * keeping the others from the event. Per-call listeners ({@link CallListener#forCall}) are
 * asked of each.
 */
final class CompositeListener implements CallListener {
  private final List<CallListener> listeners;

  private CompositeListener(List<CallListener> listeners) {
    this.listeners = listeners;
  }

  /**
   * Returns one listener for all of {@code listeners}.
   *
   * @param listeners the listeners, in the order they are told
   * @return the listener: {@link CallListener#NONE} for none, the listener itself for one
   * @throws NullPointerException if {@code listeners} or one of them is null
   */
  static CallListener of(List<? extends CallListener> listeners) {
    List<CallListener> copy = List.copyOf(Objects.requireNonNull(listeners, "listeners == null"));
    return switch (copy.size()) {
      case 0 -> NONE;
      case 1 -> copy.get(0);
      default -> new CompositeListener(copy);
    };
  }

  @Override
  public CallListener forCall(Call call) {
    List<CallListener> forThisCall = new ArrayList<>(listeners.size());
    for (CallListener listener : listeners) {
      CallListener own = UserCode.ask("forCall", listener, () -> listener.forCall(call));
      forThisCall.add(own == null ? NONE : own);
    }
    return new CompositeListener(forThisCall);
  }

  @Override
  public void callStarted(Call call) {
    each("callStarted", listener -> listener.callStarted(call));
  }

  @Override
  public void attemptStarting(Call call, int attempt, AttemptHeaders headers) {
    each("attemptStarting", listener -> listener.attemptStarting(call, attempt, headers));
  }

  @Override
  public void attemptFinished(Call call, Attempt attempt) {
    each("attemptFinished", listener -> listener.attemptFinished(call, attempt));
  }

  @Override
  public void retryScheduled(Call call, Retry retry) {
    each("retryScheduled", listener -> listener.retryScheduled(call, retry));
  }

  @Override
  public void callFinished(Call call, End end) {
    each("callFinished", listener -> listener.callFinished(call, end));
  }

  private void each(String event, Consumer<CallListener> delivery) {
    for (CallListener listener : listeners) {
      UserCode.listener(event, listener, () -> delivery.accept(listener));
    }
  }

  @Override
  public String toString() {
    return "CallListeners" + listeners;
  }
}
