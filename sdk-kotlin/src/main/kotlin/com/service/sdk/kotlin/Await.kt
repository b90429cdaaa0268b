package com.service.sdk.kotlin

import com.service.sdk.core.ServiceException
import java.util.concurrent.CompletableFuture
import kotlin.coroutines.cancellation.CancellationException
import kotlin.coroutines.resume
import kotlin.coroutines.resumeWithException
import kotlin.coroutines.suspendCoroutine
import kotlinx.coroutines.currentCoroutineContext
import kotlinx.coroutines.ensureActive
import kotlinx.coroutines.suspendCancellableCoroutine

/**
 * The coroutine was cancelled while an SDK call was running, and this is how the call ended:
 * [failure] is the exception the Java asynchronous face completed the cancelled call's future
 * with, whose [outcome][ServiceException.outcome] says whether the call may have taken effect
 * and whose [idempotency key][ServiceException.idempotencyKey] repeats a refund or payout
 * safely. A refund or payout cancelled after it may have been sent is `UNKNOWN`: repeat it with
 * that key (or read its status), never create it anew. A coroutine that was already cancelled
 * when it called starts no call, and gets a plain [CancellationException] instead.
 *
 * It is a [CancellationException], so the coroutine ends as cancelled (its parent does not
 * fail); catch it inside the cancelled coroutine to record the outcome, then rethrow it.
 *
 * @property failure how the call ended (also this exception's cause)
 */
public class CallCancelledException internal constructor(
  public val failure: ServiceException,
) : CancellationException("the coroutine was cancelled during the call; " + failure.message) {
  init {
    initCause(failure)
  }
}

/**
 * Starts an SDK call with [start] and waits for its future without blocking a thread. A coroutine
 * already cancelled starts nothing (so nothing can reach the service). Cancelling the coroutine
 * during the call cancels the call (the future's `cancel`, which stops the attempt on the wire or
 * the retry waiting), then waits, without being cancellable, until the Java face has decided how
 * the call ended: at once, or when the application's own code that is running for the call (a
 * listener, the credentials provider) returns. So no call outlives the coroutine that made it,
 * and its outcome is never lost: a call that ended failed throws [CallCancelledException]; one
 * that succeeded before the cancel could stop it returns its result (the coroutine's
 * cancellation then shows at its next suspension point), as Java's `cancel` leaves a completed
 * future's value in place.
 *
 * The cancel runs on the coroutine's own dispatcher, where the call started, never on the
 * thread that cancelled the coroutine: that may be kotlinx's one timer thread (`withTimeout`),
 * and a cancel tells the application's listeners that the call ended.
 */
@JvmSynthetic // internal is public in bytecode: kept out of Java's view and the API listing
internal suspend fun <T> awaitCall(start: () -> CompletableFuture<T>): T {
  currentCoroutineContext().ensureActive()
  val call = start()
  try {
    return suspendCancellableCoroutine { continuation ->
      call.whenComplete { value, failure ->
        if (failure == null) continuation.resume(value) else continuation.resumeWithException(failure)
      }
    }
  } catch (cancelled: CancellationException) {
    call.cancel(false)
    val ended = call.ended()
    val failure = ended.exceptionOrNull() ?: return ended.getOrThrow()
    if (failure !is ServiceException) {
      throw failure // a fatal error inside the call: nothing to wrap
    }
    throw CallCancelledException(failure).apply { addSuppressed(cancelled) }
  }
}

/** How the call ended, once it has; not cancellable. */
private suspend fun <T> CompletableFuture<T>.ended(): Result<T> = suspendCoroutine { continuation ->
  whenComplete { value, failure ->
    continuation.resume(if (failure == null) Result.success(value) else Result.failure(failure))
  }
}
