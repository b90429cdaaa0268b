package com.service.sdk.sandbox.internal.http;

import com.service.sdk.sandbox.SandboxException;
import com.service.sdk.sandbox.internal.state.Refusal;
import java.util.function.Supplier;

/**
 * Refusals as HTTP sees them: what the HTTP layer itself refuses (a malformed request, a path
 * without operation), and the one place where a refusal of the resources gets its status code.
 * The dispatcher answers both in the family's error shape; the Java controls throw both as
 * {@link SandboxException}.
 */
public final class Refusals {
  private Refusals() {}

  /**
   * The status code that answers a refusal of the resources.
   *
   * @param kind which kind of rule refused
   * @return 400, 403, 404, 409 or 422
   */
  public static int status(Refusal.Kind kind) {
    switch (kind) {
      case INVALID: return 400;
      case FORBIDDEN: return 403;
      case NOT_FOUND: return 404;
      case CONFLICT: return 409;
      default: return 422;
    }
  }

  /**
   * A refusal of the resources as the exception the HTTP layer and the Java controls throw.
   *
   * @param refusal what a resource refused
   * @return the exception, with the refusal's status and message
   */
  public static SandboxException of(Refusal refusal) {
    return new SandboxException(status(refusal.kind()), String.valueOf(refusal.getMessage())); // always made with one
  }

  /**
   * Runs an action of the resources and throws what they refuse as {@link SandboxException}.
   *
   * @param action the action
   * @param <T> what it returns
   * @return what the action returned
   * @throws SandboxException with the status of the refusal's kind
   */
  public static <T> T translate(Supplier<T> action) {
    try {
      return action.get();
    } catch (Refusal refusal) {
      throw of(refusal);
    }
  }

  /**
   * A 400 refusal of a request's form.
   *
   * @param message what is wrong with the request
   * @return the exception to throw
   */
  public static SandboxException badRequest(String message) {
    return new SandboxException(400, message);
  }

  /**
   * A 404 refusal.
   *
   * @param message what was not found
   * @return the exception to throw
   */
  public static SandboxException notFound(String message) {
    return new SandboxException(404, message);
  }
}
