package com.service.sdk.sandbox.internal.state;

/**
 * Where the resources hand the callbacks that their changes cause. The HTTP layer delivers them;
 * a unit test of a resource records them.
 */
@FunctionalInterface
public interface CallbackSink {
  /**
   * Takes a callback to deliver. Called under the state lock: it must only record or queue.
   *
   * @param callback what to send
   */
  void send(Callback callback);
}
