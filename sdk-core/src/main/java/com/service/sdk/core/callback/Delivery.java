package com.service.sdk.core.callback;

import com.service.sdk.core.callback.CallbackResponse.Result;
import java.time.Duration;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The work of one delivery, on a worker, or of one recovery on the caller's thread: confirm,
 * claim, act, record. A recovery starts from a claim whose lease ran out, taken over with the
 * notice it was claimed for ({@link DeliveryStore.Lapsed}): it confirms that notice again and
 * runs the action under the claim it took when the resource is still in that state, or claims the
 * state it is in now, as a delivery would, and then finishes the old claim. Every call into user
 * code (the confirm and state-key functions, the action, the delivery store) is contained:
 * whatever it throws, {@code Error}s included, ends the work with a definite
 * {@link CallbackResponse} that carries the failure, and a claim this work took is completed or
 * released as the {@link DeliveryStore} protocol says. The failure is the receiving thread's to
 * report; when that thread has already answered (the timeout passed), nobody else will see it, so
 * it is logged here, once, with the resource state's key and never the body.
 *
 * @param <R> the confirmed resource
 */
final class Delivery<R> implements Callable<CallbackResponse> {
  private static final Logger LOG = LoggerFactory.getLogger(CallbackHandler.class);

  private final Parts<R> parts;
  private final CallbackNotice notice;
  /** The lapsed claim this work took over to finish and who took it over, or null for a delivery. */
  private final @Nullable Recovery recovery;
  /** Set by whichever of the worker (ended) and the receiving thread (gave up) comes first. */
  private final AtomicBoolean settled = new AtomicBoolean();

  /** What every delivery's work needs from its handler: the merchant's functions and store, and the lease. */
  record Parts<R>(Function<CallbackNotice, ? extends R> confirm, Function<? super R, String> stateKey,
      CallbackHandler.ClaimedAction<? super R> action, DeliveryStore store, Duration lease) {}

  /** A lapsed claim, and the owner that took it over. */
  private record Recovery(DeliveryStore.Lapsed taken, String owner) {}

  Delivery(Parts<R> parts, CallbackNotice notice) {
    this(parts, notice, null);
  }

  /** The recovery of a lapsed claim that {@code owner} took over. */
  Delivery(Parts<R> parts, DeliveryStore.Lapsed taken, String owner) {
    this(parts, taken.notice(), new Recovery(taken, owner));
  }

  private Delivery(Parts<R> parts, CallbackNotice notice, @Nullable Recovery recovery) {
    this.parts = parts;
    this.notice = notice;
    this.recovery = recovery;
  }

  @Override
  public CallbackResponse call() {
    CallbackResponse response = work();
    if (!settled.compareAndSet(false, true) && response.failure() != null) {
      LOG.warn("callback work ended after its delivery was answered: {} {}: {}", response.statusCode(),
          response.result(), response.message(), response.failure());
    }
    return response;
  }

  /**
   * The receiving thread stops waiting for this work.
   *
   * @return false when the work had already ended: its response is then the one to answer
   */
  boolean abandon() {
    return settled.compareAndSet(false, true);
  }

  private CallbackResponse work() {
    String kind = notice.kind().name().toLowerCase(Locale.ROOT);
    R confirmed;
    try {
      confirmed = parts.confirm().apply(notice);
    } catch (IllegalArgumentException e) {
      String why = e.getMessage();
      return giveBack(CallbackResponse.of(Result.UNREADABLE, why != null ? why : "the confirm function refused the " + kind + " notice", e));
    } catch (RuntimeException e) {
      return giveBack(CallbackResponse.of(Result.UNCONFIRMED, "could not confirm the " + kind
          + " with the service; deliver again later", e));
    } catch (Throwable e) {
      return giveBack(CallbackResponse.of(Result.FAILED, "the confirm function failed for a " + kind + " notice", e));
    }
    if (confirmed == null) {
      return giveBack(CallbackResponse.of(Result.FAILED, "the confirm function returned null",
          new NullPointerException("confirm returned null for " + notice)));
    }
    String key;
    try {
      key = parts.stateKey().apply(confirmed);
    } catch (Throwable e) {
      return giveBack(CallbackResponse.of(Result.FAILED, "the stateKey function failed", e));
    }
    if (key == null || key.isBlank()) {
      return giveBack(CallbackResponse.of(Result.FAILED, "the stateKey function gave no key",
          new IllegalStateException("stateKey gave " + (key == null ? "null" : "blank text") + " for " + confirmed)));
    }
    if (recovery != null && key.equals(recovery.taken().key())) {
      return run(confirmed, key, recovery.owner());
    }
    String owner = UUID.randomUUID().toString();
    DeliveryStore.Claim claim;
    try {
      claim = parts.store().claim(key, owner, parts.lease(), notice);
    } catch (Throwable e) {
      return giveBack(CallbackResponse.of(Result.FAILED, "the delivery store failed to claim " + key, e));
    }
    if (claim == null) {
      return giveBack(CallbackResponse.of(Result.FAILED, "the delivery store gave no claim for " + key,
          new NullPointerException("DeliveryStore.claim returned null")));
    }
    finishTaken();
    switch (claim) {
      case DONE:
        return CallbackResponse.of(Result.DUPLICATE, "already handled: " + key);
      case IN_PROGRESS:
        return CallbackResponse.of(Result.IN_PROGRESS, "being handled by another delivery: " + key);
      default:
        return run(confirmed, key, owner);
    }
  }

  /**
   * A recovery whose resource moved on from the state its claim was for: that state will never be
   * confirmed again, and the state the resource is in now is claimed with the notice (handled,
   * being handled, or this work's to run), so the old claim has nothing left to run and is
   * completed. Should that fail, it lapses again, and a later recovery completes it.
   */
  private void finishTaken() {
    if (recovery == null) {
      return;
    }
    String key = recovery.taken().key();
    try {
      parts.store().complete(key, recovery.owner());
    } catch (Throwable e) {
      LOG.debug("could not complete {}, whose resource moved on; a later resume() does", key, e);
    }
  }

  /** A recovery that could not go on ends the lease of the claim it took at once, for a later one; returns the response. */
  private CallbackResponse giveBack(CallbackResponse response) {
    if (recovery != null) {
      release(recovery.taken().key(), recovery.owner(), response.failure());
    }
    return response;
  }

  /** Runs the action under {@code owner}'s claim: completes it on return, releases it on any throw. */
  private CallbackResponse run(R confirmed, String key, String owner) {
    try {
      parts.action().accept(confirmed, key, owner);
    } catch (Throwable e) {
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt(); // the worker's owner asked it to stop; keep the request
      }
      release(key, owner, e);
      return CallbackResponse.of(Result.FAILED, "the action failed for " + key + "; deliver again", e);
    }
    try {
      parts.store().complete(key, owner);
    } catch (Throwable e) {
      // The action did succeed: a 2xx ends the deliveries; the claim lapses with its lease.
      return CallbackResponse.of(Result.HANDLED, "handled " + key + "; recording it in the delivery store failed", e);
    }
    return CallbackResponse.of(Result.HANDLED, "handled " + key);
  }

  /** Releases a claim after {@code failure} (or none); a store that fails here is added to it. */
  private void release(String key, String owner, @Nullable Throwable failure) {
    try {
      parts.store().release(key, owner);
    } catch (Throwable e) {
      // The claim then lapses with its lease, after which a redelivery or a recovery runs it again.
      if (failure != null && e != failure) {
        failure.addSuppressed(e);
      }
    }
  }
}
