package com.service.sdk.core.internal;

import java.io.IOException;
import java.util.Arrays;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place that decides what happens when code the application handed the SDK
 * (listeners, credentials providers, executors, its OkHttp client's DNS or socket factory)
 * throws. Whatever it throws, {@code Error}s included, is contained: logged once at DEBUG
 * (the application's own exception, never a body or a secret of the SDK's), and the call goes
 * on; where the failure is the caller's to see, it is the cause of the call's exception, which
 * carries the outcome and the key.
 *
 * <p>A {@link VirtualMachineError} ({@link OutOfMemoryError}, {@link StackOverflowError},
 * {@link InternalError}) is the one exception: it is not contained, because it says the JVM
 * itself is in trouble, and the application's own policy for that (an uncaught-exception
 * handler that restarts, a crash report) must see it rather than a DEBUG line. The SDK ends
 * the call where it is, completes its future with the call's exception (outcome and key)
 * and lets go of the shared pool, and only then rethrows the error: to the thread's
 * uncaught-exception handler on the SDK's threads, to the caller on a blocking call (with
 * the call's exception attached as suppressed). This is what Reactor and RxJava do with
 * "fatal" errors and what OkHttp's own dispatcher does with a throwing callback.
 */
final class UserCode {
  private static final Logger LOG = LoggerFactory.getLogger(HttpTransport.class);

  private UserCode() {}

  /** Tells {@code listener} of {@code event}; a listener that throws is logged and ignored. */
  static void listener(String event, Object listener, Runnable delivery) {
    try {
      delivery.run();
    } catch (Throwable e) {
      contain(e, "listener {} threw from {}", listener, event);
    }
  }

  /** Asks {@code listener} for a value; returns null when it throws (logged). */
  static <T> @Nullable T ask(String event, Object listener, Supplier<T> question) {
    try {
      return question.get();
    } catch (Throwable e) {
      contain(e, "listener {} threw from {}", listener, event);
      return null;
    }
  }

  /**
   * Logs {@code thrown} once at DEBUG, saying what threw it (a message with SLF4J's {@code {}}
   * for {@code who}: a {@code toString()} that throws cannot escape), and returns so that the
   * call goes on; rethrows it when it is a {@link VirtualMachineError}.
   */
  static void contain(Throwable thrown, String what, Object... who) {
    rethrowIfFatal(thrown);
    if (LOG.isDebugEnabled()) {
      Object[] arguments = Arrays.copyOf(who, who.length + 1);
      arguments[who.length] = thrown;
      LOG.debug(what + "; the call goes on", arguments);
    }
  }

  /** Rethrows {@code thrown} when the JVM itself is in trouble; see the class comment. */
  static void rethrowIfFatal(Throwable thrown) {
    if (thrown instanceof VirtualMachineError fatal) {
      throw fatal;
    }
  }

  /** The credentials could not be had: the attempt fails before a connection is asked for. */
  static IOException unsigned(Throwable cause) {
    return new Failure("could not sign the request: the credentials provider failed with", cause);
  }

  /**
   * The application's HTTP client code (its DNS, socket factory or proxy selector) threw
   * {@code thrown}: the attempt fails like an I/O failure, so the call still ends with its
   * outcome.
   */
  static IOException httpClientFailed(Throwable thrown) {
    return new Failure("the HTTP client failed with", thrown);
  }

  /**
   * Returns an asynchronous attempt's failure as the blocking face has it: OkHttp's dispatcher
   * reports what the application's HTTP client code threw as an
   * {@code IOException("canceled due to ...")} around it, which would hand listeners the
   * application's exception. A {@link VirtualMachineError} goes on up from here.
   */
  static IOException asTheBlockingFaceHasIt(IOException failure) {
    Throwable cause = failure.getCause() != null ? failure.getCause()
        : failure.getSuppressed().length > 0 ? failure.getSuppressed()[0] : null;
    if (!(cause instanceof RuntimeException || cause instanceof Error)
        || !String.valueOf(failure.getMessage()).startsWith("canceled due to ")) {
      return failure;
    }
    rethrowIfFatal(cause);
    return httpClientFailed(cause);
  }

  /** Says in the call's exception that a {@link VirtualMachineError} stopped the call. */
  static String stoppedBy(VirtualMachineError fatal) {
    return "stopped: " + fatal.getClass().getName() + " was thrown, by the application's code or inside the SDK";
  }

  /** Attaches the call's exception, when there is one, to {@code fatal} and returns it. */
  static VirtualMachineError withOutcome(VirtualMachineError fatal, @Nullable RuntimeException failure) {
    if (failure != null) {
      fatal.addSuppressed(failure); // a no-op on the JVM's own preallocated errors: nothing to lose
    }
    return fatal;
  }

  /**
   * An attempt that failed in the application's code (its credentials provider, its HTTP
   * client's DNS or socket factory): the message names only the type of what was thrown, the
   * cause is the thing itself, for the caller, whose own code it is. Listeners get
   * {@link #withoutCause()}: a provider's exception may quote a secrets manager's answer.
   */
  static final class Failure extends IOException {
    private static final long serialVersionUID = 1L;

    Failure(String what, Throwable cause) {
      super(what + " " + cause.getClass().getName(), cause);
    }

    /** Reads as what happened, as it appears inside the call's exception message and log lines. */
    @Override
    public String toString() {
      return String.valueOf(getMessage()); // never null: the constructor made it
    }

    /** Returns the same failure without the application's exception, for listeners. */
    IOException withoutCause() {
      IOException bare = new IOException(getMessage());
      bare.setStackTrace(getStackTrace());
      return bare;
    }
  }
}
