package com.service.sdk.core.internal;

import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs code the application handed the SDK (listeners) so that its failure never breaks a
 * call: what it throws is logged at DEBUG, without the call's body or any secret, and the call
 * goes on.
 */
final class UserCode {
  private static final Logger LOG = LoggerFactory.getLogger(HttpTransport.class);

  private UserCode() {}

  /** Tells {@code listener} of {@code event}; a listener that throws is logged and ignored. */
  static void listener(String event, Object listener, Runnable delivery) {
    try {
      delivery.run();
    } catch (RuntimeException e) {
      LOG.debug("listener {} threw from {}; the call goes on", listener, event, e);
    }
  }

  /** Asks {@code listener} for a value; returns null when it throws (logged). */
  static <T> T ask(String event, Object listener, Supplier<T> question) {
    try {
      return question.get();
    } catch (RuntimeException e) {
      LOG.debug("listener {} threw from {}; the call goes on", listener, event, e);
      return null;
    }
  }
}
