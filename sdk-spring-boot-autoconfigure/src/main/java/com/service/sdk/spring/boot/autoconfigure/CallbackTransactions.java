package com.service.sdk.spring.boot.autoconfigure;

import com.service.sdk.core.callback.CallbackHandler;

/**
 * Runs a callback action so that its writes and "done" commit together
 * ({@code service.sdk.callbacks.transactional=true}). Only SDK types here: the callback endpoints
 * ask for it whether or not Spring's transaction support is on the classpath, and only its
 * implementation ({@link SpringCallbackTransactions}) needs it.
 */
interface CallbackTransactions {

  /**
   * Wraps an action: it runs in a transaction that also marks its claimed key done.
   *
   * @param action the application's action bean
   * @param <R> the confirmed resource
   * @return the action to give the handler
   */
  <R> CallbackHandler.ClaimedAction<R> around(CallbackHandler.Action<? super R> action);
}
